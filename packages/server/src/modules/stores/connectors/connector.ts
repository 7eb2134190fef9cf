import type { ConnectablePlatform, OrderAddress, StoreLineAttribute } from '@podkit/sdk-core';
import type { StorePlatformsConfig } from '../../../config.js';
import type { StoreCredentials } from '../token-vault.js';

/** A store order as every connector hands it over, whatever the platform's own shape. */
export interface StoreOrder {
  platformOrderId: string;
  /** What the store shows its buyer (#1001, the WooCommerce number, the Etsy receipt id). */
  name: string;
  createdAt: Date;
  /** The platform's last-modified time; the sync cursor moves on it. */
  updatedAt: Date;
  cancelled: boolean;
  email: string;
  address: OrderAddress;
  lines: StoreOrderLine[];
}

export interface StoreOrderLine {
  lineId: string;
  sku: string;
  variantId: string;
  title: string;
  quantity: number;
  /** The store's unit price in its currency's cents (for reference; PodKit prices by its SKU). */
  unitPriceCents: number;
  customisation: StoreLineAttribute[];
}

/** What a connector may call with: the store's identity and its opened credentials. */
export interface StoreAccess {
  shopDomain: string;
  credentials: StoreCredentials;
}

export interface OrderPage {
  orders: StoreOrder[];
  /** Where the next page starts (cursor, page number, offset); null after the last page. */
  next: string | null;
  /** How many orders the whole window holds, when the platform says. */
  total: number | null;
}

export interface FulfilmentRequest {
  platformOrderId: string;
  lines: Array<{ lineId: string; quantity: number }>;
  carrier: string;
  trackingNumber: string;
  trackingUrl: string | null;
}

export interface AuthorizeRequest {
  shopDomain: string;
  state: string;
  redirectUri: string;
  /** PKCE S256 challenge (Etsy). */
  codeChallenge: string;
}

export interface TokenGrant {
  credentials: StoreCredentials;
  expiresAt: Date | null;
  /** The shop as the platform names it, when the grant tells it (Etsy shop id). */
  shopDomain?: string;
  shopName?: string;
}

export interface WebhookDelivery {
  headers: Record<string, string | string[] | undefined>;
  rawBody: Buffer;
}

/** A verified webhook, reduced to what PodKit acts on. */
export interface WebhookEvent {
  topic: string;
  /** The shop it concerns (Shopify domain, Etsy shop id); WooCommerce deliveries are per store URL. */
  shopDomain: string | null;
  /** The order it is about (fetched afresh by the import job, so late retries stay harmless). */
  platformOrderId: string | null;
  payload: unknown;
}

export interface StoreConnector {
  platform: ConnectablePlatform;
  /** Where to send the reseller to grant access (OAuth platforms). */
  authorizeUrl(request: AuthorizeRequest): string;
  /** Exchanges the callback's code (with the PKCE verifier where the platform uses it). */
  exchangeCode(
    shopDomain: string,
    code: string,
    extra: { redirectUri: string; codeVerifier: string },
  ): Promise<TokenGrant>;
  /** A fresh access token from the refresh token, for platforms whose tokens expire. */
  refresh(access: StoreAccess): Promise<TokenGrant>;
  /** One page of orders updated at or after `since` (all when null), from `position`. */
  listOrders(access: StoreAccess, since: Date | null, position: string | null): Promise<OrderPage>;
  fetchOrder(access: StoreAccess, platformOrderId: string): Promise<StoreOrder | null>;
  /** Tells the store the order shipped; answers the platform's id of what it recorded. */
  pushFulfilment(access: StoreAccess, request: FulfilmentRequest): Promise<string>;
  /**
   * Subscribes the store's order webhooks to `deliveryUrl`, signed with `secret`, where the
   * platform lets an app do it over its API (WooCommerce). Shopify declares its subscriptions in
   * the app's configuration and Etsy in its developer portal, so they have none.
   */
  registerWebhooks?(access: StoreAccess, deliveryUrl: string, secret: string): Promise<void>;
  /** Checks the delivery's signature with `secret`; false refuses it. */
  verifyWebhook(delivery: WebhookDelivery, secret: string): boolean;
  parseWebhook(delivery: WebhookDelivery): WebhookEvent;
}

export type ConnectorFactory = (config: StorePlatformsConfig) => StoreConnector;

/** The platform said "slow down": try again after this long. */
export class PlatformRateLimited extends Error {
  override name = 'PlatformRateLimited';
  constructor(
    message: string,
    readonly retryAfterMs: number,
  ) {
    super(message);
  }
}

/** The platform refused the credentials: the store must be authorised again. */
export class PlatformAuthRejected extends Error {
  override name = 'PlatformAuthRejected';
}

/** Any other refusal, in the platform's words. */
export class PlatformError extends Error {
  override name = 'PlatformError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}
