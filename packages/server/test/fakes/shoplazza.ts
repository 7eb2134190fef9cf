import { createHmac, randomBytes } from 'node:crypto';
import {
  deliver,
  startFake,
  type FakeRequest,
  type FakeResponse,
  type RunningFake,
} from './fake-http.js';

/**
 * Contract fake of Shoplazza's OAuth and open API (2022-01) on loopback, after the official
 * Shoplazza/oauth-sdk-go (README, oauth2.go: AuthCodeURL, SignatureValid, Exchange, RefreshToken)
 * and the official spz-open-api.json:
 * - `/admin/oauth/authorize?client_id&scope&redirect_uri&response_type=code&state` sends the
 *   browser back with `code, shop, state` and `hmac` = hex HMAC-SHA256(client secret, the other
 *   parameters sorted and form-encoded);
 * - `POST /admin/oauth/token` (form: client_id, client_secret, code, grant_type=authorization_code,
 *   redirect_uri; or grant_type=refresh_token, refresh_token) answers `{token_type, access_token,
 *   refresh_token, expires_at, store_id, store_name}`; codes and refresh tokens are single-use;
 * - `/openapi/2022-01/…` takes the `access-token` header, refuses an unknown one 401
 *   `{"errors": ["…"]}`; orders pages by `page` (limit ≤ 250), `orders/{id}`,
 *   `orders/{id}/fulfillments` (tracking_number required, line_items[{id, ship_quantity}]),
 *   `products` (GET by spus, POST: title and has_only_default_variant required), `products/{id}`;
 *   past a quota 429 (the shape of Shoplazza's rate-limit answer is our reading);
 * - webhooks signed `X-Shoplazza-Hmac-Sha256` = base64 HMAC-SHA256(client secret, raw body),
 *   with `X-Shoplazza-Topic` and `X-Shoplazza-Shop-Domain`.
 */
export interface ShoplazzaFakeOptions {
  clientId: string;
  clientSecret: string;
  /** The store's name: its domain is `{name}.myshoplaza.com`. */
  name: string;
  /** Every Nth orders call is answered 429 (0: never). */
  listQuotaEvery?: number;
}

export interface FakeShoplazzaOrder {
  id: string;
  number: string;
  status: string;
  currency: string;
  created_at: string;
  updated_at: string;
  canceled_at: string | null;
  customer: { email: string };
  shipping_address: Record<string, string>;
  line_items: Array<{
    id: string;
    product_id: string;
    variant_id: string;
    sku: string;
    product_title: string;
    variant_title: string;
    quantity: number;
    price: string;
    properties: Array<{ name: string; value: string }>;
  }>;
}

export interface FakeShoplazzaProduct {
  id: string;
  title: string;
  spu: string;
  published: boolean;
  options: Array<{ name: string; values: string[] }>;
  variants: Array<Record<string, unknown>>;
}

export interface ShoplazzaFake extends RunningFake {
  shop: string;
  orders: FakeShoplazzaOrder[];
  products: FakeShoplazzaProduct[];
  shipments: Array<{ orderId: string; body: unknown }>;
  throttled: number;
  tokens: string[];
  /** Refresh tokens spent, in order. */
  refreshes: string[];
  seed(count: number, days?: number): FakeShoplazzaOrder[];
  touch(ids: string[]): void;
  revokeTokens(): void;
  sendWebhook(target: string, orderId: string, secret?: string, topic?: string): Promise<number>;
}

const DAY = 86_400_000;
const API = '/openapi/2022-01/';

/** Go's url.Values.Encode, as the SDK signs the callback: sorted, QueryEscape'd. */
const goEncode = (params: Record<string, string>) =>
  Object.keys(params)
    .sort()
    .map((k) => {
      const esc = (v: string) =>
        encodeURIComponent(v)
          .replace(/%20/g, '+')
          .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
      return `${esc(k)}=${esc(params[k]!)}`;
    })
    .join('&');

