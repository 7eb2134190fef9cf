import type { CallOptions, Client } from '../client/client';
import type { OrderAddress, OrderStatus } from './orders';
import { segment, type Id, type Paginator } from './shared';
import type { Store } from './stores';

/**
 * dj store fronts (platform 22): a store front of the reseller's own that talks to PodKit through
 * PodKit's open API (`/req/open/v1/…`, an API key in the `X-Api-Key` header) and hears back through
 * signed webhooks. This file holds the reseller's calls (creating the store, its key, its webhook
 * log) and the open API's wire types.
 */

/** POST /distribution/store/dj */
export type DjStoreCreateBody = {
  name: string;
  /** Where PodKit POSTs the store's order events (https://…). */
  webhook_url: string;
};

/** Shown once: PodKit keeps only the key's hash, and the signing secret sealed. */
export interface DjStoreCreated {
  store: Store;
  api_key: string;
  webhook_secret: string;
}

/** The store's live API key, without the key itself. */
export interface StorefrontApiKey {
  /** The key's first characters, to tell keys apart (`pk_dj_AbC1…`). */
  prefix: string;
  created_at: string;
  last_used_at: string | null;
}

export interface StorefrontSettings {
  store_id: number;
  webhook_url: string;
  /** null once revoked (the open API then answers 401 until a new key is made). */
  api_key: StorefrontApiKey | null;
}

export type StorefrontSettingsBody = { webhook_url: string };

/** A new API key (the old one stops working at once); shown once. */
export interface StorefrontKeyIssued {
  api_key: string;
}

/** A new webhook signing secret (deliveries from now on are signed with it); shown once. */
export interface StorefrontSecretIssued {
  webhook_secret: string;
}

/** `order.shipped` when the order ships (tracking in it), `order.status_changed` for any other move. */
export type StorefrontWebhookEventName = 'order.status_changed' | 'order.shipped';

export type StorefrontDeliveryState = 'pending' | 'delivered' | 'failed';

/** One POST to the store's webhook URL. */
export interface StorefrontDeliveryAttempt {
  id: number;
  attempted_at: string;
  /** null when no answer came (refused connection, time-out). */
  http_status: number | null;
  duration_ms: number;
  /** '' when the store front answered 2xx. */
  error: string;
}

/** An event PodKit sends the store, with every attempt to deliver it. */
export interface StorefrontDelivery {
  id: number;
  event: StorefrontWebhookEventName;
  order_id: number;
  store_order_no: string;
  state: StorefrontDeliveryState;
  created_at: string;
  attempts: StorefrontDeliveryAttempt[];
}

export interface StorefrontDeliveryQuery {
  page?: number;
  page_size?: number;
}

// ---- The open API (what the store front calls with its API key) ----

export interface OpenOrderLineBody {
  /** A PodKit SKU code of a product published to this store (GET /open/v1/products). */
  sku: string;
  quantity: number;
  /** The store front's own line id, echoed back; defaults to the line's position. */
  line_id?: string;
  title?: string;
  /** What the store front's customer paid for one, in `currency` cents (reference only). */
  unit_price_cents?: number;
}

/** POST /open/v1/orders: idempotent by `order_no`, the store front's own order number. */
export type OpenOrderBody = {
  order_no: string;
  email?: string;
  currency?: string;
  address: OrderAddress;
  lines: OpenOrderLineBody[];
};

export interface OpenOrderLine {
  line_id: string;
  sku: string;
  title: string;
  quantity: number;
}

/** A PodKit order as the store front sees it. */
export interface OpenOrder {
  /** PodKit's order id. */
  id: number;
  /** PodKit's order number. */
  podkit_order_no: string;
  /** The store front's order number it was pushed with. */
  order_no: string;
  status: OrderStatus;
  status_label: string;
  carrier: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
  shipped_at: string | null;
  created_at: string;
  updated_at: string;
  lines: OpenOrderLine[];
}

