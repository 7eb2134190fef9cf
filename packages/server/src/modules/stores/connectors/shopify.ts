import { createHmac } from 'node:crypto';
import type { StorePlatformsConfig } from '../../../config.js';
import {
  PlatformAuthRejected,
  PlatformDataNotApproved,
  PlatformError,
  PlatformRateLimited,
  type ConnectorFactory,
  type ListingDraft,
  type ListingPage,
  type OrderPage,
  type StoreAccess,
  type StoreListing,
  type StoreOrder,
  type TokenGrant,
  type WebhookDelivery,
} from './connector.js';
import {
  decimalToCents,
  headerValue,
  pause,
  platformFetch,
  signaturesEqual,
} from './platform-http.js';

/**
 * Said to the reseller, and through the job log to the operator, when Shopify withholds orders'
 * protected customer data: what is missing and who can get it.
 */
export const PROTECTED_DATA_REFUSAL =
  '本站的 Shopify 应用尚未获得 Shopify「受保护客户数据」（买家姓名、地址、电话、邮箱）的访问批准，无法读取订单。' +
  '这不是店铺授权过期，重新授权无法解决：请联系平台运营方在 Shopify 合作伙伴后台为应用申请受保护客户数据访问（Level 2）并通过审核，之后再同步订单';

/** Shopify's refusal of a field the app's protected customer data approval does not cover. */
const isProtectedDataRefusal = (error: { message: string }) =>
  /not approved to access|protected customer data/i.test(error.message);

/** A shop's admin host: lower-case name, '.myshopify.com'. */
export const SHOPIFY_SHOP_DOMAIN = /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/;

/**
 * Orders per page and line items per order in a list query: 20 × (order, address, 10 lines) stays
 * under the 1000-point single-query cost limit; an order with more lines is fetched on its own.
 */
const PAGE_SIZE = 20;
const LIST_LINES = 10;
/** Waiting longer than this for the cost bucket is the job's business (RetryJobLater). */
const MAX_INLINE_WAIT_MS = 5_000;

const orderFields = (lines: number) => `
  id name email createdAt updatedAt cancelledAt
  shippingAddress { name firstName lastName address1 address2 city province provinceCode zip countryCodeV2 phone }
  lineItems(first: ${lines}) {
    pageInfo { hasNextPage }
    nodes {
      id sku name quantity
      variant { id }
      originalUnitPriceSet { shopMoney { amount currencyCode } }
      customAttributes { key value }
    }
  }`;

// Since 2025-07 a count stops at 10,000 unless its limit is lifted (null), and says so in precision.
const ORDERS_QUERY = `query Orders($first: Int!, $after: String, $query: String, $withCount: Boolean!) {
  ordersCount(query: $query, limit: null) @include(if: $withCount) { count precision }
  orders(first: $first, after: $after, query: $query, sortKey: UPDATED_AT) {
    pageInfo { hasNextPage endCursor }
    nodes { ${orderFields(LIST_LINES)} }
  }
}`;

const ORDER_QUERY = `query Order($id: ID!) { order(id: $id) { ${orderFields(100)} } }`;

/** Announced orders by id, PAGE_SIZE at a time (the same cost as a page of the list). */
const ORDER_NODES_QUERY = `query OrderNodes($ids: [ID!]!) {
  nodes(ids: $ids) { ... on Order { ${orderFields(LIST_LINES)} } }
}`;

/** Variants per listings page: 100 × (variant, product, media, preview, image) ≈ 500 points. */
const LISTING_PAGE_SIZE = 100;

const LISTINGS_QUERY = `query Listings($first: Int!, $after: String, $withCount: Boolean!) {
  productVariantsCount @include(if: $withCount) { count }
  productVariants(first: $first, after: $after) {
    nodes {
      id sku title
      product { id title featuredMedia { preview { image { url } } } }
    }
    pageInfo { hasNextPage endCursor }
  }
}`;

/** The title Shopify gives the one variant of a product without options. */
const DEFAULT_VARIANT_TITLE = 'Default Title';

const FULFILLMENT_ORDERS_QUERY = `query FulfillmentOrders($id: ID!) {
  order(id: $id) {
    fulfillmentOrders(first: 20) {
      nodes { id status lineItems(first: 100) { nodes { id remainingQuantity lineItem { id } } } }
    }
  }
}`;

const FULFILLMENT_CREATE = `mutation FulfillmentCreate($fulfillment: FulfillmentInput!) {
  fulfillmentCreate(fulfillment: $fulfillment) {
    fulfillment { id status }
    userErrors { field message }
  }
}`;

