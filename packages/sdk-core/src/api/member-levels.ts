import type { CallOptions, Client } from '../client/client';
import { segment, type Id } from './shared';
import type { YuanInput } from './catalog-admin';
import type { GroupBalance } from './user';

/** A level of the site as 会员等级 (vipLevel) shows it to a reseller. Money in yuan. */
export interface MemberLevel {
  id: number;
  level_name: string;
  /** Accumulated recharge that reaches it. */
  threshold: string;
  /** What it costs to take it at once from the balance; null when only a recharge reaches it. */
  price: string | null;
  /** What the level gives, as the operator wrote it. */
  benefits: string;
  /** The reseller's level now. */
  current: boolean;
  /** Above the reseller's level and for sale. */
  purchasable: boolean;
}

/** The operator's view of a level (/admin/memberLevels). */
export interface AdminMemberLevel {
  id: number;
  level_name: string;
  threshold: string;
  price: string | null;
  benefits: string;
  sort: number;
  /** Resellers assigned this level. */
  members: number;
}

export interface AdminMemberLevelInput {
  level_name: string;
  /** Yuan, e.g. '1000.00'. */
  threshold: YuanInput;
  /** Yuan; null or absent: not for sale. */
  price?: YuanInput | null;
  benefits?: string;
  sort?: number;
}

/** POST /distribution/group/{id}/buy: paid once per key (a repeat answers the same level). */
export interface MemberLevelBuyBody {
  idempotency_key: string;
}

/** GET /distribution/group/levels: the site's levels, lowest first, with the caller's place. */
export function list(client: Client, options?: CallOptions): Promise<MemberLevel[]> {
  return client.get('/distribution/group/levels', options);
}

/** POST /distribution/group/{id}/buy: pays the level's price from the balance and takes it. */
export function buy(
  client: Client,
  id: Id,
  body: MemberLevelBuyBody,
  options?: CallOptions,
): Promise<GroupBalance> {
  return client.post(`/distribution/group/${segment(id)}/buy`, { ...body }, options);
}

const ADMIN = '/admin/memberLevel';

export const admin = {
  /** GET /admin/memberLevel */
  list(client: Client, options?: CallOptions): Promise<AdminMemberLevel[]> {
    return client.get(ADMIN, options);
  },
  /** POST /admin/memberLevel */
  create(client: Client, body: AdminMemberLevelInput, options?: CallOptions) {
    return client.post<AdminMemberLevel>(ADMIN, { ...body }, options);
  },
  /** PUT /admin/memberLevel/{id} */
  update(client: Client, id: Id, body: AdminMemberLevelInput, options?: CallOptions) {
    return client.put<AdminMemberLevel>(`${ADMIN}/${segment(id)}`, { ...body }, options);
  },
  /** DELETE /admin/memberLevel/{id}: its members follow their recharge again. */
  remove(client: Client, id: Id, options?: CallOptions) {
    return client.delete<null>(`${ADMIN}/${segment(id)}`, options);
  },
};
