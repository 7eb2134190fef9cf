export interface PagerProps {
  page: number;
  lastPage: number;
  total: number;
  onPage: (page: number) => void;
}

/** Pages of 1..last, at most seven buttons, around the current page. */
export function pageButtons(page: number, lastPage: number): Array<number | 'gap'> {
  if (lastPage <= 7) return Array.from({ length: lastPage }, (_, index) => index + 1);
  const near = [page - 1, page, page + 1].filter((n) => n > 1 && n < lastPage);
  const pages: Array<number | 'gap'> = [1];
  if ((near[0] ?? lastPage) > 2) pages.push('gap');
  pages.push(...near);
  if ((near.at(-1) ?? 1) < lastPage - 1) pages.push('gap');
  pages.push(lastPage);
  return pages;
}

export function Pager({ page, lastPage, total, onPage }: PagerProps) {
  return (
    <nav className="pk-pager" aria-label="分页">
      <span className="pk-muted">共 {total} 条</span>
      <button
        type="button"
        className="pk-button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        上一页
      </button>
      {pageButtons(page, lastPage).map((item, index) =>
        item === 'gap' ? (
          <span key={`gap-${index}`} className="pk-muted" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className="pk-button pk-page"
            aria-label={`第 ${item} 页`}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onPage(item)}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className="pk-button"
        disabled={page >= lastPage}
        onClick={() => onPage(page + 1)}
      >
        下一页
      </button>
    </nav>
  );
}
