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

export interface Order {
  id: number;
  order_no: string;
  status: OrderStatus;
  status_label: string;
  hold_reason: OrderHoldReason | null;
  hold_reason_label: string;
  address: OrderAddress;
  logistics_id: number;
  logistics_name: string;
  shipping_fee: string;
  goods_amount: string;
  discount: string;
  total: string;
  weight_grams: number;
  item_num: number;
  paid_at: string | null;
  created_at: string;
  /** Imported orders (else null): platform code, store, the platform's id and number. */
  platform: number | null;
  store_id: number | null;
  platform_order_id: string | null;
  platform_order_name: string | null;
  platform_change: OrderPlatformChange | null;
  mapping_state: OrderMappingState | null;
  carrier: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
  shipped_at: string | null;
  tracking_push_state: TrackingPushState | null;
  tracking_push_error: string | null;
  tracking_pushed_at: string | null;
}

export interface OrderDetail extends Order {
  items: OrderItem[];
  events: OrderEventRecord[];
}

export interface OrderListQuery extends PageQuery {
  status?: OrderStatus;
  /** YYYY-MM-DD, inclusive, by the creation day in China (UTC+8). */
  start_date?: string;
  end_date?: string;
  order_no?: string;
  /** Part of the recipient's name. */
  recipient?: string;
  /** Imported orders of this platform code / store. */
  platform?: number;
  store_id?: number;
}

/** One order's answer to a bulk pay. */
export interface OrderPayResult {
  order_id: number;
  paid: boolean;
  /** 200 when paid, 4001 when the balance does not cover it, 404 / 409 otherwise. */
  status_code: number;
  msg: string;
}

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
  body: { order_ids: number[] },
  options?: CallOptions,
): Promise<Order[]> {
  return client.post('/distribution/order/cancel', body, options);
}
