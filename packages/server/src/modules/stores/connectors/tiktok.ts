import { createHmac } from 'node:crypto';
import {
  PlatformAuthRejected,
  PlatformError,
  PlatformRateLimited,
  type ConnectorFactory,
  type StoreAccess,
  type StoreOrder,
  type StoreOrderLine,
  type TokenGrant,
} from './connector.js';
import {
  deactivateTikTokProduct,
  publishTikTokProduct,
  type TikTokCall,
} from './tiktok-product.js';
import { listTikTokProducts } from './tiktok-listings.js';
import { decimalToCents, headerValue, platformFetch, signaturesEqual } from './platform-http.js';

const PAGE_SIZE = 50;
const API_VERSION = '202309';

/**
 * TikTok Shop's request signature: hex HMAC-SHA256 keyed by the app secret over
 * secret + path + the sorted query parameters (name + value, without `sign` and `access_token`)
 * + the body (when not multipart) + secret.
 */
export function tiktokRequestSign(
  appSecret: string,
  path: string,
  query: Record<string, string>,
  body: string,
): string {
  const params = Object.keys(query)
    .filter((key) => key !== 'sign' && key !== 'access_token')
    .sort()
    .map((key) => `${key}${query[key]}`)
    .join('');
  return createHmac('sha256', appSecret)
    .update(`${appSecret}${path}${params}${body}${appSecret}`)
    .digest('hex');
}

/** Webhooks: `Authorization` = hex HMAC-SHA256 keyed by the app secret over app key + raw body. */
export function tiktokWebhookSign(appKey: string, appSecret: string, rawBody: Buffer): string {
  return createHmac('sha256', appSecret).update(appKey).update(rawBody).digest('hex');
}

interface TikTokLineItem {
  id: string;
  sku_id: string;
  seller_sku?: string;
  product_id?: string;
  product_name?: string;
  sku_name?: string;
  sale_price?: string;
  currency?: string;
}

interface TikTokOrder {
  id: string;
  status: string;
  create_time: number;
  update_time: number;
  buyer_email?: string;
  delivery_option_id?: string;
  recipient_address?: {
    name?: string;
    phone_number?: string;
    address_line1?: string;
    address_line2?: string;
    address_line3?: string;
    address_line4?: string;
    postal_code?: string;
    region_code?: string;
    district_info?: Array<{ address_level_name?: string; address_name?: string }>;
  };
  line_items: TikTokLineItem[];
}

type Envelope<T> = { code: number; message: string; data?: T; request_id?: string };

/** The district level whose name is one of `names` (TikTok's levels: Country, State, City…). */
function level(order: TikTokOrder, names: string[]): string {
  const found = order.recipient_address?.district_info?.find((d) =>
    names.includes((d.address_level_name ?? '').toLowerCase()),
  );
  return found?.address_name ?? '';
}

/**
 * TikTok gives one line item per unit: units of the same SKU become one line whose id lists
 * theirs (comma-separated), so the package of a shipment names every unit again.
 */
function linesOf(items: TikTokLineItem[]): StoreOrderLine[] {
  const bySku = new Map<string, { first: TikTokLineItem; ids: string[] }>();
  for (const item of items) {
    const group = bySku.get(item.sku_id);
    if (group) group.ids.push(item.id);
    else bySku.set(item.sku_id, { first: item, ids: [item.id] });
  }
  return [...bySku.values()].map(({ first, ids }) => ({
    lineId: ids.join(','),
    sku: first.seller_sku ?? '',
    variantId: first.sku_id,
    title: [first.product_name, first.sku_name].filter(Boolean).join(' - '),
    quantity: ids.length,
    unitPriceCents: decimalToCents(first.sale_price),
    customisation: [],
  }));
}

function toStoreOrder(order: TikTokOrder): StoreOrder {
  const address = order.recipient_address ?? {};
  return {
    platformOrderId: order.id,
    name: order.id,
    createdAt: new Date(order.create_time * 1000),
    updatedAt: new Date(order.update_time * 1000),
    cancelled: order.status === 'CANCELLED',
    email: order.buyer_email ?? '',
    address: {
      recipient_name: address.name ?? '',
      phone: address.phone_number ?? '',
      country_code: address.region_code ?? '',
      province: level(order, ['state', 'province', 'region']),
      city: level(order, ['city', 'county']),
      district: '',
      address1: address.address_line1 ?? '',
      address2: [address.address_line2, address.address_line3, address.address_line4]
        .filter(Boolean)
        .join(' '),
      postcode: address.postal_code ?? '',
    },
    lines: linesOf(order.line_items),
  };
}

