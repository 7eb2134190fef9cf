import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  deliver,
  startFake,
  type FakeRequest,
  type FakeResponse,
  type RunningFake,
} from './fake-http.js';

/**
 * Contract fake of SHOPLINE's app authorisation and REST Admin API on loopback, after
 * developer.shopline.com and the official shopline-sdk-go (@f73904c: client/sign.go, oauth.go,
 * pagination.go, webhook_client.go, rest/admin/v20251201):
 * - the authorise page is a hash route, `/admin/oauth-web/#/oauth/authorize?appKey&responseType=code
 *   &scope&redirectUri&customField`; approving sends the browser to redirectUri with `appkey, code,
 *   customField, handle, lang, timestamp` and `sign` = hex HMAC-SHA256(app secret, sorted `k=v&…`);
 * - `POST /admin/oauth/token/create {code}` and `/admin/oauth/token/refresh` (empty body) carry the
 *   headers `appkey`, `timestamp` (ms) and `sign` = hex HMAC-SHA256(app secret, body + timestamp),
 *   answering `{code: 200, i18nCode, message, data: {accessToken, expireTime, scope}}`; codes are
 *   single-use; a refresh replaces the store's token;
 * - `/admin/openapi/v20251201/…` takes `Authorization: Bearer`, refuses an unknown token 401;
 *   orders.json pages by `page_info` in a `Link: <…>; rel="next"` header (filters refused beside it,
 *   `limit` at most 250); past a quota 429 `{"errors":"Too many request"}` (flow-control doc);
 * - fulfillment_orders/{order}/fulfillment_orders.json, fulfillments/fulfillments.json
 *   (line_items_by_fulfillment_order, tracking_info_list), products/products.json (by handle),
 *   products/{id}.json;
 * - webhooks signed `X-Shopline-Hmac-Sha256` = hex HMAC-SHA256(app secret, raw body), with
 *   `X-Shopline-Topic` and `X-Shopline-Shop-Domain`.
 */
export interface ShoplineFakeOptions {
  appKey: string;
  appSecret: string;
  /** The store's handle: its domain is `{handle}.myshopline.com`. */
  handle: string;
  /** Every Nth orders.json call is answered 429 (0: never). */
  listQuotaEvery?: number;
}

export interface FakeShoplineOrder {
  id: string;
  name: string;
  email: string;
  created_at: string;
  updated_at: string;
  cancelled_at: string | null;
  currency: string;
  shipping_address: Record<string, string>;
  line_items: Array<{
    id: string;
    sku: string;
    variant_id: string;
    title: string;
    name: string;
    quantity: number;
    price: string;
    properties: Array<{ name: string; value: string }>;
  }>;
}

export interface FakeShoplineProduct {
  id: string;
  handle: string;
  title: string;
  status: string;
  body_html: string;
  options: Array<{ name: string; values: string[] }>;
  images: Array<{ src: string }>;
  variants: Array<Record<string, unknown>>;
}

export interface ShoplineFake extends RunningFake {
  shop: string;
  orders: FakeShoplineOrder[];
  products: FakeShoplineProduct[];
  shipments: Array<{
    orderId: string;
    lines: Array<{ id: string; quantity: number }>;
    tracking: unknown;
  }>;
  throttled: number;
  /** Access tokens issued, the latest last. */
  tokens: string[];
  /** Refreshes asked, in order. */
  refreshes: number;
  seed(count: number, days?: number): FakeShoplineOrder[];
  touch(ids: string[]): void;
  /** Withdraws every token (the app uninstalled): calls then answer 401. */
  revokeTokens(): void;
  sendWebhook(target: string, orderId: string, secret?: string, topic?: string): Promise<number>;
}

const hex = (key: string, message: string | Buffer) =>
  createHmac('sha256', key).update(message).digest('hex');
const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const API = '/admin/openapi/v20251201/';
const DAY = 86_400_000;

