import { Breadcrumb, Empty, Skeleton, Tag } from 'antd';
import { products, type BasicProductQuery } from '@podkit/sdk-core';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { client } from '../../../sdk/client.js';
import { Unreachable } from '../../../components/Unreachable.js';
import { useRemote } from '../../../components/use-remote.js';
import { BlankCard } from './BlankCard.js';
import { CategoryFilter } from './CategoryFilter.js';
import { fromStockSkuCategories, type CategoryNode } from './category-tree.js';
import { readListParams, writeListParams } from './list-params.js';
import { Pager } from './Pager.js';

export const BLANK_PAGE_SIZE = 20;

export function detailPath(id: number): string {
  return `/home/productDesignDetail?id=${id}`;
}

/** The public blank category tree (/frontend/stockSkuCategory), sorted. */
export function useBlankCategories(attempt = 0) {
  return useRemote(
    () => products.getStockSkuCategories(client, { silent: true }).then(fromStockSkuCategories),
    attempt,
  );
}

/**
 * A public list of blanks: category chips, the keyword from `?keyWord=`, server paging. With
 * `baseCategoryId` the list stays inside that category and `categories` are its children.
 */
export function BlankBrowser({
  title,
  intro,
  categories,
  baseCategoryId,
}: {
  title: string;
  intro?: ReactNode;
  categories: CategoryNode[];
  baseCategoryId?: number;
}) {
  const [search, setSearch] = useSearchParams();
  const params = readListParams(search);
  const [attempt, setAttempt] = useState(0);
  const categoryId = params.categoryId ?? baseCategoryId;
  const query: BasicProductQuery = {
    page: params.page,
    page_size: BLANK_PAGE_SIZE,
    ...(params.keyword ? { keyword: params.keyword } : {}),
    ...(categoryId ? { category_id: categoryId } : {}),
  };
  const list = useRemote(
    () => products.listPublicBasic(client, query, { silent: true }),
    `${JSON.stringify(query)}#${attempt}`,
  );
  const change = (next: Parameters<typeof writeListParams>[1]) =>
    setSearch(writeListParams(search, next));

  return (
    <div className="public-container product-browser">
      <Breadcrumb
        className="public-breadcrumb"
        items={[
          { title: <Link to="/home/homePage">首页</Link> },
          { title: <Link to="/home/productCustom">产品定制</Link> },
          { title },
        ]}
      />
      <div className="product-browser-head">
        <h1 className="product-page-title">{title}</h1>
        {intro && <p className="product-page-intro">{intro}</p>}
      </div>
      {categories.length > 0 && (
        <CategoryFilter
          tree={categories}
          activeId={params.categoryId}
          onSelect={(categoryId) => change({ categoryId })}
        />
      )}
      {params.keyword && (
        <div className="product-keyword">
          搜索
          <Tag closable onClose={() => change({ keyword: '' })} className="product-keyword-tag">
            {params.keyword}
          </Tag>
          {list.state === 'done' && <span>共 {list.data.total} 件</span>}
        </div>
      )}
      {list.state === 'loading' && <Skeleton active paragraph={{ rows: 8 }} />}
      {list.state === 'failed' && <Unreachable onRetry={() => setAttempt((n) => n + 1)} />}
      {list.state === 'done' &&
        (list.data.data.length === 0 ? (
          <Empty
            className="product-empty"
            description={params.keyword ? '没有找到相关商品，换个关键词试试' : '暂无商品'}
          />
        ) : (
          <>
            <div className="product-grid">
              {list.data.data.map((product) => (
                <BlankCard key={product.id} product={product} to={detailPath(product.id)} />
              ))}
            </div>
            <Pager
              page={params.page}
              pageSize={BLANK_PAGE_SIZE}
              total={list.data.total}
              onChange={(page) => change({ page })}
            />
          </>
        ))}
    </div>
  );
}
