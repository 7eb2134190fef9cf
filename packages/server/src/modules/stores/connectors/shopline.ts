import { SHOPLINE } from '../shopify-session-token.js';
import {
  PlatformAuthRejected,
  PlatformError,
  type ConnectorFactory,
  type ListingDraft,
  type StoreAccess,
  type TokenGrant,
  type WebhookDelivery,
} from './connector.js';
import { headerValue, platformFetch, signaturesEqual } from './platform-http.js';
import { shoplinePostSign, shoplineWebhookSign } from './shopline-sign.js';
import {
  nextPageInfo,
  toStoreListings,
  toStoreOrder,
  type ShoplineOrder,
  type ShoplineProduct,
} from './shopline-orders.js';

export { verifyShoplineQuery } from './shopline-sign.js';

/** A SHOPLINE shop's admin host, as the admin embed's session tokens name it too. */
export const SHOPLINE_SHOP_DOMAIN = SHOPLINE.shopDomain;

const PAGE_SIZE = 100;
/** A token's life when the grant does not say when it ends (SHOPLINE's last about 10 hours). */
const DEFAULT_TOKEN_MS = 10 * 3_600_000;

type TokenAnswer = {
  code?: number;
  message?: string;
  data?: { accessToken?: string; expireTime?: string; scope?: string } | null;
};

/** SHOPLINE's refusals: `{"errors": "…"}` (429 "Too many request"), or `{code, message}`. */
function messageOf(body: unknown): string {
  const b = body as { errors?: unknown; message?: unknown } | null;
  if (!b || typeof b !== 'object') return '';
  if (typeof b.errors === 'string') return b.errors;
  if (b.errors) return JSON.stringify(b.errors);
  return typeof b.message === 'string' ? b.message : '';
}

/** The draft as SHOPLINE's product body (products.json): options by name, variants by option1…3. */
export function shoplineProduct(draft: ListingDraft, creating: boolean) {
  return {
    title: draft.title,
    body_html: draft.descriptionHtml,
    vendor: draft.vendor,
    tags: draft.tags,
    status: draft.status,
    ...(creating ? { handle: draft.listingKey } : {}),
    options: draft.options.map((option) => ({ name: option.name, values: option.values })),
    images: draft.images.map((image) => ({ src: image.url, alt: image.alt })),
    variants: draft.variants.map((variant) => ({
      sku: variant.sku,
      price: variant.price,
      ...Object.fromEntries(
        draft.options.map((option, i) => [
          `option${i + 1}`,
          variant.optionValues[option.name] ?? '',
        ]),
      ),
      ...(variant.imageUrl ? { image: { src: variant.imageUrl, alt: draft.title } } : {}),
    })),
  };
}

