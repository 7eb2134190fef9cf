import type { CallOptions, Client } from '../client/client';
import { segment, type Id, type PageQuery, type Paginator } from './shared';
import type { WorkOrderFile } from './work-orders';

/** What the reseller asks for: 退款到余额, 重新印制 (a free replacement), 部分退款. */
export type OrderReturnResolution = 'refund' | 'reprint' | 'partial_refund';

/** 待审核, 待补充资料, 已通过, 已驳回, 已撤销. */
export type OrderReturnStatus = 'pending' | 'needs_info' | 'approved' | 'rejected' | 'cancelled';

/** The moves on a return: the reseller's (resubmit, cancel) and the operators' (the rest). */
export type OrderReturnAction = 'resubmit' | 'cancel' | 'approve' | 'reject' | 'ask_info';

export const ORDER_RETURN_RESOLUTION_LABELS: Record<OrderReturnResolution, string> = {
  refund: '退款到余额',
  reprint: '重新印制',
  partial_refund: '部分退款',
};

export const ORDER_RETURN_STATUS_LABELS: Record<OrderReturnStatus, string> = {
  pending: '待审核',
  needs_info: '待补充资料',
  approved: '已通过',
  rejected: '已驳回',
  cancelled: '已撤销',
};

/** A private photo of a return; `url` is a short-lived signed link. */
export type OrderReturnFile = WorkOrderFile;

/** A shipped line of the order and how many of it the return is about. */
export interface OrderReturnLine {
  order_item_id: number;
  name: string;
  sku_text: string;
  /** Units returned. */
  quantity: number;
  /** What one unit cost when ordered (yuan). */
  unit_price: string;
}

/** A return or reprint request as the lists show it. */
export interface OrderReturn {
  id: number;
  /** TH + the site's day + the id, e.g. TH20261126000007. */
  return_no: string;
  order_id: number;
  order_no: string;
  status: OrderReturnStatus;
  status_label: string;
  resolution: OrderReturnResolution;
  resolution_label: string;
  reason: string;
  /** Units over all lines. */
  item_num: number;
  /** The amount a partial refund asks for (yuan), or null. */
  requested_amount: string | null;
  /** What was refunded to the balance on approval (yuan), or null. */
  approved_amount: string | null;
  /** The free replacement order an approved reprint created. */
  replacement_order_id: number | null;
  replacement_order_no: string;
  /** The operators' last word: why it was rejected, what more they need, or the approval note. */
  operator_note: string;
  created_at: string;
  updated_at: string;
}

export interface AdminOrderReturn extends OrderReturn {
  user_id: number;
  username: string;
}

/** One step of a return's history: who did what, with their note and photos. */
export interface OrderReturnEvent {
  action: 'apply' | OrderReturnAction;
  action_label: string;
  author: 'reseller' | 'operator';
  author_name: string;
  note: string;
  photos: OrderReturnFile[];
  created_at: string;
}

export interface OrderReturnDetail extends OrderReturn {
  lines: OrderReturnLine[];
  photos: OrderReturnFile[];
  history: OrderReturnEvent[];
  /** The moves the asking side may make now. */
  actions: OrderReturnAction[];
  /**
   * The most a refund of these lines may give back now (yuan): what was paid for them, never more
   * than the order's total less what was already refunded on it.
   */
  max_refund: string;
}

export interface AdminOrderReturnDetail extends OrderReturnDetail {
  user_id: number;
  username: string;
}

export interface OrderReturnQuery extends PageQuery {
  status?: OrderReturnStatus;
  resolution?: OrderReturnResolution;
  /** Created on or after this day (YYYY-MM-DD, the site's day). */
  start_date?: string;
  end_date?: string;
  /** Part of the return number or the order number (the console: the username too). */
  keyword?: string;
  order_id?: number;
}

export interface OrderReturnInput {
  order_id: number;
  /** Shipped lines of that order and how many of each (at most what shipped, less earlier returns). */
  lines: Array<{ order_item_id: number; quantity: number }>;
  resolution: OrderReturnResolution;
  reason: string;
  /** Files uploaded with type 'file' (StoredFile.id), at most 9. */
  photo_file_ids?: number[];
  /** For a partial refund: the amount asked for (yuan). */
  requested_amount?: string;
}

/** The reseller's answer to 待补充资料: more words and photos, and the request goes back to review. */
export interface OrderReturnResubmit {
  note: string;
  photo_file_ids?: number[];
}

/** Shipped orders to ask about: the latest 20, or found by order number or id. */
export interface ReturnableOrderQuery {
  keyword?: string;
  order_id?: number;
}

/** The console approves with the refund amount (yuan; a partial refund's) and a note. */
export interface OrderReturnApproveBody {
  amount?: string;
  note?: string;
}

