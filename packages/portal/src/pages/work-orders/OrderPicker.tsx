import { Checkbox, Select } from 'antd';
import { workOrders, type WorkOrderOrderChoice } from '@podkit/sdk-core';
import { useEffect, useRef, useState } from 'react';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';

type Choice = { id: number; order_no: string; status_label: string };
type ChoiceQuery = { keyword?: string; order_id?: number };

const ticketChoices = (query: ChoiceQuery) =>
  workOrders.orderChoices(client, query, { silent: true });

/**
 * The reseller's orders to pick from: the latest ones, or those whose number matches (tickets by
 * default; `load` asks for others, e.g. the shipped orders a return may be about).
 */
export function OrderSelect<T extends Choice = WorkOrderOrderChoice>(props: {
  value?: number;
  onChange?: (id: number | undefined) => void;
  /** The chosen order with its lines, once known. */
  onOrder: (order: T | undefined) => void;
  /** An order named in the address (?order_id=) is listed even if it is not among the latest. */
  preset?: number;
  load?: (query: ChoiceQuery) => Promise<T[]>;
  placeholder?: string;
  label?: string;
  empty?: string;
}) {
  const { value, onOrder } = props;
  const load = props.load ?? (ticketChoices as unknown as (query: ChoiceQuery) => Promise<T[]>);
  const [keyword, setKeyword] = useState('');
  const choices = useRemote(
    () => load(keyword ? { keyword } : props.preset ? { order_id: props.preset } : {}),
    keyword,
  );
  const known = useRef(new Map<number, T>());
  const options = choices.state === 'done' ? choices.data : [];
  for (const order of options) known.current.set(order.id, order);
  useEffect(() => {
    onOrder(value === undefined ? undefined : known.current.get(value));
    // Told again only when the choice changes or the orders it may be among arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, choices.state]);
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: (text) => setKeyword(text.trim()) }}
      allowClear
      placeholder={props.placeholder ?? '输入订单号搜索'}
      aria-label={props.label ?? '相关订单'}
      loading={choices.state === 'loading'}
      value={value}
      notFoundContent={choices.state === 'loading' ? '加载中...' : (props.empty ?? '没有找到订单')}
      options={options.map((order) => ({
        value: order.id,
        label: `${order.order_no}（${order.status_label}）`,
      }))}
      onChange={(id: number | undefined) => props.onChange?.(id)}
    />
  );
}

/** The chosen order's lines to tick. */
export function LineChecks(props: {
  order: WorkOrderOrderChoice | undefined;
  value?: number[];
  onChange?: (ids: number[]) => void;
}) {
  if (!props.order) return <span className="work-order-muted">先选择订单</span>;
  return (
    <Checkbox.Group
      className="work-order-lines"
      value={props.value ?? []}
      onChange={(ids) => props.onChange?.(ids as number[])}
      options={props.order.lines.map((line) => ({
        value: line.id,
        label: `${line.name} ${line.sku_text} × ${line.quantity}`,
      }))}
    />
  );
}