export interface OpenProductVariant {
  sku: string;
  /** Decimal string in `currency`, from the listing template's price template. */
  price: string;
  currency: string;
  /** Option name → value ("Color" → "Black"). */
  options: Record<string, string>;
  image_url: string;
}

/** A product published to the store (the dj release screen), as the listing was rendered. */
export interface OpenProduct {
  listing_id: number;
  product_id: number;
  title: string;
  description_html: string;
  tags: string[];
  images: string[];
  options: Array<{ name: string; values: string[] }>;
  variants: OpenProductVariant[];
  published_at: string;
}

export interface OpenProductQuery {
  page?: number;
  page_size?: number;
}

/** The body of every webhook PodKit sends a dj store front. */
export interface StorefrontWebhookPayload {
  /** The delivery's id: the same on every retry and redelivery of one event. */
  id: number;
  event: StorefrontWebhookEventName;
  created_at: string;
  from_status: OrderStatus;
  /** The status this event moved the order to (the order may have moved on since). */
  to_status: OrderStatus;
  order: OpenOrder;
}

/** POST /distribution/store/dj: a dj store with its API key and webhook secret (shown once). */
export function createDjStore(
  client: Client,
  body: DjStoreCreateBody,
  options?: CallOptions,
): Promise<DjStoreCreated> {
  return client.post('/distribution/store/dj', { ...body }, options);
}

/** GET /distribution/store/{id}/storefront */
export function storefrontSettings(
  client: Client,
  storeId: Id,
  options?: CallOptions,
): Promise<StorefrontSettings> {
  return client.get(`/distribution/store/${segment(storeId)}/storefront`, options);
}

/** PUT /distribution/store/{id}/storefront: a new webhook URL. */
export function saveStorefrontSettings(
  client: Client,
  storeId: Id,
  body: StorefrontSettingsBody,
  options?: CallOptions,
): Promise<StorefrontSettings> {
  return client.put(`/distribution/store/${segment(storeId)}/storefront`, { ...body }, options);
}

/** POST /distribution/store/{id}/apiKey: a new key; the old one stops working. */
export function rotateStorefrontKey(
  client: Client,
  storeId: Id,
  options?: CallOptions,
): Promise<StorefrontKeyIssued> {
  return client.post(`/distribution/store/${segment(storeId)}/apiKey`, undefined, options);
}

/** DELETE /distribution/store/{id}/apiKey: revoke; the open API answers 401 until a new key. */
export function revokeStorefrontKey(
  client: Client,
  storeId: Id,
  options?: CallOptions,
): Promise<StorefrontSettings> {
  return client.delete(`/distribution/store/${segment(storeId)}/apiKey`, options);
}

/** POST /distribution/store/{id}/webhookSecret: a new signing secret. */
export function rotateStorefrontSecret(
  client: Client,
  storeId: Id,
  options?: CallOptions,
): Promise<StorefrontSecretIssued> {
  return client.post(`/distribution/store/${segment(storeId)}/webhookSecret`, undefined, options);
}

/** GET /distribution/store/{id}/webhookDeliveries: newest first, each with its attempts. */
export function listStorefrontDeliveries(
  client: Client,
  storeId: Id,
  query: StorefrontDeliveryQuery = {},
  options?: CallOptions,
): Promise<Paginator<StorefrontDelivery>> {
  return client.get(`/distribution/store/${segment(storeId)}/webhookDeliveries`, {
    ...options,
    query: { ...query },
  });
}

/** POST /distribution/store/{id}/webhookDeliveries/{deliveryId}/redeliver */
export function redeliverStorefrontEvent(
  client: Client,
  storeId: Id,
  deliveryId: Id,
  options?: CallOptions,
): Promise<StorefrontDelivery> {
  return client.post(
    `/distribution/store/${segment(storeId)}/webhookDeliveries/${segment(deliveryId)}/redeliver`,
    undefined,
    options,
  );
}
