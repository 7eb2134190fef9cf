import type { TablePaginationConfig } from 'antd';
import { formatDateTime } from '../../components/format-date.js';

/** The pagination of a server-paged list: the page, its size and total, no size changer. */
export function serverPages(
  page: number,
  pageSize: number,
  total: number,
  onChange: (page: number) => void,
): TablePaginationConfig {
  return {
    current: page,
    pageSize,
    total,
    onChange,
    showSizeChanger: false,
    showTotal: (count) => `共 ${count} 条`,
  };
}

/** A column showing a server timestamp as '2026-11-21 08:30'. */
export function timeColumn(title: string, dataIndex: string, width = 160) {
  return { title, dataIndex, width, render: (value: string) => formatDateTime(value) };
}
