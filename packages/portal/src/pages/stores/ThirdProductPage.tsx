import { App, Button, Input, Popconfirm, Select, Table, Tag } from 'antd';
import {
  jobs,
  stores,
  thirdProducts,
  type ThirdProduct,
  type ThirdProductQuery,
} from '@podkit/sdk-core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { Permission } from '../../workbench/permission.js';
import { usePreferred } from '../../workbench/preferences.js';
import { pagedTable } from '../../components/paged-table.js';
import { BindThirdProductsModal } from './BindThirdProductsModal.js';
import '../cart/shop.css';
import '../design/design.css';
import '../sku/sku.css';
import './stores.css';

const PAGE_SIZE = 20;
const JOB_POLL_MS = 1500;

function ProductCell({ row }: { row: ThirdProduct }) {
  return (
    <div className="third-product">
      {row.image_url ? (
        <img src={row.image_url} alt="" loading="lazy" />
      ) : (
        <span className="third-product-noimage">无图</span>
      )}
      <span>
        <span className="third-product-title">{row.title || '（无标题）'}</span>
        <span className="third-product-store">
          {row.store_name} · {row.source === 'listing' ? '店铺商品' : '来自订单'}
        </span>
      </span>
    </div>
  );
}

/**
 * thirdProduct (第三方商品): the products of the reseller's stores, read from the stores or seen
 * in their orders, each mapped (or not) to a PodKit SKU; mapping here is what order sync uses.
 */
