import { Button, Image, Input, Modal, Popconfirm, Space, Table, Tag } from 'antd';
import {
  products,
  type DesignedProductSummary,
  type MergedProduct,
  type MergedProductSummary,
  type Paginator,
} from '@podkit/sdk-core';
import { useCallback, useEffect, useState } from 'react';
import { formatDateTime } from '../../components/format-date.js';
import { client } from '../../sdk/client.js';
import { Permission } from '../../workbench/permission.js';
import { STATUS_TEXT } from './design-paths.js';
import { AddDesignToCartModal } from './AddDesignToCartModal.js';

const PAGE_SIZE = 10;

/** Loads a paged list and reloads it on demand. */
function usePaged<T>(load: (page: number) => Promise<Paginator<T>>) {
  const [page, setPage] = useState(1);
  const [list, setList] = useState<Paginator<T> | null>(null);
  const [reloads, setReloads] = useState(0);
  useEffect(() => {
    let current = true;
    load(page).then(
      (next) => current && setList(next),
      () =>
        current && setList({ data: [], total: 0, current_page: page, per_page: 0, last_page: 1 }),
    );
    return () => {
      current = false;
    };
  }, [load, page, reloads]);
  const reload = useCallback(() => setReloads((n) => n + 1), []);
  return { page, setPage, list, reload };
}

const loadDesigns = (page: number) => products.listDesigned(client, { page, page_size: PAGE_SIZE });
const loadMerged = (page: number) => products.listMerged(client, { page, page_size: PAGE_SIZE });

/** mergeSKU: join several designed products into one product for listing. */
export default function MergeSkuPage() {
  const designs = usePaged<DesignedProductSummary>(loadDesigns);
  const merged = usePaged<MergedProductSummary>(loadMerged);
  const [selected, setSelected] = useState<number[]>([]);
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);
  const [detail, setDetail] = useState<MergedProduct | null>(null);
  const [ordering, setOrdering] = useState<number | null>(null);

  async function merge() {
    setSaving(true);
    try {
      await products.mergeSku(client, { name: name.trim(), product_ids: selected });
      setSelected([]);
      setName('');
      merged.reload();
    } catch {
      // The client has shown why.
    } finally {
      setSaving(false);
    }
  }

  async function remove(id: number) {
    try {
      await products.removeMerged(client, id);
      merged.reload();
    } catch {
      // The client has shown why.
    }
  }

  return (
    <div>
      <h2 className="page-title">合并 SKU</h2>
      <p>勾选两个或更多设计商品，合并成一个商品用于刊登，SKU 为它们的合集。</p>
      <Table<DesignedProductSummary>
        rowKey="id"
        size="small"
        loading={designs.list === null}
        dataSource={designs.list?.data ?? []}
        scroll={{ x: 600 }}
        locale={{ emptyText: '还没有设计商品' }}
        rowSelection={{
          selectedRowKeys: selected,
          preserveSelectedRowKeys: true,
          onChange: (keys) => setSelected(keys as number[]),
        }}
        pagination={{
          current: designs.page,
          pageSize: PAGE_SIZE,
          total: designs.list?.total ?? 0,
          showSizeChanger: false,
          onChange: designs.setPage,
        }}
        columns={[
          {
            title: '效果图',
            dataIndex: 'thumbnail',
            width: 80,
            render: (src: string) => (src ? <Image src={src} width={56} alt="效果图" /> : null),
          },
          { title: '设计商品', dataIndex: 'name' },
          { title: '空白商品', dataIndex: 'basic_product_name' },
          {
            title: '状态',
            dataIndex: 'status',
            width: 90,
            render: (status: DesignedProductSummary['status']) => (
              <Tag color={STATUS_TEXT[status].color}>{STATUS_TEXT[status].text}</Tag>
            ),
          },
          {
            title: '操作',
            key: 'actions',
            width: 110,
            render: (_, row) => (
              <Permission name="addCart">
                <Button type="link" size="small" onClick={() => setOrdering(row.id)}>
                  加入购物车
                </Button>
              </Permission>
            ),
          },
        ]}
      />
      {ordering !== null ? (
        <AddDesignToCartModal productId={ordering} onClose={() => setOrdering(null)} />
      ) : null}
      <Permission name="save">
        <Space wrap style={{ margin: '12px 0 24px' }}>
          <Input
            value={name}
            maxLength={200}
            placeholder="合并后的商品名称"
            aria-label="合并后的商品名称"
            onChange={(event) => setName(event.target.value)}
            style={{ width: 260 }}
          />
          <Button
            type="primary"
            loading={saving}
            disabled={selected.length < 2 || !name.trim()}
            onClick={() => void merge()}
          >
            合并所选（{selected.length}）
          </Button>
        </Space>
      </Permission>
      <h3>已合并的商品</h3>
      <Table<MergedProductSummary>
        rowKey="id"
        size="small"
        loading={merged.list === null}
        dataSource={merged.list?.data ?? []}
        scroll={{ x: 600 }}
        locale={{ emptyText: '还没有合并的商品' }}
        pagination={{
          current: merged.page,
          pageSize: PAGE_SIZE,
          total: merged.list?.total ?? 0,
          showSizeChanger: false,
          onChange: merged.setPage,
        }}
        columns={[
          {
            title: '效果图',
            dataIndex: 'thumbnail',
            width: 80,
            render: (src: string) => (src ? <Image src={src} width={56} alt="效果图" /> : null),
          },
          { title: '商品名称', dataIndex: 'name' },
          { title: '设计商品数', dataIndex: 'product_count', width: 100 },
          { title: 'SKU 数', dataIndex: 'sku_count', width: 80 },
          {
            title: '合并时间',
            dataIndex: 'created_at',
            width: 150,
            render: (iso: string) => formatDateTime(iso),
          },
          {
            title: '操作',
            key: 'actions',
            width: 140,
            render: (_, row) => (
              <Space size="small">
                <Button
                  type="link"
                  size="small"
                  onClick={() => products.getMerged(client, row.id).then(setDetail, () => {})}
                >
                  SKU
                </Button>
                <Popconfirm title="删除合并商品？设计商品会保留" onConfirm={() => remove(row.id)}>
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={detail !== null}
        title={detail?.name}
        footer={null}
        width={760}
        maskClosable={false}
        onCancel={() => setDetail(null)}
      >
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={detail?.skus ?? []}
          scroll={{ x: 560 }}
          columns={[
            { title: '设计商品', dataIndex: 'product_name' },
            { title: 'SKU', dataIndex: 'sku' },
            { title: '颜色', dataIndex: 'color_name' },
            { title: '尺码', dataIndex: 'size_name' },
            { title: '采购价', dataIndex: 'purchase_price', render: (v: string) => `¥${v}` },
          ]}
        />
      </Modal>
    </div>
  );
}
