import type { CallOptions, Client } from '../client/client';
import { segment, type Id, type PageQuery, type Paginator } from './shared';

export type OrderStatus =
  | 'pending_payment'
  | 'paid'
  | 'in_production'
  | 'shipped'
  | 'completed'
  | 'cancelled'
  | 'refunded'
  | 'on_hold';

export type OrderHoldReason =
  'blacklisted_address' | 'print_file_failed' | 'payment_failed' | 'operator';

/** The address an order ships to, copied when it was placed. */
export interface OrderAddress {
  recipient_name: string;
  phone: string;
  country_code: string;
  province: string;
  city: string;
  district: string;
  address1: string;
  address2: string;
  postcode: string;
}

/** A print file of an ordered designed product, per view. */
export interface OrderPrintFile {
  view_id: number;
  view_name: string;
  status: 'pending' | 'ready' | 'failed';
  /** Null until ready. */
  url: string | null;
}

/** Imported orders: whether every line has a PodKit SKU (an unmapped order cannot be paid). */
export type OrderMappingState = 'mapped' | 'unmapped';

/** What the store changed after the order was paid here (flagged, not applied). */
export type OrderPlatformChange = 'updated' | 'address_changed' | 'cancelled';

/** pending: queued or retrying; pushed: the store has it; failed: gave up (see the error). */
export type TrackingPushState = 'pending' | 'pushed' | 'failed';

/** A personalisation field a store sent with a line. */
export interface StoreLineAttribute {
  key: string;
  value: string;
}

export interface OrderItem {
  id: number;
  /** unmapped: an imported line not yet mapped to a PodKit SKU. */
  item_type: 'blank' | 'goods' | 'unmapped';
  basic_product_id: number | null;
  color_id: number | null;
  size_id: number | null;
  designed_product_id: number | null;
  goods_id: number | null;
  goods_sku_id: number | null;
  name: string;
  /** Colour / size or spec values as text. */
  sku_text: string;
  unit_price: string;
  quantity: number;
  amount: string;
  weight_grams: number;
  /** Shipped from the reseller's warehouse stock (仓储服务): charged without the blank, not produced. */
  from_stock: boolean;
  /** The designed product's mockup of the ordered colour (first view); null for plain SKUs. */
  mockup_url: string | null;
  /** The line's picture: the mockup, else the blank's colour picture, else the good's image. */
  image_url: string | null;
  print_files: OrderPrintFile[];
  /** Imported lines: the store's SKU, variant id, title and personalisation (else null / []). */
  store_sku: string | null;
  store_variant_id: string | null;
  store_title: string | null;
  customisation: StoreLineAttribute[];
}

export interface OrderEventRecord {
  id: number;
  /** create, pay, cancel, hold, … */
  event: string;
  event_label: string;
  actor_kind: 'reseller' | 'operator' | 'system';
  /** Null for the system. */
  actor_user_id: number | null;
  from_status: OrderStatus | null;
  to_status: OrderStatus;
  created_at: string;
}

export type OrderKind = 'normal' | 'fba';

export interface Order {
  id: number;
  order_no: string;
  /** 'fba': a wholesale order to an FBA warehouse. */
  kind: OrderKind;
  /** Every line ships from the reseller's warehouse stock: the order skips production. */
  from_stock: boolean;
  fba_shipment_id: string;
  status: OrderStatus;
  status_label: string;
  hold_reason: OrderHoldReason | null;
  hold_reason_label: string;
  address: OrderAddress;
  logistics_id: number;
  logistics_name: string;
  shipping_fee: string;
  /** The packaging template's per-order fee (yuan), 0.00 without one; part of total. */
  packaging_fee: string;
  /** The packaging template chosen at checkout (包装模板), null when none. */
  packaging_template_id: number | null;
  /** Its kind and name as they were when ordered ('' when none), e.g. 包装袋 · 品牌袋. */
  packaging_name: string;
  goods_amount: string;
  discount: string;
  total: string;
  /** The user coupon used, null when none. */
  coupon_id: number | null;
  weight_grams: number;
  item_num: number;
  /** Store platform code (spec 2: 1 Amazon … 20 Temu hosted); null for an order placed here. */
  platform: number | null;
  platform_name: string;
  store_id: number | null;
  store_name: string;
  /** Money returned to the balance. */
  refund_amount: string;
  paid_at: string | null;
  shipped_at: string | null;
  refunded_at: string | null;
  created_at: string;
  /** Imported orders (else null): the platform's own order id and number. */
  platform_order_id: string | null;
  platform_order_name: string | null;
  platform_change: OrderPlatformChange | null;
  mapping_state: OrderMappingState | null;
  carrier: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
  tracking_push_state: TrackingPushState | null;
  tracking_push_error: string | null;
  tracking_pushed_at: string | null;
}