/**
 * Creates or updates a product with its options, variants and media in one call (Admin GraphQL
 * `productSet`, synchronous). A new product is found by its handle, PodKit's listing key, so a
 * call repeated after a crash updates the product the first one made; an existing one by its id.
 */
const PRODUCT_SET = `mutation ProductSet($identifier: ProductSetIdentifiers, $input: ProductSetInput!) {
  productSet(identifier: $identifier, input: $input, synchronous: true) {
    product { id handle onlineStoreUrl }
    userErrors { field message code }
  }
}`;

/**
 * Unpublishing archives the product (`productUpdate` with status ARCHIVED): it leaves every sales
 * channel but keeps its id, variants and order history, so publishing again updates the same
 * product; `productDelete` would lose the id that orders and SKU mappings name.
 */
const PRODUCT_ARCHIVE = `mutation ProductArchive($product: ProductUpdateInput!) {
  productUpdate(product: $product) {
    product { id status }
    userErrors { field message }
  }
}`;

interface ShopifyUserError {
  field?: string[] | null;
  message: string;
  code?: string | null;
}

/** The ProductSetInput of a draft; variant pictures are also product files, as Shopify requires. */
export function productSetInput(draft: ListingDraft, creating: boolean) {
  const urls = [
    ...draft.images,
    ...draft.variants
      .filter((variant) => variant.imageUrl)
      .map((variant) => ({ url: variant.imageUrl, alt: draft.title })),
  ];
  const files = [...new Map(urls.map((image) => [image.url, image])).values()].map((image) => ({
    originalSource: image.url,
    alt: image.alt,
    contentType: 'IMAGE',
  }));
  return {
    title: draft.title,
    descriptionHtml: draft.descriptionHtml,
    vendor: draft.vendor,
    productType: draft.productType,
    tags: draft.tags,
    status: draft.status === 'active' ? 'ACTIVE' : 'DRAFT',
    ...(creating ? { handle: draft.listingKey } : {}),
    productOptions: draft.options.map((option) => ({
      name: option.name,
      values: option.values.map((name) => ({ name })),
    })),
    files,
    variants: draft.variants.map((variant) => ({
      optionValues: Object.entries(variant.optionValues).map(([optionName, name]) => ({
        optionName,
        name,
      })),
      price: variant.price,
      sku: variant.sku,
      ...(variant.imageUrl
        ? { file: { originalSource: variant.imageUrl, alt: draft.title, contentType: 'IMAGE' } }
        : {}),
    })),
  };
}

interface ThrottleStatus {
  maximumAvailable: number;
  currentlyAvailable: number;
  restoreRate: number;
}

interface QueryCost {
  requestedQueryCost: number;
  throttleStatus: ThrottleStatus;
}

interface GraphqlAnswer<T> {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
  extensions?: { cost?: QueryCost };
}

interface ShopifyOrderNode {
  id: string;
  name: string;
  email: string | null;
  createdAt: string;
  updatedAt: string;
  cancelledAt: string | null;
  shippingAddress: {
    name: string | null;
    firstName: string | null;
    lastName: string | null;
    address1: string | null;
    address2: string | null;
    city: string | null;
    province: string | null;
    provinceCode: string | null;
    zip: string | null;
    countryCodeV2: string | null;
    phone: string | null;
  } | null;
  lineItems: {
    pageInfo: { hasNextPage: boolean };
    nodes: Array<{
      id: string;
      sku: string | null;
      name: string;
      quantity: number;
      variant: { id: string } | null;
      originalUnitPriceSet: { shopMoney: { amount: string; currencyCode?: string } };
      customAttributes: Array<{ key: string; value: string | null }>;
    }>;
  };
}

interface ShopifyVariantNode {
  id: string;
  sku: string | null;
  title: string;
  product: {
    id: string;
    title: string;
    featuredMedia: { preview: { image: { url: string } | null } | null } | null;
  };
}

/** `gid://shopify/Order/123` → `123`: webhooks and REST speak the number. */
const numericId = (gid: string) => gid.slice(gid.lastIndexOf('/') + 1);

