import { createHmac, randomBytes } from 'node:crypto';
import {
  deliver,
  startFake,
  type FakeRequest,
  type FakeResponse,
  type RunningFake,
} from './fake-http.js';

/**
 * Contract fake of a Shopify shop's Admin API on loopback: OAuth (authorize redirect signed with
 * the app secret, code → token exchange with expiring tokens and refresh), the GraphQL Admin API
 * operations PodKit uses (orders with cursor paging and an updated_at filter, order, fulfillment
 * orders, fulfillmentCreate) with calculated-cost throttling, and signed webhooks.
 * Shop origins are `${url}/${shop}` (SHOPIFY_SHOP_ORIGIN=`${url}/{shop}`).
 */
export interface ShopifyFakeOptions {
  apiKey: string;
  apiSecret: string;
  /** Bucket size and points restored per second (Shopify: 1000 max single query cost). */
  bucketSize?: number;
  restoreRate?: number;
  /** Every n-th GraphQL call answers HTTP 429 with Retry-After (0: never). */
  http429Every?: number;
}

export interface FakeShopifyLine {
  id: number;
  sku: string;
  name: string;
  quantity: number;
  variantId: number;
  price: string;
  properties: Array<{ key: string; value: string }>;
  fulfilled: number;
}

export interface FakeShopifyOrder {
  id: number;
  name: string;
  email: string;
  createdAt: string;
  updatedAt: string;
  cancelledAt: string | null;
  shippingAddress: {
    name: string;
    firstName: string;
    lastName: string;
    address1: string;
    address2: string;
    city: string;
    province: string;
    provinceCode: string;
    zip: string;
    countryCodeV2: string;
    phone: string;
  };
  lines: FakeShopifyLine[];
}

export interface FakeShopifyFulfilment {
  id: string;
  orderId: number;
  trackingInfo: { company?: string; number?: string; url?: string };
  lineItems: Array<{ lineId: number; quantity: number }>;
  notifyCustomer: boolean;
}

export interface ShopifyFake extends RunningFake {
  /** For SHOPIFY_SHOP_ORIGIN. */
  shopOrigin: string;
  orders(shop: string): FakeShopifyOrder[];
  /** Adds n generated orders to the shop (deterministic), oldest first. */
  seed(shop: string, count: number, start?: Date): FakeShopifyOrder[];
  /** Changes an order as the merchant would; its updatedAt moves on. */
  update(shop: string, id: number, change: (order: FakeShopifyOrder) => void): FakeShopifyOrder;
  fulfilments: FakeShopifyFulfilment[];
  /** Calls the fake answered with a THROTTLED error or HTTP 429. */
  throttled: number;
  /** A token the fake accepts for the shop, as if the app had been installed. */
  issueToken(shop: string): string;
  revokeTokens(shop: string): void;
  /** Posts a webhook signed like Shopify (a wrong secret gives a wrong signature). */
  sendWebhook(
    target: string,
    shop: string,
    topic: string,
    payload: unknown,
    secret?: string,
  ): Promise<number>;
}

const restOrder = (order: FakeShopifyOrder) => ({
  id: order.id,
  admin_graphql_api_id: `gid://shopify/Order/${order.id}`,
  name: order.name,
  updated_at: order.updatedAt,
  line_items: order.lines.map((line) => ({
    id: line.id,
    sku: line.sku,
    quantity: line.quantity,
    properties: line.properties.map((p) => ({ name: p.key, value: p.value })),
  })),
});

export { restOrder as shopifyRestOrder };

