import type {
  ConnectablePlatform,
  EtsyListingFields,
  OrderAddress,
  StoreLineAttribute,
} from '@podkit/sdk-core';
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
  /** ISO 4217 code of the lines' prices, when the platform says. */
  currency?: string;
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

/**
 * A product variant listed in the store, as 第三方商品 shows it before any order names it. Its
 * mapping key is the one order lines use (lineSkuKey): the SKU, or without one the variant id.
 */
export interface StoreListing {
  /** The platform's product (listing) id. */
  productId: string;
  /**
   * The variant's id as the store's order lines carry it: the Shopify variant, the WooCommerce
   * variation (the product for a simple product), the Etsy inventory product.
   */
  variantId: string;
  /** The seller's SKU; empty when the store has none for the variant. */
  sku: string;
  /** The product's title with the variant's options when it has any ("T 恤 - 红 / M"). */
  title: string;
  /** A picture of the variant or its product; empty when the store has none. */
  imageUrl: string;
}

export interface ListingPage {
  listings: StoreListing[];
  /** Where the next page starts (cursor, page number, offset); null after the last page. */
  next: string | null;
  /**
   * The platform's own count (Shopify variants; WooCommerce products, Etsy listings, each of
   * which may give several listings), when it says: a hint of the job's size, not a listing count.
   */
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
  /** Amazon: the SP-API region the store is in (na, eu, fe). */
  region?: string;
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
  /** The full address the delivery came to (Shopee signs it with the body). */
  url?: string;
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

/**
 * A listing as PodKit asks a marketplace to hold it, whatever the marketplace: one product with
 * its options, one variant per colour × size, and pictures by public URL (marketplaces fetch them).
 */
export interface ListingDraft {
  /**
   * PodKit's own key of the listing, the same for every call about it. A platform that can find a
   * product by a key of the seller's (the Shopify handle) creates through it, so a call repeated
   * after a crash updates what the first one created instead of making a second product.
   */
  listingKey: string;
  title: string;
  descriptionHtml: string;
  /** The same description as plain text, for marketplaces that take no HTML (Etsy). */
  descriptionText: string;
  vendor: string;
  productType: string;
  tags: string[];
  /** Where the listing stands once sent: on sale, or kept as a draft for the seller. */
  status: 'active' | 'draft';
  /** The marketplace's options in order ("Color", "Size") and their values. */
  options: Array<{ name: string; values: string[] }>;
  variants: ListingVariant[];
  /** Absolute public URLs, the main picture first. */
  images: Array<{ url: string; alt: string }>;
  /** The platform's id of the listing when it exists: update it rather than create one. */
  existingListingId: string | null;
  /** Category and attributes of the template, for the platforms that take them. */
  category: string;
  attributes: Record<string, string>;
  /**
   * The category's platform attributes the template fills, read from the platform before sending
   * (required ones checked); [] where the platform describes none.
   */
  categoryAttributes?: ListingAttribute[];
  /** The brand the template chose for the category, where the platform takes one. */
  brand?: { id: string; name: string } | null;
  /** The Etsy template's own fields; null for other marketplaces or a template without them. */
  etsy: EtsyListingFields | null;
}

/** A category node as the platform lists it. */
export interface PlatformCategory {
  id: string;
  name: string;
  leaf: boolean;
}

/** One attribute of a category as the platform describes it. */
export interface PlatformAttribute {
  id: string;
  name: string;
  required: boolean;
  inputType: 'select' | 'multi_select' | 'text';
  /** The values to choose from ([] for free text). */
  values: Array<{ id: string; name: string }>;
}

export interface PlatformCategoryAttributes {
  attributes: PlatformAttribute[];
  /** null where the platform takes no brand in this category. */
  brand: { required: boolean; brands: Array<{ id: string; name: string }> } | null;
}

/** A category attribute with the template's value, ready for the platform's own format. */
export interface ListingAttribute {
  id: string;
  name: string;
  inputType: PlatformAttribute['inputType'];
  /** The chosen values (select, multi_select); [] for free text. */
  values: Array<{ id: string; name: string }>;
  /** The typed value (text); '' for a select. */
  text: string;
}

export interface ListingVariant {
  sku: string;
  /** Decimal string in `currency` ("25.99"). */
  price: string;
  /** ISO 4217 code of the price. */
  currency: string;
  /** Option name → value, one entry per option of the draft. */
  optionValues: Record<string, string>;
  /** One of the draft's image URLs, or '' for none. */
  imageUrl: string;
}

/** What the marketplace recorded: its id of the listing and where the seller sees it. */
export interface PublishedListing {
  listingId: string;
  url: string;
}

/**
 * Called as soon as the marketplace has made the listing, before its variants and pictures: a
 * platform without a seller's key to find it by (Etsy) is then not created twice by a retry.
 */
export type RememberListingId = (listingId: string) => Promise<void>;

export interface StoreConnector {
  platform: ConnectablePlatform;
  /** Where to send the reseller to grant access (OAuth platforms). */
  authorizeUrl(request: AuthorizeRequest): string;
  /** Exchanges the callback's code (with the PKCE verifier where the platform uses it). */
  exchangeCode(
    shopDomain: string,
    code: string,
    extra: {
      redirectUri: string;
      codeVerifier: string;
      /** Amazon: the `selling_partner_id` its callback carries beside the code, and the region. */
      sellingPartnerId?: string;
      region?: string;
      /** Shopee: the `shop_id` its redirect carries beside the code. */
      shopId?: string;
    },
  ): Promise<TokenGrant>;
  /** A fresh access token from the refresh token, for platforms whose tokens expire. */
  refresh(access: StoreAccess): Promise<TokenGrant>;
  /** One page of orders updated at or after `since` (all when null), from `position`. */
  listOrders(access: StoreAccess, since: Date | null, position: string | null): Promise<OrderPage>;
  fetchOrder(access: StoreAccess, platformOrderId: string): Promise<StoreOrder | null>;
  /**
   * Several announced orders in as few calls as the platform allows (Shopify's `nodes`), in the
   * order asked, null for one that is not there. Without it each is fetched on its own.
   */
  fetchOrders?(access: StoreAccess, platformOrderIds: string[]): Promise<Array<StoreOrder | null>>;
  /** One page of the store's product variants (active listings), from `position`. */
  listProducts(access: StoreAccess, position: string | null): Promise<ListingPage>;
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
  /**
   * Creates the listing, or updates `draft.existingListingId`. A refusal in the marketplace's
   * words is a PlatformError; a platform that cannot publish yet throws PublishingNotSupported.
   */
  publishListing(
    access: StoreAccess,
    draft: ListingDraft,
    remember?: RememberListingId,
  ): Promise<PublishedListing>;
  /** Takes the listing off sale (the marketplace keeps it, so publishing again updates it). */
  unpublishListing(access: StoreAccess, listingId: string): Promise<void>;
  /** The children of a category (the top level when `parentId` is null), where the platform lists them. */
  listCategories?(access: StoreAccess, parentId: string | null): Promise<PlatformCategory[]>;
  /** What the platform asks for in a leaf category: its attributes, and its brands where it takes one. */
  categoryAttributes?(access: StoreAccess, categoryId: string): Promise<PlatformCategoryAttributes>;
  /** Amazon: the seller's inbound shipments PodKit can still send FBA wholesale goods to. */
  listFbaShipments?(access: StoreAccess): Promise<FbaInboundShipment[]>;
}

/** An open FBA inbound shipment as the seller knows it. */
export interface FbaInboundShipment {
  /** The id on the shipment's labels (FBA15…). */
  shipmentId: string;
  name: string;
  /** The destination fulfilment centre; '' while Amazon has not placed it. */
  destination: string;
  status: string;
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

/**
 * The platform withholds data that the app itself is not approved for (Shopify's protected
 * customer data): the store's grant is fine, so refreshing or re-authorising cannot help; the
 * site's operator must have the app approved.
 */
export class PlatformDataNotApproved extends Error {
  override name = 'PlatformDataNotApproved';
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

/** The platform has no publishing through its API in PodKit yet: the listing fails with this. */
export class PublishingNotSupported extends Error {
  override name = 'PublishingNotSupported';
  constructor(platformName: string) {
    super(`暂不支持通过 API 刊登到 ${platformName}，请稍后再试或使用批量上传文件`);
  }
}
