import type { CallOptions, Client } from '../client/client';
import { segment, type Id, type PageQuery, type Paginator } from './shared';

/**
 * 待接单 (paid, no designer yet; the reseller may cancel for a refund), 设计中, 待验收 (files
 * delivered), 修改中 (a revision asked for), 已完成 (accepted: the files are in the gallery), 已取消.
 */
export type DesignOrderStatus =
  'pending' | 'in_progress' | 'delivered' | 'revising' | 'accepted' | 'cancelled';

export const DESIGN_ORDER_STATUS_LABELS: Record<DesignOrderStatus, string> = {
  pending: '待接单',
  in_progress: '设计中',
  delivered: '待验收',
  revising: '修改中',
  accepted: '已完成',
  cancelled: '已取消',
};

/** What happened to a design order, in order. */
export type DesignEventKind =
  'created' | 'taken' | 'delivered' | 'revision' | 'accepted' | 'cancelled';

/** A private file of a design order; `url` is a short-lived signed link. */
export interface DesignFile {
  name: string;
  url: string;
  mime: string;
}

export interface DesignOrderEvent {
  id: number;
  kind: DesignEventKind;
  kind_label: string;
  /** The revision request, the delivery note … ('' when none). */
  note: string;
  /** A delivery's design files. */
  files: DesignFile[];
  /** A delivery's mockups (the design shown on the product). */
  mockups: DesignFile[];
  actor_name: string;
  created_at: string;
}

/** A reseller's design order (设计服务). */
export interface DesignOrder {
  id: number;
  /** SJ + the site's day + the id. */
  order_no: string;
  item_id: number;
  item_name: string;
  /** Yuan paid from the balance. */
  price: string;
  brief: string;
  references: DesignFile[];
  product_id: number | null;
  product_name: string;
  size_name: string;
  /** YYYY-MM-DD. */
  deadline: string;
  status: DesignOrderStatus;
  status_label: string;
  designer_name: string;
  revisions_used: number;
  revisions_included: number;
  /** The materials the accepted files became in the reseller's gallery. */
  material_ids: number[];
  events: DesignOrderEvent[];
  created_at: string;
  updated_at: string;
}

export interface AdminDesignOrder extends DesignOrder {
  user_id: number;
  username: string;
  designer_id: number | null;
}

export interface DesignOrderQuery extends PageQuery {
  status?: DesignOrderStatus;
  /** Order number or brief (the console: the username too). */
  keyword?: string;
}

export interface AdminDesignOrderQuery extends DesignOrderQuery {
  /** 1: only the orders the signed-in designer took. */
  mine?: 0 | 1;
}

export interface DesignOrderInput {
  /** A design line of the price list (ServicePriceItem of kind 'design'). */
  item_id: number;
  brief: string;
  /** References uploaded with type 'file' (StoredFile.id). */
  reference_file_ids?: number[];
  product_id: number;
  size_id: number;
  /** YYYY-MM-DD, today or later in the site's time zone. */
  deadline: string;
  /** The same key twice places (and pays) one order. */
  idempotency_key: string;
}

/** Body of POST /distribution/designService/{id}/revise. */
export interface DesignRevisionInput {
  note: string;
}

export interface DesignDeliveryInput {
  /** Design files uploaded with type 'file'. */
  file_ids: number[];
  mockup_ids?: number[];
  note?: string;
}

/** An operator account with the designer role. */
export interface Designer {
  id: number;
  username: string;
  nickname: string;
  status: 'active' | 'disabled';
  created_at: string;
}

export interface DesignerInput {
  username: string;
  password: string;
  nickname?: string;
}

// ── Reseller (valueAddedServicesDesign, serviceDesign) ───────────────────────

/** GET /distribution/designService: the reseller's design orders, newest first. */
export function list(
  client: Client,
  query: DesignOrderQuery = {},
  options?: CallOptions,
): Promise<Paginator<DesignOrder>> {
  return client.get('/distribution/designService', { ...options, query: { ...query } });
}

/** GET /distribution/designService/{id} */
export function get(client: Client, id: Id, options?: CallOptions): Promise<DesignOrder> {
  return client.get(`/distribution/designService/${segment(id)}`, options);
}

/** POST /distribution/designService: orders a design, paid from the balance. */
export function create(
  client: Client,
  body: DesignOrderInput,
  options?: CallOptions,
): Promise<DesignOrder> {
  return client.post('/distribution/designService', { ...body }, options);
}

/** POST /distribution/designService/{id}/revise: asks for a revision of the delivered files. */
export function revise(
  client: Client,
  id: Id,
  body: DesignRevisionInput,
  options?: CallOptions,
): Promise<DesignOrder> {
  return client.post(`/distribution/designService/${segment(id)}/revise`, { ...body }, options);
}

/** POST /distribution/designService/{id}/accept: the delivered files go to the gallery. */
export function accept(client: Client, id: Id, options?: CallOptions): Promise<DesignOrder> {
  return client.post(`/distribution/designService/${segment(id)}/accept`, {}, options);
}

/** POST /distribution/designService/{id}/cancel: before a designer takes it; refunds the price. */
export function cancel(client: Client, id: Id, options?: CallOptions): Promise<DesignOrder> {
  return client.post(`/distribution/designService/${segment(id)}/cancel`, {}, options);
}

// ── Operator and designers (console) ─────────────────────────────────────────

/** GET /admin/designService: the queue. */
export function adminList(
  client: Client,
  query: AdminDesignOrderQuery = {},
  options?: CallOptions,
): Promise<Paginator<AdminDesignOrder>> {
  return client.get('/admin/designService', { ...options, query: { ...query } });
}

/** GET /admin/designService/{id} */
export function adminGet(client: Client, id: Id, options?: CallOptions): Promise<AdminDesignOrder> {
  return client.get(`/admin/designService/${segment(id)}`, options);
}

/** POST /admin/designService/{id}/take: the signed-in designer takes a waiting order. */
export function adminTake(
  client: Client,
  id: Id,
  options?: CallOptions,
): Promise<AdminDesignOrder> {
  return client.post(`/admin/designService/${segment(id)}/take`, {}, options);
}

/** POST /admin/designService/{id}/deliver: files and mockups for the reseller to check. */
export function adminDeliver(
  client: Client,
  id: Id,
  body: DesignDeliveryInput,
  options?: CallOptions,
): Promise<AdminDesignOrder> {
  return client.post(`/admin/designService/${segment(id)}/deliver`, { ...body }, options);
}

/** GET /admin/designService/designers */
export function adminDesigners(client: Client, options?: CallOptions): Promise<Designer[]> {
  return client.get('/admin/designService/designers', options);
}

/** POST /admin/designService/designers: an operator account with the designer role. */
export function adminCreateDesigner(
  client: Client,
  body: DesignerInput,
  options?: CallOptions,
): Promise<Designer> {
  return client.post('/admin/designService/designers', { ...body }, options);
}
