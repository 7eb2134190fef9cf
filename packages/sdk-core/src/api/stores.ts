import type { CallOptions, Client } from '../client/client';
import type { OrderDetail } from './orders';
import { segment, type Id } from './shared';

/**
 * Platform codes of spec section 2. WooCommerce and dj have no code in the spec: 21 and 22 are
 * PodKit's (the next unused numbers), so they never collide with a spec platform. A dj store is a
 * store front that talks to PodKit through PodKit's own open API (`storefront.ts`).
 */
export const STORE_PLATFORM = {
  amazon: 1,
  aliexpress: 2,
  wish: 3,
  shopee: 4,
  shopify: 5,
  etsy: 7,
  shoplazza: 8,
  shopline: 9,
  tiktok: 10,
  ozon: 14,
  temu: 17,
  temuLocal: 18,
  shein: 19,
  temuHosted: 20,
  woocommerce: 21,
  dj: 22,
} as const;

export type StorePlatformCode = (typeof STORE_PLATFORM)[keyof typeof STORE_PLATFORM];

/**
 * Platforms a store can be connected to today (Amazon, AliExpress, Wish, Shopee, Shopify, Etsy,
 * Shoplazza, Shopline, TikTok Shop, Ozon, Temu, Temu local and Temu hosted, Shein, WooCommerce,
 * and dj store fronts through the open API).
 */
export type ConnectablePlatform =
  1 | 2 | 3 | 4 | 5 | 7 | 8 | 9 | 10 | 14 | 17 | 18 | 19 | 20 | 21 | 22;

/** Amazon SP-API regions: North America, Europe, Far East (each its own endpoint and Seller Central). */
export type AmazonRegion = 'na' | 'eu' | 'fe';

/** A platform as the store screen offers it on this site. */
export interface StorePlatform {
  code: StorePlatformCode;
  name: string;
  /** PodKit can connect stores of this platform. */
  connectable: boolean;
  /** …and this site has it set up, so a reseller may authorise a store now. */
  enabled: boolean;
}

/**
 * authorising: OAuth started, the platform has not answered yet; authorised: tokens work;
 * expired: the platform refused the token (re-authorise); error: something else failed (see
 * state_message, in the platform's words).
 */
export type StoreState = 'authorising' | 'authorised' | 'expired' | 'error';

export type StoreSyncStatus = 'idle' | 'queued' | 'running' | 'failed';

export interface Store {
  id: number;
  platform: StorePlatformCode;
  platform_name: string;
  name: string;
  /** Shopify `x.myshopify.com`, the WooCommerce site URL, the Etsy shop id. */
  shop_domain: string;
  state: StoreState;
  state_label: string;
  /** The platform's message when expired or error. */
  state_message: string;
  sync_status: StoreSyncStatus;
  /** Orders handled by the sync under way (or the last one). */
  sync_done: number;
  /** null while the platform has not said how many. */
  sync_total: number | null;
  last_error: string;
  last_synced_at: string | null;
  next_sync_at: string | null;
  /** The packaging template its imported orders get (over the account's default); null: none. */
  default_bottom_template_id: number | null;
  created_at: string;
}

export interface StoreListQuery {
  platform?: StorePlatformCode;
}

/** Connect a store: OAuth platforms answer an address to send the reseller to. */
export type StoreConnectBody =
  /** Shopify x.myshopify.com, Shoplazza x.myshoplaza.com, Shopline x.myshopline.com. */
  | { platform: 5 | 8 | 9; shop_domain: string; name?: string }
  | { platform: 7; name?: string }
  /** Amazon: the region of the seller's Seller Central account. */
  | { platform: 1; region: AmazonRegion; name?: string }
  | { platform: 2 | 3 | 4 | 10 | 17 | 18 | 19 | 20; name?: string }
  /** Ozon: the seller's Client-Id and Api-Key (seller.ozon.ru → 设置 → API 密钥). */
  | { platform: 14; client_id: string; api_key: string; name?: string }
  | {
      platform: 21;
      /** The WordPress site, e.g. https://shop.example.com */
      store_url: string;
      consumer_key: string;
      consumer_secret: string;
      /** The secret set on the store's webhooks (order.created / order.updated), if any. */
      webhook_secret?: string;
      name?: string;
    };

