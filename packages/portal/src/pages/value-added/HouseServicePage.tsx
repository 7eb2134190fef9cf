import {
  Alert,
  Button,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Select,
  Table,
  Tabs,
  Tag,
  type TableColumnsType,
} from 'antd';
import {
  cart,
  randomName,
  warehouse,
  type CartItem,
  type InboundStatus,
  type StockInbound,
  type StockItem,
  type StockMovement,
  type StorageFee,
} from '@podkit/sdk-core';
import { useState } from 'react';
import { FormModal } from '../../components/FormModal.js';
import { pagedTable, timeColumn } from '../../components/paged-table.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { Permission } from '../../workbench/permission.js';
import { refreshAccount } from '../../workbench/session.js';
import '../cart/shop.css';
import '../work-orders/work-orders.css';
import './value-added.css';

const PAGE_SIZE = 10;
const inboundColors: Record<InboundStatus, string> = {
  pending: 'processing',
  partial: 'warning',
  received: 'success',
  closed: 'default',
};

export function InboundStatusTag({ row }: { row: Pick<StockInbound, 'status' | 'status_label'> }) {
  return <Tag color={inboundColors[row.status]}>{row.status_label}</Tag>;
}

const skuText = (row: { name: string; sku_text: string }) => `${row.name} ${row.sku_text}`;

/** The columns an inbound request shows to the reseller and in the console alike. */
export function inboundColumns<T extends StockInbound>(): TableColumnsType<T> {
  return [
    { title: '商品', key: 'sku', render: (_: unknown, row) => skuText(row) },
    {
      title: '已入库 / 申请',
      key: 'qty',
      render: (_: unknown, row) => `${row.received_quantity} / ${row.quantity}`,
    },
    { title: '备货款（元）', dataIndex: 'total' },
    { title: '状态', key: 'status', render: (_: unknown, row) => <InboundStatusTag row={row} /> },
  ];
}

/** Cart lines that can be stocked: plain blanks (no design) and general goods. */
const stockable = (line: CartItem) => line.designed_product_id === null;