export interface OrderDetail extends Order {
  items: OrderItem[];
  events: OrderEventRecord[];
}

/** The list filters of orderAdmin (everything but paging and status). */
export interface OrderFilters {
  /** YYYY-MM-DD, inclusive, by the creation day in China (UTC+8). */
  start_date?: string;
  end_date?: string;
  order_no?: string;
  /** Part of the recipient's name. */
  recipient?: string;
  kind?: OrderKind;
  /** A platform code; 0 for orders placed here (no store). */
  platform?: number;
  store_id?: number;
  /** Part of an item's name or colour / size text. */
  sku?: string;
}

export interface OrderListQuery extends PageQuery, OrderFilters {
  status?: OrderStatus;
}

/** Orders per status tab under the same filters; `all` counts every status. */
export type OrderStatusCounts = Record<OrderStatus | 'all', number>;

/** orderPay: what paying a selection takes, before paying it. */
export interface OrderPayInfo {
  orders: Order[];
  /** Sum of the payable orders' totals. */
  total: string;
  balance: string;
  /** True when the balance covers the total. */
  enough: boolean;
  /** What is missing ('0.00' when enough). */
  shortfall: string;
  /** Chosen orders that cannot be paid now, with why (not pending payment). */
  refused: Array<{ order_id: number; order_no: string; reason: string }>;
}

/** orderPayInfos: one payment or refund of an order from the wallet. */
export interface OrderPayRecord {
  id: number;
  order_id: number;
  order_no: string;
  kind: 'payment' | 'refund';
  /** Signed yuan: '-25.50' paid, '25.50' refunded. */
  amount: string;
  balance_after: string;
  created_at: string;
}

export interface OrderPayRecordQuery extends PageQuery {
  order_no?: string;
  start_date?: string;
  end_date?: string;
}

/** One row of a statistics table: orders and their amount (sum of totals). */
export interface OrderStatisticsCount {
  order_count: number;
  amount: string;
}

/** orderStatistics: the reseller's orders per day, status and platform in a period. */
export interface OrderStatistics {
  start_date: string;
  end_date: string;
  /** packaging_fee: what the period's paid orders paid for packaging templates (包装费). */
  totals: OrderStatisticsCount & { paid_amount: string; packaging_fee: string };
  /** Every day of the period, days without orders included. */
  by_day: Array<OrderStatisticsCount & { date: string }>;
  by_status: Array<OrderStatisticsCount & { status: OrderStatus; status_label: string }>;
  /** platform null: orders placed here. */
  by_platform: Array<OrderStatisticsCount & { platform: number | null; platform_name: string }>;
}

export interface StatisticsQuery {
  /** YYYY-MM-DD; default the last 30 days up to today (China time). */
  start_date?: string;
  end_date?: string;
}

/** fees: what the reseller paid per order, counted from paid orders (by the day they were paid). */
export interface OrderFeeRow {
  order_id: number;
  order_no: string;
  status: OrderStatus;
  status_label: string;
  paid_at: string;
  goods_amount: string;
  shipping_fee: string;
  /** The packaging template's per-order fee (包装费). */
  packaging_fee: string;
  discount: string;
  /** Charged to the balance. */
  total: string;
  refund_amount: string;
  /** total − refund_amount. */
  net: string;
}

