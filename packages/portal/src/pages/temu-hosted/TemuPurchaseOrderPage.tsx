import { SyncOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Select, Table, Tag } from 'antd';
import {
  stores,
  temuHosted,
  TEMU_PURCHASE_ORDER_STATUS,
  type TemuPurchaseOrder,
} from '@podkit/sdk-core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Unreachable } from '../../components/Unreachable.js';
import { pagedTable, timeColumn } from '../../components/paged-table.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { Permission } from '../../workbench/permission.js';
import { CreateShipOrderModal, leftToShip } from './CreateShipOrderModal.js';
import '../cart/shop.css';
import './temu-hosted.css';

const PAGE_SIZE = 20;
const TEMU_HOSTED = 20;

/** temuPurchaseOrder (Temu 采购单): Temu's purchase orders of the hosted stores, and ship orders made of them. */
export default function TemuPurchaseOrderPage() {
  const navigate = useNavigate();
  const [storeId, setStoreId] = useState<number | undefined>();
  const [status, setStatus] = useState<number | undefined>();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [shipping, setShipping] = useState<TemuPurchaseOrder | null>(null);
  const [syncing, setSyncing] = useState(false);
  const hosted = useRemote(
    () => stores.listStores(client, { platform: TEMU_HOSTED }, { silent: true }),
    'stores',
  );
  const query = {
    page,
    page_size: PAGE_SIZE,
    ...(storeId ? { store_id: storeId } : {}),
    ...(status !== undefined ? { status } : {}),
    ...(keyword ? { keyword } : {}),
  };
  const list = useRemote(
    () => temuHosted.listPurchaseOrders(client, query, { silent: true }),
    `${JSON.stringify(query)}#${attempt}`,
  );
  const reload = () => setAttempt((n) => n + 1);
  if (list.state === 'failed' || hosted.state === 'failed') return <Unreachable onRetry={reload} />;
  const storeList =
    hosted.state === 'done' ? hosted.data.filter((s) => s.state === 'authorised') : [];
  const syncStore = storeId ?? (storeList.length === 1 ? storeList[0]!.id : undefined);

  async function sync() {
    if (!syncStore) return;
    setSyncing(true);
    try {
      await temuHosted.syncPurchaseOrders(client, { store_id: syncStore });
    } finally {
      setSyncing(false);
    }
  }

  return (
    <div className="shop-page">
      <h2 className="page-title">Temu 采购单</h2>
      {hosted.state === 'done' && storeList.length === 0 ? (
        <Alert
          type="info"
          showIcon
          title="还没有已授权的 Temu 托管店铺，请先在“我的店铺”中授权。"
        />
      ) : null}
      <div className="shop-filters">
        <Select
          allowClear
          placeholder="全部店铺"
          style={{ width: 200 }}
          value={storeId}
          options={storeList.map((s) => ({ value: s.id, label: s.name }))}
          onChange={(value) => {
            setStoreId(value);
            setPage(1);
          }}
        />
        <Select
          allowClear
          placeholder="全部状态"
          style={{ width: 140 }}
          value={status}
          options={Object.entries(TEMU_PURCHASE_ORDER_STATUS).map(([value, label]) => ({
            value: Number(value),
            label,
          }))}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
        />
        <Input.Search
          allowClear
          placeholder="采购单号、商品名或货号"
          style={{ width: 240 }}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage(1);
          }}
        />
        <Permission name="sync">
          <Button
            icon={<SyncOutlined />}
            loading={syncing}
            disabled={!syncStore}
            title={syncStore ? undefined : '请先选择店铺'}
            onClick={() => void sync()}
          >
            同步采购单
          </Button>
        </Permission>
        <Button onClick={reload}>刷新</Button>
      </div>
      <Table<TemuPurchaseOrder>
        rowKey="id"
        size="small"
        {...pagedTable(list, page, PAGE_SIZE, setPage)}
        scroll={{ x: 1000 }}
        columns={[
          {
            title: '采购单号',
            dataIndex: 'sub_purchase_order_sn',
            width: 170,
            render: (sn: string, order) => (
              <div>
                <div>{sn}</div>
                <div className="temu-muted">{order.store_name}</div>
              </div>
            ),
          },
          {
            title: '商品',
            render: (_, order) => (
              <div>
                <div>{order.product_name}</div>
                <div className="temu-muted">货号 {order.skc_code || '-'}</div>
              </div>
            ),
          },
          {
            title: 'SKU（下单 / 已发 / 已建发货单）',
            width: 260,
            render: (_, order) =>
              order.lines.map((line) => (
                <div key={line.id}>
                  {line.spec || line.sku_code}：{line.purchase_quantity} / {line.delivered_quantity}{' '}
                  / {line.planned_quantity}
                </div>
              )),
          },
          {
            title: '状态',
            dataIndex: 'status_label',
            width: 90,
            render: (label: string, order) => (
              <Tag color={order.status === 1 ? 'green' : undefined}>{label}</Tag>
            ),
          },
          { title: '收货仓', dataIndex: 'warehouse_name', width: 140 },
          timeColumn('最晚发货', 'deliver_by'),
          {
            title: '操作',
            key: 'actions',
            width: 110,
            fixed: 'right',
            render: (_, order) => (
              <Permission name="createShipOrder">
                <Button
                  type="link"
                  size="small"
                  disabled={order.status !== 1 || order.lines.every((l) => leftToShip(l) === 0)}
                  onClick={() => setShipping(order)}
                >
                  创建发货单
                </Button>
              </Permission>
            ),
          },
        ]}
      />
      {shipping ? (
        <CreateShipOrderModal
          order={shipping}
          onClose={() => setShipping(null)}
          onCreated={(ship) => {
            setShipping(null);
            void navigate(`/order/temuBox?ship_order_id=${ship.id}`);
          }}
        />
      ) : null}
    </div>
  );
}
