import type { CallOptions, Client } from '../client/client';
import { segment, type Id, type PageQuery, type Paginator, type ReasonInput } from './shared';

/** 个人认证 or 企业认证. */
export type VerificationKind = 'personal' | 'company';

/** 未认证, 审核中, 已认证, 已驳回. */
export type VerificationStatus = 'none' | 'pending' | 'approved' | 'rejected';

export const VERIFICATION_STATUS_LABELS: Record<VerificationStatus, string> = {
  none: '未认证',
  pending: '审核中',
  approved: '已认证',
  rejected: '已驳回',
};

export const VERIFICATION_KIND_LABELS: Record<VerificationKind, string> = {
  personal: '个人认证',
  company: '企业认证',
};

/** Which picture a document is: ID card front (人像面), back (国徽面), or the business licence. */
export type VerificationDocumentRole = 'id_front' | 'id_back' | 'licence';

/** A private document picture; `url` is a short-lived signed link handed only to its owner or an operator. */
export interface VerificationDocument {
  role: VerificationDocumentRole;
  role_label: string;
  name: string;
  url: string;
  mime: string;
}

/** 实名认证 as its owner sees it. */
export interface Verification {
  status: VerificationStatus;
  status_label: string;
  /** Null while nothing was submitted. */
  kind: VerificationKind | null;
  /** Personal: the person's name. */
  real_name: string;
  /** Personal: the ID number masked (110105********002X); the full number is kept encrypted. */
  id_number_masked: string;
  /** Company: its registered name, unified social credit code and legal person. */
  company_name: string;
  credit_code: string;
  legal_person: string;
  documents: VerificationDocument[];
  /** Why an operator refused it (已驳回); empty otherwise. */
  reject_reason: string;
  submitted_at: string | null;
  reviewed_at: string | null;
  /** A single recharge above this amount (yuan) needs 已认证 (the site's setting). */
  recharge_limit: string;
}

export interface VerificationInput {
  kind: VerificationKind;
  real_name?: string;
  id_number?: string;
  company_name?: string;
  credit_code?: string;
  legal_person?: string;
  /** Files uploaded with type 'verification' (StoredFile.id): both ID sides, or the licence. */
  id_front_file_id?: number;
  id_back_file_id?: number;
  licence_file_id?: number;
}

/** A verification in the operator's queue. */
export interface AdminVerification {
  id: number;
  user_id: number;
  username: string;
  status: VerificationStatus;
  status_label: string;
  kind: VerificationKind;
  kind_label: string;
  /** The person's name or the company's. */
  subject_name: string;
  /** The masked ID number, or the credit code. */
  number_masked: string;
  submitted_at: string;
  reviewed_at: string | null;
  reject_reason: string;
}

/** What the operator reviews: the full ID number, the legal person and the documents. */
export interface AdminVerificationDetail extends AdminVerification {
  /** The full ID number (personal) or credit code (company), to compare with the pictures. */
  number: string;
  legal_person: string;
  documents: VerificationDocument[];
}

export interface AdminVerificationQuery extends PageQuery {
  status?: Exclude<VerificationStatus, 'none'>;
  kind?: VerificationKind;
  /** Part of the user name, the person's or the company's name. */
  keyword?: string;
}

/** GET /distribution/user/authentication: my verification and the site's recharge limit. */
export function get(client: Client, options?: CallOptions): Promise<Verification> {
  return client.get('/distribution/user/authentication', options);
}

/** POST /distribution/user/authentication: submit (or resubmit after 已驳回) for review. */
export function submit(
  client: Client,
  body: VerificationInput,
  options?: CallOptions,
): Promise<Verification> {
  return client.post('/distribution/user/authentication', { ...body }, options);
}

/** GET /admin/verification (operator): the queue, oldest waiting first. */
export function adminList(
  client: Client,
  query: AdminVerificationQuery = {},
  options?: CallOptions,
): Promise<Paginator<AdminVerification>> {
  return client.get('/admin/verification', { ...options, query: { ...query } });
}

/** GET /admin/verification/{id} (operator). */
export function adminGet(
  client: Client,
  id: Id,
  options?: CallOptions,
): Promise<AdminVerificationDetail> {
  return client.get(`/admin/verification/${segment(id)}`, options);
}

/** POST /admin/verification/{id}/approve (operator): 审核中 → 已认证. */
export function approve(
  client: Client,
  id: Id,
  options?: CallOptions,
): Promise<AdminVerificationDetail> {
  return client.post(`/admin/verification/${segment(id)}/approve`, {}, options);
}

/** POST /admin/verification/{id}/reject (operator): 审核中 → 已驳回 with the reason. */
export function reject(
  client: Client,
  id: Id,
  body: ReasonInput,
  options?: CallOptions,
): Promise<AdminVerificationDetail> {
  return client.post(`/admin/verification/${segment(id)}/reject`, { ...body }, options);
}
