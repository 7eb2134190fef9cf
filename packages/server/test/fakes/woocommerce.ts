import { createHmac, randomBytes } from 'node:crypto';
import {
  deliver,
  startFake,
  type FakeRequest,
  type FakeResponse,
  type RunningFake,
} from './fake-http.js';
import { createWooProductWrites } from './woocommerce-product-writes.js';

/**
 * Contract fake of a WooCommerce store on loopback, over plain HTTP (REST calls must carry
 * one-legged OAuth 1.0a signed with the consumer secret, as WooCommerce requires without TLS) or
 * over HTTPS with a test certificate (HTTP Basic, or consumer_key / consumer_secret in the query,
 * as WooCommerce accepts over TLS). Like PHP, it keeps one value per query parameter, the last
 * (the official client sends each one twice). It serves orders with
 * page/per_page paging and X-WP-Total / X-WP-TotalPages, modified_after, order update, products
 * and a product's variations (paged the same way, filtered by status), the Shipment Tracking
 * extension's endpoint, webhooks signed with X-WC-Webhook-Signature, and the product writes of
 * woocommerce-product-writes.ts (create, update, find by SKU, variations in batches).
 */
export interface WooFakeOptions {
  consumerKey: string;
  consumerSecret: string;
  webhookSecret: string;
  /** Every n-th REST call answers 429 with Retry-After (0: never). */
  http429Every?: number;
  /** Serve HTTPS with this key and certificate: Basic auth instead of OAuth 1.0a. */
  tls?: { key: string; cert: string };
}

export interface FakeWooOrder {
  id: number;
  number: string;
  status: string;
  /** ISO 4217, as WooCommerce's order resource gives it. */
  currency: string;
  date_created_gmt: string;
  date_modified_gmt: string;
  billing: { email: string; phone: string };
  shipping: {
    first_name: string;
    last_name: string;
    company: string;
    address_1: string;
    address_2: string;
    city: string;
    state: string;
    postcode: string;
    country: string;
    phone: string;
  };
  line_items: Array<{
    id: number;
    name: string;
    product_id: number;
    variation_id: number;
    sku: string;
    quantity: number;
    price: number;
    meta_data: Array<{ id: number; key: string; value: string; display_key: string }>;
  }>;
}

export interface FakeWooTracking {
  orderId: number;
  tracking_id: string;
  tracking_provider: string;
  custom_tracking_provider: string;
  custom_tracking_link: string;
  tracking_number: string;
  date_shipped: string;
}

export interface FakeWooWebhook {
  id: number;
  name: string;
  status: string;
  topic: string;
  delivery_url: string;
  secret: string;
}

export interface FakeWooVariation {
  id: number;
  /** Empty for none. */
  sku: string;
  /** publish, or private for a variation the merchant disabled. */
  status: string;
  /** The variation's own picture; null to show the product's. */
  imageSrc: string | null;
  attributes: Array<{ name: string; option: string }>;
  /** Set through the API ("25.99"). */
  regularPrice?: string;
}

export interface FakeWooProduct {
  id: number;
  name: string;
  type: 'simple' | 'variable' | 'grouped' | 'external';
  status: 'publish' | 'draft' | 'pending' | 'private';
  sku: string;
  imageSrcs: string[];
  variations: FakeWooVariation[];
  /** Set by products written through the API. */
  description?: string;
  tags?: string[];
  attributes?: Array<{ name: string; options: string[]; variation: boolean }>;
}