export default function ThirdProductPage() {
  const { message } = App.useApp();
  const [storeId, setStoreId] = useState<number>();
  const [state, setState] = useState<ThirdProductQuery['state']>();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [selected, setSelected] = useState<ThirdProduct[]>([]);
  const [binding, setBinding] = useState<ThirdProduct[] | null>(null);
  const [reading, setReading] = useState<number[]>([]);
  const storeList = useRemote(() => stores.listStores(client, {}, { silent: true }), 'stores');
  usePreferred(
    'default_store_id',
    storeList.state === 'done' ? storeList.data.map((store) => store.id) : null,
    storeId === undefined,
    setStoreId,
  );
  const query: ThirdProductQuery = {
    page,
    page_size: PAGE_SIZE,
    ...(storeId ? { store_id: storeId } : {}),
    ...(state ? { state } : {}),
    ...(keyword ? { keyword } : {}),
  };
  const list = useRemote(
    () => thirdProducts.list(client, query, { silent: true }),
    `${JSON.stringify(query)}#${attempt}`,
  );
  const reload = () => {
    setSelected([]);
    setAttempt((n) => n + 1);
  };

  // While the stores' products are being read, poll the jobs and show what has arrived.
  useEffect(() => {
    if (reading.length === 0) return;
    const timer = setTimeout(async () => {
      const states = await Promise.all(
        reading.map((id) => jobs.getJob(client, id, { silent: true }).catch(() => null)),
      );
      const running = reading.filter((_, i) => {
        const job = states[i];
        return job != null && (job.status === 'queued' || job.status === 'running');
      });
      for (const job of states)
        if (job?.status === 'failed')
          void message.error(`店铺商品读取失败：${job.last_error ?? ''}`);
      setReading(running);
      setAttempt((n) => n + 1);
      if (running.length === 0 && states.every((job) => job?.status !== 'failed'))
        void message.success('店铺商品读取完成');
    }, JOB_POLL_MS);
    return () => clearTimeout(timer);
  }, [reading, message]);

  async function readStores() {
    try {
      const started = await thirdProducts.importListings(
        client,
        storeId ? { store_ids: [storeId] } : {},
      );
      setReading(started.map((job) => job.job_id));
    } catch {
      // The client shows the server's message.
    }
  }

  const act = (action: Promise<unknown>) => action.then(reload, () => {});
  const filter = (apply: () => void) => {
    apply();
    setPage(1);
  };

  if (list.state === 'failed') return <Unreachable onRetry={reload} />;
  const table = pagedTable(list, page, PAGE_SIZE, setPage);
  const selectedIds = selected.map((row) => row.id);

  return (
    <div className="shop-page">
      <h2 className="page-title">第三方商品</h2>
      <div className="shop-filters">
        <Select
          allowClear
          placeholder="全部店铺"
          aria-label="店铺"
          style={{ width: 180 }}
          value={storeId}
          options={
            storeList.state === 'done'
              ? storeList.data.map((store) => ({ value: store.id, label: store.name }))
              : []
          }
          onChange={(value: number | undefined) => filter(() => setStoreId(value))}
        />
        <Select
          allowClear
          placeholder="关联状态"
          aria-label="关联状态"
          style={{ width: 120 }}
          value={state}
          options={[
            { value: 'unmapped', label: '未关联' },
            { value: 'mapped', label: '已关联' },
          ]}
          onChange={(value) => filter(() => setState(value))}
        />
        <Input.Search
          allowClear
          placeholder="商品标题或店铺 SKU"
          aria-label="搜索第三方商品"
          style={{ width: 240 }}
          onSearch={(value) => filter(() => setKeyword(value.trim()))}
        />
        <Permission name="import">
          <Button loading={reading.length > 0} onClick={() => void readStores()}>
            {reading.length > 0 ? '正在读取店铺商品' : '读取店铺商品'}
          </Button>
        </Permission>
        <Link to="/myOrder/storeAdmin">
          <Button type="link">店铺管理</Button>
        </Link>
      </div>
      {selected.length > 0 ? (
        <div className="my-product-bulk" role="region" aria-label="批量操作">
          <span>已选 {selected.length} 个商品</span>
          <Permission name="bind">
            <Button size="small" type="primary" onClick={() => setBinding(selected)}>
              批量关联
            </Button>
            <Button
              size="small"
              onClick={() => void act(thirdProducts.unbind(client, { ids: selectedIds }))}
            >
              解除关联
            </Button>
          </Permission>
          <Permission name="delete">
            <Popconfirm
              title={`删除所选 ${selected.length} 个商品及其关联，确定吗？`}
              okText="删除"
              cancelText="取消"
              onConfirm={() => void act(thirdProducts.remove(client, { ids: selectedIds }))}
            >
              <Button size="small" danger>
                删除
              </Button>
            </Popconfirm>
          </Permission>
        </div>
      ) : null}
      <Table<ThirdProduct>
        rowKey="id"
        size="small"
        {...table}
        scroll={{ x: 960 }}
        rowSelection={{
          selectedRowKeys: selectedIds,
          onChange: (_, rows) => setSelected(rows),
        }}
        locale={{
          emptyText:
            '还没有第三方商品：授权店铺后点击“读取店铺商品”，或同步订单后这里会列出订单中的店铺 SKU',
        }}
        columns={[
          {
            title: '店铺商品',
            key: 'product',
            width: 300,
            render: (_, row) => <ProductCell row={row} />,
          },
          {
            title: '店铺 SKU',
            key: 'sku',
            width: 160,
            render: (_, row) =>
              row.sku || <span className="sku-code-empty">变体 {row.variant_id}</span>,
          },
          {
            title: '平台 SKU',
            key: 'mapping',
            render: (_, row) =>
              row.mapping ? (
                <span className="third-product-mapping">
                  <span>{row.mapping.text}</span>
                  <span className="third-product-store">{row.mapping.sku}</span>
                </span>
              ) : (
                <Tag color="orange">未关联</Tag>
              ),
          },
          {
            title: '操作',
            key: 'actions',
            width: 170,
            fixed: 'right',
            render: (_, row) => (
              <Permission name="bind">
                <Button type="link" size="small" onClick={() => setBinding([row])}>
                  {row.mapping ? '更换' : '关联'}
                </Button>
                {row.mapping ? (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => void act(thirdProducts.unbind(client, { ids: [row.id] }))}
                  >
                    解除关联
                  </Button>
                ) : null}
              </Permission>
            ),
          },
        ]}
      />
      {binding ? (
        <BindThirdProductsModal
          rows={binding}
          onClose={() => setBinding(null)}
          onBound={() => {
            setBinding(null);
            reload();
          }}
        />
      ) : null}
    </div>
  );
}
