import { Empty, Input, Skeleton } from 'antd';
import {
  normalizeKeyword,
  products,
  type OrdinaryProduct,
  type OrdinaryProductQuery,
} from '@podkit/sdk-core';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { client } from '../../../sdk/client.js';
import { Unreachable } from '../../../components/Unreachable.js';
import { useRemote } from '../../../components/use-remote.js';
import { CategoryFilter } from './CategoryFilter.js';
import { fromOrdinaryCategories } from './category-tree.js';
import { GoodsCard } from './GoodsCard.js';
import { readListParams, writeListParams } from './list-params.js';
import { Pager } from './Pager.js';

export const GOODS_PAGE_SIZE = 20;

/**
 * General goods with their categories, a keyword box and server paging; the address holds the
 * state. Signed in, sdk-core reads them under /distribution, else under /frontend.
 */
export function GoodsBrowser({
  detailPath,
  cardActions,
}: {
  detailPath: (id: number) => string;
  /** Buttons under each card (the reseller's library: 收藏). */
  cardActions?: (goods: OrdinaryProduct) => ReactNode;
}) {
  const [search, setSearch] = useSearchParams();
  const params = readListParams(search);
  const [attempt, setAttempt] = useState(0);
  const [text, setText] = useState(params.keyword);
  const categories = useRemote(() =>
    products.listOrdinaryCategories(client, {}, { silent: true }).then(fromOrdinaryCategories),
  );
  const query: OrdinaryProductQuery = {
    page: params.page,
    page_size: GOODS_PAGE_SIZE,
    ...(params.keyword ? { keyword: params.keyword } : {}),
    ...(params.categoryId ? { category_id: params.categoryId } : {}),
  };
  const list = useRemote(
    () => products.listOrdinary(client, query, { silent: true }),
    `${JSON.stringify(query)}#${attempt}`,
  );
  const change = (next: Parameters<typeof writeListParams>[1]) =>
    setSearch(writeListParams(search, next));

  return (
    <div className="goods-browser">
      <div className="goods-toolbar">
        <Input.Search
          value={text}
          onChange={(event) => setText(event.target.value)}
          onSearch={(value) => change({ keyword: normalizeKeyword(value) })}
          placeholder="搜索通用商品"
          aria-label="搜索通用商品"
          allowClear
          maxLength={50}
          className="goods-search"
        />
        {list.state === 'done' && <span className="goods-count">共 {list.data.total} 件</span>}
      </div>
      {categories.state === 'done' && (
        <CategoryFilter
          tree={categories.data}
          activeId={params.categoryId}
          onSelect={(categoryId) => change({ categoryId })}
        />
      )}
      {list.state === 'loading' && <Skeleton active paragraph={{ rows: 8 }} />}
      {list.state === 'failed' && <Unreachable onRetry={() => setAttempt((n) => n + 1)} />}
      {list.state === 'done' &&
        (list.data.data.length === 0 ? (
          <Empty className="product-empty" description="暂无通用商品" />
        ) : (
          <>
            <div className="product-grid">
              {list.data.data.map((goods) => (
                <GoodsCard
                  key={goods.id}
                  goods={goods}
                  to={detailPath(goods.id)}
                  actions={cardActions?.(goods)}
                />
              ))}
            </div>
            <Pager
              page={params.page}
              pageSize={GOODS_PAGE_SIZE}
              total={list.data.total}
              onChange={(page) => change({ page })}
            />
          </>
        ))}
    </div>
  );
}
