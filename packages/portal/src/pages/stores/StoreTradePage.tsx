import { ExportOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  DatePicker,
  Empty,
  Segmented,
  Select,
  Skeleton,
  Statistic,
  Table,
} from 'antd';
import { storeTrade, stores, type StoreTradeGrouping, type StoreTradeRow } from '@podkit/sdk-core';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSiteConfig, useSiteTimeZone } from '../../app/site-config.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { Permission } from '../../workbench/permission.js';
import { EChart } from '../orders/EChart.js';
import { lastThirtyDays, periodQuery, type Period } from '../orders/period.js';
import { salesText, storeTradeOption } from './store-trade-options.js';
import '../cart/shop.css';
import './stores.css';

const groupings: Array<{ label: string; value: StoreTradeGrouping }> = [
  { label: '按日', value: 'day' },
  { label: '按周', value: 'week' },
  { label: '按月', value: 'month' },
];

/** storeTrade (店铺交易记录): per store, orders, what customers paid and PodKit costs over time. */
export default function StoreTradePage() {
  const navigate = useNavigate();
  const timeZone = useSiteTimeZone();
  const [period, setPeriod] = useState<Period>(() => lastThirtyDays(timeZone));
  const [grouping, setGrouping] = useState<StoreTradeGrouping>('day');
  const [storeId, setStoreId] = useState<number | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  const [exporting, setExporting] = useState(false);
  const query = {
    ...periodQuery(period),
    group_by: grouping,
    ...(storeId === undefined ? {} : { store_id: storeId }),
  };
  const report = useRemote(
    () => storeTrade.report(client, query, { silent: true }),
    `${JSON.stringify(query)}#${attempt}`,
  );
  const storeList = useRemote(() => stores.listStores(client, {}, { silent: true }), 'stores');
  const color = useSiteConfig()?.primary_color || '#16a34a';
  const data = report.state === 'done' ? report.data : null;
  const option = useMemo(() => (data ? storeTradeOption(data, color) : null), [data, color]);

  const startExport = async () => {
    setExporting(true);
    try {
      await storeTrade.exportReport(client, query);
      navigate('/main/userExportRecord');
    } catch {
      setExporting(false);
    }
  };

  if (report.state === 'failed') return <Unreachable onRetry={() => setAttempt((n) => n + 1)} />;

  return (
    <div className="shop-page">
      <h2 className="page-title">店铺交易记录</h2>
      <div className="shop-filters">
        <Select
          aria-label="店铺"
          className="store-trade-select"
          placeholder="全部店铺"
          allowClear
          value={storeId}
          onChange={(value: number | undefined) => setStoreId(value)}
          loading={storeList.state === 'loading'}
          options={(storeList.state === 'done' ? storeList.data : []).map((store) => ({
            value: store.id,
            label: `${store.name}（${store.platform_name}）`,
          }))}
        />
        <DatePicker.RangePicker
          allowClear={false}
          value={period}
          onChange={(value) => {
            if (value?.[0] && value[1]) setPeriod([value[0], value[1]]);
          }}
        />
        <Segmented options={groupings} value={grouping} onChange={(value) => setGrouping(value)} />
        <Permission name="export">
          <Button icon={<ExportOutlined />} loading={exporting} onClick={() => void startExport()}>
            导出 Excel
          </Button>
        </Permission>
      </div>
      {!data || !option ? (
        <Skeleton active />
      ) : (
        <>
          <div className="shop-stats">
            <Card size="small">
              <Statistic title="店铺订单数" value={data.totals.order_count} />
            </Card>
            <Card size="small">
              <Statistic title="已支付订单数" value={data.totals.paid_order_count} />
            </Card>
            <Card size="small">
              <Statistic title="PodKit 成本（元）" value={data.totals.podkit_cost} />
            </Card>
            <Card size="small">
              <Statistic title="店铺销售额" value={salesText(data.totals.store_amounts)} />
            </Card>
          </div>
          {data.totals.order_count === 0 ? (
            <Empty description="这段时间店铺没有订单" />
          ) : (
            <Card size="small" title="订单与金额走势">
              <EChart option={option} label="店铺订单与金额走势" className="shop-chart" />
            </Card>
          )}
          <Table<StoreTradeRow>
            rowKey={(row) => `${row.start_date}-${row.store_id}`}
            dataSource={data.rows}
            size="small"
            scroll={{ x: 'max-content' }}
            pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
            locale={{ emptyText: <Empty description="没有店铺订单" /> }}
            columns={[
              { title: '期间', dataIndex: 'label', key: 'label' },
              {
                title: '店铺',
                key: 'store',
                render: (_, row) => (
                  <div>
                    <div>{row.store_name}</div>
                    <div className="shop-muted">{row.platform_name}</div>
                  </div>
                ),
              },
              { title: '订单数', dataIndex: 'order_count', key: 'orders', align: 'right' },
              { title: '已支付', dataIndex: 'paid_order_count', key: 'paid', align: 'right' },
              {
                title: 'PodKit 成本（元）',
                dataIndex: 'podkit_cost',
                key: 'cost',
                align: 'right',
              },
              {
                title: '店铺销售额',
                key: 'sales',
                align: 'right',
                render: (_, row) => salesText(row.store_amounts),
              },
            ]}
          />
          <p className="shop-muted">
            按订单导入日统计。PodKit
            成本为在本平台支付的金额（已扣除退款）；店铺销售额为店铺顾客购买这些商品支付的金额，按店铺币种列出，只含导入时带有价格的订单。
          </p>
        </>
      )}
    </div>
  );
}
