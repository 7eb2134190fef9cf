import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CONSOLE_PAGE_SIZE } from './use-console-list.js';

/**
 * A console list's filters kept in the address: `change` sets the given ones (an empty value
 * removes it) and goes back to page 1 unless `page` is among them.
 */
export function useListSearch() {
  const [search, setSearch] = useSearchParams();
  const change = (next: Record<string, string>) => {
    const params = new URLSearchParams(search);
    for (const [name, value] of Object.entries(next)) {
      if (value) params.set(name, value);
      else params.delete(name);
    }
    if (!('page' in next)) params.delete('page');
    setSearch(params);
  };
  return { search, change };
}

/**
 * A console review queue's list state (充值审核, 实名审核): the status tab (`fallback` when the address
 * names none of `statuses`), the page and the keyword from the address, the query they make with the
 * console page size, and a `refresh` after a decision.
 */
export function useReviewQueue<Status extends string>(
  statuses: readonly string[],
  fallback: Status,
) {
  const { search, change } = useListSearch();
  const named = search.get('status') ?? '';
  const status = (statuses.includes(named) ? named : fallback) as Status | 'all';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const keyword = search.get('keyword') ?? '';
  const [attempt, setAttempt] = useState(0);
  const query = {
    page,
    page_size: CONSOLE_PAGE_SIZE,
    ...(status === 'all' ? {} : { status }),
    ...(keyword ? { keyword } : {}),
  };
  const refresh = () => setAttempt((n) => n + 1);
  return { search, change, status, page, keyword, query, attempt, refresh };
}
