import { Button, Input, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { temuHosted, type TemuShipOrder, type TemuShipOrderStatus } from '@podkit/sdk-core';
import { useState } from 'react';
import { Link } from 'react-router';
import { Unreachable } from '../../components/Unreachable.js';
import { pagedTable, timeColumn } from '../../components/paged-table.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { Permission } from '../../workbench/permission.js';
import { PackingSendModal } from './PackingSendModal.js';
import '../cart/shop.css';
import './temu-hosted.css';

const PAGE_SIZE = 20;
const STATUS_COLORS: Record<TemuShipOrderStatus, string> = {
  draft: 'orange',
  sent: 'blue',
  shipped: 'green',
};

/** The trip told to Temu: the carrier and tracking number, or the driver. */
function tripOf(ship: TemuShipOrder): string {
  const trip = ship.delivery!;
  return trip.deliver_method === 3
    ? `${trip.express_company_name} ${trip.express_delivery_sn}`
    : `自送 ${trip.driver_name} ${trip.plate_number}`;
}

/** temuShipOrder (Temu 发货单): ship orders made of purchase orders, sent to Temu once packed. */
export default function TemuShipOrderPage() {
  const [status, setStatus] = useState<TemuShipOrderStatus | undefined>();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [sending, setSending] = useState<number | null>(null);
  const [packing, setPacking] = useState<TemuShipOrder | null>(null);
  const [refreshing, setRefreshing] = useState<number | null>(null);
  const query = {
    page,
    page_size: PAGE_SIZE,
    ...(status ? { status } : {}),
    ...(keyword ? { keyword } : {}),
  };
  const list = useRemote(
    () => temuHosted.listShipOrders(client, query, { silent: true }),
    `${JSON.stringify(query)}#${attempt}`,
  );
  const reload = () => setAttempt((n) => n + 1);
  if (list.state === 'failed') return <Unreachable onRetry={reload} />;

  async function send(ship: TemuShipOrder) {
    setSending(ship.id);
    try {
      await temuHosted.sendShipOrder(client, ship.id);
    } finally {
      setSending(null);
      reload();
    }
  }

  async function refresh(ship: TemuShipOrder) {
    setRefreshing(ship.id);
    try {
      await temuHosted.refreshShipOrder(client, ship.id);
    } finally {
      setRefreshing(null);
      reload();
    }
  }

  return (
    <div className="shop-page">
      {packing ? (
        <PackingSendModal
          ship={packing}
          onSent={() => {
            setPacking(null);
            reload();
          }}
          onClose={() => setPacking(null)}
        />
      ) : null}
      <h2 className="page-title">Temu 发货单</h2>
      <div className="shop-filters">
        <Select
          allowClear
          placeholder="全部状态"
          style={{ width: 140 }}
          value={status}
          options={[
            { value: 'draft', label: '待发送' },
            { value: 'sent', label: '已发送 Temu' },
            { value: 'shipped', label: '已装箱发货' },
          ]}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
        />
        <Input.Search
          allowClear
          placeholder="采购单号、发货单号或商品名"
          style={{ width: 260 }}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage(1);
          }}
        />
      </div>
      <Table<TemuShipOrder>
        rowKey="id"
        size="small"
        {...pagedTable(list, page, PAGE_SIZE, setPage)}
        scroll={{ x: 1200 }}
        columns={[
          {
            title: '发货单',
            width: 180,
            render: (_, ship) => (
              <div>
                <div>{ship.delivery_order_sn ?? `草稿 #${ship.id}`}</div>
                <div className="temu-muted">{ship.store_name}</div>
              </div>
            ),
          },
          { title: '采购单号', dataIndex: 'sub_purchase_order_sn', width: 160 },
          {
            title: '商品',
            width: 220,
            render: (_, ship) => (
              <div>
                <div>{ship.product_name}</div>
                <div className="temu-muted">
                  {ship.lines.map((l) => `${l.spec || l.sku_code} × ${l.quantity}`).join('，')}
                </div>
              </div>
            ),
          },
          {
            title: '箱数 / 件数',
            width: 100,
            render: (_, ship) => `${ship.boxes.length} / ${ship.quantity}`,
          },
          {
            title: '状态',
            width: 200,
            render: (_, ship) => (
              <div>
                <Tag color={STATUS_COLORS[ship.status]}>{ship.status_label}</Tag>
                {ship.temu_status_label ? (
                  <div className="temu-muted">Temu：{ship.temu_status_label}</div>
                ) : null}
                {ship.delivery ? <div className="temu-muted">{tripOf(ship)}</div> : null}
                {ship.last_error ? <div className="temu-muted">{ship.last_error}</div> : null}
              </div>
            ),
          },
          { title: '收货仓', dataIndex: 'warehouse_name', width: 140 },
          timeColumn('创建时间', 'created_at'),
          {
            title: '操作',
            key: 'actions',
            width: 150,
            fixed: 'right',
            render: (_, ship) => (
              <Space size={0} wrap>
                <Link to={`/order/temuBox?ship_order_id=${ship.id}`}>
                  <Button type="link" size="small">
                    {ship.status === 'draft' ? '装箱' : '箱唛'}
                  </Button>
                </Link>
                {ship.status === 'draft' ? (
                  <Permission name="ship">
                    <Popconfirm
                      title="按当前装箱在 Temu 创建发货单？"
                      okText="发送"
                      cancelText="取消"
                      onConfirm={() => send(ship)}
                    >
                      <Button type="link" size="small" loading={sending === ship.id}>
                        发送到 Temu
                      </Button>
                    </Popconfirm>
                  </Permission>
                ) : null}
                {ship.status === 'sent' ? (
                  <Permission name="ship">
                    <Button type="link" size="small" onClick={() => setPacking(ship)}>
                      装箱发货
                    </Button>
                  </Permission>
                ) : null}
                {ship.status !== 'draft' ? (
                  <Button
                    type="link"
                    size="small"
                    loading={refreshing === ship.id}
                    onClick={() => void refresh(ship)}
                  >
                    刷新状态
                  </Button>
                ) : null}
                {ship.status === 'draft' ? (
                  <Permission name="delete">
                    <Popconfirm
                      title="删除该发货单草稿？"
                      okText="删除"
                      cancelText="取消"
                      onConfirm={() =>
                        temuHosted.deleteShipOrder(client, ship.id).then(reload, reload)
                      }
                    >
                      <Button type="link" size="small" danger>
                        删除
                      </Button>
                    </Popconfirm>
                  </Permission>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
    </div>
  );
}