export interface StoreConnectResult {
  store: Store;
  /** Where to send the browser to authorise (null when keys connected it directly). */
  authorize_url: string | null;
}

/**
 * The query string the platform appended when it redirected to /shopify/auth; a repeated
 * parameter (`ids[]`) is a list under the name the URL gives it.
 */
export type StoreAuthCallbackBody = { query: Record<string, string | string[]> };

/** A store line's target: a designed product's colour × size, or a general good's SKU. */
export type SkuTarget = { designed_product_sku_id: number } | { goods_sku_id: number };

export type MapOrderLineBody = SkuTarget & {
  order_item_id: number;
  /** Keep the mapping for this store: later orders and its pending orders use it too. */
  save_mapping: boolean;
};

export interface SkuMapping {
  id: number;
  store_id: number;
  /** `sku:<store SKU>` or `variant:<variant id>`. */
  store_sku_key: string;
  designed_product_sku_id: number | null;
  goods_sku_id: number | null;
  /** The PodKit SKU as text (product name, colour / size or spec). */
  target_text: string;
  created_at: string;
}

export type SyncOrderBody = {
  store_ids: number[];
};

export interface SyncOrderResult {
  store_id: number;
  job_id: number;
}

/** GET /distribution/store: the reseller's stores, newest first. */
export function listStores(
  client: Client,
  query: StoreListQuery = {},
  options?: CallOptions,
): Promise<Store[]> {
  return client.get('/distribution/store', { ...options, query: { ...query } });
}

/** GET /distribution/store/platforms: which platforms a reseller may connect on this site. */
export function listPlatforms(client: Client, options?: CallOptions): Promise<StorePlatform[]> {
  return client.get('/distribution/store/platforms', options);
}

/** GET /distribution/store/{id} */
export function getStore(client: Client, id: Id, options?: CallOptions): Promise<Store> {
  return client.get(`/distribution/store/${segment(id)}`, options);
}

/** POST /distribution/store: connect (OAuth start with a state nonce, or WooCommerce keys). */
export function connectStore(
  client: Client,
  body: StoreConnectBody,
  options?: CallOptions,
): Promise<StoreConnectResult> {
  return client.post('/distribution/store', body, options);
}

/** POST /distribution/store/authCallback: the /shopify/auth page hands the platform's answer on. */
export function completeStoreAuth(
  client: Client,
  body: StoreAuthCallbackBody,
  options?: CallOptions,
): Promise<Store> {
  return client.post('/distribution/store/authCallback', body, options);
}

/** New keys when re-authorising a store connected by keys (WooCommerce, Ozon's Api-Key). */
export type StoreReauthorizeBody = Partial<
  Omit<Extract<StoreConnectBody, { platform: 21 }>, 'platform' | 'store_url' | 'name'>
> & { api_key?: string };

/** POST /distribution/store/{id}/reauthorize: a new authorise address (or new keys). */
export function reauthorizeStore(
  client: Client,
  id: Id,
  body: StoreReauthorizeBody = {},
  options?: CallOptions,
): Promise<StoreConnectResult> {
  return client.post(`/distribution/store/${segment(id)}/reauthorize`, body, options);
}

/** DELETE /distribution/store/{id}: forget the tokens; imported orders stay. */
export function disconnectStore(client: Client, id: Id, options?: CallOptions): Promise<null> {
  return client.delete(`/distribution/store/${segment(id)}`, options);
}

/** The store's default packaging template; null clears it. */
export interface StorePackagingBody {
  bottom_template_id: number | null;
}

