import type { StoreTradeReport } from '@podkit/sdk-core';
import type { EChartsCoreOption } from 'echarts/core';

/** The currencies the report's stores sold in, in a stable order. */
export function saleCurrencies(report: StoreTradeReport): string[] {
  const found = new Set<string>();
  for (const period of report.periods)
    for (const sale of period.store_amounts) found.add(sale.currency);
  return [...found].sort();
}

const salesName = (currency: string) => `店铺销售额${currency ? `（${currency}）` : ''}`;

/** Orders (bars) against what they cost at PodKit and what the stores sold (lines), per period. */
export function storeTradeOption(report: StoreTradeReport, color: string): EChartsCoreOption {
  const currencies = saleCurrencies(report);
  const names = ['订单数', 'PodKit 成本（元）', ...currencies.map(salesName)];
  return {
    color: [color, '#cf1322', '#2563eb', '#d97706', '#7c3aed'],
    tooltip: { trigger: 'axis' },
    legend: { data: names, top: 0, type: 'scroll' },
    grid: { left: 40, right: 56, top: 56, bottom: 30 },
    xAxis: {
      type: 'category',
      data: report.periods.map((period) =>
        report.group_by === 'month' ? period.label : period.start_date.slice(5),
      ),
    },
    yAxis: [
      { type: 'value', name: '订单数', minInterval: 1 },
      { type: 'value', name: '金额' },
    ],
    series: [
      { name: '订单数', type: 'bar', data: report.periods.map((period) => period.order_count) },
      {
        name: 'PodKit 成本（元）',
        type: 'line',
        yAxisIndex: 1,
        data: report.periods.map((period) => Number(period.podkit_cost)),
      },
      ...currencies.map((currency) => ({
        name: salesName(currency),
        type: 'line',
        yAxisIndex: 1,
        data: report.periods.map((period) =>
          Number(period.store_amounts.find((sale) => sale.currency === currency)?.amount ?? 0),
        ),
      })),
    ],
  };
}

/** Sales per currency as one line of text ("USD 25.00；GBP 12.50"), '—' when none were known. */
export function salesText(amounts: StoreTradeReport['totals']['store_amounts']): string {
  if (amounts.length === 0) return '—';
  return amounts
    .map((sale) => (sale.currency ? `${sale.currency} ${sale.amount}` : sale.amount))
    .join('；');
}