function NewInbound(props: { onClose: () => void; onDone: () => void }) {
  const lines = useRemote(() => cart.listItems(client, { silent: true }));
  const [key] = useState(() => randomName());
  const choices = lines.state === 'done' ? lines.data.filter(stockable) : [];
  return (
    <FormModal<{ line_id: number; quantity: number; note?: string }>
      title="新建入库申请"
      okText="支付并提交"
      initialValues={{ quantity: 10 }}
      submit={(values) => {
        const line = choices.find((one) => one.id === values.line_id)!;
        return warehouse.createInbound(client, {
          item_type: line.item_type,
          basic_product_id: line.basic_product_id,
          color_id: line.color_id,
          size_id: line.size_id,
          goods_id: line.goods_id,
          goods_sku_id: line.goods_sku_id,
          quantity: values.quantity,
          note: values.note,
          idempotency_key: key,
        });
      }}
      onDone={props.onDone}
      onClose={props.onClose}
    >
      {() => (
        <>
          <p className="work-order-muted">
            从购物车里选择要备货的底板（颜色 ×
            尺码）或通用商品，按当前等级价从余额支付，平台入库后，这个 SKU
            的订单优先从库存发货（不再收底板费用，也无需生产）。
          </p>
          <Form.Item
            name="line_id"
            label="商品"
            rules={[{ required: true, message: '请选择要备货的商品' }]}
            extra={
              lines.state === 'done' && choices.length === 0
                ? '购物车里没有可备货的商品：请先在底板或通用商品详情页加入购物车'
                : undefined
            }
          >
            <Select
              loading={lines.state === 'loading'}
              placeholder="选择购物车中的商品"
              options={choices.map((line) => ({
                value: line.id,
                label: `${line.name} ${line.sku_text}（¥${line.unit_price}/件）`,
              }))}
            />
          </Form.Item>
          <Form.Item
            name="quantity"
            label="备货数量"
            rules={[{ required: true, message: '请填写备货数量' }]}
          >
            <InputNumber min={1} max={100000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="note" label="备注">
            <Input.TextArea maxLength={500} rows={2} />
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}

/**
 * valueAddedServicesHouse (仓储服务): stock held in the platform's warehouse — inbound requests
 * paid from the balance, stock per SKU, its ledger, and the monthly storage fees.
 */
export default function HouseServicePage() {
  const [attempt, setAttempt] = useState(0);
  const [tab, setTab] = useState('stock');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [settling, setSettling] = useState(false);
  const refresh = () => setAttempt((n) => n + 1);
  const summary = useRemote(() => warehouse.summary(client, { silent: true }), attempt);
  const stock = useRemote(() => warehouse.stock(client, { silent: true }), attempt);
  const inbounds = useRemote(
    () => warehouse.inbounds(client, { page, page_size: PAGE_SIZE }, { silent: true }),
    `${page}#${attempt}`,
  );
  const ledger = useRemote(
    () => warehouse.ledger(client, { page, page_size: PAGE_SIZE }, { silent: true }),
    `${page}#${attempt}`,
  );
  const fees = useRemote(() => warehouse.fees(client, { silent: true }), attempt);
  if (summary.state === 'failed') return <Unreachable onRetry={refresh} />;
  const facts = summary.state === 'done' ? summary.data : null;

  return (
    <div className="shop-page">
      <div className="shop-filters">
        <h2 className="page-title">仓储服务</h2>
        <Permission name="buy">
          <Button type="primary" onClick={() => setCreating(true)}>
            新建入库申请
          </Button>
        </Permission>
      </div>
      {facts?.held ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={`仓储费欠费 ¥${facts.owed}：支付前库存暂停发货，订单按正常价格生产。`}
          action={
            <Permission name="buy">
              <Button size="small" loading={settling} onClick={() => void settle()}>
                支付欠费
              </Button>
            </Permission>
          }
        />
      ) : null}
      <Descriptions
        className="house-summary"
        size="small"
        bordered
        column={{ xs: 1, sm: 2, md: 4 }}
        items={[
          { key: 'skus', label: '在库 SKU', children: facts?.sku_count ?? '—' },
          { key: 'units', label: '在库件数', children: facts?.units ?? '—' },
          {
            key: 'fee',
            label: '仓储费',
            children: facts ? `¥${facts.fee_per_unit_month} / 件 / 月` : '—',
          },
          { key: 'owed', label: '欠费', children: facts ? `¥${facts.owed}` : '—' },
        ]}
      />
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setTab(key);
          setPage(1);
        }}
        items={[
          {
            key: 'stock',
            label: '我的库存',
            children: (
              <Table<StockItem>
                rowKey="id"
                size="small"
                loading={stock.state === 'loading'}
                dataSource={stock.state === 'done' ? stock.data : []}
                pagination={false}
                scroll={{ x: 560 }}
                locale={{ emptyText: '还没有库存：新建入库申请，平台入库后显示在这里' }}
                columns={[
                  { title: '商品', dataIndex: 'name' },
                  { title: '规格', dataIndex: 'sku_text' },
                  {
                    title: '类型',
                    dataIndex: 'item_type',
                    render: (value: string) => (value === 'blank' ? '底板' : '通用商品'),
                  },
                  { title: '库存（件）', dataIndex: 'quantity', align: 'right' },
                  timeColumn('更新时间', 'updated_at'),
                ]}
              />
            ),
          },
          {
            key: 'inbound',
            label: '入库申请',
            children: (
              <Table<StockInbound>
                rowKey="id"
                size="small"
                {...pagedTable(inbounds, page, PAGE_SIZE, setPage, '条')}
                scroll={{ x: 820 }}
                locale={{ emptyText: '还没有入库申请' }}
                columns={[
                  { title: '编号', dataIndex: 'id', width: 70 },
                  ...inboundColumns<StockInbound>(),
                  timeColumn('申请时间', 'created_at'),
                ]}
              />
            ),
          },
          {
            key: 'ledger',
            label: '库存流水',
            children: (
              <Table<StockMovement>
                rowKey="id"
                size="small"
                {...pagedTable(ledger, page, PAGE_SIZE, setPage, '条')}
                scroll={{ x: 820 }}
                locale={{ emptyText: '还没有库存变动' }}
                columns={[
                  { title: '商品', key: 'sku', render: (_: unknown, row) => skuText(row) },
                  { title: '类型', dataIndex: 'kind_label' },
                  {
                    title: '变动',
                    dataIndex: 'delta',
                    render: (value: number) => (value > 0 ? `+${value}` : value),
                  },
                  { title: '结余', dataIndex: 'quantity_after' },
                  { title: '说明', dataIndex: 'description', ellipsis: true },
                  timeColumn('时间', 'created_at'),
                ]}
              />
            ),
          },
          {
            key: 'fees',
            label: '仓储费',
            children: (
              <Table<StorageFee>
                rowKey="id"
                size="small"
                loading={fees.state === 'loading'}
                dataSource={fees.state === 'done' ? fees.data : []}
                pagination={false}
                locale={{ emptyText: '还没有仓储费账单' }}
                columns={[
                  { title: '月份', dataIndex: 'period' },
                  { title: '计费件数', dataIndex: 'units' },
                  { title: '金额（元）', dataIndex: 'amount' },
                  {
                    title: '状态',
                    key: 'status',
                    render: (_: unknown, row) => (
                      <Tag color={row.status === 'paid' ? 'success' : 'error'}>
                        {row.status_label}
                      </Tag>
                    ),
                  },
                ]}
              />
            ),
          },
        ]}
      />
      {creating ? (
        <NewInbound
          onClose={() => setCreating(false)}
          onDone={() => {
            setCreating(false);
            setTab('inbound');
            refresh();
            void refreshAccount();
          }}
        />
      ) : null}
    </div>
  );

  async function settle() {
    setSettling(true);
    try {
      await warehouse.settleFees(client);
      void refreshAccount();
    } finally {
      setSettling(false);
      refresh();
    }
  }
}
