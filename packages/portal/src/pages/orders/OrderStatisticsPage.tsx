import { Card, DatePicker, Empty, Skeleton, Statistic } from 'antd';
import { orders } from '@podkit/sdk-core';
import { useMemo, useState } from 'react';
import { useSiteConfig, useSiteTimeZone } from '../../app/site-config.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { EChart } from './EChart.js';
import { lastThirtyDays, periodQuery, type Period } from './period.js';
import { dailyOption, shareOption } from './statistics-options.js';
import '../cart/shop.css';

/** orderStatistics: orders and amounts per day, status and platform, drawn as charts. */
export default function OrderStatisticsPage() {
  const timeZone = useSiteTimeZone();
  const [period, setPeriod] = useState<Period>(() => lastThirtyDays(timeZone));
  const [attempt, setAttempt] = useState(0);
  const query = periodQuery(period);
  const stats = useRemote(
    () => orders.statistics(client, query, { silent: true }),
    `${JSON.stringify(query)}#${attempt}`,
  );
  const color = useSiteConfig()?.primary_color || '#16a34a';
  const data = stats.state === 'done' ? stats.data : null;
  const options = useMemo(
    () =>
      data
        ? {
            daily: dailyOption(data, color),
            status: shareOption(
              data.by_status.map((row) => ({
                name: row.status_label,
                order_count: row.order_count,
              })),
              '订单状态',
            ),
            platform: shareOption(
              data.by_platform.map((row) => ({
                name: row.platform_name || '本站下单',
                order_count: row.order_count,
              })),
              '来源平台',
            ),
          }
        : null,
    [data, color],
  );

  if (stats.state === 'failed') return <Unreachable onRetry={() => setAttempt((n) => n + 1)} />;

  return (
    <div className="shop-page">
      <div className="shop-filters">
        <h2 className="page-title">订单统计</h2>
        <DatePicker.RangePicker
          allowClear={false}
          value={period}
          onChange={(value) => {
            if (value?.[0] && value[1]) setPeriod([value[0], value[1]]);
          }}
        />
      </div>
      {!data || !options ? (
        <Skeleton active />
      ) : (
        <>
          <div className="shop-stats">
            <Card size="small">
              <Statistic title="订单数" value={data.totals.order_count} />
            </Card>
            <Card size="small">
              <Statistic title="订单金额（元）" value={data.totals.amount} />
            </Card>
            <Card size="small">
              <Statistic title="已付金额（元）" value={data.totals.paid_amount} />
            </Card>
            <Card size="small">
              <Statistic title="包装费（元）" value={data.totals.packaging_fee} />
            </Card>
          </div>
          {data.totals.order_count === 0 ? (
            <Empty description="这段时间没有订单" />
          ) : (
            <div className="shop-charts">
              <Card size="small" title="每日订单与金额" className="shop-chart-wide">
                <EChart option={options.daily} label="每日订单与金额" className="shop-chart" />
              </Card>
              <Card size="small" title="订单状态">
                <EChart option={options.status} label="订单状态分布" className="shop-chart" />
              </Card>
              <Card size="small" title="来源平台">
                <EChart option={options.platform} label="来源平台分布" className="shop-chart" />
              </Card>
            </div>
          )}
        </>
      )}
    </div>
  );
}
