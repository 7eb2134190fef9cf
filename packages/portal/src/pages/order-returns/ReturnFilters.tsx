import { Select } from 'antd';
import type { OrderReturnQuery } from '@podkit/sdk-core';
import { SearchAndDays, useListFilter } from '../work-orders/WorkOrderFilters.js';
import { resolutionOptions, returnStatusOptions } from './return-tags.js';

export type ReturnFilter = Omit<OrderReturnQuery, 'page' | 'page_size'>;

export const useReturnFilter = (initial: ReturnFilter = {}) => useListFilter<ReturnFilter>(initial);

/** Search, creation days, state (unless tabs choose it) and resolution above a list of returns. */
export function ReturnFilters(props: {
  filter: ReturnFilter;
  onChange: (next: ReturnFilter) => void;
  searchPlaceholder: string;
  withStatus?: boolean;
}) {
  return (
    <>
      <SearchAndDays
        onChange={props.onChange}
        placeholder={props.searchPlaceholder}
        label="搜索退货申请"
      />
      {props.withStatus ? (
        <Select
          allowClear
          placeholder="全部状态"
          aria-label="申请状态"
          className="order-return-select"
          value={props.filter.status}
          options={returnStatusOptions}
          onChange={(status) => props.onChange({ status })}
        />
      ) : null}
      <Select
        allowClear
        placeholder="全部处理方式"
        aria-label="处理方式"
        className="order-return-select"
        value={props.filter.resolution}
        options={resolutionOptions}
        onChange={(resolution) => props.onChange({ resolution })}
      />
    </>
  );
}
