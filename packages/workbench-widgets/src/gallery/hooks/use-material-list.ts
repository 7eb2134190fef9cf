import { useCallback, useEffect, useState } from 'react';
import type { GalleryApi, GalleryFilters, MaterialPage } from '../gallery-api';
import { EMPTY_FILTERS } from '../gallery-api';
import { EMPTY_SELECTION, keepVisible, type Selection } from '../selection';

const EMPTY_PAGE: MaterialPage = { rows: [], total: 0, lastPage: 1 };

/**
 * The grid's data: filters, the page loaded for them, and the selection (kept to the rows the
 * page shows). `reload` fetches the same page again; `showNewest` goes where new materials land.
 */
export function useMaterialList(api: GalleryApi, pageSize: number) {
  const [filters, setFilters] = useState<GalleryFilters>(EMPTY_FILTERS);
  const [page, setPage] = useState(1);
  const [reloads, setReloads] = useState(0);
  const [list, setList] = useState<MaterialPage>(EMPTY_PAGE);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);

  const reload = useCallback(() => setReloads((count) => count + 1), []);

  useEffect(() => {
    let current = true;
    setLoading(true);
    api.listMaterials(filters, page, pageSize).then(
      (next) => {
        if (!current) return;
        // A page emptied by a delete: step back to the last page that has rows.
        if (next.rows.length === 0 && page > 1 && next.total > 0) {
          setPage(next.lastPage);
          return;
        }
        setList(next);
        setFailed(false);
        setLoading(false);
        setSelection((selected) =>
          keepVisible(
            selected,
            next.rows.map((row) => row.id),
          ),
        );
      },
      () => {
        if (!current) return;
        setFailed(true);
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [api, filters, page, pageSize, reloads]);

  function changeFilters(change: Partial<GalleryFilters>) {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  }

  /** New materials come first: show page 1, where they land. */
  function showNewest() {
    if (page === 1) reload();
    else setPage(1);
  }

  const ids = list.rows.map((row) => row.id);
  const selectedRows = list.rows.filter((row) => selection.ids.includes(row.id));

  return {
    filters,
    changeFilters,
    page,
    setPage,
    list,
    ids,
    loading,
    failed,
    reload,
    showNewest,
    selection,
    setSelection,
    selectedIds: selection.ids,
    selectedRows,
  };
}

export type MaterialList = ReturnType<typeof useMaterialList>;
