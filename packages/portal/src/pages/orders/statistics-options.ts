import type { OrderStatistics } from '@podkit/sdk-core';
import type { EChartsCoreOption } from 'echarts/core';

/** Orders (bars) and their amount (line) per day of the period. */
export function dailyOption(stats: OrderStatistics, color: string): EChartsCoreOption {
  return {
    color: [color, '#cf1322'],
    tooltip: { trigger: 'axis' },
    legend: { data: ['订单数', '金额（元）'], top: 0, right: 0 },
    grid: { left: 40, right: 50, top: 56, bottom: 30 },
    xAxis: { type: 'category', data: stats.by_day.map((day) => day.date.slice(5)) },
    yAxis: [
      { type: 'value', name: '订单数', minInterval: 1 },
      { type: 'value', name: '金额' },
    ],
    series: [
      { name: '订单数', type: 'bar', data: stats.by_day.map((day) => day.order_count) },
      {
        name: '金额（元）',
        type: 'line',
        yAxisIndex: 1,
        smooth: true,
        data: stats.by_day.map((day) => Number(day.amount)),
      },
    ],
  };
}

/** A share of orders as a ring, by status or by platform. */
export function shareOption(
  rows: Array<{ name: string; order_count: number }>,
  title: string,
): EChartsCoreOption {
  return {
    tooltip: { trigger: 'item', formatter: '{b}：{c} 单（{d}%）' },
    legend: { bottom: 0, type: 'scroll' },
    series: [
      {
        name: title,
        type: 'pie',
        radius: ['40%', '68%'],
        center: ['50%', '45%'],
        label: { formatter: '{b} {c}' },
        // Empty slices only crowd the labels.
        data: rows
          .filter((row) => row.order_count > 0)
          .map((row) => ({ name: row.name, value: row.order_count })),
      },
    ],
  };
}
