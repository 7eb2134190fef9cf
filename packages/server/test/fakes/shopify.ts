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
 * orders, fulfillmentCreate, productVariants with productVariantsCount, productSet and the
 * productUpdate PodKit archives with) with calculated-cost throttling, and signed webhooks.
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

export interface FakeShopifyVariant {
  id: number;
  /** "Default Title" for the one variant of a product without options. */
  title: string;
  /** Empty for none (answered as null). */
  sku: string;
  /** Set by productSet: the variant's price and its option values by option name. */
  price?: string;
  optionValues?: Record<string, string>;
  imageUrl?: string | null;
}

export interface FakeShopifyProduct {
  id: number;
  title: string;
  /** The featured image's URL; null for a product without media. */
  imageUrl: string | null;
  variants: FakeShopifyVariant[];
  /** Set by productSet. */
  handle?: string;
  descriptionHtml?: string;
  vendor?: string;
  productType?: string;
  tags?: string[];
  status?: 'ACTIVE' | 'DRAFT' | 'ARCHIVED';
  options?: Array<{ name: string; values: string[] }>;
  media?: Array<{ url: string; alt: string }>;
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
  products(shop: string): FakeShopifyProduct[];
  addProducts(shop: string, products: FakeShopifyProduct[]): void;
  /**
   * Adds n generated products (deterministic): variant k of the shop has id 7000000 + k and SKU
   * SHOP-SKU-k, as the lines of seed()'s orders name them; every third product has one "Default
   * Title" variant, the others two or three options; every fourth has no image.
   */
  seedProducts(shop: string, count: number): FakeShopifyProduct[];
  /** Each GraphQL operation asked for, as `shop operationName`, in order. */
  operations: string[];
  /** Calls the fake answered with a THROTTLED error or HTTP 429. */
  throttled: number;
  /** productSet calls answered (with or without userErrors), and productUpdate calls. */
  productSetCalls: number;
  productUpdateCalls: number;
  /** A token the fake accepts for the shop, as if the app had been installed. */
  issueToken(shop: string): string;
  revokeTokens(shop: string): void;
  /**
   * The app lacks Shopify's protected customer data approval for the shop (or has it again):
   * order queries that read the buyer's e-mail or address answer ACCESS_DENIED errors.
   */
  withholdCustomerData(shop: string, withheld?: boolean): void;
  /** Posts a webhook signed like Shopify (a wrong secret gives a wrong signature). */
  sendWebhook(
    target: string,
    shop: string,
    topic: string,
    payload: unknown,
    secret?: string,
  ): Promise<number>;
}

/**
 * `ordersCount(limit:)` since 2025-07: the count stops at `limit`, 10,000 unless given, and says
 * AT_LEAST when it did; `limit: null` counts everything ("Uncapped counts in GraphQL").
 */
function countOf(total: number, query: string, variables: Record<string, unknown>) {
  const argument = /ordersCount\(([^)]*)\)/.exec(query)?.[1] ?? '';
  const written = /\blimit:\s*(null|\d+|\$\w+)/.exec(argument)?.[1];
  const value = written?.startsWith('$') ? variables[written.slice(1)] : written;
  const limit =
    value === undefined ? 10_000 : value === null || value === 'null' ? null : Number(value);
  return limit !== null && total > limit
    ? { count: limit, precision: 'AT_LEAST' }
    : { count: total, precision: 'EXACT' };
}

/**
 * What Shopify signs of a callback query, as its library rebuilds it: names sorted by
 * localeCompare, encoded again by URLSearchParams (values are escaped before signing).
 */
