import type { CallOptions, Client } from '../client/client';
import type { YuanInput } from './catalog-admin';
import { segment, type Id, type PageQuery, type Paginator } from './shared';

/** amount: a fixed sum off; percent: a share of the goods amount off. */
export type CouponKind = 'amount' | 'percent';

/** How a reseller's coupon stands: usable now, used on an order, or past its window. */
export type UserCouponStatus = 'usable' | 'used' | 'expired';

/** A coupon issued to a reseller (myCoupon). Money in yuan. */
export interface UserCoupon {
  id: number;
  coupon_id: number;
  name: string;
  kind: CouponKind;
  /** Yuan off for 'amount'; '0.00' for 'percent'. */
  amount_off: string;
  /** Percent off for 'percent' (10 = 10 % off); 0 for 'amount'. */
  percent_off: number;
  /** Goods amount the order must reach ('0.00': none). */
  min_spend: string;
  /** ISO 8601. */
  valid_from: string;
  valid_to: string;
  status: UserCouponStatus;
  status_label: string;
  used_order_id: number | null;
  used_order_no: string;
  used_at: string | null;
  issued_at: string;
}

export interface UserCouponQuery extends PageQuery {
  status?: UserCouponStatus;
}

/** Counts per status for the myCoupon tabs. */
export type UserCouponCounts = Record<UserCouponStatus, number>;

/** A page of my coupons with the counts per status. */
export type UserCouponPage = Paginator<UserCoupon> & { counts: UserCouponCounts };

/** A usable coupon with the discount it would give on the chosen cart lines (yuan). */
export type UsableCoupon = UserCoupon & { discount: string };

/** How many user coupons an issue made. */
export interface CouponsIssued {
  issued: number;
}

/** GET /distribution/myCoupon: the reseller's coupons, newest first, with counts per status. */
export function listMine(
  client: Client,
  query: UserCouponQuery = {},
  options?: CallOptions,
): Promise<UserCouponPage> {
  return client.get('/distribution/myCoupon', { ...options, query: { ...query } });
}

/** Query of GET /distribution/myCoupon/usable. */
export interface UsableCouponQuery {
  /** The cart lines' ids, comma-separated. */
  item_ids: string;
}

/**
 * GET /distribution/myCoupon/usable: coupons usable on some cart lines, each with the discount it
 * would give (best first).
 */
export function listUsable(
  client: Client,
  query: UsableCouponQuery,
  options?: CallOptions,
): Promise<UsableCoupon[]> {
  return client.get('/distribution/myCoupon/usable', { ...options, query: { ...query } });
}

// ── Operator (console) ────────────────────────────────────────────────────────

/** A coupon as operators define it. */
export interface AdminCoupon {
  id: number;
  name: string;
  kind: CouponKind;
  amount_off: string;
  percent_off: number;
  min_spend: string;
  valid_from: string;
  valid_to: string;
  /** 1 can be issued, 0 withdrawn (issued ones stay usable). */
  status: 0 | 1;
  issued_count: number;
  used_count: number;
  created_at: string;
}

export type AdminCouponInput = {
  name: string;
  kind: CouponKind;
  /** For 'amount'. */
  amount_off?: YuanInput;
  /** For 'percent': 1–99. */
  percent_off?: number;
  min_spend?: YuanInput;
  /** ISO 8601; valid_to after valid_from. */
  valid_from: string;
  valid_to: string;
  status?: 0 | 1;
};

export interface AdminCouponQuery extends PageQuery {
  keyword?: string;
  status?: 0 | 1;
}

/** Whom to issue to: user names (resellers of the site), each gets `quantity` coupons. */
export type IssueCouponBody = {
  usernames: string[];
  quantity?: number;
};

/** GET /admin/coupon */
export function adminList(
  client: Client,
  query: AdminCouponQuery = {},
  options?: CallOptions,
): Promise<Paginator<AdminCoupon>> {
  return client.get('/admin/coupon', { ...options, query: { ...query } });
}

/** POST /admin/coupon */
export function adminCreate(
  client: Client,
  body: AdminCouponInput,
  options?: CallOptions,
): Promise<AdminCoupon> {
  return client.post('/admin/coupon', body, options);
}

/** PUT /admin/coupon/{id}: terms of coupons already issued change too, unless used. */
export function adminUpdate(
  client: Client,
  id: Id,
  body: AdminCouponInput,
  options?: CallOptions,
): Promise<AdminCoupon> {
  return client.put(`/admin/coupon/${segment(id)}`, body, options);
}

/** DELETE /admin/coupon/{id}: only a coupon never issued. */
export function adminRemove(client: Client, id: Id, options?: CallOptions): Promise<null> {
  return client.delete(`/admin/coupon/${segment(id)}`, options);
}

/** POST /admin/coupon/{id}/issue: answers how many user coupons were made. */
export function adminIssue(
  client: Client,
  id: Id,
  body: IssueCouponBody,
  options?: CallOptions,
): Promise<CouponsIssued> {
  return client.post(`/admin/coupon/${segment(id)}/issue`, body, options);
}
