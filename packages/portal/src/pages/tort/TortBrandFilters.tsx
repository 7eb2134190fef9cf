import { Input, Select } from 'antd';
import type { TortBrandLevel } from '@podkit/sdk-core';
import { useState } from 'react';
import { tortLevelOptions } from './TortLevelTag.js';

/** What a brand list is filtered by: words of the brand or holder, and the level. */
export interface TortBrandFilter {
  keyword?: string;
  level?: TortBrandLevel;
}

/** The filter state of a paged brand list: any change goes back to page 1. */
export function useTortBrandFilter() {
  const [filter, setFilter] = useState<TortBrandFilter>({});
  const [page, setPage] = useState(1);
  const change = (next: TortBrandFilter) => {
    setFilter((current) => ({ ...current, ...next }));
    setPage(1);
  };
  const query = {
    page,
    ...(filter.keyword ? { keyword: filter.keyword } : {}),
    ...(filter.level ? { level: filter.level } : {}),
  };
  return { filter, change, page, setPage, query };
}

/** The search box and level choice above a brand list (the reseller's and the console's). */
export function TortBrandFilters(props: {
  level: TortBrandLevel | undefined;
  onChange: (next: TortBrandFilter) => void;
  searchClassName?: string;
}) {
  return (
    <>
      <Input.Search
        allowClear
        placeholder="品牌或权利人"
        aria-label="搜索侵权品牌"
        className={props.searchClassName}
        style={props.searchClassName ? undefined : { width: 240 }}
        onSearch={(value) => props.onChange({ keyword: value.trim() || undefined })}
      />
      <Select
        allowClear
        placeholder="级别"
        aria-label="级别"
        style={{ width: 120 }}
        value={props.level}
        options={tortLevelOptions}
        onChange={(value) => props.onChange({ level: value })}
      />
    </>
  );
}
