import type { Paginator } from '@podkit/sdk-core';
import type { TablePaginationConfig } from 'antd';
import type { Remote } from './use-remote.js';
import { formatDateTime } from './format-date.js';

/**
 * The pagination of a server-paged list: the page, its size and total, no size changer; `unit`
 * counts the rows in the total ('共 12 件').
 */
export function serverPages(
  page: number,
  pageSize: number,
  total: number,
  onChange: (page: number) => void,
  unit = '条',
): TablePaginationConfig {
  return {
    current: page,
    pageSize,
    total,
    onChange,
    showSizeChanger: false,
    showTotal: (count) => `共 ${count} ${unit}`,
  };
}

/** A column showing a server timestamp as '2026-11-21 08:30'. */
export function timeColumn(title: string, dataIndex: string, width = 160) {
  return { title, dataIndex, width, render: (value: string) => formatDateTime(value) };
}

/** A server-paged antd Table's loading, rows and pagination from one remote page. */
export function pagedTable<T>(
  list: Remote<Paginator<T>>,
  page: number,
  pageSize: number,
  onChange: (page: number) => void,
  unit?: string,
) {
  const done = list.state === 'done' ? list.data : null;
  return {
    loading: list.state === 'loading',
    dataSource: done?.data ?? [],
    pagination: serverPages(page, pageSize, done?.total ?? 0, onChange, unit),
  };
}
