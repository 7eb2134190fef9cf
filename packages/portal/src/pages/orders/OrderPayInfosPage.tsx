import { Card, DatePicker, Input, Table } from 'antd';
import { orders, type OrderPayRecord } from '@podkit/sdk-core';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { pagedTable, timeColumn } from '../../components/paged-table.js';
import '../cart/shop.css';

const PAGE_SIZE = 20;

/** orderPayInfos: each payment and refund of an order from the balance. */
export default function OrderPayInfosPage() {
  const [orderNo, setOrderNo] = useState('');
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const query = {
    page,
    page_size: PAGE_SIZE,
    ...(orderNo ? { order_no: orderNo } : {}),
    ...(range?.[0] ? { start_date: range[0].format('YYYY-MM-DD') } : {}),
    ...(range?.[1] ? { end_date: range[1].format('YYYY-MM-DD') } : {}),
  };
  const list = useRemote(
    () => orders.listPayRecords(client, query, { silent: true }),
    `${JSON.stringify(query)}#${attempt}`,
  );
  if (list.state === 'failed') return <Unreachable onRetry={() => setAttempt((n) => n + 1)} />;

  return (
    <div className="shop-page">
      <h2 className="page-title">支付详情</h2>
      <Card size="small">
        <div className="shop-filters">
          <Input.Search
            allowClear
            placeholder="订单号"
            aria-label="订单号"
            style={{ width: 240 }}
            onSearch={(value) => {
              setOrderNo(value.replace(/\s+/g, ''));
              setPage(1);
            }}
          />
          <DatePicker.RangePicker
            value={range}
            onChange={(value) => {
              setRange(value);
              setPage(1);
            }}
          />
        </div>
      </Card>
      <Table<OrderPayRecord>
        rowKey="id"
        size="small"
        {...pagedTable(list, page, PAGE_SIZE, setPage)}
        scroll={{ x: 640 }}
        columns={[
          timeColumn('时间', 'created_at'),
          { title: '订单号', dataIndex: 'order_no' },
          {
            title: '类型',
            dataIndex: 'kind',
            width: 80,
            render: (kind: OrderPayRecord['kind']) => (kind === 'payment' ? '支付' : '退款'),
          },
          { title: '金额（元）', dataIndex: 'amount', width: 110 },
          { title: '余额（元）', dataIndex: 'balance_after', width: 110 },
        ]}
      />
    </div>
  );
}
