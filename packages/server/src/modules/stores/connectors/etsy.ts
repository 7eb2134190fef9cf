import { createHmac } from 'node:crypto';
import {
  PlatformError,
  type ConnectorFactory,
  type ListingPage,
  type StoreAccess,
  type StoreListing,
  type StoreOrder,
  type TokenGrant,
} from './connector.js';
import { deactivateEtsyListing, publishEtsyListing, type EtsyCall } from './etsy-listing.js';
import {
  headerValue,
  pause,
  platformFetch,
  signaturesEqual,
  waitingOutShortLimits,
} from './platform-http.js';

const PAGE_SIZE = 100;
/** Etsy allows 10 requests a second per app: space calls 100 ms apart in this process. */
const MIN_SPACING_MS = 100;
/** Standard Webhooks: deliveries older or newer than this are refused (replays). */
const WEBHOOK_TOLERANCE_S = 300;

interface EtsyReceipt {
  receipt_id: number;
  status: string;
  name: string;
  first_line: string;
  second_line: string | null;
  city: string;
  state: string | null;
  zip: string;
  country_iso: string;
  buyer_email?: string;
  create_timestamp: number;
  update_timestamp: number;
  transactions: Array<{
    transaction_id: number;
    title: string;
    listing_id: number;
    product_id: number;
    sku: string | null;
    quantity: number;
    price: { amount: number; divisor: number };
    variations: Array<{ formatted_name: string; formatted_value: string }>;
  }>;
}

interface EtsyInventory {
  products: Array<{
    product_id: number;
    sku: string | null;
    is_deleted?: boolean;
    property_values: Array<{ property_name: string | null; values: string[] }>;
  }>;
}

interface EtsyListing {
  listing_id: number;
  title: string;
  /** Present when asked for with `includes`. */
  images?: Array<{ url_570xN: string }> | null;
  inventory?: EtsyInventory | null;
}

/** One listing per inventory product: its product id is what the receipt's transactions carry. */
export function toStoreListings(listing: EtsyListing, inventory: EtsyInventory): StoreListing[] {
  return inventory.products
    .filter((product) => !product.is_deleted)
    .map((product) => {
      const values = product.property_values.flatMap((property) => property.values);
      return {
        productId: String(listing.listing_id),
        variantId: String(product.product_id),
        sku: product.sku ?? '',
        title: values.length ? `${listing.title} - ${values.join(' / ')}` : listing.title,
        imageUrl: listing.images?.[0]?.url_570xN ?? '',
      };
    });
}

export function toStoreOrder(receipt: EtsyReceipt): StoreOrder {
  return {
    platformOrderId: String(receipt.receipt_id),
    name: String(receipt.receipt_id),
    createdAt: new Date(receipt.create_timestamp * 1000),
    updatedAt: new Date(receipt.update_timestamp * 1000),
    cancelled: receipt.status.toLowerCase() === 'canceled',
    email: receipt.buyer_email ?? '',
    address: {
      recipient_name: receipt.name,
      phone: '',
      country_code: receipt.country_iso,
      province: receipt.state ?? '',
      city: receipt.city,
      district: '',
      address1: receipt.first_line,
      address2: receipt.second_line ?? '',
      postcode: receipt.zip,
    },
    lines: receipt.transactions.map((t) => ({
      lineId: String(t.transaction_id),
      sku: t.sku ?? '',
      variantId: String(t.product_id),
      title: t.title,
      quantity: t.quantity,
      unitPriceCents: Math.trunc((t.price.amount * 100) / Math.max(t.price.divisor, 1)),
      // Personalisation arrives as a variation ("Personalization": "Anna").
      customisation: t.variations.map((v) => ({ key: v.formatted_name, value: v.formatted_value })),
    })),
  };
}

/** Standard Webhooks: base64 HMAC-SHA256 over `id.timestamp.body`, keyed by the decoded secret. */
export function standardWebhookSignature(
  id: string,
  timestamp: string,
  rawBody: Buffer,
  secret: string,
): string {
  const key = secret.startsWith('whsec_')
    ? Buffer.from(secret.slice(6), 'base64')
    : Buffer.from(secret);
  return createHmac('sha256', key).update(`${id}.${timestamp}.`).update(rawBody).digest('base64');
}