const createShoplineConnector: ConnectorFactory = (config) => {
  const app = config.shopline;
  const origin = (shop: string) => app.shopOrigin.replace('{shop}', shop);
  const api = (shop: string, path: string) =>
    `${origin(shop)}/admin/openapi/${app.apiVersion}/${path}`;

  async function call<T>(
    access: StoreAccess,
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    body?: unknown,
  ) {
    return platformFetch<T>(api(access.shopDomain, path), {
      platformName: 'Shopline',
      method,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        authorization: `Bearer ${access.credentials.accessToken ?? ''}`,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      messageOf,
    });
  }

  /** Token create and refresh: signed POSTs to the shop's `/admin/oauth/token/…`. */
  async function token(shop: string, path: string, body: string): Promise<TokenGrant> {
    const timestamp = String(Date.now());
    const response = await platformFetch<TokenAnswer>(`${origin(shop)}${path}`, {
      platformName: 'Shopline',
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        appkey: app.appKey,
        timestamp,
        sign: shoplinePostSign(app.appSecret, body, timestamp),
      },
      body,
      messageOf,
    });
    const answer = response.body;
    const accessToken = answer?.data?.accessToken;
    if (!accessToken) {
      const said = `Shopline 未返回访问令牌：${answer?.message ?? ''}`;
      // A refused refresh (app uninstalled, grant withdrawn) is the store's grant failing.
      if (path.endsWith('/refresh')) throw new PlatformAuthRejected(said);
      throw new PlatformError(said, 400);
    }
    const ends = Date.parse(answer.data?.expireTime ?? '');
    return {
      credentials: { accessToken },
      expiresAt: new Date(Number.isNaN(ends) ? Date.now() + DEFAULT_TOKEN_MS : ends),
      shopDomain: shop,
    };
  }

  async function findProductByHandle(access: StoreAccess, handle: string) {
    const found = await call<{ products?: ShoplineProduct[] }>(
      access,
      'GET',
      `products/products.json?handle=${encodeURIComponent(handle)}&limit=1`,
    );
    return found.body?.products?.[0] ?? null;
  }

  async function saveProduct(access: StoreAccess, draft: ListingDraft, id: string | null) {
    const response = id
      ? await call<{ product?: { id: string } }>(access, 'PUT', `products/${id}.json`, {
          product: { id, ...shoplineProduct(draft, false) },
        })
      : await call<{ product?: { id: string } }>(access, 'POST', 'products/products.json', {
          product: shoplineProduct(draft, true),
        });
    const productId = response.body?.product?.id;
    if (!productId) throw new PlatformError('Shopline：商品未保存', 422);
    return String(productId);
  }

  return {
    platform: 9,
    /** The authorise page is a hash route; `customField` comes back on the callback (the state). */
    authorizeUrl({ shopDomain, state, redirectUri }) {
      const query = new URLSearchParams({
        appKey: app.appKey,
        responseType: 'code',
        scope: app.scopes,
        redirectUri,
        customField: state,
      });
      return `${origin(shopDomain)}/admin/oauth-web/#/oauth/authorize?${query.toString()}`;
    },
    exchangeCode: (shop, code) =>
      token(shop, '/admin/oauth/token/create', JSON.stringify({ code })),
    refresh: (access) => token(access.shopDomain, '/admin/oauth/token/refresh', ''),

    async listOrders(access, since, position) {
      const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
      // A page_info carries the first call's filters: SHOPLINE refuses them beside it.
      if (position) query.set('page_info', position);
      else if (since) query.set('updated_at_min', since.toISOString());
      const response = await call<{ orders?: ShoplineOrder[] }>(
        access,
        'GET',
        `orders.json?${query.toString()}`,
      );
      return {
        orders: (response.body?.orders ?? []).map(toStoreOrder),
        next: nextPageInfo(response.headers.get('link')),
        total: null,
      };
    },

    async fetchOrder(access, platformOrderId) {
      const response = await call<{ orders?: ShoplineOrder[] }>(
        access,
        'GET',
        `orders.json?ids=${encodeURIComponent(platformOrderId)}`,
      );
      const order = response.body?.orders?.find((o) => String(o.id) === platformOrderId);
      return order ? toStoreOrder(order) : null;
    },

    async listProducts(access, position) {
      const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (position) query.set('page_info', position);
      const response = await call<{ products?: ShoplineProduct[] }>(
        access,
        'GET',
        `products/products.json?${query.toString()}`,
      );
      return {
        listings: (response.body?.products ?? []).flatMap(toStoreListings),
        next: nextPageInfo(response.headers.get('link')),
        total: null,
      };
    },

    /** The order's open fulfillment orders, then one fulfillment of the shipped lines with tracking. */
    async pushFulfilment(access, request) {
      const orderId = request.platformOrderId;
      const found = await call<{
        fulfillment_orders?: Array<{
          id: string;
          status: string;
          line_items?: Array<{ id: string; line_item_id: string; fulfillable_quantity: number }>;
        }>;
      }>(
        access,
        'GET',
        `fulfillment_orders/${encodeURIComponent(orderId)}/fulfillment_orders.json`,
      );
      const wanted = new Map(request.lines.map((line) => [line.lineId, line.quantity]));
      const byFulfillmentOrder = (found.body?.fulfillment_orders ?? [])
        .filter((fo) => /^(open|in_progress)$/i.test(fo.status))
        .map((fo) => ({
          fulfillment_order_id: String(fo.id),
          fulfillment_order_line_items: (fo.line_items ?? [])
            .filter(
              (item) => wanted.has(String(item.line_item_id)) && item.fulfillable_quantity > 0,
            )
            .map((item) => ({
              id: String(item.id),
              quantity: Math.min(item.fulfillable_quantity, wanted.get(String(item.line_item_id))!),
            })),
        }))
        .filter((fo) => fo.fulfillment_order_line_items.length > 0);
      if (byFulfillmentOrder.length === 0)
        throw new PlatformError('Shopline：没有可发货的履约单（可能已在店铺后台发货）', 422);
      const created = await call<{ fulfillment?: { id: string } }>(
        access,
        'POST',
        'fulfillments/fulfillments.json',
        {
          order_id: orderId,
          fulfillment: {
            line_items_by_fulfillment_order: byFulfillmentOrder,
            tracking_info_list: [
              {
                tracking_company: request.carrier,
                tracking_number: request.trackingNumber,
                ...(request.trackingUrl ? { tracking_url: request.trackingUrl } : {}),
              },
            ],
            notify_customer: true,
          },
        },
      );
      const id = created.body?.fulfillment?.id;
      if (!id) throw new PlatformError('Shopline：未返回发货记录', 422);
      return String(id);
    },

    verifyWebhook(delivery: WebhookDelivery, secret: string) {
      const received = headerValue(delivery.headers, 'x-shopline-hmac-sha256').toLowerCase();
      return (
        received !== '' &&
        secret !== '' &&
        signaturesEqual(received, shoplineWebhookSign(secret, delivery.rawBody))
      );
    },

    parseWebhook(delivery) {
      const payload = JSON.parse(delivery.rawBody.toString('utf8')) as { id?: string | number };
      const topic = headerValue(delivery.headers, 'x-shopline-topic');
      return {
        topic,
        shopDomain: headerValue(delivery.headers, 'x-shopline-shop-domain') || null,
        platformOrderId:
          topic.startsWith('orders/') && payload.id !== undefined ? String(payload.id) : null,
        payload,
      };
    },

    /**
     * The product is created under its handle, PodKit's listing key: a call repeated after a crash
     * finds it by the handle and updates it instead of making a second product.
     */
    async publishListing(access, draft) {
      let id = draft.existingListingId;
      if (id) {
        try {
          const listingId = await saveProduct(access, draft, id);
          return { listingId, url: `${origin(access.shopDomain)}/admin/products/${listingId}` };
        } catch (error) {
          // Deleted in the shop meanwhile: made again, under PodKit's key.
          if (!(error instanceof PlatformError && error.status === 404)) throw error;
        }
      }
      id = (await findProductByHandle(access, draft.listingKey))?.id ?? null;
      const listingId = await saveProduct(access, draft, id ? String(id) : null);
      return { listingId, url: `${origin(access.shopDomain)}/admin/products/${listingId}` };
    },

    /** Off the shelves (`draft`): the product keeps its id, so publishing again updates it. */
    async unpublishListing(access, listingId) {
      try {
        await call(access, 'PUT', `products/${listingId}.json`, {
          product: { id: listingId, status: 'draft' },
        });
      } catch (error) {
        if (error instanceof PlatformError && error.status === 404) return;
        throw error;
      }
    },
  };
};

export default createShoplineConnector;
