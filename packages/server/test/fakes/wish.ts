import { randomBytes } from 'node:crypto';
import { startFake, type FakeRequest, type FakeResponse, type RunningFake } from './fake-http.js';
import { wishProductsCall, type WishProductState } from './wish-products.js';
import { seedWishProducts, wishProductList, type SeededWishProduct } from './wish-product-list.js';

/**
 * Contract fake of the Wish Marketplace v3 API on loopback, after its OpenAPI documents
 * (merchant.wish.com, as collected in api-evangelist/wish):
 * - `GET /v3/oauth/authorize?client_id` sends the merchant back with `code` (and the state);
 *   `POST /api/v3/oauth/access_token {client_id, client_secret, code, grant_type:
 *   "authorization_code", redirect_uri}` → `{access_token, refresh_token, expiry_time (30 days),
 *   merchant_id, scopes}`; `GET /api/v3/oauth/refresh_token?client_id&client_secret&refresh_token&
 *   grant_type=refresh_token` answers a new pair and revokes the old access tokens;
 * - every answer is `{code, message, data}` (code 0 on success); token refusals 1006 (none), 1007
 *   (expired), 1008 (revoked), answered 400 as the documents' examples are;
 * - `GET /api/v3/orders?limit (1–500)&updated_at_min&updated_at_max&sort_by=(updated_at|
 *   released_at)(.asc|.desc)`, `GET /api/v3/orders/{id}`, `GET /api/v3/orders/shipping_carriers?
 *   order_type=GENERAL`, `PUT /api/v3/orders/{id}/tracking {tracking_number (alphanumeric),
 *   shipping_provider (an accepted carrier), origin_country}` on APPROVED orders;
 * - 429 with `Wish-Rate-Limit-Reset` past a quota (the body's code is our reading);
 * - the products API (publishing) in `wish-products.ts`, its list in `wish-product-list.ts`.
 */
export interface WishFakeOptions {
  clientId: string;
  clientSecret: string;
  /** Every Nth order-list call is answered 429 (0: never). */
  listQuotaEvery?: number;
  /** The first N tracking calls are answered 429. */
  trackingRefusals?: number;
  /** Every Nth product-list call is answered 429 (0: never). */
  productListQuotaEvery?: number;
}

export interface FakeWishOrder {
  id: string;
  state: 'APPROVED' | 'SHIPPED' | 'REFUNDED' | 'REQUIRE_REVIEW' | 'DECLINED';
  released_at: string;
  updated_at: string;
  transaction_id: string;
  product_information: {
    id: string;
    variation_id: string;
    sku: string;
    name: string;
    color: string;
    size: string;
  };
  order_payment: {
    general_payment_details: {
      product_quantity: number;
      product_price: { amount: number; currency_code: string };
    };
  };
  full_address: {
    shipping_detail: {
      name: string;
      street_address1: string;
      street_address2: string;
      city: string;
      state: string;
      zipcode: string;
      country_code: string;
      phone_number: { number: string; country_code: string };
    };
  };
  tracking_information: Array<{ tracking_number: string; shipping_provider: { name: string } }>;
}

export interface WishFake extends RunningFake {
  merchantId: string;
  orders: FakeWishOrder[];
  shipments: Array<{
    id: string;
    tracking_number: string;
    shipping_provider: string;
    origin_country: string;
  }>;
  throttled: number;
  /** Products PodKit published, with their variations, prices and pictures. */
  catalog: WishProductState;
  /** Refresh tokens used, in order. */
  refreshes: string[];
  /** Orders over the last `days` days, `sameInstant` of them at a time sharing one update time. */
  seed(count: number, days?: number, sameInstant?: number): FakeWishOrder[];
  /** Products the merchant made on Wish itself, beside those PodKit published. */
  seedProducts(products: SeededWishProduct[]): void;
  /** Every access token lapses (1007) now; refresh still works. */
  expireTokens(): void;
  /** The merchant revokes the app: every token and refresh token is refused from now on. */
  revokeAll(): void;
}

export const WISH_CARRIERS = ['USPS', 'YanWen', 'ChinaPost', '4PX', 'Yun Express', 'DHL'];

const ok = (data: unknown, headers?: Record<string, string>): FakeResponse => ({
  status: 200,
  headers,
  body: { code: 0, message: '', data },
});
const refuse = (
  status: number,
  code: number,
  message: string,
  headers?: Record<string, string>,
): FakeResponse => ({
  status,
  headers,
  body: { code, message, data: {} },
});

const DAY_MS = 86_400_000;
const objectId = () => randomBytes(12).toString('hex');

