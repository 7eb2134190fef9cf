import { App, Button, Form, InputNumber, Space, Table, Tabs } from 'antd';
import {
  INBOUND_STATUS_LABELS,
  warehouse,
  type AdminStockInbound,
  type InboundStatus,
} from '@podkit/sdk-core';
import { useState } from 'react';
import { FormModal } from '../../components/FormModal.js';
import { pagedTable, timeColumn } from '../../components/paged-table.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { inboundColumns } from '../../pages/value-added/HouseServicePage.js';
import { CONSOLE_PAGE_SIZE } from '../components/use-console-list.js';

const TABS = (Object.keys(INBOUND_STATUS_LABELS) as InboundStatus[]).map((key) => ({
  key,
  label: INBOUND_STATUS_LABELS[key],
}));

type Acting = { row: AdminStockInbound; action: 'receive' | 'close' } | null;

/** 仓储入库: resellers' inbound requests; the operators receive them in full or in part, or close them. */
export default function WarehousePage() {
  const { message } = App.useApp();
  const [tab, setTab] = useState('pending');
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [acting, setActing] = useState<Acting>(null);
  const refresh = () => setAttempt((n) => n + 1);
  const query = { status: tab as InboundStatus, page, page_size: CONSOLE_PAGE_SIZE };
  const list = useRemote(
    () => warehouse.adminInbounds(client, query, { silent: true }),
    `${JSON.stringify(query)}#${attempt}`,
  );
  if (list.state === 'failed') return <Unreachable onRetry={refresh} />;
  const done = (text: string) => () => {
    setActing(null);
    void message.success(text);
    refresh();
  };

  return (
    <div className="admin-page">
      <h2 className="page-title">仓储入库</h2>
      <div className="admin-toolbar">
        <Button
          onClick={() =>
            void warehouse.adminRunStorageFees(client).then((result) => {
              void message.success(
                `${result.period} 仓储费：新出账 ${result.billed} 笔，已扣款 ${result.settled} 笔，欠费 ${result.owed} 笔`,
              );
            })
          }
        >
          结算本月仓储费
        </Button>
      </div>
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setTab(key);
          setPage(1);
        }}
        items={TABS}
      />
      <Table<AdminStockInbound>
        rowKey="id"
        {...pagedTable(list, page, CONSOLE_PAGE_SIZE, setPage, '条')}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: '没有符合条件的入库申请' }}
        columns={[
          { title: '编号', dataIndex: 'id' },
          { title: '用户', dataIndex: 'username' },
          ...inboundColumns<AdminStockInbound>(),
          { title: '备注', dataIndex: 'note', ellipsis: true, width: 160 },
          timeColumn('申请时间', 'created_at'),
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, row) =>
              row.status === 'pending' || row.status === 'partial' ? (
                <Space size={4}>
                  <Button
                    size="small"
                    type="primary"
                    onClick={() => setActing({ row, action: 'receive' })}
                  >
                    入库
                  </Button>
                  <Button size="small" danger onClick={() => setActing({ row, action: 'close' })}>
                    关闭
                  </Button>
                </Space>
              ) : null,
          },
        ]}
      />
      {acting?.action === 'receive' ? (
        <FormModal<{ quantity: number }>
          title={`入库：${acting.row.name} ${acting.row.sku_text}`}
          okText="确认入库"
          initialValues={{ quantity: acting.row.quantity - acting.row.received_quantity }}
          submit={(values) => warehouse.adminReceive(client, acting.row.id, values)}
          onDone={done('已入库')}
          onClose={() => setActing(null)}
        >
          {() => (
            <Form.Item
              name="quantity"
              label={`本次入库数量（还差 ${acting.row.quantity - acting.row.received_quantity} 件）`}
              rules={[{ required: true, message: '请填写入库数量' }]}
            >
              <InputNumber
                min={1}
                max={acting.row.quantity - acting.row.received_quantity}
                precision={0}
                style={{ width: '100%' }}
              />
            </Form.Item>
          )}
        </FormModal>
      ) : null}
      {acting?.action === 'close' ? (
        <FormModal<object>
          title={`关闭入库申请 #${acting.row.id}`}
          okText="确认关闭"
          submit={() => warehouse.adminClose(client, acting.row.id)}
          onDone={done('已关闭')}
          onClose={() => setActing(null)}
        >
          {() => (
            <p>
              已入库 {acting.row.received_quantity} 件；未入库的{' '}
              {acting.row.quantity - acting.row.received_quantity} 件按 ¥{acting.row.unit_cost}
              /件退回用户余额。
            </p>
          )}
        </FormModal>
      ) : null}
    </div>
  );
}
