import { Input, Select } from 'antd';
import { normalizeKeyword, type PackagingQuery } from '@podkit/sdk-core';
import { useListFilter } from '../work-orders/WorkOrderFilters.js';
import { packagingKindOptions } from './packaging-tags.js';

export type PackagingFilter = Omit<PackagingQuery, 'page' | 'page_size'>;

export const usePackagingFilter = (initial: PackagingFilter = {}) =>
  useListFilter<PackagingFilter>(initial);

/** A search box and the kind above a list of packaging templates (the reseller's and the console's). */
export function PackagingFilters(props: {
  filter: PackagingFilter;
  onChange: (next: PackagingFilter) => void;
  searchPlaceholder: string;
}) {
  return (
    <>
      <Input.Search
        allowClear
        placeholder={props.searchPlaceholder}
        aria-label="搜索包装模板"
        className="work-order-search"
        onSearch={(value) => props.onChange({ keyword: normalizeKeyword(value) || undefined })}
      />
      <Select
        allowClear
        placeholder="全部类型"
        aria-label="包装类型"
        className="work-order-select"
        value={props.filter.kind}
        options={packagingKindOptions}
        onChange={(kind) => props.onChange({ kind })}
      />
    </>
  );
}