const lastCallAt = new Map<string, number>();

const createEtsyConnector: ConnectorFactory = (config) => {
  const app = config.etsy;
  const apiKey = `${app.keystring}:${app.sharedSecret}`;

  async function spaced() {
    const now = Date.now();
    const next = (lastCallAt.get(app.keystring) ?? 0) + MIN_SPACING_MS;
    lastCallAt.set(app.keystring, Math.max(now, next));
    if (next > now) await pause(next - now);
  }

  async function call<T>(
    access: StoreAccess,
    method: string,
    path: string,
    query: Record<string, string> = {},
    body?: unknown,
  ) {
    await spaced();
    const url = new URL(`${app.apiUrl}/v3/application${path}`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    // fetch writes a multipart body's content type (with its boundary) itself.
    const multipart = body instanceof FormData;
    return platformFetch<T>(url.toString(), {
      platformName: 'Etsy',
      method,
      headers: {
        'x-api-key': apiKey,
        authorization: `Bearer ${access.credentials.accessToken ?? ''}`,
        accept: 'application/json',
        ...(body !== undefined && !multipart ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: multipart ? body : JSON.stringify(body) } : {}),
      messageOf: (b) => String((b as { error?: string })?.error ?? ''),
    });
  }

  /** The calls of one publication, each waiting out a short 429 so the steps done stay done. */
  const callsFor =
    (access: StoreAccess): EtsyCall =>
    (method, path, body) =>
      waitingOutShortLimits(() => call(access, method, path, {}, body));

  async function token(form: Record<string, string>): Promise<TokenGrant> {
    await spaced();
    const response = await platformFetch<{
      access_token: string;
      refresh_token: string;
      expires_in: number;
    }>(`${app.apiUrl}/v3/public/oauth/token`, {
      platformName: 'Etsy',
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-api-key': apiKey },
      body: new URLSearchParams({ client_id: app.keystring, ...form }).toString(),
      messageOf: (b) =>
        String((b as { error_description?: string; error?: string })?.error_description ?? ''),
    });
    const grant = response.body;
    // Etsy prefixes the token with the numeric id of the user it belongs to.
    const userId = grant.access_token.split('.')[0] ?? '';
    return {
      credentials: { accessToken: grant.access_token, refreshToken: grant.refresh_token, userId },
      expiresAt: new Date(Date.now() + grant.expires_in * 1000),
    };
  }

  const shopPath = (access: StoreAccess) => `/shops/${encodeURIComponent(access.shopDomain)}`;

  /**
   * The inventories of listings the shop's listing page came without: Etsy has moved
   * `includes=Inventory` on its other listing endpoints to this batch call (at most 100 ids).
   */
  async function inventoriesOf(access: StoreAccess, listingIds: number[]) {
    const byListing = new Map<number, EtsyInventory>();
    if (listingIds.length === 0) return byListing;
    const response = await call<{
      results: Array<{ listing_id: number; inventory: EtsyInventory | null }>;
    }>(access, 'GET', '/listings/batch/inventory', { listing_ids: listingIds.join(',') });
    for (const { listing_id, inventory } of response.body.results)
      if (inventory) byListing.set(listing_id, inventory);
    return byListing;
  }

  return {
    platform: 7,
    authorizeUrl({ state, redirectUri, codeChallenge }) {
      const url = new URL(app.connectUrl);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', app.keystring);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('scope', app.scopes);
      url.searchParams.set('state', state);
      url.searchParams.set('code_challenge', codeChallenge);
      url.searchParams.set('code_challenge_method', 'S256');
      return url.toString();
    },

    async exchangeCode(_shop, code, { redirectUri, codeVerifier }) {
      const grant = await token({
        grant_type: 'authorization_code',
        redirect_uri: redirectUri,
        code,
        code_verifier: codeVerifier,
      });
      const shop = await call<{ shop_id: number; shop_name: string }>(
        { shopDomain: '', credentials: grant.credentials },
        'GET',
        `/users/${encodeURIComponent(grant.credentials.userId ?? '')}/shops`,
      );
      return { ...grant, shopDomain: String(shop.body.shop_id), shopName: shop.body.shop_name };
    },

    async refresh(access) {
      const grant = await token({
        grant_type: 'refresh_token',
        refresh_token: access.credentials.refreshToken ?? '',
      });
      return { ...grant, shopDomain: access.shopDomain };
    },

    async listOrders(access, since, position) {
      const offset = Number(position ?? '0');
      const response = await call<{ count: number; results: EtsyReceipt[] }>(
        access,
        'GET',
        `${shopPath(access)}/receipts`,
        {
          limit: String(PAGE_SIZE),
          offset: String(offset),
          sort_on: 'updated',
          sort_order: 'asc',
          ...(since ? { min_last_modified: String(Math.floor(since.getTime() / 1000)) } : {}),
        },
      );
      const { count, results } = response.body;
      const reached = offset + results.length;
      return {
        orders: results.map(toStoreOrder),
        next: results.length > 0 && reached < count ? String(reached) : null,
        total: count,
      };
    },

    async fetchOrder(access, platformOrderId) {
      try {
        const response = await call<EtsyReceipt>(
          access,
          'GET',
          `${shopPath(access)}/receipts/${encodeURIComponent(platformOrderId)}`,
        );
        return toStoreOrder(response.body);
      } catch (error) {
        if (error instanceof PlatformError && error.status === 404) return null;
        throw error;
      }
    },

    async listProducts(access, position): Promise<ListingPage> {
      const offset = Number(position ?? '0');
      const response = await call<{ count: number; results: EtsyListing[] }>(
        access,
        'GET',
        `${shopPath(access)}/listings`,
        {
          state: 'active',
          limit: String(PAGE_SIZE),
          offset: String(offset),
          includes: 'Images,Inventory',
        },
      );
      const { count, results } = response.body;
      const fetched = await inventoriesOf(
        access,
        results.filter((listing) => !listing.inventory).map((listing) => listing.listing_id),
      );
      const listings = results.flatMap((listing) => {
        const inventory = listing.inventory ?? fetched.get(listing.listing_id);
        return inventory ? toStoreListings(listing, inventory) : [];
      });
      const reached = offset + results.length;
      return {
        listings,
        next: results.length > 0 && reached < count ? String(reached) : null,
        // Etsy counts listings; one with variations lists as several products.
        total: count,
      };
    },

    async pushFulfilment(access, request) {
      const response = await call<{
        receipt_id: number;
        shipments?: Array<{ receipt_shipping_id: number | null }>;
      }>(
        access,
        'POST',
        `${shopPath(access)}/receipts/${encodeURIComponent(request.platformOrderId)}/tracking`,
        {},
        { tracking_code: request.trackingNumber, carrier_name: request.carrier, send_bcc: true },
      );
      const shipment = response.body.shipments?.at(-1)?.receipt_shipping_id;
      return String(shipment ?? response.body.receipt_id);
    },

    verifyWebhook(delivery, secret) {
      const id = headerValue(delivery.headers, 'webhook-id');
      const timestamp = headerValue(delivery.headers, 'webhook-timestamp');
      const signatures = headerValue(delivery.headers, 'webhook-signature');
      if (!id || !timestamp || !signatures || !secret) return false;
      if (Math.abs(Date.now() / 1000 - Number(timestamp)) > WEBHOOK_TOLERANCE_S) return false;
      const expected = standardWebhookSignature(id, timestamp, delivery.rawBody, secret);
      return signatures
        .split(' ')
        .some((entry) => entry.startsWith('v1,') && signaturesEqual(entry.slice(3), expected));
    },

    parseWebhook(delivery) {
      const payload = JSON.parse(delivery.rawBody.toString('utf8')) as {
        event_type?: string;
        resource_url?: string;
        shop_id?: number;
      };
      const receipt = /\/receipts\/(\d+)/.exec(payload.resource_url ?? '');
      return {
        topic: payload.event_type ?? '',
        shopDomain: payload.shop_id !== undefined ? String(payload.shop_id) : null,
        platformOrderId: receipt?.[1] ?? null,
        payload,
      };
    },

    publishListing(access, draft, remember) {
      return publishEtsyListing(callsFor(access), shopPath(access), draft, remember);
    },

    unpublishListing(access, listingId) {
      return deactivateEtsyListing(callsFor(access), shopPath(access), listingId);
    },
  };
};

export default createEtsyConnector;
