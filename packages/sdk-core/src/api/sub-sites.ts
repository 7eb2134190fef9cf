import type { CallOptions, Client } from '../client/client';
import type { PageQuery, Paginator } from './shared';

/** 待验证 until the DNS TXT record is found, then 已生效 (the domain opens the sub-site). */
export type SubSiteStatus = 'none' | 'pending' | 'verified';

export const SUB_SITE_STATUS_LABELS: Record<SubSiteStatus, string> = {
  none: '未开通',
  pending: '待验证',
  verified: '已生效',
};

/** The spec's site config fields a sub-site brands itself with (spec section 3, Config). */
export interface SubSiteBrand {
  domain_name: string;
  domain_ico_img: string;
  domain_logo_1: string;
  domain_logo_2: string;
  domain_license_no: string;
  customer_qr_code: string;
  customer_phone: string;
  customer_email: string;
  customer_address: string;
}

/** The owner's markup on one blank category; `markup_percent` null: the default markup applies. */
export interface SubSiteCategoryMarkup {
  category_id: number;
  parent_id: number;
  name: string;
  markup_percent: number | null;
}

/** The `domain` screen's sub-site: may the reseller open one, and its settings and DNS check. */
export interface SubSite extends SubSiteBrand {
  /** Whether the reseller's level is one the operator allows (and so may save). */
  allowed: boolean;
  /** Why not, in Chinese; empty when allowed. */
  refusal: string;
  level_name: string;
  allowed_levels: string[];
  status: SubSiteStatus;
  status_label: string;
  /** Lower case host name without port; empty before the first save. */
  host: string;
  /** The TXT record to publish: its name and value. */
  txt_name: string;
  txt_value: string;
  verified_at: string | null;
  /** Percent added to the platform's price of a category without its own markup. */
  default_markup_percent: number;
  categories: SubSiteCategoryMarkup[];
  customer_count: number;
  /** Markup credited so far less what refunds took back (yuan). */
  earned: string;
  /** Markup refunds took back that the balance did not cover: taken from the next markup credits (yuan). */
  markup_owed: string;
}

export interface SubSiteInput extends SubSiteBrand {
  host: string;
  default_markup_percent: number;
  markups: Array<{ category_id: number; markup_percent: number }>;
}

/** An account registered on the owner's sub-site. */
export interface SubSiteCustomer {
  id: number;
  username: string;
  phone: string;
  created_at: string;
  order_count: number;
  /** What their paid orders came to (yuan). */
  paid_amount: string;
  /** The markup credited from their orders, less what refunds took back (yuan). */
  earned: string;
}

/** An order of one of the owner's customers. */
export interface SubSiteOrder {
  order_id: number;
  order_no: string;
  customer_id: number;
  customer_name: string;
  status: string;
  status_label: string;
  total: string;
  markup: string;
  credited: boolean;
  created_at: string;
}

export interface SubSiteOrderQuery extends PageQuery {
  customer_id?: number;
}

/** GET /distribution/subSite: my sub-site (or what opening one needs). */
export function get(client: Client, options?: CallOptions): Promise<SubSite> {
  return client.get('/distribution/subSite', options);
}

/** PUT /distribution/subSite: open or change it; a new host must be verified again. */
export function save(client: Client, body: SubSiteInput, options?: CallOptions): Promise<SubSite> {
  return client.put('/distribution/subSite', { ...body }, options);
}

/** POST /distribution/subSite/verify: look the TXT record up now. */
export function verify(client: Client, options?: CallOptions): Promise<SubSite> {
  return client.post('/distribution/subSite/verify', {}, options);
}

/** GET /distribution/subSite/customers: the accounts registered on my sub-site. */
export function customers(
  client: Client,
  query: PageQuery = {},
  options?: CallOptions,
): Promise<Paginator<SubSiteCustomer>> {
  return client.get('/distribution/subSite/customers', { ...options, query: { ...query } });
}

/** GET /distribution/subSite/orders: my customers' orders with their markup. */
export function orders(
  client: Client,
  query: SubSiteOrderQuery = {},
  options?: CallOptions,
): Promise<Paginator<SubSiteOrder>> {
  return client.get('/distribution/subSite/orders', { ...options, query: { ...query } });
}

/** The operator's rule: which levels may open a sub-site. */
export interface SubSiteLevels {
  levels: Array<{ group_id: number; level_name: string; allowed: boolean }>;
}

/** Body of PUT /admin/subSite/levels: the level ids allowed to open a sub-site. */
export interface SubSiteLevelsInput {
  group_ids: number[];
}

/** GET /admin/subSite/levels (operator). */
export function adminLevels(client: Client, options?: CallOptions): Promise<SubSiteLevels> {
  return client.get('/admin/subSite/levels', options);
}

/** PUT /admin/subSite/levels (operator): the group ids allowed. */
export function saveAdminLevels(
  client: Client,
  body: SubSiteLevelsInput,
  options?: CallOptions,
): Promise<SubSiteLevels> {
  return client.put('/admin/subSite/levels', { ...body }, options);
}
