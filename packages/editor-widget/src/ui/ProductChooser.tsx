import { useEffect, useState } from 'react';
import {
  products,
  resolveServerUrl,
  type Client,
  type DistributionBasicProductSummary,
} from '@podkit/sdk-core';
import { Dialog } from '@podkit/widget-kit';

const PAGE_SIZE = 12;

/** Choose product (Ctrl+F1): the blanks on sale, searchable, one click picks. */
export function ProductChooser(props: {
  client: Client;
  currentId: number;
  onPick(blank: DistributionBasicProductSummary): void;
  onClose(): void;
}) {
  const [keyword, setKeyword] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<DistributionBasicProductSummary[] | null>(null);
  const [lastPage, setLastPage] = useState(1);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    setFailed(false);
    products
      .listBasic(props.client, { page, page_size: PAGE_SIZE, ...(query ? { keyword: query } : {}) })
      .then(
        (result) => {
          if (!current) return;
          setRows(result.data);
          setLastPage(result.last_page);
        },
        () => current && setFailed(true),
      );
    return () => {
      current = false;
    };
  }, [props.client, page, query]);

  return (
    <Dialog title="选择产品" wide onClose={props.onClose}>
      <form
        className="pe-row"
        style={{ marginBottom: 12 }}
        onSubmit={(event) => {
          event.preventDefault();
          setPage(1);
          setQuery(keyword.trim());
        }}
      >
        <input
          type="text"
          className="pe-search"
          style={{ flex: 1, border: '1px solid #d9d9d9', borderRadius: 6, padding: '4px 8px' }}
          value={keyword}
          placeholder="产品名称或编码"
          aria-label="搜索产品"
          onChange={(event) => setKeyword(event.target.value)}
        />
        <button type="submit" className="pe-tool">
          搜索
        </button>
      </form>
      {failed ? <p className="pe-empty">产品加载失败，请稍后再试</p> : null}
      {rows === null && !failed ? <p className="pe-empty">加载中...</p> : null}
      {rows && rows.length === 0 ? <p className="pe-empty">没有找到产品</p> : null}
      <div className="pe-grid">
        {rows?.map((blank) => (
          <button
            key={blank.id}
            type="button"
            className="pe-card"
            aria-current={blank.id === props.currentId}
            onClick={() => props.onPick(blank)}
          >
            <img
              src={resolveServerUrl(props.client.baseURL, blank.small_image || blank.image)}
              alt=""
            />
            <span className="pe-card-title">{blank.name}</span>
            <span className="pe-hint">¥{blank.purchase_price}</span>
          </button>
        ))}
      </div>
      {lastPage > 1 ? (
        <div className="pe-row" style={{ justifyContent: 'center', marginTop: 12 }}>
          <button
            type="button"
            className="pe-tool"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            上一页
          </button>
          <span>
            {page} / {lastPage}
          </span>
          <button
            type="button"
            className="pe-tool"
            disabled={page >= lastPage}
            onClick={() => setPage(page + 1)}
          >
            下一页
          </button>
        </div>
      ) : null}
    </Dialog>
  );
}