export function toStoreOrder(node: ShopifyOrderNode): StoreOrder {
  const a = node.shippingAddress;
  return {
    platformOrderId: numericId(node.id),
    name: node.name,
    createdAt: new Date(node.createdAt),
    updatedAt: new Date(node.updatedAt),
    cancelled: node.cancelledAt !== null,
    email: node.email ?? '',
    address: {
      recipient_name: a?.name ?? [a?.firstName, a?.lastName].filter(Boolean).join(' '),
      phone: a?.phone ?? '',
      country_code: a?.countryCodeV2 ?? '',
      province: a?.provinceCode || a?.province || '',
      city: a?.city ?? '',
      district: '',
      address1: a?.address1 ?? '',
      address2: a?.address2 ?? '',
      postcode: a?.zip ?? '',
    },
    currency: node.lineItems.nodes[0]?.originalUnitPriceSet.shopMoney.currencyCode ?? '',
    lines: node.lineItems.nodes.map((line) => ({
      lineId: numericId(line.id),
      sku: line.sku ?? '',
      variantId: line.variant ? numericId(line.variant.id) : '',
      title: line.name,
      quantity: line.quantity,
      unitPriceCents: decimalToCents(line.originalUnitPriceSet.shopMoney.amount),
      customisation: line.customAttributes.map((attr) => ({
        key: attr.key,
        value: attr.value ?? '',
      })),
    })),
  };
}

export function toStoreListing(node: ShopifyVariantNode): StoreListing {
  const { product } = node;
  return {
    productId: numericId(product.id),
    variantId: numericId(node.id),
    sku: node.sku ?? '',
    title:
      node.title === DEFAULT_VARIANT_TITLE ? product.title : `${product.title} - ${node.title}`,
    imageUrl: product.featuredMedia?.preview?.image?.url ?? '',
  };
}

export const shopifyWebhookSignature = (rawBody: Buffer, secret: string) =>
  createHmac('sha256', secret).update(rawBody).digest('base64');

/**
 * A webhook header by either of its names, as Shopify's library reads them: `shopify-*` of
 * event-style subscriptions first, then the classic `X-Shopify-*`.
 */
const shopifyHeader = (headers: WebhookDelivery['headers'], name: string) =>
  headerValue(headers, `shopify-${name}`) || headerValue(headers, `x-shopify-${name}`);

