import type { FormEvent } from 'react';
import { useContext, useState } from 'react';
import { today } from '@podkit/sdk-core';
import { DateField } from '@podkit/widget-kit';
import { filterProblem, type FilterForm } from './order-filters';
import { PLATFORMS } from './order-labels';
import { TimeZoneContext } from './order-time';

export interface FilterBarProps {
  form: FilterForm;
  stores?: ReadonlyArray<{ id: number; name: string }>;
  onChange: (form: FilterForm) => void;
  onSearch: () => void;
  onReset: () => void;
}

/** Date range, platform, store, SKU, recipient and order number; searched on 查询 or Enter. */
export function FilterBar({ form, stores, onChange, onSearch, onReset }: FilterBarProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const set = (field: keyof FilterForm, value: string) => {
    setProblem(null);
    onChange({ ...form, [field]: value });
  };

  const siteToday = today(useContext(TimeZoneContext));

  function submit(event: FormEvent) {
    event.preventDefault();
    const why = filterProblem(form);
    setProblem(why);
    if (!why) onSearch();
  }

  return (
    <form className="pk-order-filters" aria-label="筛选订单" onSubmit={submit}>
      <div className="pk-filter" role="group" aria-label="下单日期">
        <span>下单日期</span>
        <span className="pk-dates">
          <DateField
            placeholder="开始日期"
            value={form.start_date}
            max={form.end_date || undefined}
            today={siteToday}
            onChange={(day) => set('start_date', day)}
          />
          <span className="pk-muted">至</span>
          <DateField
            placeholder="结束日期"
            value={form.end_date}
            min={form.start_date || undefined}
            today={siteToday}
            onChange={(day) => set('end_date', day)}
          />
        </span>
      </div>
      <SelectFilter
        label="平台"
        allLabel="全部平台"
        value={form.platform}
        choices={PLATFORMS.map((platform) => ({ value: platform.code, name: platform.name }))}
        onChange={(value) => set('platform', value)}
      />
      {stores && stores.length > 0 ? (
        <SelectFilter
          label="店铺"
          allLabel="全部店铺"
          value={form.store_id}
          choices={stores.map((store) => ({ value: store.id, name: store.name }))}
          onChange={(value) => set('store_id', value)}
        />
      ) : null}
      <label className="pk-filter">
        <span>SKU</span>
        <input
          className="pk-input"
          placeholder="商品名称或颜色尺码"
          value={form.sku}
          onChange={(event) => set('sku', event.target.value)}
        />
      </label>
      <label className="pk-filter">
        <span>收件人</span>
        <input
          className="pk-input"
          value={form.recipient}
          onChange={(event) => set('recipient', event.target.value)}
        />
      </label>
      <label className="pk-filter">
        <span>订单号</span>
        <input
          className="pk-input"
          value={form.order_no}
          onChange={(event) => set('order_no', event.target.value)}
        />
      </label>
      <span className="pk-filter-actions">
        <button type="submit" className="pk-button pk-primary">
          查询
        </button>
        <button type="button" className="pk-button" onClick={onReset}>
          重置
        </button>
      </span>
      {problem ? (
        <p className="pk-error" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}

/** One labelled choice among a list, '' standing for all of them. */
function SelectFilter(props: {
  label: string;
  allLabel: string;
  value: string;
  choices: ReadonlyArray<{ value: number; name: string }>;
  onChange: (value: string) => void;
}) {
  return (
    <label className="pk-filter">
      <span>{props.label}</span>
      <select
        className="pk-select"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      >
        <option value="">{props.allLabel}</option>
        {props.choices.map((choice) => (
          <option key={choice.value} value={String(choice.value)}>
            {choice.name}
          </option>
        ))}
      </select>
    </label>
  );
}