/** Errors TikTok answers with HTTP 200 and a code: tokens refused, and too many calls. */
function raise(envelope: Envelope<unknown>): never {
  const said = `TikTok Shop ${envelope.code}：${envelope.message}`;
  if (envelope.code >= 105000 && envelope.code < 106000) throw new PlatformAuthRejected(said);
  if (envelope.code === 36009004) throw new PlatformRateLimited(said, 1000);
  throw new PlatformError(said, 400);
}

const normalise = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

const createTikTokConnector: ConnectorFactory = (config) => {
  const app = config.tiktok;

  async function call<T>(
    access: StoreAccess,
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    query: Record<string, string> = {},
    body?: unknown,
    { shop = true }: { shop?: boolean } = {},
  ): Promise<T> {
    // A multipart body (an image upload) is left out of the signature; fetch writes its type.
    const multipart = body instanceof FormData;
    const text = body === undefined || multipart ? '' : JSON.stringify(body);
    const params: Record<string, string> = {
      ...query,
      app_key: app.appKey,
      timestamp: String(Math.floor(Date.now() / 1000)),
      ...(shop ? { shop_cipher: access.credentials.shopCipher ?? '' } : {}),
    };
    params.sign = tiktokRequestSign(app.appSecret, path, params, text);
    const url = new URL(`${app.apiUrl}${path}`);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    const response = await platformFetch<Envelope<T>>(url.toString(), {
      platformName: 'TikTok Shop',
      method,
      headers: {
        'x-tts-access-token': access.credentials.accessToken ?? '',
        ...(multipart ? {} : { 'content-type': 'application/json' }),
      },
      ...(body !== undefined ? { body: multipart ? body : text } : {}),
      messageOf: (b) => String((b as Envelope<unknown>)?.message ?? ''),
    });
    if (response.body.code !== 0) raise(response.body);
    return response.body.data as T;
  }

  const productCall =
    (access: StoreAccess): TikTokCall =>
    (method, path, query, body) =>
      call(access, method, path, query, body);

  async function token(query: Record<string, string>): Promise<TokenGrant> {
    const url = new URL(
      `${app.authUrl}/api/v2/token/${query.grant_type === 'refresh_token' ? 'refresh' : 'get'}`,
    );
    for (const [key, value] of Object.entries({
      app_key: app.appKey,
      app_secret: app.appSecret,
      ...query,
    }))
      url.searchParams.set(key, value);
    const response = await platformFetch<
      Envelope<{
        access_token: string;
        access_token_expire_in: number;
        refresh_token: string;
        refresh_token_expire_in: number;
        seller_name?: string;
      }>
    >(url.toString(), {
      platformName: 'TikTok Shop',
      method: 'GET',
      messageOf: (b) => String((b as Envelope<unknown>)?.message ?? ''),
    });
    if (response.body.code !== 0 || !response.body.data) raise(response.body);
    const grant = response.body.data;
    return {
      credentials: { accessToken: grant.access_token, refreshToken: grant.refresh_token },
      // An absolute time in seconds.
      expiresAt: new Date(grant.access_token_expire_in * 1000),
      ...(grant.seller_name ? { shopName: grant.seller_name } : {}),
    };
  }

  async function orderDetail(access: StoreAccess, id: string): Promise<TikTokOrder | null> {
    const data = await call<{ orders: TikTokOrder[] }>(
      access,
      'GET',
      `/order/${API_VERSION}/orders`,
      { ids: id },
    );
    return data.orders[0] ?? null;
  }

  return {
    platform: 10,
    authorizeUrl({ state }) {
      const url = new URL(app.authorizeUrl);
      url.searchParams.set('service_id', app.serviceId);
      url.searchParams.set('state', state);
      return url.toString();
    },

    async exchangeCode(_shop, code) {
      const grant = await token({ auth_code: code, grant_type: 'authorized_code' });
      const data = await call<{
        shops: Array<{ id: string; name: string; cipher: string; region?: string }>;
      }>(
        { shopDomain: '', credentials: grant.credentials },
        'GET',
        `/authorization/${API_VERSION}/shops`,
        {},
        undefined,
        { shop: false },
      );
      const [shop] = data.shops;
      if (!shop) throw new PlatformError('该 TikTok Shop 账号没有授权的店铺', 400);
      return {
        ...grant,
        credentials: { ...grant.credentials, shopCipher: shop.cipher },
        shopDomain: shop.id,
        shopName: shop.name,
      };
    },

    async refresh(access) {
      const grant = await token({
        refresh_token: access.credentials.refreshToken ?? '',
        grant_type: 'refresh_token',
      });
      return { ...grant, shopDomain: access.shopDomain };
    },

    async listOrders(access, since, position) {
      const data = await call<{
        orders?: TikTokOrder[];
        next_page_token?: string;
        total_count?: number;
      }>(
        access,
        'POST',
        `/order/${API_VERSION}/orders/search`,
        {
          page_size: String(PAGE_SIZE),
          sort_field: 'update_time',
          sort_order: 'ASC',
          ...(position ? { page_token: position } : {}),
        },
        since ? { update_time_ge: Math.floor(since.getTime() / 1000) } : {},
      );
      const orders = data.orders ?? [];
      return {
        orders: orders.map(toStoreOrder),
        next: orders.length > 0 && data.next_page_token ? data.next_page_token : null,
        total: data.total_count ?? null,
      };
    },

    async fetchOrder(access, platformOrderId) {
      const order = await orderDetail(access, platformOrderId);
      return order ? toStoreOrder(order) : null;
    },

    listProducts(access, position) {
      return listTikTokProducts(productCall(access), position);
    },

    /**
     * Marks the order's units shipped in one package with the tracking number and TikTok's id of
     * the carrier, found by name in the carrier list of the order's delivery option.
     */
    async pushFulfilment(access, request) {
      const order = await orderDetail(access, request.platformOrderId);
      if (!order) throw new PlatformError('TikTok Shop 找不到该订单', 404);
      const { shipping_providers: providers } = await call<{
        shipping_providers: Array<{ id: string; name: string }>;
      }>(
        access,
        'GET',
        `/logistics/${API_VERSION}/delivery_options/${encodeURIComponent(order.delivery_option_id ?? '')}/shipping_providers`,
      );
      const provider = providers.find((p) => normalise(p.name) === normalise(request.carrier));
      if (!provider)
        throw new PlatformError(
          `TikTok Shop 的承运商列表中没有“${request.carrier}”，可选：${providers.map((p) => p.name).join('、')}`,
          422,
        );
      const data = await call<{ package_id?: string }>(
        access,
        'POST',
        `/fulfillment/${API_VERSION}/orders/${encodeURIComponent(request.platformOrderId)}/packages`,
        {},
        {
          tracking_number: request.trackingNumber,
          shipping_provider_id: provider.id,
          order_line_item_ids: request.lines.flatMap((line) => line.lineId.split(',')),
        },
      );
      return data?.package_id ?? request.platformOrderId;
    },

    verifyWebhook(delivery, secret) {
      const received = headerValue(delivery.headers, 'authorization');
      if (!received || !secret || !app.appKey) return false;
      return signaturesEqual(
        received.toLowerCase(),
        tiktokWebhookSign(app.appKey, secret, delivery.rawBody),
      );
    },

    parseWebhook(delivery) {
      const payload = JSON.parse(delivery.rawBody.toString('utf8')) as {
        type?: number;
        shop_id?: string;
        data?: { order_id?: string };
      };
      return {
        topic: String(payload.type ?? ''),
        shopDomain: payload.shop_id ? String(payload.shop_id) : null,
        platformOrderId: payload.data?.order_id ? String(payload.data.order_id) : null,
        payload,
      };
    },

    publishListing(access, draft, remember) {
      return publishTikTokProduct(productCall(access), draft, remember);
    },
    unpublishListing(access, listingId) {
      return deactivateTikTokProduct(productCall(access), listingId);
    },
  };
};

export default createTikTokConnector;