export async function startShopifyFake(options: ShopifyFakeOptions): Promise<ShopifyFake> {
  const bucketSize = options.bucketSize ?? 1000;
  const restoreRate = options.restoreRate ?? 1_000_000;
  const shops = new Map<string, FakeShopifyOrder[]>();
  const tokens = new Map<string, { shop: string; expiresAt: number }>();
  const refreshTokens = new Map<string, string>();
  const codes = new Map<string, string>();
  const buckets = new Map<string, { available: number; at: number }>();
  const fulfilments: FakeShopifyFulfilment[] = [];
  let graphqlCalls = 0;
  let nextFulfilment = 1;

  // Sorted by (updatedAt, id) once per change, not once per page.
  const sortedCache = new Map<string, FakeShopifyOrder[]>();
  const sortedOrders = (shop: string) => {
    let sorted = sortedCache.get(shop);
    if (!sorted) {
      sorted = [...shopOrders(shop)].sort((a, b) =>
        a.updatedAt === b.updatedAt ? a.id - b.id : a.updatedAt < b.updatedAt ? -1 : 1,
      );
      sortedCache.set(shop, sorted);
    }
    return sorted;
  };

  const shopOrders = (shop: string) => {
    let list = shops.get(shop);
    if (!list) shops.set(shop, (list = []));
    return list;
  };

  const issueToken = (shop: string, expiring = false) => {
    const token = `shpat_${randomBytes(16).toString('hex')}`;
    tokens.set(token, { shop, expiresAt: expiring ? Date.now() + 3600_000 : Infinity });
    return token;
  };

  function bucket(shop: string) {
    const now = Date.now();
    const state = buckets.get(shop) ?? { available: bucketSize, at: now };
    state.available = Math.min(
      bucketSize,
      state.available + ((now - state.at) / 1000) * restoreRate,
    );
    state.at = now;
    buckets.set(shop, state);
    return state;
  }

  const json = (status: number, body: unknown, headers?: Record<string, string>): FakeResponse => ({
    status,
    body,
    ...(headers ? { headers } : {}),
  });

  function authorize(shop: string, request: FakeRequest): FakeResponse {
    const q = request.url.searchParams;
    if (q.get('client_id') !== options.apiKey) return json(400, { error: 'invalid client_id' });
    const redirect = q.get('redirect_uri');
    if (!redirect || !q.get('state') || !q.get('scope'))
      return json(400, { error: 'redirect_uri, scope and state are required' });
    // The merchant approves: back to the app with a code, signed with the app secret.
    const code = randomBytes(12).toString('hex');
    codes.set(code, shop);
    const params: Record<string, string> = {
      code,
      host: Buffer.from(`admin.shopify.com/store/${shop.split('.')[0]}`).toString('base64url'),
      shop,
      state: q.get('state')!,
      timestamp: String(Math.floor(Date.now() / 1000)),
    };
    const message = Object.keys(params)
      .sort()
      .map((key) => `${key}=${params[key]}`)
      .join('&');
    const hmac = createHmac('sha256', options.apiSecret).update(message).digest('hex');
    const back = new URL(redirect);
    for (const [key, value] of Object.entries({ ...params, hmac }))
      back.searchParams.set(key, value);
    return { status: 302, headers: { location: back.toString() } };
  }

  function accessToken(shop: string, request: FakeRequest): FakeResponse {
    const body = (request.body ?? {}) as Record<string, string>;
    if (body.client_id !== options.apiKey || body.client_secret !== options.apiSecret)
      return json(401, {
        error: 'invalid_client',
        error_description: 'Client credentials are invalid',
      });
    if (body.grant_type === 'refresh_token') {
      const owner = refreshTokens.get(body.refresh_token ?? '');
      if (owner !== shop)
        return json(400, { error: 'invalid_grant', error_description: 'refresh token is invalid' });
      refreshTokens.delete(body.refresh_token!);
    } else if (codes.get(body.code ?? '') !== shop) {
      return json(400, {
        error: 'invalid_request',
        error_description: 'authorization code was not found or was already used',
      });
    } else {
      codes.delete(body.code!);
    }
    const expiring = body.expiring === '1' || body.grant_type === 'refresh_token';
    const token = issueToken(shop, expiring);
    if (!expiring) return json(200, { access_token: token, scope: 'read_orders' });
    const refresh = `shprt_${randomBytes(16).toString('hex')}`;
    refreshTokens.set(refresh, shop);
    return json(200, {
      access_token: token,
      scope: 'read_orders',
      expires_in: 3600,
      refresh_token: refresh,
    });
  }

  const orderNode = (order: FakeShopifyOrder, linesFirst: number) => ({
    id: `gid://shopify/Order/${order.id}`,
    name: order.name,
    email: order.email,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    cancelledAt: order.cancelledAt,
    shippingAddress: order.shippingAddress,
    lineItems: {
      pageInfo: { hasNextPage: order.lines.length > linesFirst },
      nodes: order.lines.slice(0, linesFirst).map((line) => ({
        id: `gid://shopify/LineItem/${line.id}`,
        sku: line.sku,
        name: line.name,
        quantity: line.quantity,
        variant: { id: `gid://shopify/ProductVariant/${line.variantId}` },
        originalUnitPriceSet: { shopMoney: { amount: line.price, currencyCode: 'USD' } },
        customAttributes: line.properties,
      })),
    },
  });

  const cursorOf = (order: FakeShopifyOrder) =>
    Buffer.from(JSON.stringify([order.updatedAt, order.id])).toString('base64url');

  function graphql(shop: string, request: FakeRequest): FakeResponse {
    const token = request.headers['x-shopify-access-token'];
    const session = typeof token === 'string' ? tokens.get(token) : undefined;
    if (!session || session.shop !== shop || session.expiresAt < Date.now())
      return json(401, {
        errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
      });
    graphqlCalls++;
    if (options.http429Every && graphqlCalls % options.http429Every === 0) {
      fake.throttled++;
      return json(
        429,
        {
          errors:
            'Exceeded 2 calls per second for api client. Reduce request rates to resume uninterrupted service.',
        },
        { 'retry-after': '1' },
      );
    }
    const { query, variables = {} } = (request.body ?? {}) as {
      query?: string;
      variables?: Record<string, unknown>;
    };
    if (typeof query !== 'string')
      return json(400, { errors: { query: 'Required parameter missing or invalid' } });
    const linesFirst = Number(/lineItems\(first:\s*(\d+)\)/.exec(query)?.[1] ?? '0');
    const first = Number(variables.first ?? 1);
    // Calculated cost: each order with its address and its page of line items.
    const perOrder = 2 + 2 + linesFirst * 4;
    const requested = /\borders\(/.test(query)
      ? 2 + first * perOrder
      : /fulfillmentCreate/.test(query)
        ? 10
        : perOrder + 1;
    const state = bucket(shop);
    const cost = (actual: number | null) => ({
      requestedQueryCost: requested,
      actualQueryCost: actual,
      throttleStatus: {
        maximumAvailable: bucketSize,
        currentlyAvailable: Math.floor(state.available),
        restoreRate,
      },
    });
    if (requested > 1000)
      return json(200, {
        errors: [
          {
            message: `Query cost is ${requested}, which exceeds the single query max cost limit (1000).`,
            extensions: { code: 'MAX_COST_EXCEEDED', cost: requested, maxCost: 1000 },
          },
        ],
      });
    if (requested > state.available) {
      fake.throttled++;
      return json(200, {
        errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }],
        extensions: { cost: cost(null) },
      });
    }
    state.available -= requested;
    const list = shopOrders(shop);
    const answer = (data: unknown) => json(200, { data, extensions: { cost: cost(requested) } });

    if (/query Orders\b/.test(query)) {
      if (!Number.isInteger(first) || first < 1 || first > 250)
        return json(200, { errors: [{ message: 'first must be between 1 and 250' }] });
      const filter = typeof variables.query === 'string' ? variables.query : '';
      const since = /updated_at:>='([^']+)'/.exec(filter)?.[1];
      const sinceIso = since ? new Date(since).toISOString() : '';
      const sorted = sortedOrders(shop);
      const matching = sinceIso ? sorted.filter((o) => o.updatedAt >= sinceIso) : sorted;
      let start = 0;
      if (typeof variables.after === 'string') {
        const [at, id] = JSON.parse(Buffer.from(variables.after, 'base64url').toString()) as [
          string,
          number,
        ];
        start = matching.findIndex((o) => o.updatedAt > at || (o.updatedAt === at && o.id > id));
        if (start < 0) start = matching.length;
      }
      const page = matching.slice(start, start + first);
      const hasNextPage = start + first < matching.length;
      return answer({
        ...(variables.withCount
          ? { ordersCount: { count: matching.length, precision: 'EXACT' } }
          : {}),
        orders: {
          pageInfo: { hasNextPage, endCursor: page.length ? cursorOf(page.at(-1)!) : null },
          nodes: page.map((o) => orderNode(o, linesFirst)),
        },
      });
    }
    const idOf = (gid: unknown, kind: string) =>
      typeof gid === 'string' && gid.startsWith(`gid://shopify/${kind}/`)
        ? Number(gid.split('/').pop())
        : NaN;
    if (/query Order\b/.test(query)) {
      const order = list.find((o) => o.id === idOf(variables.id, 'Order'));
      return answer({ order: order ? orderNode(order, linesFirst) : null });
    }
    if (/query FulfillmentOrders\b/.test(query)) {
      const order = list.find((o) => o.id === idOf(variables.id, 'Order'));
      if (!order) return answer({ order: null });
      const open = order.lines.some((line) => line.fulfilled < line.quantity);
      return answer({
        order: {
          fulfillmentOrders: {
            nodes: [
              {
                id: `gid://shopify/FulfillmentOrder/${order.id}`,
                status: order.cancelledAt ? 'CANCELLED' : open ? 'OPEN' : 'CLOSED',
                lineItems: {
                  nodes: order.lines.map((line) => ({
                    id: `gid://shopify/FulfillmentOrderLineItem/${line.id}`,
                    remainingQuantity: line.quantity - line.fulfilled,
                    lineItem: { id: `gid://shopify/LineItem/${line.id}` },
                  })),
                },
              },
            ],
          },
        },
      });
    }
    if (/mutation FulfillmentCreate\b/.test(query)) {
      const input = variables.fulfillment as {
        lineItemsByFulfillmentOrder?: Array<{
          fulfillmentOrderId: string;
          fulfillmentOrderLineItems?: Array<{ id: string; quantity: number }>;
        }>;
        trackingInfo?: { company?: string; number?: string; url?: string };
        notifyCustomer?: boolean;
      };
      const userError = (message: string) =>
        answer({
          fulfillmentCreate: {
            fulfillment: null,
            userErrors: [{ field: ['fulfillment'], message }],
          },
        });
      if (!input?.lineItemsByFulfillmentOrder?.length)
        return userError('lineItemsByFulfillmentOrder is required');
      const recorded: FakeShopifyFulfilment['lineItems'] = [];
      for (const group of input.lineItemsByFulfillmentOrder) {
        const order = list.find((o) => o.id === idOf(group.fulfillmentOrderId, 'FulfillmentOrder'));
        if (!order) return userError('Fulfillment order does not exist.');
        for (const item of group.fulfillmentOrderLineItems ?? []) {
          const line = order.lines.find((l) => l.id === idOf(item.id, 'FulfillmentOrderLineItem'));
          if (!line || item.quantity < 1 || item.quantity > line.quantity - line.fulfilled)
            return userError('Invalid fulfillment order line item quantity requested.');
          recorded.push({ lineId: line.id, quantity: item.quantity });
        }
      }
      const orderId = idOf(
        input.lineItemsByFulfillmentOrder[0]!.fulfillmentOrderId,
        'FulfillmentOrder',
      );
      const order = list.find((o) => o.id === orderId)!;
      for (const item of recorded)
        order.lines.find((l) => l.id === item.lineId)!.fulfilled += item.quantity;
      const fulfilment: FakeShopifyFulfilment = {
        id: `gid://shopify/Fulfillment/${nextFulfilment++}`,
        orderId,
        trackingInfo: input.trackingInfo ?? {},
        lineItems: recorded,
        notifyCustomer: input.notifyCustomer ?? false,
      };
      fulfilments.push(fulfilment);
      return answer({
        fulfillmentCreate: {
          fulfillment: { id: fulfilment.id, status: 'SUCCESS' },
          userErrors: [],
        },
      });
    }
    return json(200, { errors: [{ message: 'The fake does not know this operation' }] });
  }

  const running = await startFake((request) => {
    const match = /^\/([^/]+)(\/admin\/.*)$/.exec(request.url.pathname);
    if (!match) return json(404, { errors: 'Not Found' });
    const [, shop, path] = match as unknown as [string, string, string];
    if (request.method === 'GET' && path === '/admin/oauth/authorize')
      return authorize(shop, request);
    if (request.method === 'POST' && path === '/admin/oauth/access_token')
      return accessToken(shop, request);
    if (request.method === 'POST' && /^\/admin\/api\/[\d-]+\/graphql\.json$/.test(path))
      return graphql(shop, request);
    return json(404, { errors: 'Not Found' });
  });

  let clock = Date.parse('2026-01-01T00:00:00Z');
  const tick = () => new Date((clock += 1000)).toISOString();

  const fake: ShopifyFake = {
    ...running,
    shopOrigin: `${running.url}/{shop}`,
    orders: shopOrders,
    fulfilments,
    throttled: 0,
    issueToken: (shop) => issueToken(shop),
    revokeTokens(shop) {
      for (const [token, session] of tokens) if (session.shop === shop) tokens.delete(token);
      for (const [token, owner] of refreshTokens) if (owner === shop) refreshTokens.delete(token);
    },
    seed(shop, count) {
      const list = shopOrders(shop);
      const made: FakeShopifyOrder[] = [];
      for (let i = 0; i < count; i++) {
        const n = list.length + 1;
        const at = tick();
        const lineCount = (n % 3) + 1;
        const order: FakeShopifyOrder = {
          id: 5_000_000 + n,
          name: `#${1000 + n}`,
          email: `buyer${n}@example.com`,
          createdAt: at,
          updatedAt: at,
          cancelledAt: null,
          shippingAddress: {
            name: `Buyer ${n}`,
            firstName: 'Buyer',
            lastName: String(n),
            address1: `${n} Market Street`,
            address2: n % 2 ? `Apt ${n % 50}` : '',
            city: 'San Francisco',
            province: 'California',
            provinceCode: 'CA',
            zip: String(94100 + (n % 100)),
            countryCodeV2: 'US',
            phone: `+1415555${String(n % 10000).padStart(4, '0')}`,
          },
          lines: Array.from({ length: lineCount }, (_, j) => ({
            id: 9_000_000 + n * 10 + j,
            sku: `SHOP-SKU-${(n + j) % 7}`,
            name: `T-shirt ${(n + j) % 7}`,
            quantity: j + 1,
            variantId: 7_000_000 + ((n + j) % 7),
            price: '19.90',
            properties: j === 0 ? [{ key: 'Name', value: `Buyer ${n}` }] : [],
            fulfilled: 0,
          })),
        };
        list.push(order);
        made.push(order);
      }
      sortedCache.delete(shop);
      return made;
    },
    update(shop, id, change) {
      const order = shopOrders(shop).find((o) => o.id === id);
      if (!order) throw new Error(`no order ${id}`);
      change(order);
      order.updatedAt = tick();
      sortedCache.delete(shop);
      return order;
    },
    async sendWebhook(target, shop, topic, payload, secret = options.apiSecret) {
      const body = JSON.stringify(payload);
      return deliver(target, body, {
        'x-shopify-topic': topic,
        'x-shopify-shop-domain': shop,
        'x-shopify-hmac-sha256': createHmac('sha256', secret).update(body).digest('base64'),
        'x-shopify-webhook-id': randomBytes(8).toString('hex'),
        'x-shopify-api-version': '2025-10',
      });
    },
  };
  return fake;
}
