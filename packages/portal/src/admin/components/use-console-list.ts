import type { Paginator } from '@podkit/sdk-core';
import type { TablePaginationConfig } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useRemote } from '../../components/use-remote.js';
import { readListParams, writeListParams } from '../../public/products/components/list-params.js';
import { serverPages } from '../../components/paged-table.js';

export const CONSOLE_PAGE_SIZE = 20;

/** The filters of a console list, as kept in the address by AdminListToolbar. */
export interface ConsoleListFilters {
  page: number;
  page_size: number;
  keyword?: string;
  category_id?: number;
  /** The on/off filter ('1' / '0' in `statusParam`), when chosen. */
  status?: 0 | 1;
}

/**
 * A console list page's data: filters read from the address, the page loaded through `load`,
 * a `run` that refreshes after a row action, and the table's pagination.
 */
export function useConsoleList<T>(
  statusParam: string,
  load: (filters: ConsoleListFilters) => Promise<Paginator<T>>,
) {
  const [search, setSearch] = useSearchParams();
  const params = readListParams(search);
  const status = search.get(statusParam);
  const [attempt, setAttempt] = useState(0);
  const filters: ConsoleListFilters = {
    page: params.page,
    page_size: CONSOLE_PAGE_SIZE,
    ...(params.keyword ? { keyword: params.keyword } : {}),
    ...(params.categoryId ? { category_id: params.categoryId } : {}),
    ...(status === '0' || status === '1' ? { status: Number(status) as 0 | 1 } : {}),
  };
  const list = useRemote(() => load(filters), `${JSON.stringify(filters)}#${attempt}`);
  const refresh = () => setAttempt((n) => n + 1);

  const pagination: TablePaginationConfig = serverPages(
    params.page,
    CONSOLE_PAGE_SIZE,
    list.state === 'done' ? list.data.total : 0,
    (page) => setSearch(writeListParams(search, { page })),
    '件',
  );

  /** Runs a row action (publish, delete …) and reloads the page whatever its outcome. */
  const run = async (action: Promise<unknown>) => {
    try {
      await action;
    } finally {
      refresh();
    }
  };

  return { list, rows: list.state === 'done' ? list.data.data : [], refresh, run, pagination };
}
