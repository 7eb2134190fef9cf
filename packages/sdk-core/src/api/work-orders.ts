import type { CallOptions, Client } from '../client/client';
import { segment, type Id, type PageQuery, type Paginator } from './shared';

/** What a ticket is about: 质量问题, 错发漏发, 物流丢件, 修改地址, 其他. */
export type WorkOrderType = 'quality' | 'wrong_item' | 'lost_parcel' | 'address_change' | 'other';

/** 待处理, 处理中, 待确认, 已完成, 已关闭. */
export type WorkOrderStatus = 'pending' | 'processing' | 'awaiting_confirm' | 'done' | 'closed';

export const WORK_ORDER_TYPE_LABELS: Record<WorkOrderType, string> = {
  quality: '质量问题',
  wrong_item: '错发漏发',
  lost_parcel: '物流丢件',
  address_change: '修改地址',
  other: '其他',
};

export const WORK_ORDER_STATUS_LABELS: Record<WorkOrderStatus, string> = {
  pending: '待处理',
  processing: '处理中',
  awaiting_confirm: '待确认',
  done: '已完成',
  closed: '已关闭',
};

/** A private file attached to a ticket or a reply; `url` is a short-lived signed link. */
export interface WorkOrderFile {
  name: string;
  url: string;
  mime: string;
}

/** An order line the ticket is about. */
export interface WorkOrderLine {
  id: number;
  name: string;
  sku_text: string;
  quantity: number;
}

/** A ticket as the lists show it. */
export interface WorkOrder {
  id: number;
  ticket_no: string;
  type: WorkOrderType;
  type_label: string;
  status: WorkOrderStatus;
  status_label: string;
  order_id: number | null;
  order_no: string;
  description: string;
  /** Replies from the other side not yet read by whoever asks (reseller or operator). */
  unread: number;
  created_at: string;
  updated_at: string;
}

/** A ticket as the console lists it: whose it is too. */
export interface AdminWorkOrder extends WorkOrder {
  user_id: number;
  username: string;
}

/** One message of a ticket's conversation. */
export interface WorkOrderMessage {
  id: number;
  /** reseller: the ticket's owner (or a sub-account); operator: the platform; system: a state change. */
  author: 'reseller' | 'operator' | 'system';
  author_name: string;
  content: string;
  attachments: WorkOrderFile[];
  created_at: string;
}

export interface WorkOrderDetail extends WorkOrder {
  lines: WorkOrderLine[];
  photos: WorkOrderFile[];
  messages: WorkOrderMessage[];
  /** The moves the asking side may make now, e.g. ['reply', 'close', 'confirm']. */
  actions: WorkOrderAction[];
}

export interface AdminWorkOrderDetail extends WorkOrderDetail {
  user_id: number;
  username: string;
}

export type WorkOrderAction = 'reply' | 'take' | 'ask_confirm' | 'confirm' | 'close';

export interface WorkOrderQuery extends PageQuery {
  status?: WorkOrderStatus;
  type?: WorkOrderType;
  /** Created on or after this day (YYYY-MM-DD, the site's day). */
  start_date?: string;
  /** Created on or before this day (inclusive). */
  end_date?: string;
  /** Part of the ticket number or the order number (the console: the username too). */
  keyword?: string;
  /** Tickets about this order. */
  order_id?: number;
}

export interface WorkOrderInput {
  type: WorkOrderType;
  /** Required for every type but 'other'. */
  order_id?: number;
  /** Lines of that order the ticket is about. */
  order_item_ids?: number[];
  description: string;
  /** Files uploaded with type 'file' (StoredFile.id), at most 9. */
  photo_file_ids?: number[];
}

/** Orders to file a work order about: the latest, or found by order number or id. */
export interface WorkOrderOrderQuery {
  keyword?: string;
  order_id?: number;
}

/** An operator's optional note when asking the reseller to confirm, or when closing. */
export interface WorkOrderNote {
  content?: string;
}

export interface WorkOrderReply {
  content: string;
  /** Files uploaded with type 'file' (StoredFile.id), at most 9. */
  file_ids?: number[];
}

/** An order the reseller may open a ticket about, with its lines. */
export interface WorkOrderOrderChoice {
  id: number;
  order_no: string;
  status_label: string;
  created_at: string;
  lines: WorkOrderLine[];
}

// ── Reseller (workOrderIndex / workOrderCreate) ──────────────────────────────

