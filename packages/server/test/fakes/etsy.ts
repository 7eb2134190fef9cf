import { createHash, createHmac, randomBytes } from 'node:crypto';
import {
  createEtsyListingWrites,
  type FakeEtsyListingDetails,
  type FakeEtsyOffering,
} from './etsy-listing-writes.js';
import {
  deliver,
  startFake,
  type FakeRequest,
  type FakeResponse,
  type RunningFake,
} from './fake-http.js';

/**
 * Contract fake of Etsy's Open API v3 on loopback: OAuth 2.0 with PKCE (S256) at /oauth/connect
 * and /v3/public/oauth/token (1 h access tokens prefixed with the user id, refresh tokens), every
 * /v3/application call checked for `x-api-key: keystring:shared_secret` and a live bearer token,
 * 10 requests a second per app (429 with Retry-After beyond), receipts with limit/offset paging
 * and min_last_modified, createReceiptShipment, the shop's listings by state with limit/offset and
 * `includes` Images and Inventory, getListingsInventoryByListingIds, Standard-Webhooks-signed
 * deliveries, and the listing writes of etsy-listing-writes.ts (createDraftListing, updateListing,
 * uploadListingImage, updateListingInventory) under the same per-second limit.
 */
export interface EtsyFakeOptions {
  keystring: string;
  sharedSecret: string;
  /** `whsec_…` */
  webhookSecret: string;
  /** Requests a second per app (Etsy: 10). */
  perSecond?: number;
  /**
   * false: the shop's listings come without inventory whatever `includes` asks, as Etsy's other
   * listing endpoints have since July 2026 (getListingsInventoryByListingIds answers instead).
   */
  inventoryOnShopListings?: boolean;
  /** The shop's shipping profiles (default [shippingProfileId]). */
  shippingProfileIds?: number[];
  /** The shop's processing profiles (default [readinessStateId]). */
  readinessStateIds?: number[];
}

export interface FakeEtsyProduct {
  product_id: number;
  /** Empty for none. */
  sku: string;
  property_values: Array<{ property_name: string; values: string[] }>;
  /** Set by updateListingInventory; listings seeded without it offer 10 at 24.50 EUR. */
  offerings?: FakeEtsyOffering[];
}

export interface FakeEtsyListing {
  listing_id: number;
  title: string;
  state: 'active' | 'inactive' | 'sold_out' | 'draft' | 'expired';
  /** Pictures in rank order. */
  imageUrls: string[];
  products: FakeEtsyProduct[];
  /** Present on listings made through createDraftListing. */
  details?: FakeEtsyListingDetails;
}

export interface FakeEtsyReceipt {
  receipt_id: number;
  status: string;
  name: string;
  first_line: string;
  second_line: string | null;
  city: string;
  state: string | null;
  zip: string;
  country_iso: string;
  buyer_email: string;
  create_timestamp: number;
  update_timestamp: number;
  is_shipped: boolean;
  shipments: Array<{ receipt_shipping_id: number; tracking_code: string; carrier_name: string }>;
  transactions: Array<{
    transaction_id: number;
    title: string;
    listing_id: number;
    product_id: number;
    sku: string;
    quantity: number;
    price: { amount: number; divisor: number; currency_code: string };
    variations: Array<{
      property_id: number;
      value_id: number;
      formatted_name: string;
      formatted_value: string;
    }>;
  }>;
}

