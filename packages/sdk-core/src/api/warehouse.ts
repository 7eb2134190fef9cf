import type { CallOptions, Client } from '../client/client';
import { segment, type Id, type PageQuery, type Paginator } from './shared';

/** 待入库, 部分入库, 已入库, 已关闭 (closed short: the units never received were refunded). */
export type InboundStatus = 'pending' | 'partial' | 'received' | 'closed';
/** 入库, 订单出库, 订单退回, 调整. */
export type StockMovementKind = 'inbound' | 'order' | 'order_return' | 'adjustment';
/** 已支付, 欠费 (waiting for the balance; the stock is held meanwhile). */
export type StorageFeeStatus = 'paid' | 'owed';

export const INBOUND_STATUS_LABELS: Record<InboundStatus, string> = {
  pending: '待入库',
  partial: '部分入库',
  received: '已入库',
  closed: '已关闭',
};

/** The SKU a stock row or an inbound request names: a blank colour × size or a general good's SKU. */
export interface StockSkuRef {
  item_type: 'blank' | 'goods';
  basic_product_id?: number | null;
  color_id?: number | null;
  size_id?: number | null;
  goods_id?: number | null;
  goods_sku_id?: number | null;
}

export interface StockItem {
  id: number;
  sku_key: string;
  item_type: 'blank' | 'goods';
  name: string;
  sku_text: string;
  quantity: number;
  updated_at: string;
}

export interface StockMovement {
  id: number;
  stock_id: number;
  name: string;
  sku_text: string;
  kind: StockMovementKind;
  kind_label: string;
  delta: number;
  quantity_after: number;
  reference_type: string | null;
  reference_id: string | null;
  description: string;
  created_at: string;
}

export interface StockInbound {
  id: number;
  item_type: 'blank' | 'goods';
  name: string;
  sku_text: string;
  quantity: number;
  received_quantity: number;
  unit_cost: string;
  total: string;
  refund: string;
  status: InboundStatus;
  status_label: string;
  note: string;
  created_at: string;
  updated_at: string;
}

export interface AdminStockInbound extends StockInbound {
  user_id: number;
  username: string;
}

export interface StorageFee {
  id: number;
  period: string;
  units: number;
  amount: string;
  status: StorageFeeStatus;
  status_label: string;
  paid_at: string | null;
  created_at: string;
}

/** The warehouse page's header: totals, the fee rule, and whether the stock is held for a debt. */
export interface WarehouseSummary {
  sku_count: number;
  units: number;
  /** Yuan per unit per month. */
  fee_per_unit_month: string;
  owed: string;
  /** True while a storage fee is owed: orders do not take from the stock until it is paid. */
  held: boolean;
}

/** What a storage-fee run did: bills made, paid now, and still owed. */
export interface StorageFeeRun {
  period: string;
  billed: number;
  owed: number;
  settled: number;
}

export interface InboundInput extends StockSkuRef {
  quantity: number;
  note?: string;
  idempotency_key: string;
}

export interface InboundQuery extends PageQuery {
  status?: InboundStatus;
  /** Part of the product name (the console: the username too). */
  keyword?: string;
}

/** The console books units of an inbound request in (all or part). */
export interface InboundReceiveBody {
  quantity: number;
}

// ── Reseller (valueAddedServicesHouse) ───────────────────────────────────────

/** GET /distribution/warehouse/summary */
export function summary(client: Client, options?: CallOptions): Promise<WarehouseSummary> {
  return client.get('/distribution/warehouse/summary', options);
}

/** GET /distribution/warehouse/stock: what the reseller holds, per SKU. */
export function stock(client: Client, options?: CallOptions): Promise<StockItem[]> {
  return client.get('/distribution/warehouse/stock', options);
}

/** GET /distribution/warehouse/ledger: every stock movement, newest first. */
export function ledger(
  client: Client,
  query: PageQuery = {},
  options?: CallOptions,
): Promise<Paginator<StockMovement>> {
  return client.get('/distribution/warehouse/ledger', { ...options, query: { ...query } });
}

/** GET /distribution/warehouse/inbound */
export function inbounds(
  client: Client,
  query: InboundQuery = {},
  options?: CallOptions,
): Promise<Paginator<StockInbound>> {
  return client.get('/distribution/warehouse/inbound', { ...options, query: { ...query } });
}

/** POST /distribution/warehouse/inbound: buys the units from the balance (once per key). */
export function createInbound(
  client: Client,
  body: InboundInput,
  options?: CallOptions,
): Promise<StockInbound> {
  return client.post('/distribution/warehouse/inbound', { ...body }, options);
}

/** GET /distribution/warehouse/fees: the monthly storage fees. */
export function fees(client: Client, options?: CallOptions): Promise<StorageFee[]> {
  return client.get('/distribution/warehouse/fees', options);
}

/** POST /distribution/warehouse/fees/settle: pays owed fees the balance now covers. */
export function settleFees(client: Client, options?: CallOptions): Promise<StorageFee[]> {
  return client.post('/distribution/warehouse/fees/settle', {}, options);
}

// ── Operator (console) ───────────────────────────────────────────────────────

/** GET /admin/warehouse/inbound: every reseller's inbound requests. */
export function adminInbounds(
  client: Client,
  query: InboundQuery = {},
  options?: CallOptions,
): Promise<Paginator<AdminStockInbound>> {
  return client.get('/admin/warehouse/inbound', { ...options, query: { ...query } });
}

/** POST /admin/warehouse/inbound/{id}/receive: books `quantity` units in (all or part). */
export function adminReceive(
  client: Client,
  id: Id,
  body: InboundReceiveBody,
  options?: CallOptions,
): Promise<AdminStockInbound> {
  return client.post(`/admin/warehouse/inbound/${segment(id)}/receive`, { ...body }, options);
}

/** POST /admin/warehouse/inbound/{id}/close: closes it short, refunding the units not received. */
export function adminClose(
  client: Client,
  id: Id,
  options?: CallOptions,
): Promise<AdminStockInbound> {
  return client.post(`/admin/warehouse/inbound/${segment(id)}/close`, {}, options);
}

/** POST /admin/warehouse/storageFees/run: bills the month now (the job does it every day). */
export function adminRunStorageFees(client: Client, options?: CallOptions): Promise<StorageFeeRun> {
  return client.post('/admin/warehouse/storageFees/run', {}, options);
}