export async function startShoplazzaFake(options: ShoplazzaFakeOptions): Promise<ShoplazzaFake> {
  const shop = `${options.name}.myshoplaza.com`;
  const codes = new Map<string, string>();
  const live = new Set<string>();
  const refreshTokens = new Set<string>();
  const tokens: string[] = [];
  const refreshes: string[] = [];
  const orders: FakeShoplazzaOrder[] = [];
  const products: FakeShoplazzaProduct[] = [];
  const shipments: ShoplazzaFake['shipments'] = [];
  let sequence = 0;
  let lists = 0;

  const refuse = (status: number, ...errors: string[]): FakeResponse => ({
    status,
    body: { errors },
  });

  const grant = (): FakeResponse => {
    const access = randomBytes(16).toString('base64url');
    const refresh = randomBytes(16).toString('hex');
    live.add(access);
    tokens.push(access);
    refreshTokens.add(refresh);
    return {
      status: 200,
      body: {
        token_type: 'Bearer',
        access_token: access,
        refresh_token: refresh,
        expires_at: Math.floor(Date.now() / 1000) + 7 * 86_400,
        store_id: '20881',
        store_name: 'PodKit Lazza',
      },
    };
  };

  const handler = (request: FakeRequest): FakeResponse => {
    const { pathname, searchParams: q } = request.url;
    if (request.method === 'GET' && pathname === '/admin/oauth/authorize') {
      if (q.get('client_id') !== options.clientId || q.get('response_type') !== 'code')
        return refuse(400, 'invalid client_id or response_type');
      const code = randomBytes(10).toString('hex');
      codes.set(code, q.get('redirect_uri') ?? '');
      const params: Record<string, string> = { code, shop };
      if (q.get('state')) params.state = q.get('state')!;
      const hmac = createHmac('sha256', options.clientSecret)
        .update(goEncode(params))
        .digest('hex');
      const back = new URL(q.get('redirect_uri') ?? '');
      for (const [k, v] of Object.entries(params)) back.searchParams.set(k, v);
      back.searchParams.set('hmac', hmac);
      return { status: 302, headers: { location: back.toString() } };
    }
    if (request.method === 'POST' && pathname === '/admin/oauth/token') {
      const form = (request.body ?? {}) as Record<string, string>;
      if (form.client_id !== options.clientId || form.client_secret !== options.clientSecret)
        return { status: 401, body: { error: 'invalid_client' } };
      if (form.grant_type === 'authorization_code') {
        const redirect = codes.get(form.code ?? '');
        if (redirect === undefined || redirect !== form.redirect_uri)
          return { status: 400, body: { error: 'invalid_grant' } };
        codes.delete(form.code!);
        return grant();
      }
      if (form.grant_type === 'refresh_token') {
        refreshes.push(form.refresh_token ?? '');
        if (!refreshTokens.delete(form.refresh_token ?? ''))
          return { status: 400, body: { error: 'invalid_grant' } };
        return grant();
      }
      return { status: 400, body: { error: 'unsupported_grant_type' } };
    }
    if (!pathname.startsWith(API)) return refuse(404, 'Not Found');
    if (!live.has(String(request.headers['access-token'] ?? '')))
      return refuse(401, 'Invalid access token');
    const path = pathname.slice(API.length);

    if (request.method === 'GET' && path === 'orders') {
      lists++;
      if (options.listQuotaEvery && lists % options.listQuotaEvery === 0)
        return {
          status: 429,
          headers: { 'retry-after': '1' },
          body: { errors: ['Too Many Requests'] },
        };
      const limit = Number(q.get('limit') ?? 10);
      const page = Number(q.get('page') ?? 1);
      if (!Number.isInteger(limit) || limit < 1 || limit > 250) return refuse(400, 'limit invalid');
      const min = q.get('updated_at_min');
      const list = orders
        .filter((o) => !min || o.updated_at >= new Date(min).toISOString())
        .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
      return { status: 200, body: { orders: list.slice((page - 1) * limit, page * limit) } };
    }
    const one = /^orders\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && one) {
      const order = orders.find((o) => o.id === decodeURIComponent(one[1]!));
      return order ? { status: 200, body: { order } } : refuse(404, 'Unable to find resource');
    }
    const ship = /^orders\/([^/]+)\/fulfillments$/.exec(path);
    if (request.method === 'POST' && ship) {
      const order = orders.find((o) => o.id === decodeURIComponent(ship[1]!));
      if (!order) return refuse(404, 'Unable to find resource');
      const body = request.body as {
        tracking_number?: string;
        line_items?: Array<{ id: string; ship_quantity: number }>;
      } | null;
      if (!body?.tracking_number) return refuse(422, 'tracking_number is required');
      for (const line of body.line_items ?? [])
        if (!order.line_items.some((l) => l.id === line.id && line.ship_quantity <= l.quantity))
          return refuse(422, `line item ${line.id} is invalid`);
      shipments.push({ orderId: order.id, body });
      return {
        status: 200,
        body: {
          fulfillment: {
            id: randomBytes(8).toString('hex'),
            order_id: order.id,
            status: 'waiting',
          },
        },
      };
    }
    if (request.method === 'GET' && path === 'products') {
      const spus = q.get('spus')?.split(',');
      const list = spus ? products.filter((p) => spus.includes(p.spu)) : products;
      return { status: 200, body: { products: list, cursor: '' } };
    }
    if (request.method === 'POST' && path === 'products') {
      const product = (
        request.body as {
          product?: Partial<FakeShoplazzaProduct> & { has_only_default_variant?: boolean };
        } | null
      )?.product;
      if (!product?.title || product.has_only_default_variant === undefined)
        return refuse(422, 'title and has_only_default_variant are required');
      const made = {
        id: `${randomBytes(4).toString('hex')}-${++sequence}`,
        spu: '',
        published: false,
        options: [],
        variants: [],
        ...product,
      } as FakeShoplazzaProduct;
      products.push(made);
      return { status: 200, body: { product: made } };
    }
    const productMatch = /^products\/([^/]+)$/.exec(path);
    if (request.method === 'PUT' && productMatch) {
      const found = products.find((p) => p.id === productMatch[1]);
      if (!found) return refuse(404, 'Unable to find resource');
      Object.assign(found, (request.body as { product?: object } | null)?.product ?? {});
      return { status: 200, body: { product: found } };
    }
    return refuse(404, 'Not Found');
  };

  const fake = await startFake(handler);

  const makeOrder = (at: number): FakeShoplazzaOrder => {
    const n = ++sequence;
    const id = `20881-${String(n).padStart(8, '0')}`;
    const iso = new Date(at).toISOString();
    const line = (k: string, sku: string, quantity: number, price: string) => ({
      id: `${id}-${k}`,
      product_id: `p-${sku}`,
      variant_id: `v-${sku}`,
      sku,
      product_title: sku === 'LZ-TEE' ? 'Tee' : 'Mug',
      variant_title: sku === 'LZ-TEE' ? 'Black / M' : 'White / 11oz',
      quantity,
      price,
      properties: [],
    });
    const lines = [line('a', 'LZ-MUG-W11', 2, '12.50')];
    if (n % 3 === 0) lines.push(line('b', 'LZ-TEE', 1, '19.90'));
    return {
      id,
      number: String(n).padStart(8, '0'),
      status: 'placed',
      currency: 'USD',
      created_at: iso,
      updated_at: iso,
      canceled_at: null,
      customer: { email: `lazza${n}@example.com` },
      shipping_address: {
        name: `Lazza Buyer ${n}`,
        phone: '555-625-1199',
        address1: `${n} Chestnut Street`,
        address2: '',
        city: 'Louisville',
        province: 'Kentucky',
        province_code: 'US-KY',
        zip: '40202',
        country_code: 'US',
        area: '',
      },
      line_items: lines,
    };
  };

  return {
    ...fake,
    shop,
    orders,
    products,
    shipments,
    tokens,
    refreshes,
    get throttled() {
      return options.listQuotaEvery ? Math.floor(lists / options.listQuotaEvery) : 0;
    },
    seed(count, days = 30) {
      const made: FakeShoplazzaOrder[] = [];
      const start = Date.now() - days * DAY;
      for (let i = 0; i < count; i++)
        made.push(makeOrder(start + Math.floor((i * days * DAY) / count)));
      orders.push(...made);
      return made;
    },
    touch(ids) {
      const now = new Date().toISOString();
      for (const order of orders) if (ids.includes(order.id)) order.updated_at = now;
    },
    revokeTokens() {
      live.clear();
      refreshTokens.clear();
    },
    sendWebhook(target, orderId, secret = options.clientSecret, topic = 'orders/update') {
      const order = orders.find((o) => o.id === orderId);
      const body = JSON.stringify(order ?? { id: orderId });
      return deliver(target, body, {
        'x-shoplazza-hmac-sha256': createHmac('sha256', secret).update(body).digest('base64'),
        'x-shoplazza-topic': topic,
        'x-shoplazza-shop-domain': shop,
      });
    },
  } satisfies ShoplazzaFake as ShoplazzaFake;
}