const createShopifyConnector: ConnectorFactory = (config: StorePlatformsConfig) => {
  const app = config.shopify;
  const origin = (shop: string) => app.shopOrigin.replace('{shop}', shop);

  async function graphql<T>(
    access: StoreAccess,
    query: string,
    variables: Record<string, unknown>,
  ): Promise<T> {
    const response = await platformFetch<GraphqlAnswer<T>>(
      `${origin(access.shopDomain)}/admin/api/${app.apiVersion}/graphql.json`,
      {
        platformName: 'Shopify',
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-shopify-access-token': access.credentials.accessToken ?? '',
        },
        body: JSON.stringify({ query, variables }),
        messageOf: (body) => {
          const errors = (body as { errors?: unknown })?.errors;
          return typeof errors === 'string' ? errors : JSON.stringify(errors ?? '');
        },
      },
    );
    const answer = response.body;
    const cost = answer.extensions?.cost;
    const throttled = answer.errors?.some((e) => e.extensions?.code === 'THROTTLED');
    if (throttled) {
      throw new PlatformRateLimited('Shopify 限流：Throttled', costWaitMs(cost));
    }
    if (answer.errors?.length) {
      const message = answer.errors.map((e) => e.message).join('; ');
      if (answer.errors.some(isProtectedDataRefusal))
        throw new PlatformDataNotApproved(`${PROTECTED_DATA_REFUSAL}（Shopify：${message}）`);
      if (answer.errors.some((e) => e.extensions?.code === 'ACCESS_DENIED'))
        throw new PlatformAuthRejected(`Shopify 拒绝授权：${message}`);
      throw new PlatformError(`Shopify：${message}`, 200);
    }
    // Leave the bucket room for the next query of the same cost rather than be throttled.
    const wait = costWaitMs(cost);
    if (wait > 0) await pause(Math.min(wait, MAX_INLINE_WAIT_MS));
    return answer.data as T;
  }

  function costWaitMs(cost: QueryCost | undefined): number {
    if (!cost) return 1000;
    const { currentlyAvailable, restoreRate } = cost.throttleStatus;
    const missing = cost.requestedQueryCost - currentlyAvailable;
    return missing > 0 ? Math.ceil((missing / Math.max(restoreRate, 1)) * 1000) : 0;
  }

  async function token(shop: string, body: Record<string, string>): Promise<TokenGrant> {
    const response = await platformFetch<{
      access_token: string;
      expires_in?: number;
      refresh_token?: string;
    }>(`${origin(shop)}/admin/oauth/access_token`, {
      platformName: 'Shopify',
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ client_id: app.apiKey, client_secret: app.apiSecret, ...body }),
      messageOf: (b) => String((b as { error_description?: string })?.error_description ?? ''),
    });
    const grant = response.body;
    return {
      credentials: {
        accessToken: grant.access_token,
        ...(grant.refresh_token ? { refreshToken: grant.refresh_token } : {}),
      },
      expiresAt: grant.expires_in ? new Date(Date.now() + grant.expires_in * 1000) : null,
      shopDomain: shop,
    };
  }

  async function fetchOrder(access: StoreAccess, platformOrderId: string) {
    const data = await graphql<{ order: ShopifyOrderNode | null }>(access, ORDER_QUERY, {
      id: `gid://shopify/Order/${platformOrderId}`,
    });
    return data.order ? toStoreOrder(data.order) : null;
  }

  /** An order read with its first LIST_LINES lines, completed by a read of its own if it has more. */
  async function wholeOrder(access: StoreAccess, node: ShopifyOrderNode) {
    return node.lineItems.pageInfo.hasNextPage
      ? ((await fetchOrder(access, numericId(node.id))) ?? toStoreOrder(node))
      : toStoreOrder(node);
  }

  async function fetchOrders(access: StoreAccess, platformOrderIds: string[]) {
    const found: Array<StoreOrder | null> = [];
    for (let at = 0; at < platformOrderIds.length; at += PAGE_SIZE) {
      const ids = platformOrderIds.slice(at, at + PAGE_SIZE);
      const data = await graphql<{ nodes: Array<ShopifyOrderNode | null> }>(
        access,
        ORDER_NODES_QUERY,
        { ids: ids.map((id) => `gid://shopify/Order/${id}`) },
      );
      for (const node of data.nodes) found.push(node ? await wholeOrder(access, node) : null);
    }
    return found;
  }

  return {
    platform: 5,
    authorizeUrl({ shopDomain, state, redirectUri }) {
      const url = new URL(`${origin(shopDomain)}/admin/oauth/authorize`);
      url.searchParams.set('client_id', app.apiKey);
      url.searchParams.set('scope', app.scopes);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('state', state);
      return url.toString();
    },
    // Expiring offline tokens: required of public apps created since 2026-04-01.
    exchangeCode: (shop, code) => token(shop, { code, expiring: '1' }),
    refresh: (access) =>
      token(access.shopDomain, {
        grant_type: 'refresh_token',
        refresh_token: access.credentials.refreshToken ?? '',
      }),

    async listOrders(access, since, position): Promise<OrderPage> {
      const data = await graphql<{
        ordersCount?: { count: number; precision: 'EXACT' | 'AT_LEAST' };
        orders: {
          pageInfo: { hasNextPage: boolean; endCursor: string | null };
          nodes: ShopifyOrderNode[];
        };
      }>(access, ORDERS_QUERY, {
        first: PAGE_SIZE,
        after: position,
        query: since ? `updated_at:>='${since.toISOString()}'` : null,
        withCount: position === null,
      });
      const orders = await Promise.all(data.orders.nodes.map((node) => wholeOrder(access, node)));
      return {
        orders,
        next: data.orders.pageInfo.hasNextPage ? data.orders.pageInfo.endCursor : null,
        // A count that stopped at a cap is a floor, not the total.
        total: data.ordersCount?.precision === 'EXACT' ? data.ordersCount.count : null,
      };
    },

    fetchOrder,
    fetchOrders,

    async listProducts(access, position): Promise<ListingPage> {
      const data = await graphql<{
        productVariantsCount?: { count: number };
        productVariants: {
          pageInfo: { hasNextPage: boolean; endCursor: string | null };
          nodes: ShopifyVariantNode[];
        };
      }>(access, LISTINGS_QUERY, {
        first: LISTING_PAGE_SIZE,
        after: position,
        withCount: position === null,
      });
      const { nodes, pageInfo } = data.productVariants;
      return {
        listings: nodes.map(toStoreListing),
        next: pageInfo.hasNextPage ? pageInfo.endCursor : null,
        total: data.productVariantsCount?.count ?? null,
      };
    },

    async pushFulfilment(access, request) {
      const data = await graphql<{
        order: {
          fulfillmentOrders: {
            nodes: Array<{
              id: string;
              status: string;
              lineItems: {
                nodes: Array<{ id: string; remainingQuantity: number; lineItem: { id: string } }>;
              };
            }>;
          };
        } | null;
      }>(access, FULFILLMENT_ORDERS_QUERY, {
        id: `gid://shopify/Order/${request.platformOrderId}`,
      });
      if (!data.order) throw new PlatformError('Shopify：订单不存在', 404);
      const wanted = new Map(request.lines.map((line) => [line.lineId, line.quantity]));
      const lineItemsByFulfillmentOrder = data.order.fulfillmentOrders.nodes
        .filter((fo) => fo.status === 'OPEN' || fo.status === 'IN_PROGRESS')
        .map((fo) => ({
          fulfillmentOrderId: fo.id,
          fulfillmentOrderLineItems: fo.lineItems.nodes
            .filter((item) => wanted.has(numericId(item.lineItem.id)) && item.remainingQuantity > 0)
            .map((item) => ({
              id: item.id,
              quantity: Math.min(item.remainingQuantity, wanted.get(numericId(item.lineItem.id))!),
            })),
        }))
        .filter((fo) => fo.fulfillmentOrderLineItems.length > 0);
      if (lineItemsByFulfillmentOrder.length === 0)
        throw new PlatformError('Shopify：没有可发货的履约单（可能已在店铺后台发货）', 422);
      const result = await graphql<{
        fulfillmentCreate: {
          fulfillment: { id: string } | null;
          userErrors: Array<{ message: string }>;
        };
      }>(access, FULFILLMENT_CREATE, {
        fulfillment: {
          lineItemsByFulfillmentOrder,
          trackingInfo: {
            company: request.carrier,
            number: request.trackingNumber,
            ...(request.trackingUrl ? { url: request.trackingUrl } : {}),
          },
          notifyCustomer: true,
        },
      });
      const { fulfillment, userErrors } = result.fulfillmentCreate;
      if (!fulfillment)
        throw new PlatformError(`Shopify：${userErrors.map((e) => e.message).join('; ')}`, 422);
      return numericId(fulfillment.id);
    },

    async publishListing(access, draft) {
      const send = (existingId: string | null) =>
        graphql<{
          productSet: {
            product: { id: string; handle: string; onlineStoreUrl: string | null } | null;
            userErrors: ShopifyUserError[];
          };
        }>(access, PRODUCT_SET, {
          identifier: existingId
            ? { id: `gid://shopify/Product/${existingId}` }
            : { handle: draft.listingKey },
          input: productSetInput(draft, existingId === null),
        });
      let result = (await send(draft.existingListingId)).productSet;
      // Deleted in the shop meanwhile: made again, under PodKit's key.
      if (
        draft.existingListingId &&
        result.userErrors.some((e) => e.code === 'PRODUCT_DOES_NOT_EXIST')
      )
        result = (await send(null)).productSet;
      if (!result.product || result.userErrors.length > 0)
        throw new PlatformError(
          `Shopify：${result.userErrors.map((e) => e.message).join('; ') || '商品未保存'}`,
          422,
        );
      const listingId = numericId(result.product.id);
      return {
        listingId,
        url:
          result.product.onlineStoreUrl ??
          `${origin(access.shopDomain)}/admin/products/${listingId}`,
      };
    },

    async unpublishListing(access, listingId) {
      const result = await graphql<{
        productUpdate: { product: { id: string } | null; userErrors: ShopifyUserError[] };
      }>(access, PRODUCT_ARCHIVE, {
        product: { id: `gid://shopify/Product/${listingId}`, status: 'ARCHIVED' },
      });
      const { product, userErrors } = result.productUpdate;
      // A product the merchant deleted is off sale already.
      if (!product && userErrors.some((e) => /does not exist|not found/i.test(e.message))) return;
      if (!product || userErrors.length > 0)
        throw new PlatformError(`Shopify：${userErrors.map((e) => e.message).join('; ')}`, 422);
    },

    verifyWebhook(delivery: WebhookDelivery, secret: string) {
      const received = shopifyHeader(delivery.headers, 'hmac-sha256');
      return (
        received !== '' &&
        secret !== '' &&
        signaturesEqual(received, shopifyWebhookSignature(delivery.rawBody, secret))
      );
    },

    parseWebhook(delivery) {
      const payload = JSON.parse(delivery.rawBody.toString('utf8')) as {
        id?: number | string;
      };
      const topic = shopifyHeader(delivery.headers, 'topic');
      // Event-style deliveries name their resource in a header as well.
      const orderId =
        payload.id ?? (numericId(shopifyHeader(delivery.headers, 'resource-id')) || undefined);
      return {
        topic,
        shopDomain: shopifyHeader(delivery.headers, 'shop-domain') || null,
        platformOrderId:
          topic.startsWith('orders/') && orderId !== undefined ? String(orderId) : null,
        payload,
      };
    },
  };
};

export default createShopifyConnector;