/**
 * PUT /distribution/store/{id}/packaging: the packaging template (approved and paid) the store's
 * imported orders get; null clears it.
 */
export function setStorePackaging(
  client: Client,
  id: Id,
  body: StorePackagingBody,
  options?: CallOptions,
): Promise<Store> {
  return client.put(`/distribution/store/${segment(id)}/packaging`, { ...body }, options);
}

/** POST /distribution/order/syncOrder: one durable sync job per store. */
export function syncOrders(
  client: Client,
  body: SyncOrderBody,
  options?: CallOptions,
): Promise<SyncOrderResult[]> {
  return client.post('/distribution/order/syncOrder', body, options);
}

/** POST /distribution/order/mapSku: map an imported line (optionally saving the mapping); answers the order. */
export function mapOrderLine(
  client: Client,
  body: MapOrderLineBody,
  options?: CallOptions,
): Promise<OrderDetail> {
  return client.post('/distribution/order/mapSku', body, options);
}

/** GET /distribution/store/{id}/skuMapping */
export function listSkuMappings(
  client: Client,
  storeId: Id,
  options?: CallOptions,
): Promise<SkuMapping[]> {
  return client.get(`/distribution/store/${segment(storeId)}/skuMapping`, options);
}

/** An open inbound shipment of an Amazon store (FBA Inbound API v2024-03-20). */
export interface FbaShipment {
  /** The id the seller knows it by, on its labels (FBA15…). */
  shipment_id: string;
  name: string;
  /** The destination fulfilment centre (e.g. ONT8); '' while Amazon has not placed it. */
  destination: string;
  /** Amazon's shipment status: WORKING or READY_TO_SHIP. */
  status: string;
}

/** GET /distribution/store/{id}/fbaShipments: the Amazon store's open FBA inbound shipments. */
export function listFbaShipments(
  client: Client,
  storeId: Id,
  options?: CallOptions,
): Promise<FbaShipment[]> {
  return client.get(`/distribution/store/${segment(storeId)}/fbaShipments`, options);
}

/** DELETE /distribution/store/{id}/skuMapping/{mappingId} */
export function deleteSkuMapping(
  client: Client,
  storeId: Id,
  mappingId: Id,
  options?: CallOptions,
): Promise<null> {
  return client.delete(
    `/distribution/store/${segment(storeId)}/skuMapping/${segment(mappingId)}`,
    options,
  );
}

/** One credential of a platform's app as the console shows it; secrets never come back. */
export interface StorePlatformAppField {
  key: string;
  label: string;
  secret: boolean;
  /** The value (secrets: always ''). */
  value: string;
  /** Whether a value is saved for the site (or the environment supplies one). */
  set: boolean;
}

/**
 * A store platform's app on this site (console 站点设置): enabled or not, and its credentials.
 * `source`: the site's own saved app, the environment's default, or none.
 */
export interface StorePlatformApp {
  code: ConnectablePlatform;
  name: string;
  enabled: boolean;
  source: 'site' | 'environment' | 'none';
  /** WooCommerce needs no app (the reseller brings the store's REST keys). */
  fields: StorePlatformAppField[];
}

/** PUT /admin/storePlatforms/{code}: a field left empty keeps its saved value. */
export interface StorePlatformAppBody {
  enabled: boolean;
  fields: Record<string, string>;
}

/** GET /admin/storePlatforms: every connectable platform's app on this site (operator). */
export function listStorePlatformApps(
  client: Client,
  options?: CallOptions,
): Promise<StorePlatformApp[]> {
  return client.get('/admin/storePlatforms', options);
}

/** PUT /admin/storePlatforms/{code}: enable or disable a platform on this site, save its app. */
export function saveStorePlatformApp(
  client: Client,
  code: ConnectablePlatform,
  body: StorePlatformAppBody,
  options?: CallOptions,
): Promise<StorePlatformApp> {
  return client.put(`/admin/storePlatforms/${segment(code)}`, { ...body }, options);
}
