/** A product list's state as it sits in the address: page, keyword and category. */
export interface ListParams {
  page: number;
  keyword: string;
  categoryId: number | null;
}

function positiveInt(raw: string | null): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const value = Number(raw);
  return value > 0 ? value : null;
}

/** Reads `?page=&keyWord=&category=`; anything malformed falls back to the first, unfiltered page. */
export function readListParams(search: URLSearchParams): ListParams {
  return {
    page: positiveInt(search.get('page')) ?? 1,
    keyword: (search.get('keyWord') ?? '').trim(),
    categoryId: positiveInt(search.get('category')),
  };
}

/**
 * The address after a change. A change of keyword or category goes back to page 1; other
 * parameters in the address are kept.
 */
export function writeListParams(
  search: URLSearchParams,
  change: Partial<ListParams>,
): URLSearchParams {
  const next = new URLSearchParams(search);
  const set = (key: string, value: string | number | null | undefined) => {
    if (value === null || value === undefined || value === '' || value === 1) next.delete(key);
    else next.set(key, String(value));
  };
  if ('keyword' in change) set('keyWord', change.keyword);
  if ('categoryId' in change) set('category', change.categoryId);
  const filterChanged = 'keyword' in change || 'categoryId' in change;
  set(
    'page',
    filterChanged && !('page' in change) ? 1 : (change.page ?? readListParams(search).page),
  );
  return next;
}