export interface EtsyFake extends RunningFake {
  /** For ETSY_CONNECT_URL. */
  connectUrl: string;
  userId: number;
  shopId: number;
  receipts: FakeEtsyReceipt[];
  seed(count: number): FakeEtsyReceipt[];
  listings: FakeEtsyListing[];
  addListings(listings: FakeEtsyListing[]): void;
  /**
   * Adds n generated active listings (deterministic): listing n has id 1600000000 + n, inventory
   * product k id 12000000 + k and SKU ETSY-k. Every third listing has three Colour / Size products
   * (the second without a SKU), the others one product without properties; every fourth has no
   * picture.
   */
  seedListings(count: number): FakeEtsyListing[];
  /** A live access token for the shop's owner, as if the OAuth flow had run. */
  issueToken(scopes?: string[]): string;
  revokeTokens(): void;
  /** Calls refused with 429 for going over the per-second limit. */
  throttled: number;
  /** A shipping profile and a processing profile of the shop, for listing templates. */
  shippingProfileId: number;
  readinessStateId: number;
  /** Calls of each listing write, refused ones included. */
  listingWrites: ReturnType<typeof createEtsyListingWrites>['counts'];
  /** The listings made through the API (createDraftListing), in order. */
  madeListings(): FakeEtsyListing[];
  sendWebhook(
    target: string,
    receiptId: number,
    secret?: string,
    timestamp?: number,
  ): Promise<number>;
}

/** What issueToken grants: every scope PodKit asks for. */
const ALL_SCOPES = ['transactions_r', 'transactions_w', 'shops_r', 'listings_r', 'listings_w'];