function signedMessage(params: Record<string, string>): string {
  const message = new URLSearchParams();
  for (const name of Object.keys(params).sort((a, b) => a.localeCompare(b)))
    message.append(name, params[name]!);
  return message.toString();
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
  const catalogues = new Map<string, FakeShopifyProduct[]>();
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

  const shopProducts = (shop: string) => {
    let list = catalogues.get(shop);
    if (!list) catalogues.set(shop, (list = []));
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

  const withheld = new Set<string>();
  /** Shopify's answer to a field of protected customer data the app is not approved for. */
  const customerDataRefusal = (query: string) =>
    /\b(email|shippingAddress)\b/.test(query)
      ? json(200, {
          data: null,
          errors: [
            {
              message:
                'This app is not approved to access the Order object. See https://partners.shopify.com/1/apps/2/customer_data for more details.',
              extensions: { code: 'ACCESS_DENIED' },
            },
          ],
        })
      : null;

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
      // Standard base64, padding and all, as Shopify sends it (the library's getHostValue).
      host: Buffer.from(`admin.shopify.com/store/${shop.split('.')[0]}`).toString('base64'),
      shop,
      state: q.get('state')!,
      timestamp: String(Math.floor(Date.now() / 1000)),
    };
    const hmac = createHmac('sha256', options.apiSecret)
      .update(signedMessage(params))
      .digest('hex');
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

  const variantNode = (product: FakeShopifyProduct, variant: FakeShopifyVariant) => ({
    id: `gid://shopify/ProductVariant/${variant.id}`,
    sku: variant.sku || null,
    title: variant.title,
    displayName: `${product.title} - ${variant.title}`,
    product: {
      id: `gid://shopify/Product/${product.id}`,
      title: product.title,
      featuredMedia: product.imageUrl
        ? { preview: { image: { url: product.imageUrl }, status: 'READY' } }
        : null,
    },
  });

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
    fake.operations.push(`${shop} ${/^\s*(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? ''}`);
    const linesFirst = Number(/lineItems\(first:\s*(\d+)\)/.exec(query)?.[1] ?? '0');
    const first = Number(variables.first ?? 1);
    // Calculated cost: each order with its address and its page of line items; each variant with
    // its product, featured media, preview and image.
    const perOrder = 2 + 2 + linesFirst * 4;
    const askedIds = Array.isArray(variables.ids) ? variables.ids : [];
    const requested = /\borders\(/.test(query)
      ? 2 + first * perOrder
      : /\bnodes\(ids/.test(query)
        ? 2 + askedIds.length * perOrder
        : /\bproductVariants\(/.test(query)
          ? 2 + first * 5 + (variables.withCount ? 1 : 0)
          : /fulfillmentCreate/.test(query)
            ? 10
            : /\bproductSet\(/.test(query)
              ? productSetCost(variables)
              : /\bproductUpdate\(/.test(query)
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

    if (/query (Orders?|OrderNodes)\b/.test(query) && withheld.has(shop)) {
      const refusal = customerDataRefusal(query);
      if (refusal) return refusal;
    }
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
      const wantsCount = /\bordersCount\b/.test(query) && variables.withCount !== false;
      return answer({
        ...(wantsCount ? { ordersCount: countOf(matching.length, query, variables) } : {}),
        orders: {
          pageInfo: { hasNextPage, endCursor: page.length ? cursorOf(page.at(-1)!) : null },
          nodes: page.map((o) => orderNode(o, linesFirst)),
        },
      });
    }
    if (/query Listings\b/.test(query)) {
      if (!Number.isInteger(first) || first < 1 || first > 250)
        return json(200, { errors: [{ message: 'first must be between 1 and 250' }] });
      const variants = shopProducts(shop)
        .flatMap((product) => product.variants.map((variant) => ({ product, variant })))
        .sort((a, b) => a.variant.id - b.variant.id);
      const after =
        typeof variables.after === 'string'
          ? Number(Buffer.from(variables.after, 'base64url').toString())
          : 0;
      const start = variants.findIndex(({ variant }) => variant.id > after);
      const page = start < 0 ? [] : variants.slice(start, start + first);
      const last = page.at(-1);
      return answer({
        ...(variables.withCount
          ? { productVariantsCount: { count: variants.length, precision: 'EXACT' } }
          : {}),
        productVariants: {
          nodes: page.map(({ product, variant }) => variantNode(product, variant)),
          pageInfo: {
            hasNextPage: start >= 0 && start + first < variants.length,
            endCursor: last ? Buffer.from(String(last.variant.id)).toString('base64url') : null,
          },
        },
      });
    }
    const idOf = (gid: unknown, kind: string) =>
      typeof gid === 'string' && gid.startsWith(`gid://shopify/${kind}/`)
        ? Number(gid.split('/').pop())
        : NaN;
    if (/query OrderNodes\b/.test(query)) {
      if (askedIds.length > 250)
        return json(200, {
          errors: [{ message: 'The input must not contain more than 250 values.' }],
        });
      // Relay's nodes: one entry per id asked, in order, null where there is no such order.
      return answer({
        nodes: askedIds.map((gid) => {
          const order = list.find((o) => o.id === idOf(gid, 'Order'));
          return order ? orderNode(order, linesFirst) : null;
        }),
      });
    }
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
    if (/\bproductSet\(/.test(query)) {
      fake.productSetCalls++;
      return answer({ productSet: productSet(shop, variables) });
    }
    if (/\bproductUpdate\(/.test(query)) {
      fake.productUpdateCalls++;
      const input = (variables.product ?? {}) as { id?: string; status?: string };
      const product = shopProducts(shop).find((p) => p.id === idOf(input.id, 'Product'));
      if (!product)
        return answer({
          productUpdate: {
            product: null,
            userErrors: [{ field: ['id'], message: 'Product does not exist' }],
          },
        });
      if (input.status && !['ACTIVE', 'DRAFT', 'ARCHIVED'].includes(input.status))
        return json(200, {
          errors: [
            {
              message: `Variable $product of type ProductUpdateInput! was provided invalid value for status`,
            },
          ],
        });
      if (input.status) product.status = input.status as FakeShopifyProduct['status'];
      return answer({
        productUpdate: {
          product: { id: `gid://shopify/Product/${product.id}`, status: product.status },
          userErrors: [],
        },
      });
    }
    return json(200, { errors: [{ message: 'The fake does not know this operation' }] });
  }

  let nextProduct = 1;
  let nextVariant = 1;

  /**
   * productSet (Admin GraphQL 2025-10) with the validation Shopify documents, answered as
   * userErrors {field, message, code}: `identifier.id` must name a product (PRODUCT_DOES_NOT_EXIST);
   * `identifier.handle` finds the product with that handle or creates one; a title is required
   * and at most 255 characters; productOptions and variants go together; at most 3 options
   * (OptionCreateInput: "Maximum product options: three") and 100 variants per product (the
   * 2025-10 productSet note: "By default, stores have a limit of 100 product variants"); every
   * variant names a value of each option, once per combination; a variant's file must also be in
   * `files`; input lists hold at most 250 entries; tags are at most 255 characters.
   * List fields replace what the product had (variants, options, media).
   */
  function productSet(shop: string, variables: Record<string, unknown>) {
    type OptionInput = { name?: string; values?: Array<{ name?: string }> };
    type FileInput = { originalSource?: string; alt?: string; contentType?: string };
    type VariantInput = {
      optionValues?: Array<{ optionName?: string; name?: string }>;
      price?: string;
      sku?: string;
      file?: FileInput;
    };
    const identifier = (variables.identifier ?? {}) as { id?: string; handle?: string };
    const input = (variables.input ?? {}) as {
      title?: string;
      descriptionHtml?: string;
      vendor?: string;
      productType?: string;
      tags?: string[];
      status?: string;
      handle?: string;
      productOptions?: OptionInput[];
      variants?: VariantInput[];
      files?: FileInput[];
    };
    const refuse = (field: string[], message: string, code: string) => ({
      product: null,
      userErrors: [{ field, message, code }],
    });
    const products = shopProducts(shop);
    let product: FakeShopifyProduct | undefined;
    if (identifier.id !== undefined) {
      product = products.find((p) => `gid://shopify/Product/${p.id}` === identifier.id);
      if (!product)
        return refuse(['identifier', 'id'], 'Product does not exist', 'PRODUCT_DOES_NOT_EXIST');
    } else if (identifier.handle !== undefined) {
      product = products.find((p) => p.handle === identifier.handle);
    }
    const title = input.title ?? product?.title ?? '';
    if (!title.trim()) return refuse(['input', 'title'], "Title can't be blank", 'INVALID_INPUT');
    if (title.length > 255)
      return refuse(
        ['input', 'title'],
        'Title is too long (maximum is 255 characters)',
        'INVALID_INPUT',
      );
    if ((input.productOptions === undefined) !== (input.variants === undefined))
      return input.variants === undefined
        ? refuse(['input', 'variants'], 'Variants input is missing', 'VARIANTS_INPUT_MISSING')
        : refuse(
            ['input', 'productOptions'],
            'Product options input is missing',
            'PRODUCT_OPTIONS_INPUT_MISSING',
          );
    for (const [name, list] of Object.entries({
      productOptions: input.productOptions,
      variants: input.variants,
      files: input.files,
      tags: input.tags,
    }))
      if (list && list.length > 250)
        return refuse(
          ['input', name],
          `${name} exceeds the maximum input array size of 250`,
          'INVALID_INPUT',
        );
    const tooLongTag = input.tags?.find((tag) => tag.length > 255);
    if (tooLongTag !== undefined)
      return refuse(
        ['input', 'tags'],
        'Tags is too long (maximum is 255 characters)',
        'INVALID_INPUT',
      );
    const options = (input.productOptions ?? []).map((option) => ({
      name: option.name ?? '',
      values: (option.values ?? []).map((value) => value.name ?? ''),
    }));
    if (options.length > 3)
      return refuse(['input', 'productOptions'], 'Options over limit', 'OPTIONS_OVER_LIMIT');
    if (new Set(options.map((o) => o.name.toLowerCase())).size !== options.length)
      return refuse(
        ['input', 'productOptions'],
        'Duplicated option name',
        'DUPLICATED_OPTION_NAME',
      );
    const variantsIn = input.variants ?? [];
    if (variantsIn.length > 100)
      return refuse(['input', 'variants'], 'Variants over limit', 'VARIANTS_OVER_LIMIT');
    const fileSources = new Set((input.files ?? []).map((file) => file.originalSource));
    const combos = new Set<string>();
    const variants: FakeShopifyVariant[] = [];
    for (const [index, variant] of variantsIn.entries()) {
      const values: Record<string, string> = {};
      for (const value of variant.optionValues ?? []) {
        const option = options.find((o) => o.name === value.optionName);
        if (!option)
          return refuse(
            ['input', 'variants', String(index), 'optionValues'],
            `Option does not exist: ${value.optionName}`,
            'OPTION_DOES_NOT_EXIST',
          );
        if (!option.values.includes(value.name ?? ''))
          return refuse(
            ['input', 'variants', String(index), 'optionValues'],
            `Option value does not exist: ${value.name}`,
            'OPTION_VALUE_DOES_NOT_EXIST',
          );
        values[option.name] = value.name ?? '';
      }
      if (Object.keys(values).length !== options.length)
        return refuse(
          ['input', 'variants', String(index), 'optionValues'],
          'Option values are missing',
          'OPTION_VALUES_MISSING',
        );
      const combo = options.map((o) => values[o.name]).join(' / ');
      if (combos.has(combo))
        return refuse(
          ['input', 'variants', String(index)],
          `The variant '${combo}' already exists.`,
          'DUPLICATED_OPTION_VALUE',
        );
      combos.add(combo);
      if (variant.price !== undefined && !/^\d+(\.\d{1,2})?$/.test(String(variant.price)))
        return refuse(
          ['input', 'variants', String(index), 'price'],
          'Price is invalid',
          'INVALID_VARIANT',
        );
      if (variant.file && !fileSources.has(variant.file.originalSource))
        return refuse(
          ['input', 'variants', String(index), 'file'],
          'The variant file must also be specified in the files input',
          'INVALID_INPUT',
        );
      const existing = product?.variants.find((v) => v.title === combo);
      variants.push({
        id: existing?.id ?? 7_500_000 + nextVariant++,
        title: combo || 'Default Title',
        sku: variant.sku ?? '',
        price: String(variant.price ?? '0.00'),
        optionValues: values,
        imageUrl: variant.file?.originalSource ?? null,
      });
    }
    if (!product) {
      const handle =
        input.handle ??
        identifier.handle ??
        title
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '');
      product = { id: 8_500_000 + nextProduct++, title, imageUrl: null, variants: [], handle };
      products.push(product);
    }
    product.title = title;
    if (input.descriptionHtml !== undefined) product.descriptionHtml = input.descriptionHtml;
    if (input.vendor !== undefined) product.vendor = input.vendor;
    if (input.productType !== undefined) product.productType = input.productType;
    if (input.tags !== undefined) product.tags = input.tags;
    if (input.status !== undefined) product.status = input.status as FakeShopifyProduct['status'];
    product.status ??= 'ACTIVE';
    if (input.variants !== undefined) {
      product.options = options;
      product.variants = variants;
    }
    if (input.files !== undefined) {
      product.media = input.files.map((file) => ({
        url: file.originalSource ?? '',
        alt: file.alt ?? '',
      }));
      product.imageUrl = product.media[0]?.url ?? null;
    }
    return {
      product: {
        id: `gid://shopify/Product/${product.id}`,
        handle: product.handle,
        onlineStoreUrl:
          product.status === 'ACTIVE' ? `https://${shop}/products/${product.handle}` : null,
      },
      userErrors: [],
    };
  }

  /** Calculated cost of a productSet: 10 for the mutation, one point per variant. */
  function productSetCost(variables: Record<string, unknown>): number {
    const input = (variables.input ?? {}) as { variants?: unknown[] };
    return 10 + (input.variants?.length ?? 0);
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
    operations: [],
    throttled: 0,
    productSetCalls: 0,
    productUpdateCalls: 0,
    issueToken: (shop) => issueToken(shop),
    withholdCustomerData(shop, on = true) {
      if (on) withheld.add(shop);
      else withheld.delete(shop);
    },
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
    products: shopProducts,
    addProducts(shop, products) {
      shopProducts(shop).push(...products);
    },
    seedProducts(shop, count) {
      const list = shopProducts(shop);
      let k = list.reduce((sum, product) => sum + product.variants.length, 0);
      const made: FakeShopifyProduct[] = [];
      for (let i = 0; i < count; i++) {
        const n = list.length + 1;
        const titles = n % 3 === 1 ? ['Default Title'] : ['Black / S', 'Black / M', 'White / L'];
        const product: FakeShopifyProduct = {
          id: 8_000_000 + n,
          title: `T-shirt ${n}`,
          imageUrl: n % 4 === 0 ? null : `https://cdn.shopify.example/products/tshirt-${n}.png`,
          variants: titles.slice(0, n % 3 === 2 ? 2 : 3).map((title) => {
            const id = 7_000_000 + k;
            return { id, title, sku: `SHOP-SKU-${k++}` };
          }),
        };
        list.push(product);
        made.push(product);
      }
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
