import { LeftOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Segmented, Skeleton, Table } from 'antd';
import {
  normalizeKeyword,
  products,
  type BasicProductQuery,
  type DistributionBasicProductSummary,
} from '@podkit/sdk-core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { Permission } from '../../workbench/permission.js';
import { screenPath } from './screen-path.js';
import { useUserCategories } from './use-user-categories.js';
import './catalog.css';
import { serverPages } from '../../components/paged-table.js';

const PAGE_SIZE = 20;

/** userBasic?id=: which blanks belong to one of the reseller's categories; 保存 writes the choice. */
export default function UserBasicPage() {
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const { categories, failed, reload } = useUserCategories();
  const category = categories?.find((c) => c.id === id) ?? null;
  const [chosen, setChosen] = useState<number[] | null>(null);
  const [scope, setScope] = useState<'all' | 'mine'>('all');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [saving, setSaving] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const query: BasicProductQuery = {
    page,
    page_size: PAGE_SIZE,
    ...(keyword ? { keyword } : {}),
    ...(scope === 'mine' ? { user_category_id: id } : {}),
  };
  const list = useRemote(
    () => products.listBasic(client, query, { silent: true }),
    `${JSON.stringify(query)}#${attempt}`,
  );

  const back = (
    <Link to={screenPath('userBasicProduct')} className="catalog-back">
      <LeftOutlined /> 返回我的底板
    </Link>
  );
  if (failed && !categories) return <Unreachable onRetry={() => void reload()} />;
  if (!categories) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!category) {
    return (
      <div className="catalog-page">
        {back}
        <Empty className="product-empty" description="分类不存在或已删除" />
      </div>
    );
  }

  // Until the reseller ticks something, the saved choice is shown.
  const selected = chosen ?? category.basic_product_ids;
  const dirty =
    selected.length !== category.basic_product_ids.length ||
    selected.some((productId) => !category.basic_product_ids.includes(productId));

  const save = async () => {
    setSaving(true);
    try {
      await products.updateUserCategory(client, category.id, { basic_product_ids: selected });
      await reload();
      setChosen(null);
    } catch {
      // The client has shown why.
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="catalog-page">
      {back}
      <h2 className="page-title">底板设置：{category.name}</h2>
      <div className="catalog-filters">
        <Segmented
          value={scope}
          options={[
            { label: '全部底板', value: 'all' },
            { label: `已保存（${category.basic_product_ids.length}）`, value: 'mine' },
          ]}
          onChange={(value) => {
            setScope(value as 'all' | 'mine');
            setPage(1);
          }}
        />
        <Input.Search
          placeholder="商品名称或编号"
          aria-label="搜索商品"
          allowClear
          maxLength={50}
          className="catalog-filter-search"
          onSearch={(value) => {
            setKeyword(normalizeKeyword(value));
            setPage(1);
          }}
        />
        <span className="catalog-total">已选 {selected.length} 个</span>
        <Permission name="save">
          <Button type="primary" disabled={!dirty} loading={saving} onClick={save}>
            保存
          </Button>
        </Permission>
      </div>
      {list.state === 'failed' ? (
        <Unreachable onRetry={() => setAttempt((n) => n + 1)} />
      ) : (
        <Table<DistributionBasicProductSummary>
          rowKey="id"
          loading={list.state === 'loading'}
          dataSource={list.state === 'done' ? list.data.data : []}
          rowSelection={{
            selectedRowKeys: selected,
            preserveSelectedRowKeys: true,
            onChange: (keys) => setChosen(keys.map(Number)),
          }}
          pagination={serverPages(
            page,
            PAGE_SIZE,
            list.state === 'done' ? list.data.total : 0,
            setPage,
            '件',
          )}
          columns={[
            {
              title: '商品',
              dataIndex: 'name',
              render: (name: string, row) => (
                <span className="catalog-product-cell">
                  {row.small_image && <img src={row.small_image} alt="" width={40} height={40} />}
                  <Link to={screenPath('goodsDetail', { id: row.id })}>{name}</Link>
                </span>
              ),
            },
            { title: '编号', dataIndex: 'code', responsive: ['sm'] },
            { title: '分类', dataIndex: 'category_name', responsive: ['md'] },
            { title: '采购价', dataIndex: 'purchase_price', render: (p: string) => `¥${p} 起` },
          ]}
        />
      )}
    </div>
  );
}
