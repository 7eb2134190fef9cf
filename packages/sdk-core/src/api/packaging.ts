import type { CallOptions, Client } from '../client/client';
import type { DesignDocument } from './design-document';
import {
  segment,
  type Id,
  type IdempotentInput,
  type PageQuery,
  type Paginator,
  type ReasonInput,
} from './shared';

/** What the packaging is: 吊牌 (branded insert), 贴纸 (label), 包装袋 (bag), 包装盒 (box). */
export type PackagingKind = 'insert' | 'label' | 'bag' | 'box';

/** 待审核, 已驳回, 已通过 (waiting for the set-up fee), 可使用 (paid, chosen at checkout). */
export type PackagingStatus = 'pending' | 'rejected' | 'approved' | 'active';

export const PACKAGING_KIND_LABELS: Record<PackagingKind, string> = {
  insert: '吊牌',
  label: '贴纸',
  bag: '包装袋',
  box: '包装盒',
};

export const PACKAGING_STATUS_LABELS: Record<PackagingStatus, string> = {
  pending: '待审核',
  rejected: '已驳回',
  approved: '已通过',
  active: '可使用',
};

/** What a packaging kind prints on when designed in the editor: its real print size. */
export interface PackagingPrintSize {
  kind: PackagingKind;
  kind_label: string;
  width_mm: number;
  height_mm: number;
  dpi: number;
}

/** The design file; `url` is a short-lived signed link (a private file). */
export interface PackagingFile {
  name: string;
  url: string;
  mime: string;
}

/** A reseller's packaging template (包装模板). */
export interface PackagingTemplate {
  id: number;
  kind: PackagingKind;
  kind_label: string;
  name: string;
  note: string;
  status: PackagingStatus;
  status_label: string;
  /** The uploaded file, or the print file the server rendered from the editor's design. */
  design_file: PackagingFile;
  /** The design made in the editor (reopened to edit it); null for an uploaded file. */
  design_document: DesignDocument | null;
  /** Why the operators rejected it ('' unless rejected). */
  reject_reason: string;
  /** The one-off set-up fee (yuan) the approval set; null before approval. */
  setup_fee: string | null;
  /** What each order using it adds (yuan); null before approval. */
  per_order_fee: string | null;
  paid_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface AdminPackagingTemplate extends PackagingTemplate {
  user_id: number;
  username: string;
}

export interface PackagingQuery extends PageQuery {
  status?: PackagingStatus;
  kind?: PackagingKind;
  /** Part of the name (the console: the username too). */
  keyword?: string;
}

/**
 * A new template: its design is either a file uploaded with type 'file' (StoredFile.id) or a
 * design document made in the editor on the kind's print size (exactly one of the two).
 */
export interface PackagingInput {
  kind: PackagingKind;
  name: string;
  design_file_id?: number;
  design_document?: DesignDocument;
  note?: string;
}

/** An edit: with neither design_file_id nor design_document the template keeps its design. */
export type PackagingUpdate = PackagingInput;

export interface PackagingApproveBody {
  /** The one-off set-up fee (yuan). */
  setup_fee: string;
  /** The fee each order using the template adds (yuan). */
  per_order_fee: string;
}

// ── Reseller (bottomTemplateIndex, bottomTemplateCreate, payBottomTemplate) ───

/** GET /distribution/bottomTemplate: the reseller's templates, newest first. */
export function list(
  client: Client,
  query: PackagingQuery = {},
  options?: CallOptions,
): Promise<Paginator<PackagingTemplate>> {
  return client.get('/distribution/bottomTemplate', { ...options, query: { ...query } });
}

/** GET /distribution/bottomTemplate/usable: the paid templates an order may use. */
export function usable(client: Client, options?: CallOptions): Promise<PackagingTemplate[]> {
  return client.get('/distribution/bottomTemplate/usable', options);
}

/** GET /distribution/bottomTemplate/printSizes: each kind's print area for the editor. */
export function printSizes(client: Client, options?: CallOptions): Promise<PackagingPrintSize[]> {
  return client.get('/distribution/bottomTemplate/printSizes', options);
}

/** GET /distribution/bottomTemplate/{id} */
export function get(client: Client, id: Id, options?: CallOptions): Promise<PackagingTemplate> {
  return client.get(`/distribution/bottomTemplate/${segment(id)}`, options);
}

/** POST /distribution/bottomTemplate: submits a new template for review. */
export function create(
  client: Client,
  body: PackagingInput,
  options?: CallOptions,
): Promise<PackagingTemplate> {
  return client.post('/distribution/bottomTemplate', { ...body }, options);
}

/**
 * PUT /distribution/bottomTemplate/{id}: edits a pending, rejected or approved-but-unpaid one and
 * submits it again (an approved one loses its fees and is reviewed again).
 */
export function update(
  client: Client,
  id: Id,
  body: PackagingUpdate,
  options?: CallOptions,
): Promise<PackagingTemplate> {
  return client.put(`/distribution/bottomTemplate/${segment(id)}`, { ...body }, options);
}

/** POST /distribution/bottomTemplate/{id}/pay: the set-up fee from the balance, once. */
export function pay(
  client: Client,
  id: Id,
  body: IdempotentInput,
  options?: CallOptions,
): Promise<PackagingTemplate> {
  return client.post(`/distribution/bottomTemplate/${segment(id)}/pay`, { ...body }, options);
}

// ── Operator (console) ───────────────────────────────────────────────────────

/** GET /admin/bottomTemplate: the site's templates, newest first. */
export function adminList(
  client: Client,
  query: PackagingQuery = {},
  options?: CallOptions,
): Promise<Paginator<AdminPackagingTemplate>> {
  return client.get('/admin/bottomTemplate', { ...options, query: { ...query } });
}

/** POST /admin/bottomTemplate/{id}/approve: with the set-up fee and the per-order fee. */
export function adminApprove(
  client: Client,
  id: Id,
  body: PackagingApproveBody,
  options?: CallOptions,
): Promise<AdminPackagingTemplate> {
  return client.post(`/admin/bottomTemplate/${segment(id)}/approve`, { ...body }, options);
}

/** POST /admin/bottomTemplate/{id}/reject: with the reason the reseller reads. */
export function adminReject(
  client: Client,
  id: Id,
  body: ReasonInput,
  options?: CallOptions,
): Promise<AdminPackagingTemplate> {
  return client.post(`/admin/bottomTemplate/${segment(id)}/reject`, { ...body }, options);
}
