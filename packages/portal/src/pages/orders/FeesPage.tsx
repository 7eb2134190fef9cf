import { Card, DatePicker, Statistic, Table } from 'antd';
import { orders, type OrderFeeRow } from '@podkit/sdk-core';
import { useState } from 'react';
import { useSiteTimeZone } from '../../app/site-config.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { lastThirtyDays, periodQuery, type Period } from './period.js';
import { pagedTable, timeColumn } from '../../components/paged-table.js';
import '../cart/shop.css';

const PAGE_SIZE = 20;

/** fees: what each paid order cost (goods, shipping, discount, refunds) in a period. */
export default function FeesPage() {
  const timeZone = useSiteTimeZone();
  const [period, setPeriod] = useState<Period>(() => lastThirtyDays(timeZone));
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const query = { ...periodQuery(period), page, page_size: PAGE_SIZE };
  const fees = useRemote(
    () => orders.fees(client, query, { silent: true }),
    `${JSON.stringify(query)}#${attempt}`,
  );
  if (fees.state === 'failed') return <Unreachable onRetry={() => setAttempt((n) => n + 1)} />;
  const summary = fees.state === 'done' ? fees.data.summary : null;

  return (
    <div className="shop-page">
      <div className="shop-filters">
        <h2 className="page-title">费用明细</h2>
        <DatePicker.RangePicker
          allowClear={false}
          value={period}
          onChange={(value) => {
            if (value?.[0] && value[1]) setPeriod([value[0], value[1]]);
            setPage(1);
          }}
        />
      </div>
      <div className="shop-stats">
        {[
          { key: 'order_count', title: '已付订单', value: summary?.order_count ?? 0 },
          { key: 'goods', title: '商品金额（元）', value: summary?.goods_amount ?? '0.00' },
          { key: 'shipping', title: '运费（元）', value: summary?.shipping_fee ?? '0.00' },
          { key: 'packaging', title: '包装费（元）', value: summary?.packaging_fee ?? '0.00' },
          { key: 'discount', title: '优惠（元）', value: summary?.discount ?? '0.00' },
          { key: 'refund', title: '退款（元）', value: summary?.refund_amount ?? '0.00' },
          { key: 'net', title: '实际支出（元）', value: summary?.net ?? '0.00' },
        ].map((item) => (
          <Card key={item.key} size="small">
            <Statistic title={item.title} value={item.value} loading={!summary} />
          </Card>
        ))}
      </div>
      <Table<OrderFeeRow>
        rowKey="order_id"
        size="small"
        {...pagedTable(fees, page, PAGE_SIZE, setPage)}
        scroll={{ x: 960 }}
        columns={[
          { title: '订单号', dataIndex: 'order_no' },
          { title: '状态', dataIndex: 'status_label', width: 80 },
          timeColumn('支付时间', 'paid_at'),
          { title: '商品（元）', dataIndex: 'goods_amount', width: 100 },
          { title: '运费（元）', dataIndex: 'shipping_fee', width: 100 },
          { title: '包装费（元）', dataIndex: 'packaging_fee', width: 100 },
          { title: '优惠（元）', dataIndex: 'discount', width: 100 },
          { title: '退款（元）', dataIndex: 'refund_amount', width: 100 },
          { title: '实付（元）', dataIndex: 'net', width: 100 },
        ]}
      />
    </div>
  );
}
