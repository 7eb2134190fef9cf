import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Badge, Button, Input, Modal, Popconfirm, Space, Table, Tabs, Tag } from 'antd';
import {
  normalizeKeyword,
  orderAdmin,
  type AdminOrder,
  type OrderStatus,
  type PrintFileBundle,
} from '@podkit/sdk-core';
import { STATUS_TABS, type StatusTab } from '@podkit/workbench-widgets';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../components/format-date.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { CONSOLE_PAGE_SIZE } from '../components/use-console-list.js';
import { AdminOrderDetail } from './AdminOrderDetail.js';
import { OrderActionDialog, type OrderAction } from './OrderActionDialog.js';
import { serverPages } from '../../components/paged-table.js';

const STATUS_KEYS = new Set<string>(STATUS_TABS.map((tab) => tab.key));

/** The operator's orders: what to produce, ship, hold, release or refund, by status tab. */
export default function AdminOrdersPage() {
  const [search, setSearch] = useSearchParams();
  const status = (
    STATUS_KEYS.has(search.get('status') ?? '') ? search.get('status') : 'paid'
  ) as StatusTab;
  const page = Math.max(1, Number(search.get('page')) || 1);
  const orderNo = search.get('order_no') ?? '';
  const username = search.get('username') ?? '';
  const [attempt, setAttempt] = useState(0);
  const [selected, setSelected] = useState<number[]>([]);
  const [action, setAction] = useState<OrderAction | null>(null);
  const [bundle, setBundle] = useState<PrintFileBundle | null>(null);
  const [busy, setBusy] = useState(false);

  const filters = {
    ...(orderNo ? { order_no: orderNo } : {}),
    ...(username ? { username } : {}),
  };
  const query = {
    page,
    page_size: CONSOLE_PAGE_SIZE,
    ...(status === 'all' ? {} : { status }),
    ...filters,
  };
  const key = `${JSON.stringify(query)}#${attempt}`;
  const list = useRemote(() => orderAdmin.list(client, query, { silent: true }), key);
  const counts = useRemote(() => orderAdmin.statusCounts(client, filters, { silent: true }), key);
  const rows = list.state === 'done' ? list.data.data : [];
  const chosen = rows.filter((row) => selected.includes(row.id));
  const refresh = () => {
    setSelected([]);
    setAttempt((n) => n + 1);
  };

  const change = (next: Record<string, string | null>) => {
    const params = new URLSearchParams(search);
    for (const [name, value] of Object.entries(next)) {
      if (value) params.set(name, value);
      else params.delete(name);
    }
    if (!('page' in next)) params.delete('page');
    setSelected([]);
    setSearch(params);
  };

  async function bulk(run: () => Promise<unknown>) {
    setBusy(true);
    try {
      await run();
    } catch {
      // Shown by the client; all-or-none calls changed nothing.
    } finally {
      setBusy(false);
      refresh();
    }
  }

  async function downloadPrintFiles(ids: number[]) {
    setBusy(true);
    try {
      setBundle(await orderAdmin.printFiles(client, { order_ids: ids }));
    } catch {
      // Shown by the client.
    } finally {
      setBusy(false);
    }
  }

  const all = (ids: number[], wanted: OrderStatus[]) =>
    ids.length > 0 && chosen.every((row) => wanted.includes(row.status));

  if (list.state === 'failed') return <Unreachable onRetry={refresh} />;

  return (
    <div className="admin-page">
      <h2 className="page-title">订单生产与发货</h2>
      <Tabs
        activeKey={status}
        onChange={(next) => change({ status: next })}
        items={STATUS_TABS.map((tab) => ({
          key: tab.key,
          label: (
            <span>
              {tab.label}{' '}
              {counts.state === 'done' ? (
                <Badge count={counts.data[tab.key]} showZero color="#d9d9d9" overflowCount={9999} />
              ) : null}
            </span>
          ),
        }))}
      />
      <div className="admin-toolbar">
        <Input.Search
          defaultValue={orderNo}
          onSearch={(value) => change({ order_no: normalizeKeyword(value) })}
          placeholder="订单号"
          aria-label="订单号"
          allowClear
          className="admin-toolbar-search"
        />
        <Input.Search
          defaultValue={username}
          onSearch={(value) => change({ username: normalizeKeyword(value) })}
          placeholder="用户名"
          aria-label="用户名"
          allowClear
          className="admin-toolbar-select"
        />
        <Space wrap>
          <span>已选 {chosen.length} 个</span>
          <Button
            icon={<DownloadOutlined />}
            disabled={chosen.length === 0}
            loading={busy}
            onClick={() => void downloadPrintFiles(selected)}
          >
            批量下载印刷文件
          </Button>
          <Popconfirm
            title={`开始生产 ${chosen.length} 个订单？`}
            description="开始后订单进入生产，不能撤回。"
            okText="开始生产"
            cancelText="取消"
            disabled={!all(selected, ['paid'])}
            onConfirm={() =>
              bulk(() => orderAdmin.startProduction(client, { order_ids: selected }))
            }
          >
            <Button type="primary" disabled={!all(selected, ['paid'])} loading={busy}>
              开始生产
            </Button>
          </Popconfirm>
          <Button
            disabled={!all(selected, ['pending_payment', 'paid', 'in_production'])}
            onClick={() => setAction({ kind: 'hold', orders: chosen })}
          >
            挂起
          </Button>
          <Button
            disabled={!all(selected, ['on_hold'])}
            loading={busy}
            onClick={() => void bulk(() => orderAdmin.release(client, { order_ids: selected }))}
          >
            解除挂起
          </Button>
        </Space>
      </div>
      <Table<AdminOrder>
        rowKey="id"
        loading={list.state === 'loading'}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys as number[]),
        }}
        expandable={{ expandedRowRender: (row) => <AdminOrderDetail orderId={row.id} /> }}
        pagination={serverPages(
          page,
          CONSOLE_PAGE_SIZE,
          list.state === 'done' ? list.data.total : 0,
          (next) => change({ page: String(next) }),
          '个订单',
        )}
        columns={[
          {
            title: '订单号',
            dataIndex: 'order_no',
            render: (orderNo: string, row) => (
              <>
                <div>{orderNo}</div>
                <div className="admin-help">{formatDateTime(row.created_at)}</div>
              </>
            ),
          },
          { title: '用户', dataIndex: 'username' },
          {
            title: '收件人',
            key: 'recipient',
            responsive: ['md'],
            render: (_, row) => `${row.address.recipient_name}（${row.address.country_code}）`,
          },
          { title: '件数', dataIndex: 'item_num' },
          { title: '金额', dataIndex: 'total', render: (value: string) => `¥${value}` },
          {
            title: '状态',
            dataIndex: 'status',
            render: (_, row) => (
              <>
                <Tag>{row.status_label}</Tag>
                {row.from_stock ? <Tag color="blue">库存发货</Tag> : null}
                {row.hold_reason_label ? (
                  <div className="admin-help">
                    {row.hold_reason_label}
                    {row.hold_note ? `：${row.hold_note}` : ''}
                  </div>
                ) : null}
              </>
            ),
          },
          {
            title: '物流',
            key: 'logistics',
            render: (_, row) => (
              <>
                <div>{row.logistics_name}</div>
                {row.tracking_number ? (
                  <div className="admin-help">
                    {row.carrier} {row.tracking_number}
                  </div>
                ) : null}
              </>
            ),
          },
          {
            title: '操作',
            key: 'actions',
            fixed: 'right',
            render: (_, row) => (
              <Space size={0} wrap>
                <Button type="link" size="small" onClick={() => void downloadPrintFiles([row.id])}>
                  印刷文件
                </Button>
                {row.status === 'paid' && row.from_stock ? (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => setAction({ kind: 'ship', orders: [row] })}
                  >
                    库存发货
                  </Button>
                ) : null}
                {row.status === 'paid' && !row.from_stock ? (
                  <Popconfirm
                    title={`开始生产订单 ${row.order_no}？`}
                    description="开始后订单进入生产，不能撤回。"
                    okText="开始生产"
                    cancelText="取消"
                    onConfirm={() =>
                      bulk(() => orderAdmin.startProduction(client, { order_ids: [row.id] }))
                    }
                  >
                    <Button type="link" size="small">
                      开始生产
                    </Button>
                  </Popconfirm>
                ) : null}
                {row.status === 'in_production' ? (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => setAction({ kind: 'ship', orders: [row] })}
                  >
                    发货
                  </Button>
                ) : null}
                {row.status === 'on_hold' ? (
                  <Button
                    type="link"
                    size="small"
                    onClick={() =>
                      void bulk(() => orderAdmin.release(client, { order_ids: [row.id] }))
                    }
                  >
                    解除挂起
                  </Button>
                ) : ['pending_payment', 'paid', 'in_production'].includes(row.status) ? (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => setAction({ kind: 'hold', orders: [row] })}
                  >
                    挂起
                  </Button>
                ) : null}
                {row.paid_at && ['paid', 'in_production', 'on_hold'].includes(row.status) ? (
                  <Button
                    type="link"
                    size="small"
                    danger
                    onClick={() => setAction({ kind: 'refund', orders: [row] })}
                  >
                    退款
                  </Button>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      {action ? (
        <OrderActionDialog
          action={action}
          onDone={() => {
            setAction(null);
            refresh();
          }}
          onClose={() => setAction(null)}
        />
      ) : null}
      {bundle ? (
        <Modal open title="印刷文件" footer={null} onCancel={() => setBundle(null)} destroyOnHidden>
          {bundle.file_count > 0 ? (
            <p>
              共 {bundle.file_count} 个文件：
              <a href={bundle.url} download={bundle.name}>
                {bundle.name}
              </a>
            </p>
          ) : (
            <p>没有可下载的印刷文件。</p>
          )}
          {bundle.missing.length > 0 ? (
            <Alert
              type="warning"
              showIcon
              title="以下订单的印刷文件未全部生成，未打包"
              description={bundle.missing.map((m) => `${m.order_no}：${m.reason}`).join('；')}
            />
          ) : null}
        </Modal>
      ) : null}
    </div>
  );
}