export async function startEtsyFake(options: EtsyFakeOptions): Promise<EtsyFake> {
  const perSecond = options.perSecond ?? 10;
  const userId = 81_234_567;
  const shopId = 27_654_321;
  const receipts: FakeEtsyReceipt[] = [];
  const listings: FakeEtsyListing[] = [];
  const codes = new Map<string, { challenge: string; redirectUri: string; scopes: string[] }>();
  const tokens = new Map<string, number>();
  /** The scopes each access and refresh token was granted. */
  const scopesOf = new Map<string, string[]>();
  const refreshTokens = new Set<string>();
  const recent: number[] = [];
  let shipmentId = 1;
  let clock = Date.parse('2026-03-01T00:00:00Z') / 1000;
  const shippingProfileId = 190_000_001;
  const readinessStateId = 1_300_000_001;
  const writes = createEtsyListingWrites({
    shopId,
    userId,
    listings,
    shippingProfileIds: options.shippingProfileIds ?? [shippingProfileId],
    readinessStateIds: options.readinessStateIds ?? [readinessStateId],
  });

  const json = (status: number, body: unknown, headers?: Record<string, string>): FakeResponse => ({
    status,
    body,
    ...(headers ? { headers } : {}),
  });

  const issueToken = (scopes = ALL_SCOPES) => {
    const access = `${userId}.${randomBytes(20).toString('base64url')}`;
    tokens.set(access, Date.now() + 3600_000);
    scopesOf.set(access, scopes);
    return access;
  };

  function issue(scopes: string[]): FakeResponse {
    const access = issueToken(scopes);
    const refresh = `${userId}.${randomBytes(20).toString('base64url')}`;
    refreshTokens.add(refresh);
    scopesOf.set(refresh, scopes);
    return json(200, {
      access_token: access,
      token_type: 'Bearer',
      expires_in: 3600,
      refresh_token: refresh,
    });
  }

  function token(request: FakeRequest): FakeResponse {
    const form = (request.body ?? {}) as Record<string, string>;
    if (form.client_id !== options.keystring) return json(401, { error: 'invalid_client' });
    if (form.grant_type === 'refresh_token') {
      if (!refreshTokens.delete(form.refresh_token ?? ''))
        return json(400, { error: 'invalid_grant' });
      return issue(scopesOf.get(form.refresh_token!) ?? []);
    }
    if (form.grant_type !== 'authorization_code')
      return json(400, { error: 'unsupported_grant_type' });
    const pending = codes.get(form.code ?? '');
    if (!pending)
      return json(400, {
        error: 'invalid_grant',
        error_description: 'code not found or already used',
      });
    codes.delete(form.code!);
    if (pending.redirectUri !== form.redirect_uri)
      return json(400, { error: 'invalid_grant', error_description: 'redirect_uri mismatch' });
    const challenge = createHash('sha256')
      .update(form.code_verifier ?? '')
      .digest('base64url');
    if (challenge !== pending.challenge)
      return json(400, {
        error: 'invalid_grant',
        error_description: 'code_verifier does not match code_challenge',
      });
    return issue(pending.scopes);
  }

  function connect(request: FakeRequest): FakeResponse {
    const q = request.url.searchParams;
    for (const name of [
      'response_type',
      'client_id',
      'redirect_uri',
      'scope',
      'state',
      'code_challenge',
      'code_challenge_method',
    ])
      if (!q.get(name)) return json(400, { error: `${name} is required` });
    if (q.get('client_id') !== options.keystring) return json(400, { error: 'invalid client_id' });
    if (q.get('code_challenge_method') !== 'S256')
      return json(400, { error: 'code_challenge_method must be S256' });
    const code = randomBytes(16).toString('base64url');
    codes.set(code, {
      challenge: q.get('code_challenge')!,
      redirectUri: q.get('redirect_uri')!,
      scopes: q.get('scope')!.split(' '),
    });
    const back = new URL(q.get('redirect_uri')!);
    back.searchParams.set('code', code);
    back.searchParams.set('state', q.get('state')!);
    return { status: 302, headers: { location: back.toString() } };
  }

  function limited(): FakeResponse | null {
    const now = Date.now();
    while (recent.length && recent[0]! <= now - 1000) recent.shift();
    if (recent.length >= perSecond) {
      fake.throttled++;
      return json(
        429,
        { error: 'Exceeded per second rate limit' },
        {
          'retry-after': '1',
          'x-limit-per-second': String(perSecond),
          'x-remaining-this-second': '0',
        },
      );
    }
    recent.push(now);
    return null;
  }

  const inventoryBody = (listing: FakeEtsyListing) => ({
    products: listing.products.map((product) => ({
      product_id: product.product_id,
      sku: product.sku,
      is_deleted: false,
      offerings: (
        product.offerings ?? [
          { price: 24.5, quantity: 10, is_enabled: true, readiness_state_id: null },
        ]
      ).map((offering) => ({
        offering_id: product.product_id * 10,
        quantity: offering.quantity,
        is_enabled: offering.is_enabled,
        is_deleted: false,
        readiness_state_id: offering.readiness_state_id,
        price: { amount: Math.round(offering.price * 100), divisor: 100, currency_code: 'EUR' },
      })),
      property_values: product.property_values.map((property, i) => ({
        property_id: 513 + i,
        property_name: property.property_name,
        scale_id: null,
        scale_name: null,
        value_ids: property.values.map((_, j) => product.product_id * 10 + j),
        values: property.values,
      })),
    })),
    price_on_property: [],
    quantity_on_property: [],
    sku_on_property: [],
  });

  const listingBody = (listing: FakeEtsyListing, associations: string[]) => ({
    listing_id: listing.listing_id,
    user_id: userId,
    shop_id: shopId,
    title: listing.title,
    state: listing.state,
    url: `https://www.etsy.com/listing/${listing.listing_id}`,
    has_variations: listing.products.some((product) => product.property_values.length > 0),
    ...(associations.includes('Images')
      ? {
          images: listing.imageUrls.map((url, i) => ({
            listing_id: listing.listing_id,
            listing_image_id: listing.listing_id * 10 + i,
            rank: i + 1,
            url_75x75: url.replace('fullxfull', '75x75'),
            url_170x135: url.replace('fullxfull', '170x135'),
            url_570xN: url.replace('fullxfull', '570xN'),
            url_fullxfull: url,
          })),
        }
      : {}),
    ...(associations.includes('Inventory') && options.inventoryOnShopListings !== false
      ? { inventory: inventoryBody(listing) }
      : {}),
  });

  async function application(request: FakeRequest, path: string): Promise<FakeResponse> {
    if (request.headers['x-api-key'] !== `${options.keystring}:${options.sharedSecret}`)
      return json(403, {
        error: 'Invalid API key: should be in the format keystring:shared_secret',
      });
    const refused = limited();
    if (refused) return refused;
    const bearer = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
    const expiry = bearer ? tokens.get(bearer) : undefined;
    if (!expiry || expiry < Date.now()) return json(401, { error: 'invalid_token' });
    // Writing listings needs the listings_w scope (Etsy's Listings tutorial); wording ours.
    if (
      request.method !== 'GET' &&
      path.includes('/listings') &&
      !scopesOf.get(bearer!)?.includes('listings_w')
    )
      return json(403, { error: 'The access token lacks the listings_w scope' });
    const written = await writes.handle(request, path);
    if (written) return written;
    if (request.method === 'GET' && path === `/users/${userId}/shops`)
      return json(200, { shop_id: shopId, shop_name: 'PodKitCrafts', user_id: userId });
    const receiptsPath = `/shops/${shopId}/receipts`;
    if (request.method === 'GET' && path === receiptsPath) {
      const q = request.url.searchParams;
      const limit = Number(q.get('limit') ?? '25');
      const offset = Number(q.get('offset') ?? '0');
      if (!Number.isInteger(limit) || limit < 1 || limit > 100)
        return json(400, { error: 'limit must be between 1 and 100' });
      const since = Number(q.get('min_last_modified') ?? '0');
      const matching = receipts
        .filter((r) => r.update_timestamp >= since)
        .sort((a, b) => a.update_timestamp - b.update_timestamp || a.receipt_id - b.receipt_id);
      return json(200, { count: matching.length, results: matching.slice(offset, offset + limit) });
    }
    if (request.method === 'GET' && path === `/shops/${shopId}/listings`) {
      const q = request.url.searchParams;
      const limit = Number(q.get('limit') ?? '25');
      const offset = Number(q.get('offset') ?? '0');
      if (!Number.isInteger(limit) || limit < 1 || limit > 100)
        return json(400, { error: 'limit must be between 1 and 100' });
      const state = q.get('state') ?? 'active';
      const associations = q.getAll('includes').flatMap((value) => value.split(','));
      const matching = listings.filter((listing) => listing.state === state);
      return json(200, {
        count: matching.length,
        results: matching
          .slice(offset, offset + limit)
          .map((listing) => listingBody(listing, associations)),
      });
    }
    if (request.method === 'GET' && path === '/listings/batch/inventory') {
      const ids = (request.url.searchParams.get('listing_ids') ?? '')
        .split(',')
        .filter(Boolean)
        .map(Number);
      if (ids.length < 1 || ids.length > 100)
        return json(400, { error: 'listing_ids must name between 1 and 100 listings' });
      const found = ids.map((id) => listings.find((listing) => listing.listing_id === id));
      const missing = ids.filter((_, i) => !found[i]);
      if (missing.length) return json(404, { error: `Listings ${missing.join(',')} not found` });
      return json(200, {
        count: found.length,
        results: found.map((listing) => ({
          ...listingBody(listing!, []),
          inventory: inventoryBody(listing!),
        })),
      });
    }
    const one = new RegExp(`^${receiptsPath}/(\\d+)(/tracking)?$`).exec(path);
    if (one) {
      const receipt = receipts.find((r) => r.receipt_id === Number(one[1]));
      if (!receipt) return json(404, { error: `Receipt with id ${one[1]} not found` });
      if (!one[2] && request.method === 'GET') return json(200, receipt);
      if (one[2] && request.method === 'POST') {
        const body = (request.body ?? {}) as { tracking_code?: string; carrier_name?: string };
        if (!body.tracking_code || !body.carrier_name)
          return json(400, { error: 'tracking_code and carrier_name are required' });
        receipt.shipments.push({
          receipt_shipping_id: shipmentId++,
          tracking_code: body.tracking_code,
          carrier_name: body.carrier_name,
        });
        receipt.is_shipped = true;
        receipt.update_timestamp = ++clock;
        return json(200, receipt);
      }
    }
    return json(404, { error: 'Resource not found' });
  }

  const running = await startFake((request) => {
    const path = request.url.pathname;
    if (request.method === 'GET' && path === '/oauth/connect') return connect(request);
    if (request.method === 'POST' && path === '/v3/public/oauth/token') return token(request);
    if (path.startsWith('/v3/application/'))
      return application(request, path.slice('/v3/application'.length));
    return json(404, { error: 'Resource not found' });
  });

  const fake: EtsyFake = {
    ...running,
    connectUrl: `${running.url}/oauth/connect`,
    userId,
    shopId,
    receipts,
    listings,
    throttled: 0,
    shippingProfileId,
    readinessStateId,
    listingWrites: writes.counts,
    madeListings: () => listings.filter((listing) => listing.details),
    issueToken,
    revokeTokens() {
      tokens.clear();
      refreshTokens.clear();
    },
    addListings(added) {
      listings.push(...added);
    },
    seedListings(count) {
      let k = listings.reduce((sum, listing) => sum + listing.products.length, 0);
      const made: FakeEtsyListing[] = [];
      for (let i = 0; i < count; i++) {
        const n = listings.length + 1;
        const labels = n % 3 === 0 ? ['Red / S', 'Red / M', 'Blue / L'] : [''];
        const listing: FakeEtsyListing = {
          listing_id: 1_600_000_000 + n,
          title: `Personalised tote bag ${n}`,
          state: 'active',
          imageUrls: n % 4 === 0 ? [] : [`https://i.etsystatic.example/il_fullxfull.${n}.jpg`],
          products: labels.map((label, j) => {
            k++;
            const [colour = '', size = ''] = label.split(' / ');
            return {
              product_id: 12_000_000 + k,
              sku: j === 1 ? '' : `ETSY-${k}`,
              property_values: label
                ? [
                    { property_name: 'Colour', values: [colour] },
                    { property_name: 'Size', values: [size] },
                  ]
                : [],
            };
          }),
        };
        listings.push(listing);
        made.push(listing);
      }
      return made;
    },
    seed(count) {
      const made: FakeEtsyReceipt[] = [];
      for (let i = 0; i < count; i++) {
        const n = receipts.length + 1;
        const at = ++clock;
        const receipt: FakeEtsyReceipt = {
          receipt_id: 3_100_000_000 + n,
          status: 'Paid',
          name: `Etsy Buyer ${n}`,
          first_line: `${n} Rue de Rivoli`,
          second_line: null,
          city: 'Paris',
          state: null,
          zip: '75001',
          country_iso: 'FR',
          buyer_email: `etsy${n}@example.com`,
          create_timestamp: at,
          update_timestamp: at,
          is_shipped: false,
          shipments: [],
          transactions: [
            {
              transaction_id: 4_000_000_000 + n,
              title: 'Personalised tote bag',
              listing_id: 1_500_000_001,
              product_id: 11_000_001,
              sku: 'ETSY-TOTE',
              quantity: 1,
              price: { amount: 2450, divisor: 100, currency_code: 'EUR' },
              variations: [
                {
                  property_id: 54,
                  value_id: 1,
                  formatted_name: 'Personalization',
                  formatted_value: `Name ${n}`,
                },
              ],
            },
          ],
        };
        receipts.push(receipt);
        made.push(receipt);
      }
      return made;
    },
    sendWebhook(
      target,
      receiptId,
      secret = options.webhookSecret,
      timestamp = Math.floor(Date.now() / 1000),
    ) {
      const body = JSON.stringify({
        event_type: 'order.paid',
        resource_url: `https://openapi.etsy.com/v3/application/shops/${shopId}/receipts/${receiptId}`,
        shop_id: shopId,
      });
      const id = `msg_${randomBytes(8).toString('hex')}`;
      const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
      const signature = createHmac('sha256', key)
        .update(`${id}.${timestamp}.${body}`)
        .digest('base64');
      return deliver(target, body, {
        'webhook-id': id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': `v1,${signature}`,
      });
    },
  };
  return fake;
}
