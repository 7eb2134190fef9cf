import type { CallOptions, Client } from '../client/client';
import type { ExportRecord } from './export-records';

/** How storeTrade groups its periods: the site's days, weeks (Monday first) or months. */
export type StoreTradeGrouping = 'day' | 'week' | 'month';

export interface StoreTradeQuery {
  /** One of the reseller's stores; all of them when left out. */
  store_id?: number;
  /** YYYY-MM-DD in the site's days; default the last 30 days up to today. */
  start_date?: string;
  end_date?: string;
  group_by?: StoreTradeGrouping;
}

/** What the stores' customers paid, in one currency (stores may sell in several). */
export interface StoreSaleAmount {
  /** ISO 4217 code as the platform gave it; '' when the platform did not say. */
  currency: string;
  amount: string;
}

/** Orders of a period (or of a store in a period) and what they cost and brought. */
export interface StoreTradeFigures {
  /** Orders imported from the stores in the period (by the day they were imported). */
  order_count: number;
  /** Of them, the ones paid to PodKit. */
  paid_order_count: number;
  /** What the reseller paid PodKit for them, refunds taken off (yuan). */
  podkit_cost: string;
  /** What the stores' customers paid for the lines, per currency, where the import had prices. */
  store_amounts: StoreSaleAmount[];
}

/** One period of the chart: every period of the range is listed, empty ones included. */
export interface StoreTradePeriod extends StoreTradeFigures {
  /** The period's first day (YYYY-MM-DD). */
  start_date: string;
  /** 2026-11-26, 2026-11-23 周 or 2026-11. */
  label: string;
}

/** One row of the table: one store in one period that had orders. */
export interface StoreTradeRow extends StoreTradeFigures {
  start_date: string;
  label: string;
  store_id: number;
  store_name: string;
  platform: number;
  platform_name: string;
}

/** storeTrade (店铺交易记录): the stores' orders, sales and PodKit costs over time. */
export interface StoreTradeReport {
  start_date: string;
  end_date: string;
  group_by: StoreTradeGrouping;
  totals: StoreTradeFigures;
  periods: StoreTradePeriod[];
  /** Newest period first, then by store name. */
  rows: StoreTradeRow[];
}

/** GET /distribution/storeTrade */
export function report(
  client: Client,
  query: StoreTradeQuery = {},
  options?: CallOptions,
): Promise<StoreTradeReport> {
  return client.get('/distribution/storeTrade', { ...options, query: { ...query } });
}

/** POST /distribution/storeTrade/export: the same report as .xlsx, listed in 导出记录. */
export function exportReport(
  client: Client,
  body: StoreTradeQuery = {},
  options?: CallOptions,
): Promise<ExportRecord> {
  return client.post('/distribution/storeTrade/export', { ...body }, options);
}
