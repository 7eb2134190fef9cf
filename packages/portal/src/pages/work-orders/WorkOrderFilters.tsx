import { DatePicker, Input, Select } from 'antd';
import { normalizeKeyword, type WorkOrderQuery } from '@podkit/sdk-core';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { statusOptions, typeOptions } from './work-order-tags.js';

export type WorkOrderFilter = Omit<WorkOrderQuery, 'page' | 'page_size'>;

/** The filter state of a paged list (tickets, returns): any change goes back to page 1. */
export function useListFilter<F extends object>(initial: F) {
  const [filter, setFilter] = useState<F>(initial);
  const [page, setPage] = useState(1);
  const change = (next: Partial<F>) => {
    setFilter((current) => ({ ...current, ...next }));
    setPage(1);
  };
  const query = {
    page,
    ...Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined)),
  } as Partial<F> & { page: number };
  return { filter, change, page, setPage, query };
}

export function useWorkOrderFilter(initial: WorkOrderFilter = {}) {
  return useListFilter<WorkOrderFilter>(initial);
}

/** The keyword box and the creation-day range every after-sales list filters by. */
export function SearchAndDays(props: {
  onChange: (next: { keyword?: string; start_date?: string; end_date?: string }) => void;
  placeholder: string;
  label: string;
}) {
  const onDays = (days: [Dayjs | null, Dayjs | null] | null) =>
    props.onChange({
      start_date: days?.[0]?.format('YYYY-MM-DD'),
      end_date: days?.[1]?.format('YYYY-MM-DD'),
    });
  return (
    <>
      <Input.Search
        allowClear
        placeholder={props.placeholder}
        aria-label={props.label}
        className="work-order-search"
        onSearch={(value) => props.onChange({ keyword: normalizeKeyword(value) || undefined })}
      />
      <DatePicker.RangePicker aria-label="创建日期" onChange={onDays} />
    </>
  );
}

/** State, type, creation days and a search box above a ticket list (the reseller's and the console's). */
export function WorkOrderFilters(props: {
  filter: WorkOrderFilter;
  onChange: (next: WorkOrderFilter) => void;
  searchPlaceholder: string;
}) {
  return (
    <>
      <SearchAndDays
        onChange={props.onChange}
        placeholder={props.searchPlaceholder}
        label="搜索工单"
      />
      <Select
        allowClear
        placeholder="全部状态"
        aria-label="工单状态"
        className="work-order-select"
        value={props.filter.status}
        options={statusOptions}
        onChange={(status) => props.onChange({ status })}
      />
      <Select
        allowClear
        placeholder="全部类型"
        aria-label="工单类型"
        className="work-order-select"
        value={props.filter.type}
        options={typeOptions}
        onChange={(type) => props.onChange({ type })}
      />
    </>
  );
}