export interface OrderFeeSummary {
  order_count: number;
  goods_amount: string;
  shipping_fee: string;
  packaging_fee: string;
  discount: string;
  total: string;
  refund_amount: string;
  net: string;
}

export type OrderFees = Paginator<OrderFeeRow> & { summary: OrderFeeSummary };

export interface OrderFeesQuery extends PageQuery, StatisticsQuery {}

/** One order's answer to a bulk pay. */
export interface OrderPayResult {
  order_id: number;
  paid: boolean;
  /** 200 when paid, 4001 when the balance does not cover it, 404 / 409 otherwise. */
  status_code: number;
  msg: string;
}

/** The orders a bulk action (pay info, cancel, confirm received) applies to. */
export type OrderIdsBody = { order_ids: number[] };

/** A pending order's packaging template, or null for none. */
export type OrderPackagingBody = { bottom_template_id: number | null };

export type OrderPayBody = {
  order_ids: number[];
  idempotency_key: string;
};

/** GET /distribution/order */
export function listOrders(
  client: Client,
  query: OrderListQuery = {},
  options?: CallOptions,
): Promise<Paginator<Order>> {
  return client.get('/distribution/order', { ...options, query: { ...query } });
}

/** GET /distribution/order/{id} */
export function getOrder(client: Client, id: Id, options?: CallOptions): Promise<OrderDetail> {
  return client.get(`/distribution/order/${segment(id)}`, options);
}

/** POST /distribution/order/pay: each order from the balance; a retry with the same key charges once. */
export function payOrders(
  client: Client,
  body: OrderPayBody,
  options?: CallOptions,
): Promise<OrderPayResult[]> {
  return client.post('/distribution/order/pay', body, options);
}

/** POST /distribution/order/cancel: pending orders only, all or none. */
export function cancelOrders(
  client: Client,
  body: OrderIdsBody,
  options?: CallOptions,
): Promise<Order[]> {
  return client.post('/distribution/order/cancel', body, options);
}

/** GET /distribution/order/statusCounts: orders per status tab under the list filters. */
export function statusCounts(
  client: Client,
  query: OrderFilters = {},
  options?: CallOptions,
): Promise<OrderStatusCounts> {
  return client.get('/distribution/order/statusCounts', { ...options, query: { ...query } });
}

/** POST /distribution/order/payInfo: amount against balance for a selection, before paying. */
export function payInfo(
  client: Client,
  body: OrderIdsBody,
  options?: CallOptions,
): Promise<OrderPayInfo> {
  return client.post('/distribution/order/payInfo', body, options);
}

/** GET /distribution/order/payRecords: payments and refunds of orders (orderPayInfos). */
export function listPayRecords(
  client: Client,
  query: OrderPayRecordQuery = {},
  options?: CallOptions,
): Promise<Paginator<OrderPayRecord>> {
  return client.get('/distribution/order/payRecords', { ...options, query: { ...query } });
}

/** GET /distribution/order/statistics (orderStatistics). */
export function statistics(
  client: Client,
  query: StatisticsQuery = {},
  options?: CallOptions,
): Promise<OrderStatistics> {
  return client.get('/distribution/order/statistics', { ...options, query: { ...query } });
}

/** GET /distribution/order/fees: paid orders' goods, shipping, discount and refunds. */
export function fees(
  client: Client,
  query: OrderFeesQuery = {},
  options?: CallOptions,
): Promise<OrderFees> {
  return client.get('/distribution/order/fees', { ...options, query: { ...query } });
}

/** POST /distribution/order/complete: the reseller confirms shipped orders as received. */
export function completeOrders(
  client: Client,
  body: OrderIdsBody,
  options?: CallOptions,
): Promise<Order[]> {
  return client.post('/distribution/order/complete', body, options);
}

/**
 * PUT /distribution/order/{id}/packaging: the packaging of an order not yet paid (one of the
 * reseller's usable templates, or null for none); its fee moves the order's total.
 */
export function setPackaging(
  client: Client,
  id: Id,
  body: OrderPackagingBody,
  options?: CallOptions,
): Promise<OrderDetail> {
  return client.put(`/distribution/order/${segment(id)}/packaging`, body, options);
}