/** GET /distribution/workOrder: the reseller's tickets, newest first. */
export function list(
  client: Client,
  query: WorkOrderQuery = {},
  options?: CallOptions,
): Promise<Paginator<WorkOrder>> {
  return client.get('/distribution/workOrder', { ...options, query: { ...query } });
}

export interface WorkOrderUnread {
  unread: number;
}

/** GET /distribution/workOrder/unread: replies not yet read, over all tickets (the badge). */
export function unread(client: Client, options?: CallOptions): Promise<WorkOrderUnread> {
  return client.get('/distribution/workOrder/unread', options);
}

/** GET /distribution/workOrder/orders: the reseller's orders to choose from, with their lines. */
export function orderChoices(
  client: Client,
  query: WorkOrderOrderQuery = {},
  options?: CallOptions,
): Promise<WorkOrderOrderChoice[]> {
  return client.get('/distribution/workOrder/orders', { ...options, query: { ...query } });
}

/** GET /distribution/workOrder/{id}: the ticket and its conversation; marks the replies read. */
export function get(client: Client, id: Id, options?: CallOptions): Promise<WorkOrderDetail> {
  return client.get(`/distribution/workOrder/${segment(id)}`, options);
}

/** POST /distribution/workOrder */
export function create(
  client: Client,
  body: WorkOrderInput,
  options?: CallOptions,
): Promise<WorkOrderDetail> {
  return client.post('/distribution/workOrder', { ...body }, options);
}

/** POST /distribution/workOrder/{id}/reply */
export function reply(
  client: Client,
  id: Id,
  body: WorkOrderReply,
  options?: CallOptions,
): Promise<WorkOrderDetail> {
  return client.post(`/distribution/workOrder/${segment(id)}/reply`, { ...body }, options);
}

/** POST /distribution/workOrder/{id}/confirm: 待确认 → 已完成. */
export function confirm(client: Client, id: Id, options?: CallOptions): Promise<WorkOrderDetail> {
  return client.post(`/distribution/workOrder/${segment(id)}/confirm`, {}, options);
}

/** POST /distribution/workOrder/{id}/close: an open ticket → 已关闭. */
export function close(client: Client, id: Id, options?: CallOptions): Promise<WorkOrderDetail> {
  return client.post(`/distribution/workOrder/${segment(id)}/close`, {}, options);
}

// ── Operator (console) ───────────────────────────────────────────────────────

/** GET /admin/workOrder: the site's tickets, newest first. */
export function adminList(
  client: Client,
  query: WorkOrderQuery = {},
  options?: CallOptions,
): Promise<Paginator<AdminWorkOrder>> {
  return client.get('/admin/workOrder', { ...options, query: { ...query } });
}

/** GET /admin/workOrder/{id}: marks the reseller's replies read for the operators. */
export function adminGet(
  client: Client,
  id: Id,
  options?: CallOptions,
): Promise<AdminWorkOrderDetail> {
  return client.get(`/admin/workOrder/${segment(id)}`, options);
}

/** POST /admin/workOrder/{id}/take: 待处理 → 处理中. */
export function adminTake(
  client: Client,
  id: Id,
  options?: CallOptions,
): Promise<AdminWorkOrderDetail> {
  return client.post(`/admin/workOrder/${segment(id)}/take`, {}, options);
}

/** POST /admin/workOrder/{id}/reply: answers (a 待处理 ticket becomes 处理中); messages the reseller. */
export function adminReply(
  client: Client,
  id: Id,
  body: WorkOrderReply,
  options?: CallOptions,
): Promise<AdminWorkOrderDetail> {
  return client.post(`/admin/workOrder/${segment(id)}/reply`, { ...body }, options);
}

/** POST /admin/workOrder/{id}/askConfirm: 处理中 → 待确认, with an optional note. */
export function adminAskConfirm(
  client: Client,
  id: Id,
  body: WorkOrderNote = {},
  options?: CallOptions,
): Promise<AdminWorkOrderDetail> {
  return client.post(`/admin/workOrder/${segment(id)}/askConfirm`, { ...body }, options);
}

/** POST /admin/workOrder/{id}/close: an open ticket → 已关闭, with an optional note. */
export function adminClose(
  client: Client,
  id: Id,
  body: WorkOrderNote = {},
  options?: CallOptions,
): Promise<AdminWorkOrderDetail> {
  return client.post(`/admin/workOrder/${segment(id)}/close`, { ...body }, options);
}