export interface OrderReturnRejectBody {
  reason: string;
}

/** 待补充资料: what the reseller is asked to add. */
export interface OrderReturnAskInfoBody {
  note: string;
}

/** A shipped line and how many of it may still be returned. */
export interface ReturnableLine {
  id: number;
  name: string;
  sku_text: string;
  quantity: number;
  unit_price: string;
  returnable: number;
}

/** An order the reseller may ask a return for: shipped, with its time limit. */
export interface ReturnableOrder {
  id: number;
  order_no: string;
  status_label: string;
  shipped_at: string | null;
  /** The delivered event, or shipping time plus the method's delivery days. */
  delivered_at: string | null;
  /** The last moment to ask (delivered_at plus the site's return window). */
  deadline: string | null;
  /** Why no return can be asked now (not shipped, past the time limit), or ''. */
  refusal: string;
  lines: ReturnableLine[];
}

// ── Reseller (orderReturnApply) ──────────────────────────────────────────────

/** GET /distribution/orderReturn: the reseller's returns, newest first. */
export function list(
  client: Client,
  query: OrderReturnQuery = {},
  options?: CallOptions,
): Promise<Paginator<OrderReturn>> {
  return client.get('/distribution/orderReturn', { ...options, query: { ...query } });
}

/** GET /distribution/orderReturn/orders: shipped orders to ask about (latest 20, or by number). */
export function returnableOrders(
  client: Client,
  query: ReturnableOrderQuery = {},
  options?: CallOptions,
): Promise<ReturnableOrder[]> {
  return client.get('/distribution/orderReturn/orders', { ...options, query: { ...query } });
}

/** GET /distribution/orderReturn/{id} */
export function get(client: Client, id: Id, options?: CallOptions): Promise<OrderReturnDetail> {
  return client.get(`/distribution/orderReturn/${segment(id)}`, options);
}

/** POST /distribution/orderReturn: asks for a return or reprint of shipped lines. */
export function apply(
  client: Client,
  body: OrderReturnInput,
  options?: CallOptions,
): Promise<OrderReturnDetail> {
  return client.post('/distribution/orderReturn', { ...body }, options);
}

/** POST /distribution/orderReturn/{id}/resubmit: 待补充资料 → 待审核 with more details. */
export function resubmit(
  client: Client,
  id: Id,
  body: OrderReturnResubmit,
  options?: CallOptions,
): Promise<OrderReturnDetail> {
  return client.post(`/distribution/orderReturn/${segment(id)}/resubmit`, { ...body }, options);
}

/** POST /distribution/orderReturn/{id}/cancel: withdraws a request not yet decided. */
export function cancel(client: Client, id: Id, options?: CallOptions): Promise<OrderReturnDetail> {
  return client.post(`/distribution/orderReturn/${segment(id)}/cancel`, {}, options);
}

// ── Operator (console) ───────────────────────────────────────────────────────

/** GET /admin/orderReturn: the site's returns, newest first. */
export function adminList(
  client: Client,
  query: OrderReturnQuery = {},
  options?: CallOptions,
): Promise<Paginator<AdminOrderReturn>> {
  return client.get('/admin/orderReturn', { ...options, query: { ...query } });
}

/** GET /admin/orderReturn/{id} */
export function adminGet(
  client: Client,
  id: Id,
  options?: CallOptions,
): Promise<AdminOrderReturnDetail> {
  return client.get(`/admin/orderReturn/${segment(id)}`, options);
}

/**
 * POST /admin/orderReturn/{id}/approve: a refund gives `amount` (yuan; by default what was paid
 * for the lines, at most max_refund) back to the balance once; a reprint creates a free order.
 */
export function adminApprove(
  client: Client,
  id: Id,
  body: OrderReturnApproveBody = {},
  options?: CallOptions,
): Promise<AdminOrderReturnDetail> {
  return client.post(`/admin/orderReturn/${segment(id)}/approve`, { ...body }, options);
}

/** POST /admin/orderReturn/{id}/reject: with the reason the reseller reads. */
export function adminReject(
  client: Client,
  id: Id,
  body: OrderReturnRejectBody,
  options?: CallOptions,
): Promise<AdminOrderReturnDetail> {
  return client.post(`/admin/orderReturn/${segment(id)}/reject`, { ...body }, options);
}

/** POST /admin/orderReturn/{id}/askInfo: 待审核 → 待补充资料 with what is needed. */
export function adminAskInfo(
  client: Client,
  id: Id,
  body: OrderReturnAskInfoBody,
  options?: CallOptions,
): Promise<AdminOrderReturnDetail> {
  return client.post(`/admin/orderReturn/${segment(id)}/askInfo`, { ...body }, options);
}
