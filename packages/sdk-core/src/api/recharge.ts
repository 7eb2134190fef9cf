import type { CallOptions, Client } from '../client/client';
import type { YuanInput } from './catalog-admin';
import { segment, type Id, type PageQuery, type Paginator } from './shared';

/** offline: a bank transfer proven by a voucher; alipay: Alipay page pay. */
export type RechargeMethod = 'offline' | 'alipay';

/**
 * pending: waiting for an operator (offline) or for the gateway's notification (online);
 * approved / paid: credited to the balance; rejected: refused by an operator; closed: the online
 * payment was not completed.
 */
export type RechargeStatus = 'pending' | 'approved' | 'rejected' | 'paid' | 'closed';

/** One recharge request (setting/recharge). Money in yuan. */
export interface RechargeRecord {
  id: number;
  /** The merchant order number (out_trade_no for Alipay). */
  recharge_no: string;
  method: RechargeMethod;
  method_label: string;
  amount: string;
  status: RechargeStatus;
  status_label: string;
  /** The transfer voucher's picture (offline). */
  voucher_url: string | null;
  remark: string;
  reject_reason: string;
  /** The gateway's trade number once paid (online). */
  trade_no: string;
  created_at: string;
  /** When it was approved, rejected or paid. */
  finished_at: string | null;
}

/** What the recharge page shows: the bank account to transfer to and the online providers. */
export interface RechargeSettings {
  bank_account: { bank_name: string; account_name: string; account_no: string } | null;
  /** Providers configured on this server (empty: online recharge is off). */
  online_methods: RechargeMethod[];
  min_amount: string;
  max_amount: string;
}

export interface RechargeQuery extends PageQuery {
  status?: RechargeStatus;
  method?: RechargeMethod;
  /** One recharge by its number (e.g. the out_trade_no Alipay returns with). */
  recharge_no?: string;
}

export type OfflineRechargeBody = {
  amount: YuanInput;
  /** A file uploaded with type 'voucher' (StoredFile.id). */
  voucher_file_id: number;
  remark?: string;
};

export type OnlineRechargeBody = {
  amount: YuanInput;
  method: 'alipay';
  /** Where the gateway sends the browser back (must be on this site); default /setting/recharge. */
  return_path?: string;
};

/** The online payment started: open `pay_url` in the browser (the gateway's page). */
export interface OnlineRecharge {
  recharge: RechargeRecord;
  pay_url: string;
}

/** GET /distribution/recharge/settings */
export function settings(client: Client, options?: CallOptions): Promise<RechargeSettings> {
  return client.get('/distribution/recharge/settings', options);
}

/** GET /distribution/recharge: the reseller's recharges, newest first. */
export function listMine(
  client: Client,
  query: RechargeQuery = {},
  options?: CallOptions,
): Promise<Paginator<RechargeRecord>> {
  return client.get('/distribution/recharge', { ...options, query: { ...query } });
}

/** GET /distribution/recharge/{id} (to poll an online payment after returning). */
export function getMine(client: Client, id: Id, options?: CallOptions): Promise<RechargeRecord> {
  return client.get(`/distribution/recharge/${segment(id)}`, options);
}

/** POST /distribution/recharge/offline: a transfer with its voucher, for an operator to approve. */
export function createOffline(
  client: Client,
  body: OfflineRechargeBody,
  options?: CallOptions,
): Promise<RechargeRecord> {
  return client.post('/distribution/recharge/offline', body, options);
}

/** POST /distribution/recharge/online: starts a gateway payment. */
export function createOnline(
  client: Client,
  body: OnlineRechargeBody,
  options?: CallOptions,
): Promise<OnlineRecharge> {
  return client.post('/distribution/recharge/online', body, options);
}

// ── Operator (console): recharge approvals ───────────────────────────────────

export interface AdminRechargeRecord extends RechargeRecord {
  user_id: number;
  username: string;
}

export interface AdminRechargeQuery extends RechargeQuery {
  /** Part of the user name or the recharge number. */
  keyword?: string;
}

/** GET /admin/recharge */
export function adminList(
  client: Client,
  query: AdminRechargeQuery = {},
  options?: CallOptions,
): Promise<Paginator<AdminRechargeRecord>> {
  return client.get('/admin/recharge', { ...options, query: { ...query } });
}

/** POST /admin/recharge/{id}/approve: credits the balance once (a repeat changes nothing). */
export function adminApprove(
  client: Client,
  id: Id,
  options?: CallOptions,
): Promise<AdminRechargeRecord> {
  return client.post(`/admin/recharge/${segment(id)}/approve`, {}, options);
}

/** POST /admin/recharge/{id}/reject */
export function adminReject(
  client: Client,
  id: Id,
  body: { reason: string },
  options?: CallOptions,
): Promise<AdminRechargeRecord> {
  return client.post(`/admin/recharge/${segment(id)}/reject`, body, options);
}