export async function startShoplineFake(options: ShoplineFakeOptions): Promise<ShoplineFake> {
  const shop = `${options.handle}.myshopline.com`;
  const codes = new Set<string>();
  const live = new Set<string>();
  const tokens: string[] = [];
  const orders: FakeShoplineOrder[] = [];
  const products: FakeShoplineProduct[] = [];
  const shipments: ShoplineFake['shipments'] = [];
  const fulfilled = new Map<string, number>();
  let sequence = 0;
  let lists = 0;
  let refreshes = 0;
  let url = '';

  const refuse = (status: number, errors: string): FakeResponse => ({ status, body: { errors } });

  const issue = () => {
    const token = `slat_${randomBytes(12).toString('hex')}`;
    live.add(token);
    tokens.push(token);
    return {
      status: 200,
      body: {
        code: 200,
        i18nCode: 'SUCCESS',
        message: 'ok',
        data: {
          accessToken: token,
          expireTime: new Date(Date.now() + 10 * 3_600_000).toISOString(),
          scope: 'read_orders,write_orders,read_products,write_products',
        },
      },
    };
  };

  /** The signed headers of a token call: appkey, a fresh timestamp, sign over body + timestamp. */
  const signedPost = (request: FakeRequest): FakeResponse | null => {
    const header = (name: string) => String(request.headers[name] ?? '');
    if (header('appkey') !== options.appKey) return refuse(401, 'appkey invalid');
    const timestamp = header('timestamp');
    if (!/^\d{13}$/.test(timestamp) || Math.abs(Date.now() - Number(timestamp)) > 600_000)
      return refuse(401, 'timestamp invalid');
    const expected = hex(options.appSecret, `${request.rawBody.toString('utf8')}${timestamp}`);
    return same(header('sign'), expected) ? null : refuse(401, 'sign invalid');
  };

  const pageOf = (
    list: FakeShoplineOrder[],
    offset: number,
    limit: number,
    base: string,
    filter: string,
  ) => {
    const page = list.slice(offset, offset + limit);
    const headers: Record<string, string> = {};
    if (offset + limit < list.length) {
      const info = Buffer.from(JSON.stringify({ filter, offset: offset + limit, limit })).toString(
        'base64url',
      );
      headers.link = `<${url}${base}?limit=${limit}&page_info=${info}>; rel="next"`;
    }
    return { page, headers };
  };

  const byUpdate = (min: string | null) =>
    orders
      .filter((o) => !min || o.updated_at >= new Date(min).toISOString())
      .sort((a, b) => a.updated_at.localeCompare(b.updated_at) || a.id.localeCompare(b.id));

  const handler = (request: FakeRequest): FakeResponse => {
    const { pathname, searchParams: q } = request.url;
    if (request.method === 'GET' && pathname === '/admin/oauth-web/') {
      // The real page is a single-page app reading its hash; this one approves at once.
      return {
        status: 200,
        headers: { 'content-type': 'text/html; charset=utf-8' },
        raw: true,
        body: `<!doctype html><title>SHOPLINE 授权</title><script>location.replace('/admin/oauth-web/approve?' + location.hash.split('?')[1]);</script>`,
      };
    }
    if (request.method === 'GET' && pathname === '/admin/oauth-web/approve') {
      if (q.get('appKey') !== options.appKey || q.get('responseType') !== 'code')
        return refuse(400, 'appKey or responseType invalid');
      const code = randomBytes(10).toString('hex');
      codes.add(code);
      const params: Record<string, string> = {
        appkey: options.appKey,
        code,
        handle: options.handle,
        lang: 'zh-hans-cn',
        timestamp: String(Date.now()),
      };
      if (q.get('customField')) params.customField = q.get('customField')!;
      const message = Object.keys(params)
        .sort()
        .map((k) => `${k}=${params[k]}`)
        .join('&');
      const back = new URL(q.get('redirectUri') ?? '');
      for (const [k, v] of Object.entries(params)) back.searchParams.set(k, v);
      back.searchParams.set('sign', hex(options.appSecret, message));
      return { status: 302, headers: { location: back.toString() } };
    }
    if (request.method === 'POST' && pathname === '/admin/oauth/token/create') {
      const bad = signedPost(request);
      if (bad) return bad;
      const code = (request.body as { code?: string } | null)?.code ?? '';
      if (!codes.delete(code)) return refuse(400, 'code invalid');
      return issue();
    }
    if (request.method === 'POST' && pathname === '/admin/oauth/token/refresh') {
      const bad = signedPost(request);
      if (bad) return bad;
      refreshes++;
      if (live.size === 0 && tokens.length > 0) return refuse(401, 'app authorization revoked');
      live.clear();
      return issue();
    }
    if (!pathname.startsWith(API)) return refuse(404, 'Not Found');
    const bearer = String(request.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!live.has(bearer)) return refuse(401, '[API] Invalid API key or access token');
    const path = pathname.slice(API.length);

    if (request.method === 'GET' && path === 'orders.json') {
      lists++;
      if (options.listQuotaEvery && lists % options.listQuotaEvery === 0)
        return refuse(429, 'Too many request');
      const limit = Number(q.get('limit') ?? 50);
      if (!Number.isInteger(limit) || limit < 1 || limit > 250) return refuse(400, 'limit invalid');
      if (q.get('ids')) {
        const ids = q.get('ids')!.split(',');
        return { status: 200, body: { orders: orders.filter((o) => ids.includes(o.id)) } };
      }
      const info = q.get('page_info');
      if (info) {
        if ([...q.keys()].some((k) => k !== 'limit' && k !== 'page_info'))
          return refuse(400, 'page_info cannot be used with other filters');
        const at = JSON.parse(Buffer.from(info, 'base64url').toString('utf8')) as {
          filter: string;
          offset: number;
        };
        const { page, headers } = pageOf(
          byUpdate(at.filter || null),
          at.offset,
          limit,
          pathname,
          at.filter,
        );
        return { status: 200, headers, body: { orders: page } };
      }
      const min = q.get('updated_at_min') ?? '';
      const { page, headers } = pageOf(byUpdate(min || null), 0, limit, pathname, min);
      return { status: 200, headers, body: { orders: page } };
    }

    const foMatch = /^fulfillment_orders\/([^/]+)\/fulfillment_orders\.json$/.exec(path);
    if (request.method === 'GET' && foMatch) {
      const order = orders.find((o) => o.id === foMatch[1]);
      if (!order) return refuse(404, 'order not found');
      return {
        status: 200,
        body: {
          fulfillment_orders: [
            {
              id: `fo-${order.id}`,
              order_id: order.id,
              status: order.line_items.every((l) => (fulfilled.get(l.id) ?? 0) >= l.quantity)
                ? 'closed'
                : 'open',
              line_items: order.line_items.map((l) => ({
                id: `fol-${l.id}`,
                fulfillment_order_id: `fo-${order.id}`,
                line_item_id: l.id,
                quantity: l.quantity,
                fulfillable_quantity: l.quantity - (fulfilled.get(l.id) ?? 0),
              })),
            },
          ],
        },
      };
    }

    if (request.method === 'POST' && path === 'fulfillments/fulfillments.json') {
      const body = request.body as {
        order_id?: string;
        fulfillment?: {
          line_items_by_fulfillment_order?: Array<{
            fulfillment_order_id: string;
            fulfillment_order_line_items: Array<{ id: string; quantity: number }>;
          }>;
          tracking_info_list?: Array<{
            tracking_company?: string;
            tracking_number?: string;
            tracking_url?: string;
          }>;
        };
      } | null;
      const groups = body?.fulfillment?.line_items_by_fulfillment_order ?? [];
      const tracking = body?.fulfillment?.tracking_info_list ?? [];
      if (groups.length === 0) return refuse(422, 'line_items_by_fulfillment_order is required');
      if (tracking.length === 0 || tracking.length > 10 || !tracking[0]!.tracking_number)
        return refuse(422, 'tracking_info_list is invalid');
      const order = orders.find((o) => `fo-${o.id}` === groups[0]!.fulfillment_order_id);
      if (!order) return refuse(404, 'fulfillment order not found');
      const lines = groups.flatMap((g) => g.fulfillment_order_line_items);
      for (const line of lines) {
        const itemId = line.id.replace(/^fol-/, '');
        const item = order.line_items.find((l) => l.id === itemId);
        if (
          !item ||
          line.quantity < 1 ||
          (fulfilled.get(itemId) ?? 0) + line.quantity > item.quantity
        )
          return refuse(422, `fulfillment order line item ${line.id} cannot be fulfilled`);
      }
      for (const line of lines) {
        const itemId = line.id.replace(/^fol-/, '');
        fulfilled.set(itemId, (fulfilled.get(itemId) ?? 0) + line.quantity);
      }
      shipments.push({ orderId: order.id, lines, tracking: tracking[0] });
      return {
        status: 200,
        body: {
          fulfillment: { id: `ful-${shipments.length}`, order_id: order.id, status: 'success' },
        },
      };
    }

    if (request.method === 'GET' && path === 'products/products.json') {
      const handle = q.get('handle');
      const list = handle ? products.filter((p) => p.handle === handle) : products;
      return { status: 200, body: { products: list.slice(0, Number(q.get('limit') ?? 50)) } };
    }
    if (request.method === 'POST' && path === 'products/products.json') {
      const product = (request.body as { product?: Partial<FakeShoplineProduct> } | null)?.product;
      if (!product?.title) return refuse(422, 'title is required');
      if (product.handle && products.some((p) => p.handle === product.handle))
        return refuse(422, 'handle already exists');
      const made = {
        id: `${Date.now()}${++sequence}`,
        handle: product.handle ?? `product-${sequence}`,
        status: product.status ?? 'draft',
        body_html: '',
        options: [],
        images: [],
        variants: [],
        ...product,
      } as FakeShoplineProduct;
      products.push(made);
      return { status: 200, body: { product: made } };
    }
    const productMatch = /^products\/([^/]+)\.json$/.exec(path);
    if (request.method === 'PUT' && productMatch) {
      const found = products.find((p) => p.id === productMatch[1]);
      if (!found) return refuse(404, 'product not found');
      const {
        id: _id,
        handle: _handle,
        ...changes
      } = (request.body as { product?: Partial<FakeShoplineProduct> } | null)?.product ?? {};
      Object.assign(found, changes);
      return { status: 200, body: { product: found } };
    }
    return refuse(404, 'Not Found');
  };

  const fake = await startFake(handler);
  url = fake.url;

  const makeOrder = (at: number): FakeShoplineOrder => {
    const n = ++sequence;
    const id = `21${String(n).padStart(22, '0')}`;
    const iso = new Date(at).toISOString();
    const lines: FakeShoplineOrder['line_items'] = [
      {
        id: `${id}01`,
        sku: 'SL-MUG-W11',
        variant_id: '1801',
        title: 'Mug',
        name: 'Mug - White / 11oz',
        quantity: 2,
        price: '12.50',
        properties: [],
      },
    ];
    if (n % 3 === 0)
      lines.push({
        id: `${id}02`,
        sku: 'SL-TEE',
        variant_id: '1802',
        title: 'Tee',
        name: 'Tee - Black / M',
        quantity: 1,
        price: '19.90',
        properties: [{ name: 'Name', value: 'Ada' }],
      });
    return {
      id,
      name: `#${1000 + n}`,
      email: `buyer${n}@example.com`,
      created_at: iso,
      updated_at: iso,
      cancelled_at: null,
      currency: 'USD',
      shipping_address: {
        name: `Buyer ${n}`,
        phone: '+1 555 0100',
        address1: `${n} Shipping Street`,
        address2: '',
        city: 'Louisville',
        province: 'Kentucky',
        province_code: 'KY',
        zip: '40202',
        country_code: 'US',
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
    get throttled() {
      return options.listQuotaEvery ? Math.floor(lists / options.listQuotaEvery) : 0;
    },
    get refreshes() {
      return refreshes;
    },
    seed(count, days = 30) {
      const made: FakeShoplineOrder[] = [];
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
    },
    sendWebhook(target, orderId, secret = options.appSecret, topic = 'orders/updated') {
      const order = orders.find((o) => o.id === orderId);
      const body = JSON.stringify(order ?? { id: orderId });
      return deliver(target, body, {
        'x-shopline-hmac-sha256': hex(secret, body),
        'x-shopline-topic': topic,
        'x-shopline-shop-domain': shop,
        'x-shopline-api-version': 'v20251201',
        'x-shopline-webhook-id': randomBytes(8).toString('hex'),
      });
    },
  } satisfies ShoplineFake as ShoplineFake;
}