export async function startWishFake(options: WishFakeOptions): Promise<WishFake> {
  const merchantId = objectId();
  const codes = new Map<string, string>();
  const accessTokens = new Map<string, 'live' | 'expired' | 'revoked'>();
  const refreshTokens = new Set<string>();
  const refreshes: string[] = [];
  const orders: FakeWishOrder[] = [];
  const shipments: WishFake['shipments'] = [];
  let lists = 0;
  let productLists = 0;
  let throttled = 0;
  let trackingRefusals = options.trackingRefusals ?? 0;
  let sequence = 0;
  const catalog: WishProductState = {
    products: [],
    creates: 0,
    updates: 0,
    defaultWarehouseId: objectId(),
  };

  const grant = () => {
    const access = randomBytes(16).toString('hex');
    const refresh = randomBytes(16).toString('hex');
    accessTokens.set(access, 'live');
    refreshTokens.add(refresh);
    return ok({
      access_token: access,
      refresh_token: refresh,
      expiry_time: new Date(Date.now() + 30 * DAY_MS).toISOString(),
      merchant_id: merchantId,
      scopes: ['orders:read', 'orders:write'],
    });
  };

  const tokenRefusal = (request: FakeRequest): FakeResponse | null => {
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    const state = accessTokens.get(token);
    if (!state) return refuse(400, 1006, 'No access token found or the app does not exist');
    if (state === 'expired') return refuse(400, 1007, 'This access token has expired');
    if (state === 'revoked') return refuse(400, 1008, 'This access token has been revoked');
    return null;
  };

  const list = (q: URLSearchParams): FakeResponse => {
    lists++;
    if (options.listQuotaEvery && lists % options.listQuotaEvery === 0) {
      throttled++;
      return refuse(429, 1015, 'Too Many Requests', {
        'wish-rate-limit-reset': new Date(Date.now() + 300).toISOString(),
      });
    }
    const limit = Number(q.get('limit') ?? 50);
    if (!Number.isInteger(limit) || limit < 1 || limit > 500)
      return refuse(400, 1001, 'limit must be between 1 and 500');
    const sort = q.get('sort_by') ?? 'updated_at.desc';
    const match = /^(updated_at|released_at)(\.(asc|desc))?$/.exec(sort);
    if (!match) return refuse(400, 1001, 'Invalid sort_by');
    const field = match[1] as 'updated_at' | 'released_at';
    const direction = match[3] === 'asc' ? 1 : -1;
    const parse = (name: string) => {
      const value = q.get(name);
      if (value === null) return null;
      const at = Date.parse(value);
      return Number.isNaN(at) ? Number.NaN : at;
    };
    const min = parse('updated_at_min');
    const max = parse('updated_at_max');
    if (Number.isNaN(min) || Number.isNaN(max)) return refuse(400, 1001, 'Invalid date-time');
    const page = orders
      .filter((o) => {
        const at = Date.parse(o.updated_at);
        return (min === null || at >= min) && (max === null || at <= max);
      })
      .sort(
        (a, b) =>
          direction * (Date.parse(a[field]) - Date.parse(b[field])) || a.id.localeCompare(b.id),
      )
      .slice(0, limit);
    return ok(page, { 'wish-rate-limit-remaining': '100' });
  };

  const track = (order: FakeWishOrder, body: Record<string, unknown>): FakeResponse => {
    if (trackingRefusals > 0) {
      trackingRefusals--;
      throttled++;
      return refuse(429, 1015, 'Too Many Requests', {
        'wish-rate-limit-reset': new Date(Date.now() + 200).toISOString(),
      });
    }
    const number = String(body.tracking_number ?? '');
    const provider = String(body.shipping_provider ?? '');
    const origin = String(body.origin_country ?? '');
    if (!/^[A-Za-z0-9]+$/.test(number))
      return refuse(400, 1001, 'tracking_number should only contain alphanumeric characters');
    if (!WISH_CARRIERS.includes(provider))
      return refuse(400, 1001, `Invalid shipping_provider: ${provider}`);
    if (!/^[A-Z]{2}$/.test(origin)) return refuse(400, 1001, 'origin_country is required');
    if (order.state !== 'APPROVED' && order.state !== 'SHIPPED')
      return refuse(400, 1001, `Order in state ${order.state} cannot be shipped`);
    shipments.push({
      id: order.id,
      tracking_number: number,
      shipping_provider: provider,
      origin_country: origin,
    });
    order.state = 'SHIPPED';
    order.updated_at = new Date().toISOString();
    order.tracking_information = [
      { tracking_number: number, shipping_provider: { name: provider } },
    ];
    return ok(order);
  };

  const handler = (request: FakeRequest): FakeResponse => {
    const path = request.url.pathname;
    const q = request.url.searchParams;
    if (path === '/v3/oauth/authorize' && request.method === 'GET') {
      if (q.get('client_id') !== options.clientId)
        return refuse(400, 10001, 'Incorrect credentials');
      const redirect = q.get('redirect_uri') ?? '';
      const code = randomBytes(12).toString('hex');
      codes.set(code, redirect);
      const back = new URL(redirect);
      back.searchParams.set('code', code);
      if (q.get('state')) back.searchParams.set('state', q.get('state')!);
      return { status: 302, headers: { location: back.toString() } };
    }
    if (path === '/api/v3/oauth/access_token' && request.method === 'POST') {
      const body = (request.body ?? {}) as Record<string, string>;
      if (body.grant_type !== 'authorization_code')
        return refuse(400, 1001, "grant_type must be set to 'authorization_code'");
      if (body.client_id !== options.clientId || body.client_secret !== options.clientSecret)
        return refuse(
          400,
          10001,
          'Incorrect credentials. One of client_id, client_secret, or redirect_url does not match our records',
        );
      const redirect = codes.get(body.code ?? '');
      if (redirect === undefined)
        return refuse(400, 10008, 'Incorrect authorization code provided');
      if (redirect !== body.redirect_uri)
        return refuse(
          400,
          10001,
          'Incorrect credentials. One of client_id, client_secret, or redirect_url does not match our records',
        );
      codes.delete(body.code!);
      return grant();
    }
    if (path === '/api/v3/oauth/refresh_token' && request.method === 'GET') {
      if (q.get('grant_type') !== 'refresh_token')
        return refuse(400, 1001, "grant_type must be set to 'refresh_token'");
      if (
        q.get('client_id') !== options.clientId ||
        q.get('client_secret') !== options.clientSecret
      )
        return refuse(
          400,
          10001,
          'Incorrect credentials. client_id or client_secret does not match our records',
        );
      const refresh = q.get('refresh_token') ?? '';
      refreshes.push(refresh);
      if (!refreshTokens.has(refresh)) return refuse(400, 1006, 'Unauthorized access on this API');
      // Existing access tokens are revoked by a refresh.
      for (const token of accessTokens.keys()) accessTokens.set(token, 'revoked');
      return grant();
    }
    const refused = tokenRefusal(request);
    if (refused) return refused;
    if (path === '/api/v3/products' && request.method === 'GET') {
      productLists++;
      if (options.productListQuotaEvery && productLists % options.productListQuotaEvery === 0) {
        throttled++;
        return refuse(429, 1015, 'Too Many Requests', {
          'wish-rate-limit-reset': new Date(Date.now() + 300).toISOString(),
        });
      }
      return wishProductList(catalog, q);
    }
    const product = wishProductsCall(catalog, request);
    if (product) return product;
    if (path === '/api/v3/orders' && request.method === 'GET') return list(q);
    if (path === '/api/v3/orders/shipping_carriers' && request.method === 'GET') {
      if (q.get('order_type') !== 'GENERAL' && !q.get('dest_country_code'))
        return refuse(400, 1001, 'dest_country_code is required for this order_type');
      return ok(WISH_CARRIERS.map((name) => ({ name })));
    }
    const tracking = /^\/api\/v3\/orders\/([0-9a-f]{24})\/tracking$/.exec(path);
    const single = /^\/api\/v3\/orders\/([0-9a-f]{24})$/.exec(path);
    const id = tracking?.[1] ?? single?.[1];
    const order = orders.find((o) => o.id === id);
    if (id && !order) return refuse(404, 1004, `We could not find an order for id: '${id}'`);
    if (single && request.method === 'GET') return ok(order);
    if (tracking && request.method === 'PUT')
      return track(order!, (request.body ?? {}) as Record<string, unknown>);
    return refuse(404, 1000, 'Not found');
  };

  const running = await startFake(handler);
  return {
    ...running,
    merchantId,
    orders,
    shipments,
    catalog,
    refreshes,
    get throttled() {
      return throttled;
    },
    seed(count, days = 1, sameInstant = 1) {
      const made: FakeWishOrder[] = [];
      const start = Date.now() - days * DAY_MS;
      const step = Math.max(
        1,
        Math.floor((days * DAY_MS - 60_000) / Math.ceil(count / sameInstant)),
      );
      for (let i = 0; i < count; i++) {
        sequence++;
        const at = new Date(start + Math.floor(i / sameInstant) * step).toISOString();
        const tee = sequence % 3 === 0;
        const order: FakeWishOrder = {
          id: objectId(),
          state: 'APPROVED',
          released_at: at,
          updated_at: at,
          transaction_id: objectId(),
          product_information: {
            id: tee ? '5f0000000000000000000002' : '5f0000000000000000000001',
            variation_id: tee ? '5f00000000000000000000b2' : '5f00000000000000000000a1',
            sku: tee ? 'WS-TEE-M' : 'WS-MUG-W11',
            name: tee ? 'Custom Tee' : 'Custom Mug',
            color: tee ? 'black' : 'white',
            size: tee ? 'M' : '11oz',
          },
          order_payment: {
            general_payment_details: {
              product_quantity: tee ? 1 : 2,
              product_price: { amount: tee ? 19.5 : 12.9, currency_code: 'USD' },
            },
          },
          full_address: {
            shipping_detail: {
              name: `Buyer ${sequence}`,
              street_address1: `${sequence} Main Street`,
              street_address2: 'Apt 4',
              city: 'Springfield',
              state: 'IL',
              zipcode: '62701',
              country_code: 'US',
              phone_number: { number: '2175550123', country_code: 'US' },
            },
          },
          tracking_information: [],
        };
        orders.push(order);
        made.push(order);
      }
      return made;
    },
    seedProducts(products) {
      seedWishProducts(catalog, products);
    },
    expireTokens() {
      for (const token of accessTokens.keys())
        if (accessTokens.get(token) === 'live') accessTokens.set(token, 'expired');
    },
    revokeAll() {
      for (const token of accessTokens.keys()) accessTokens.set(token, 'revoked');
      refreshTokens.clear();
    },
  };
}
