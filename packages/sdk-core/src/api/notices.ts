import type { CallOptions, Client } from '../client/client';
import { segment, type Id, type PageQuery, type Paginator } from './shared';

/** A system notice (spec 3). `desc` is rich text, sanitised by the server when it is saved. */
export interface Notice {
  id: number;
  title: string;
  /** ISO 8601. */
  created_at: string;
  desc: string;
  /** Shown in the dialog that opens when a reseller enters the workbench. */
  is_login_alert: boolean;
}

/** One notice with its neighbours in list order (newest first), for previous/next in the dialog. */
export interface NoticeDetail extends Notice {
  /** The newer notice before this one, or null at the top of the list. */
  prev_id: number | null;
  /** The older notice after this one, or null at the end. */
  next_id: number | null;
}

/** Published notices, newest first; `page_size` is at most 50. */
export type NoticePage = Paginator<Notice>;

/** A notice as an operator sees it: drafts too. */
export interface AdminNotice extends Notice {
  published: boolean;
  updated_at: string;
}

export type AdminNoticePage = Paginator<AdminNotice>;

/** Body of POST /admin/systemNotice; PUT takes any subset of it. */
export interface NoticeInput {
  title: string;
  /** Rich text HTML; script, event attributes and unsafe links are removed when saved. */
  desc: string;
  is_login_alert?: boolean;
  /** false keeps it a draft, hidden from resellers and visitors. Default true. */
  published?: boolean;
}

/** GET /distribution/systemNotice */
export function list(
  client: Client,
  query: PageQuery = {},
  options?: CallOptions,
): Promise<NoticePage> {
  return client.get('/distribution/systemNotice', { ...options, query: { ...query } });
}

/** GET /distribution/systemNotice/{id} */
export function get(client: Client, id: Id, options?: CallOptions): Promise<NoticeDetail> {
  return client.get(`/distribution/systemNotice/${segment(id)}`, options);
}

/**
 * GET /distribution/systemNotice/getAlterNotices: the login notices this user has not yet
 * acknowledged, newest first (the workbench dialog opens when there are any).
 */
export function listLoginNotices(client: Client, options?: CallOptions): Promise<Notice[]> {
  return client.get('/distribution/systemNotice/getAlterNotices', options);
}

/** PUT /distribution/systemNotice/{id}/read: acknowledges a login notice so it does not pop up again. */
export function markRead(client: Client, id: Id, options?: CallOptions): Promise<null> {
  return client.put(`/distribution/systemNotice/${segment(id)}/read`, undefined, options);
}

/** GET /admin/systemNotice (operator): every notice, drafts too, newest first. */
export function adminList(
  client: Client,
  query: PageQuery = {},
  options?: CallOptions,
): Promise<AdminNoticePage> {
  return client.get('/admin/systemNotice', { ...options, query: { ...query } });
}

/** POST /admin/systemNotice (operator) */
export function adminCreate(
  client: Client,
  body: NoticeInput,
  options?: CallOptions,
): Promise<AdminNotice> {
  return client.post('/admin/systemNotice', { ...body }, options);
}

/** PUT /admin/systemNotice/{id} (operator) */
export function adminUpdate(
  client: Client,
  id: Id,
  body: Partial<NoticeInput>,
  options?: CallOptions,
): Promise<AdminNotice> {
  return client.put(`/admin/systemNotice/${segment(id)}`, { ...body }, options);
}

/** DELETE /admin/systemNotice/{id} (operator) */
export function adminRemove(client: Client, id: Id, options?: CallOptions): Promise<null> {
  return client.delete(`/admin/systemNotice/${segment(id)}`, options);
}