export interface WooFake extends RunningFake {
  orders: FakeWooOrder[];
  products: FakeWooProduct[];
  addProducts(products: FakeWooProduct[]): void;
  /**
   * Adds n generated published products (deterministic): product n has id 500 + 10n and its
   * variations the next ids. Every third is variable with three Colour / Size variations (the
   * second without a SKU, the third with its own picture), the others simple; every fourth has no
   * picture.
   */
  seedProducts(count: number): FakeWooProduct[];
  /** Webhooks the store was asked to create (POST /wp-json/wc/v3/webhooks). */
  webhooks: FakeWooWebhook[];
  trackings: FakeWooTracking[];
  /** Calls of each product write, refused ones included. */
  productWrites: ReturnType<typeof createWooProductWrites>['counts'];
  seed(count: number): FakeWooOrder[];
  throttled: number;
  sendWebhook(target: string, topic: string, order: FakeWooOrder, secret?: string): Promise<number>;
}

const encode = (value: string) =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** The query as PHP's $_GET holds it: one value per name, the last one sent. */
const phpQuery = (url: URL) => new URLSearchParams([...new Map(url.searchParams)]);

/** WooCommerce's check of a one-legged OAuth 1.0a request (class-wc-rest-authentication.php). */
function oauthError(
  request: FakeRequest,
  params: URLSearchParams,
  key: string,
  secret: string,
): string | null {
  for (const name of [
    'oauth_consumer_key',
    'oauth_timestamp',
    'oauth_nonce',
    'oauth_signature',
    'oauth_signature_method',
  ])
    if (!params.get(name)) return `Missing OAuth parameter ${name}`;
  if (params.get('oauth_consumer_key') !== key) return 'Consumer key is invalid.';
  const method = params.get('oauth_signature_method');
  if (method !== 'HMAC-SHA1' && method !== 'HMAC-SHA256')
    return 'Invalid signature method - must be HMAC-SHA1 or HMAC-SHA256';
  if (Math.abs(Date.now() / 1000 - Number(params.get('oauth_timestamp'))) > 15 * 60)
    return 'Invalid timestamp.';
  const pairs = [...params.entries()]
    .filter(([name]) => name !== 'oauth_signature')
    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
    .sort();
  const base = `${request.method}&${encode(`http://${request.headers.host}${request.url.pathname}`)}&${encode(pairs.join('&'))}`;
  const expected = createHmac(method === 'HMAC-SHA1' ? 'sha1' : 'sha256', `${secret}&`)
    .update(base)
    .digest('base64');
  return expected === params.get('oauth_signature')
    ? null
    : 'Invalid signature - provided signature does not match.';
}

/**
 * WooCommerce's check over TLS (perform_basic_authentication): the keys from HTTP Basic, else from
 * consumer_key / consumer_secret in the query; null when they match.
 */
function basicAuthError(
  request: FakeRequest,
  params: URLSearchParams,
  key: string,
  secret: string,
): string | null {
  const basic = /^Basic (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
  const [user, password] = basic
    ? (() => {
        const decoded = Buffer.from(basic, 'base64').toString('utf8');
        const colon = decoded.indexOf(':');
        return [decoded.slice(0, colon), decoded.slice(colon + 1)];
      })()
    : [params.get('consumer_key'), params.get('consumer_secret')];
  if (!user || !password) return 'Sorry, you cannot list resources.';
  if (user !== key) return 'Consumer key is invalid.';
  if (password !== secret) return 'Consumer secret is invalid.';
  return null;
}

const wooImage = (id: number, src: string) => ({
  id,
  src,
  name: src.slice(src.lastIndexOf('/') + 1),
  alt: '',
});

/** A product as GET /products answers it (the fields PodKit reads and their neighbours). */
const productBody = (product: FakeWooProduct) => ({
  id: product.id,
  name: product.name,
  type: product.type,
  status: product.status,
  sku: product.sku,
  images: product.imageSrcs.map((src, i) => wooImage(product.id * 10 + i, src)),
  attributes: [...new Set(product.variations.flatMap((v) => v.attributes.map((a) => a.name)))].map(
    (name, position) => ({
      id: 0,
      name,
      position,
      visible: true,
      variation: true,
      options: [
        ...new Set(
          product.variations.flatMap((v) =>
            v.attributes.filter((a) => a.name === name).map((a) => a.option),
          ),
        ),
      ],
    }),
  ),
  variations: product.variations.map((v) => v.id),
});

const variationBody = (variation: FakeWooVariation) => ({
  id: variation.id,
  sku: variation.sku,
  status: variation.status,
  regular_price: variation.regularPrice ?? '',
  image: variation.imageSrc ? wooImage(variation.id * 10, variation.imageSrc) : null,
  attributes: variation.attributes.map((a) => ({ id: 0, ...a })),
});

/** page/per_page as WordPress reads them, with the X-WP-Total / X-WP-TotalPages of the whole. */
function paged<T>(
  items: T[],
  q: URLSearchParams,
): { page: T[]; headers: Record<string, string> } | null {
  const perPage = Number(q.get('per_page') ?? '10');
  const page = Number(q.get('page') ?? '1');
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100) return null;
  return {
    page: items.slice((page - 1) * perPage, page * perPage),
    headers: {
      'x-wp-total': String(items.length),
      'x-wp-totalpages': String(Math.max(1, Math.ceil(items.length / perPage))),
    },
  };
}

