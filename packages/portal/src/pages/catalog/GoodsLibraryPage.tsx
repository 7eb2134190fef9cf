import { Alert, Empty, Input, Segmented, Select, Skeleton, TreeSelect } from 'antd';
import {
  categoryTreeOptions,
  normalizeKeyword,
  products,
  type BasicProductQuery,
} from '@podkit/sdk-core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useStore } from '../../app/use-store.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { useBlankCategories } from '../../public/products/components/BlankBrowser.js';
import { readListParams, writeListParams } from '../../public/products/components/list-params.js';
import { Pager } from '../../public/products/components/Pager.js';
import { client } from '../../sdk/client.js';
import { Permission } from '../../workbench/permission.js';
import { $workbench } from '../../workbench/session.js';
import { CollectButton } from './CollectButton.js';
import { LibraryCard } from './LibraryCard.js';
import { screenPath } from './screen-path.js';
import { useUserCategories } from './use-user-categories.js';
import '../../public/products/products.css';
import './catalog.css';

const PAGE_SIZE = 20;

function readNumber(search: URLSearchParams, key: string): number | undefined {
  const raw = search.get(key);
  return raw && /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;
}

/** goodsLibrary: every blank on sale with the reseller's level price; filters live in the address. */
export default function GoodsLibraryPage() {
  const [search, setSearch] = useSearchParams();
  const params = readListParams(search);
  const mine = readNumber(search, 'mine');
  const is3d = search.get('is_3d') === '1' ? 1 : search.get('is_3d') === '0' ? 0 : undefined;
  const [text, setText] = useState(params.keyword);
  const [attempt, setAttempt] = useState(0);
  const session = useStore($workbench);
  const categories = useBlankCategories();
  const userCategories = useUserCategories();

  const query: BasicProductQuery = {
    page: params.page,
    page_size: PAGE_SIZE,
    ...(params.keyword ? { keyword: params.keyword } : {}),
    ...(params.categoryId ? { category_id: params.categoryId } : {}),
    ...(mine ? { user_category_id: mine } : {}),
    ...(is3d !== undefined ? { is_3d: is3d } : {}),
  };
  const list = useRemote(
    () => products.listBasic(client, query, { silent: true }),
    `${JSON.stringify(query)}#${attempt}`,
  );

  const change = (next: Parameters<typeof writeListParams>[1]) =>
    setSearch(writeListParams(search, next));
  const setExtra = (key: string, value: number | undefined) => {
    const next = writeListParams(search, { page: 1 });
    if (value === undefined) next.delete(key);
    else next.set(key, String(value));
    setSearch(next);
  };

  return (
    <div className="catalog-page">
      <h2 className="page-title">定制商品库</h2>
      {session && (
        <Alert
          className="catalog-level"
          type="success"
          showIcon
          title={`您当前的等级：${session.group.level_name || '普通会员'}，列表中的价格为您的等级采购价`}
        />
      )}
      <div className="catalog-filters">
        <Input.Search
          value={text}
          onChange={(event) => setText(event.target.value)}
          onSearch={(value) => change({ keyword: normalizeKeyword(value) })}
          placeholder="商品名称或编号"
          aria-label="搜索商品"
          allowClear
          maxLength={50}
          className="catalog-filter-search"
        />
        <TreeSelect
          allowClear
          placeholder="全部分类"
          aria-label="商品分类"
          className="catalog-filter-select"
          value={params.categoryId ?? undefined}
          treeData={categories.state === 'done' ? categoryTreeOptions(categories.data) : []}
          treeDefaultExpandAll
          onChange={(value: number | undefined) => change({ categoryId: value ?? null })}
        />
        <Select
          allowClear
          placeholder="我的分类"
          aria-label="我的分类"
          className="catalog-filter-select"
          value={mine}
          options={(userCategories.categories ?? []).map((c) => ({ value: c.id, label: c.name }))}
          onChange={(value: number | undefined) => setExtra('mine', value)}
        />
        <Segmented
          value={is3d === undefined ? 'all' : String(is3d)}
          options={[
            { label: '全部', value: 'all' },
            { label: '3D', value: '1' },
            { label: '平面', value: '0' },
          ]}
          onChange={(value) => setExtra('is_3d', value === 'all' ? undefined : Number(value))}
        />
      </div>
      {list.state === 'loading' && <Skeleton active paragraph={{ rows: 8 }} />}
      {list.state === 'failed' && <Unreachable onRetry={() => setAttempt((n) => n + 1)} />}
      {list.state === 'done' &&
        (list.data.data.length === 0 ? (
          <Empty className="product-empty" description="没有符合条件的商品" />
        ) : (
          <>
            <div className="catalog-total">共 {list.data.total} 件商品</div>
            <div className="product-grid">
              {list.data.data.map((product) => (
                <LibraryCard
                  key={product.id}
                  product={product}
                  detailTo={screenPath('goodsDetail', { id: product.id })}
                  extra={
                    <Permission name="collect">
                      <CollectButton
                        productId={product.id}
                        categories={userCategories.categories ?? []}
                        onChanged={() => void userCategories.reload()}
                      />
                    </Permission>
                  }
                />
              ))}
            </div>
            <Pager
              page={params.page}
              pageSize={PAGE_SIZE}
              total={list.data.total}
              onChange={(page) => change({ page })}
            />
          </>
        ))}
    </div>
  );
}
