import type { CallOptions, Client } from '../client/client';
import type { YuanInput } from './catalog-admin';
import type {
  Order,
  OrderDetail,
  OrderFilters,
  OrderIdsBody,
  OrderStatus,
  OrderStatusCounts,
} from './orders';
import { segment, type Id, type PageQuery, type Paginator } from './shared';

/** An order as operators see it: whose it is too. */
export interface AdminOrder extends Order {
  user_id: number;
  username: string;
  /** The note given when it was put on hold by an operator. */
  hold_note: string;
}

export interface AdminOrderDetail extends OrderDetail {
  user_id: number;
  username: string;
  hold_note: string;
}

export interface AdminOrderQuery extends PageQuery, OrderFilters {
  status?: OrderStatus;
  /** Part of the reseller's user name. */
  username?: string;
}

/** Print files of some orders in one zip (folders per order number). */
export interface PrintFileBundle {
  url: string;
  name: string;
  /** Print files written into the zip. */
  file_count: number;
  /** Orders whose print files are not all ready (left out of the zip), with why. */
  missing: Array<{ order_no: string; reason: string }>;
}

export type { OrderIdsBody } from './orders';

/** What shipping an order records; tracking_url is optional. */
export type OrderShipBody = { carrier: string; tracking_number: string; tracking_url?: string };

export type OrderHoldBody = OrderIdsBody & { note: string };

export type OrderRefundBody = { reason: string };

/** The status tab counts take the list's filters but no status or paging. */
export type AdminOrderCountsQuery = Omit<AdminOrderQuery, 'status' | 'page' | 'page_size'>;

/** GET /admin/order: every reseller's orders of the site (orders to produce: status=paid). */
export function list(
  client: Client,
  query: AdminOrderQuery = {},
  options?: CallOptions,
): Promise<Paginator<AdminOrder>> {
  return client.get('/admin/order', { ...options, query: { ...query } });
}

/** GET /admin/order/statusCounts */
export function statusCounts(
  client: Client,
  query: AdminOrderCountsQuery = {},
  options?: CallOptions,
): Promise<OrderStatusCounts> {
  return client.get('/admin/order/statusCounts', { ...options, query: { ...query } });
}

/** GET /admin/order/{id} */
export function get(client: Client, id: Id, options?: CallOptions): Promise<AdminOrderDetail> {
  return client.get(`/admin/order/${segment(id)}`, options);
}

/** POST /admin/order/printFiles: a zip of the print files of one or many orders. */
export function printFiles(
  client: Client,
  body: OrderIdsBody,
  options?: CallOptions,
): Promise<PrintFileBundle> {
  return client.post('/admin/order/printFiles', body, options);
}

/** POST /admin/order/startProduction: paid → in production, all or none. */
export function startProduction(
  client: Client,
  body: OrderIdsBody,
  options?: CallOptions,
): Promise<AdminOrder[]> {
  return client.post('/admin/order/startProduction', body, options);
}

/** POST /admin/order/{id}/ship: in production → shipped with carrier and tracking number. */
export function ship(
  client: Client,
  id: Id,
  body: OrderShipBody,
  options?: CallOptions,
): Promise<AdminOrder> {
  return client.post(`/admin/order/${segment(id)}/ship`, body, options);
}

/** POST /admin/order/hold: puts orders on hold (平台人工挂起) with a note, all or none. */
export function hold(
  client: Client,
  body: OrderHoldBody,
  options?: CallOptions,
): Promise<AdminOrder[]> {
  return client.post('/admin/order/hold', body, options);
}

/** POST /admin/order/release: back to the status each was held from, all or none. */
export function release(
  client: Client,
  body: OrderIdsBody,
  options?: CallOptions,
): Promise<AdminOrder[]> {
  return client.post('/admin/order/release', body, options);
}

/** POST /admin/order/{id}/refund: the whole total back to the balance (paid, not shipped). */
export function refund(
  client: Client,
  id: Id,
  body: OrderRefundBody,
  options?: CallOptions,
): Promise<AdminOrder> {
  return client.post(`/admin/order/${segment(id)}/refund`, body, options);
}

// ── Logistics methods and fees ──────────────────────────────────────────────

export interface AdminLogisticsMethod {
  id: number;
  name: string;
  first_weight_grams: number;
  first_fee: string;
  additional_weight_grams: number;
  additional_fee: string;
  delivery_time: string;
  /** ISO 3166-1 alpha-2 codes it ships to; empty: everywhere. */
  country_codes: string[];
  /** 1 offered, 0 withdrawn. */
  status: 0 | 1;
  sort: number;
}

export type AdminLogisticsInput = {
  name: string;
  first_weight_grams: number;
  first_fee: YuanInput;
  additional_weight_grams: number;
  additional_fee: YuanInput;
  delivery_time: string;
  country_codes?: string[];
  status?: 0 | 1;
  sort?: number;
};

/** GET /admin/logistics */
export function listLogistics(
  client: Client,
  options?: CallOptions,
): Promise<AdminLogisticsMethod[]> {
  return client.get('/admin/logistics', options);
}

/** POST /admin/logistics */
export function createLogistics(
  client: Client,
  body: AdminLogisticsInput,
  options?: CallOptions,
): Promise<AdminLogisticsMethod> {
  return client.post('/admin/logistics', body, options);
}

/** PUT /admin/logistics/{id} */
export function updateLogistics(
  client: Client,
  id: Id,
  body: AdminLogisticsInput,
  options?: CallOptions,
): Promise<AdminLogisticsMethod> {
  return client.put(`/admin/logistics/${segment(id)}`, body, options);
}

/** DELETE /admin/logistics/{id}: orders keep its name; it is no longer offered. */
export function removeLogistics(client: Client, id: Id, options?: CallOptions): Promise<null> {
  return client.delete(`/admin/logistics/${segment(id)}`, options);
}