const byIdAs = (order: string | null) => (a: { id: number }, b: { id: number }) =>
  order === 'desc' ? b.id - a.id : a.id - b.id;

export async function startWooFake(options: WooFakeOptions): Promise<WooFake> {
  const orders: FakeWooOrder[] = [];
  const products: FakeWooProduct[] = [];
  const trackings: FakeWooTracking[] = [];
  const webhooks: FakeWooWebhook[] = [];
  let calls = 0;
  let clock = Date.parse('2026-02-01T00:00:00Z');
  const tick = () => new Date((clock += 1000)).toISOString().slice(0, 19);
  const json = (status: number, body: unknown, headers?: Record<string, string>): FakeResponse => ({
    status,
    body,
    ...(headers ? { headers } : {}),
  });
  const restError = (status: number, code: string, message: string) =>
    json(status, { code, message, data: { status } });
  const writes = createWooProductWrites({
    storeUrl: () => running.url,
    products,
    bodyOf: productBody,
    variationBodyOf: variationBody,
  });

  const running = await startFake(
    async (request) => {
      const path = request.url.pathname;
      if (!path.startsWith('/wp-json/')) return json(404, { code: 'rest_no_route' });
      const q = phpQuery(request.url);
      const authError = (options.tls ? basicAuthError : oauthError)(
        request,
        q,
        options.consumerKey,
        options.consumerSecret,
      );
      if (authError) return restError(401, 'woocommerce_rest_authentication_error', authError);
      calls++;
      if (options.http429Every && calls % options.http429Every === 0) {
        fake.throttled++;
        return json(
          429,
          { code: 'too_many_requests', message: 'Too many requests' },
          { 'retry-after': '1' },
        );
      }
      const written = await writes.handle(request, q);
      if (written) return written;
      if (request.method === 'GET' && path === '/wp-json/wc/v3/orders') {
        const perPage = Number(q.get('per_page') ?? '10');
        const page = Number(q.get('page') ?? '1');
        if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100)
          return restError(400, 'rest_invalid_param', 'Invalid parameter(s): per_page');
        const after = q.get('modified_after');
        const matching = orders
          .filter((o) => !after || Date.parse(`${o.date_modified_gmt}Z`) > Date.parse(after))
          .sort((a, b) => (q.get('order') === 'desc' ? b.id - a.id : a.id - b.id));
        const totalPages = Math.max(1, Math.ceil(matching.length / perPage));
        return json(200, matching.slice((page - 1) * perPage, page * perPage), {
          'x-wp-total': String(matching.length),
          'x-wp-totalpages': String(totalPages),
        });
      }
      if (request.method === 'GET' && path === '/wp-json/wc/v3/products') {
        const status = q.get('status') ?? 'any';
        const matching = products
          .filter((p) => status === 'any' || p.status === status)
          .sort(byIdAs(q.get('order')));
        const answer = paged(matching, q);
        if (!answer) return restError(400, 'rest_invalid_param', 'Invalid parameter(s): per_page');
        return json(200, answer.page.map(productBody), answer.headers);
      }
      const variations = /^\/wp-json\/wc\/v3\/products\/(\d+)\/variations$/.exec(path);
      if (request.method === 'GET' && variations) {
        const product = products.find((p) => p.id === Number(variations[1]));
        if (!product) return restError(404, 'woocommerce_rest_product_invalid_id', 'Invalid ID.');
        const status = q.get('status') ?? 'any';
        const matching = product.variations
          .filter((v) => status === 'any' || v.status === status)
          .sort(byIdAs(q.get('order')));
        const answer = paged(matching, q);
        if (!answer) return restError(400, 'rest_invalid_param', 'Invalid parameter(s): per_page');
        return json(200, answer.page.map(variationBody), answer.headers);
      }
      const one = /^\/wp-json\/wc\/v3\/orders\/(\d+)$/.exec(path);
      if (one) {
        const order = orders.find((o) => o.id === Number(one[1]));
        if (!order) return restError(404, 'woocommerce_rest_shop_order_invalid_id', 'Invalid ID.');
        if (request.method === 'GET') return json(200, order);
        if (request.method === 'PUT') {
          const status = (request.body as { status?: string })?.status;
          if (status) order.status = status;
          order.date_modified_gmt = tick();
          return json(200, order);
        }
      }
      if (request.method === 'POST' && path === '/wp-json/wc/v3/webhooks') {
        const body = (request.body ?? {}) as Record<string, string>;
        const topics = ['order.created', 'order.updated', 'order.deleted', 'order.restored'];
        if (!topics.includes(body.topic ?? ''))
          return restError(400, 'rest_invalid_param', 'Invalid parameter(s): topic');
        if (!/^https?:\/\//.test(body.delivery_url ?? ''))
          return restError(400, 'rest_invalid_param', 'Invalid parameter(s): delivery_url');
        const hook = {
          id: webhooks.length + 1,
          name: body.name ?? '',
          status: body.status ?? 'active',
          topic: body.topic!,
          delivery_url: body.delivery_url!,
          secret: body.secret ?? '',
        };
        // Saving an active webhook pings its address (unsigned `webhook_id=<id>`); a refusal fails it.
        const ping = await fetch(hook.delivery_url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: `webhook_id=${hook.id}`,
        }).catch(() => null);
        if (!ping?.ok)
          return restError(
            400,
            'woocommerce_rest_webhook_delivery_url_error',
            `Error: Delivery URL returned response code: ${ping?.status ?? 'unreachable'}`,
          );
        webhooks.push(hook);
        return json(201, hook);
      }
      const tracking =
        /^\/wp-json\/wc-shipment-tracking\/v3\/orders\/(\d+)\/shipment-trackings$/.exec(path);
      if (tracking && request.method === 'GET')
        return json(
          200,
          trackings
            .filter((t) => t.orderId === Number(tracking[1]))
            .map(({ orderId: _o, ...t }) => t),
        );
      if (tracking && request.method === 'POST') {
        const order = orders.find((o) => o.id === Number(tracking[1]));
        if (!order) return restError(404, 'woocommerce_rest_order_invalid_id', 'Invalid order ID.');
        const body = (request.body ?? {}) as Record<string, string>;
        if (!body.tracking_number)
          return restError(
            400,
            'rest_missing_callback_param',
            'Missing parameter(s): tracking_number',
          );
        if (!body.tracking_provider && !body.custom_tracking_provider)
          return restError(
            400,
            'woocommerce_rest_shipment_tracking_missing_provider',
            'Missing tracking provider',
          );
        const row: FakeWooTracking = {
          orderId: order.id,
          tracking_id: randomBytes(16).toString('hex'),
          tracking_provider: body.tracking_provider ?? '',
          custom_tracking_provider: body.custom_tracking_provider ?? '',
          custom_tracking_link: body.custom_tracking_link ?? '',
          tracking_number: body.tracking_number,
          date_shipped: body.date_shipped ?? '',
        };
        trackings.push(row);
        return json(201, row);
      }
      return json(404, {
        code: 'rest_no_route',
        message: 'No route was found matching the URL and request method.',
      });
    },
    options.tls ? { tls: options.tls } : {},
  );

  const fake: WooFake = {
    ...running,
    orders,
    products,
    trackings,
    webhooks,
    productWrites: writes.counts,
    throttled: 0,
    addProducts(added) {
      products.push(...added);
    },
    seedProducts(count) {
      const made: FakeWooProduct[] = [];
      for (let i = 0; i < count; i++) {
        const n = products.length + 1;
        const id = 500 + n * 10;
        const picture = `https://shop.example/wp-content/uploads/product-${n}.jpg`;
        const variable = n % 3 === 0;
        const product: FakeWooProduct = {
          id,
          name: variable ? `Hoodie ${n}` : `Mug ${n}`,
          type: variable ? 'variable' : 'simple',
          status: 'publish',
          sku: variable ? '' : `WOO-${n}`,
          imageSrcs: n % 4 === 0 ? [] : [picture],
          variations: variable
            ? ['Black / S', 'Black / M', 'Grey / L'].map((label, j) => {
                const [colour = '', size = ''] = label.split(' / ');
                return {
                  id: id + j + 1,
                  sku: j === 1 ? '' : `WOO-${n}-${j + 1}`,
                  status: 'publish',
                  imageSrc: j === 2 ? picture.replace('.jpg', `-${j + 1}.jpg`) : null,
                  attributes: [
                    { name: 'Colour', option: colour },
                    { name: 'Size', option: size },
                  ],
                };
              })
            : [],
        };
        products.push(product);
        made.push(product);
      }
      return made;
    },
    seed(count) {
      const made: FakeWooOrder[] = [];
      for (let i = 0; i < count; i++) {
        const n = orders.length + 1;
        const at = tick();
        const order: FakeWooOrder = {
          id: 300 + n,
          number: String(300 + n),
          status: 'processing',
          currency: 'GBP',
          date_created_gmt: at,
          date_modified_gmt: at,
          billing: { email: `woo${n}@example.com`, phone: '+44 20 7946 0000' },
          shipping: {
            first_name: 'Alice',
            last_name: `Woo${n}`,
            company: '',
            address_1: `${n} High Street`,
            address_2: '',
            city: 'London',
            state: 'LND',
            postcode: 'SW1A 1AA',
            country: 'GB',
            phone: '+44 20 7946 0001',
          },
          line_items: [
            {
              id: 9000 + n,
              name: 'Custom mug',
              product_id: 41,
              variation_id: 42,
              sku: 'WOO-MUG',
              quantity: 2,
              price: 12.5,
              meta_data: [
                { id: 1, key: 'Engraving', value: `Hi ${n}`, display_key: 'Engraving' },
                { id: 2, key: '_reduced_stock', value: '2', display_key: '_reduced_stock' },
              ],
            },
          ],
        };
        orders.push(order);
        made.push(order);
      }
      return made;
    },
    sendWebhook(target, topic, order, secret = options.webhookSecret) {
      const body = JSON.stringify(order);
      return deliver(target, body, {
        'x-wc-webhook-topic': topic,
        'x-wc-webhook-resource': 'order',
        'x-wc-webhook-event': topic.split('.')[1] ?? '',
        'x-wc-webhook-source': `${running.url}/`,
        'x-wc-webhook-id': '7',
        'x-wc-webhook-delivery-id': randomBytes(6).toString('hex'),
        'x-wc-webhook-signature': createHmac('sha256', secret).update(body).digest('base64'),
      });
    },
  };
  return fake;
}
