import {
  PlatformAuthRejected,
  PlatformError,
  PlatformRateLimited,
  type ConnectorFactory,
  type StoreAccess,
  type TokenGrant,
} from './connector.js';
import {
  headerValue,
  platformFetch,
  signaturesEqual,
  waitingOutShortLimits,
} from './platform-http.js';
import { shopeePushSign, shopeeSign } from './shopee-sign.js';
import { toStoreOrder, type ShopeeOrder } from './shopee-order.js';
import { shopeeCategories, shopeeCategoryAttributes } from './shopee-category.js';
import { publishShopeeItem, unlistShopeeItem, type ShopeeCall } from './shopee-product.js';
import { listShopeeItems } from './shopee-listings.js';

export { shopeePushSign, shopeeSign } from './shopee-sign.js';

const PAGE_SIZE = 100;
/** get_order_detail takes at most 50 order_sn at once. */
const DETAIL_BATCH = 50;
/** get_order_list answers at most 15 days (time_from … time_to) per call. */
const WINDOW_SECONDS = 15 * 86_400;
/** How far back the first sync of a store reads. */
const FIRST_SYNC_SECONDS = 90 * 86_400;
const DETAIL_FIELDS = 'buyer_user_id,recipient_address,item_list,package_list';

type Envelope<T> = { error?: string; message?: string; request_id?: string; response?: T };

/** Where a sync stands: the 15-day window being read, its cursor, and where the sync ends. */
interface WindowPosition {
  from: number;
  to: number;
  end: number;
  cursor: string;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

function windowFrom(from: number, end: number): WindowPosition {
  return { from, to: Math.min(from + WINDOW_SECONDS, end), end, cursor: '' };
}

/**
 * Shopee answers refusals as `{error, message}` (HTTP 200 or 4xx): token refusals expire the
 * store's grant, `too_many_request` backs off.
 */
function raise(error: string, message: string, status: number): never {
  const said = `Shopee ${error}：${message}`;
  if (/too_many|rate_limit|limit_exceed/i.test(error) || status === 429)
    throw new PlatformRateLimited(said, 1000);
  if (/error_auth|invalid_access_token|invalid_acceess_token|error_token/i.test(error))
    throw new PlatformAuthRejected(said);
  throw new PlatformError(said, status >= 400 ? status : 400);
}

const createShopeeConnector: ConnectorFactory = (config) => {
  const app = config.shopee;

  /**
   * Signs and sends one call; `access` adds the shop's token and id (shop-level APIs). A FormData
   * body goes as multipart (media_space.upload_image); a GET's list parameter is repeated.
   */
  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    params: Record<string, unknown> | FormData,
    access: StoreAccess | null,
  ): Promise<T> {
    const timestamp = nowSeconds();
    const token = access?.credentials.accessToken ?? '';
    const url = new URL(`${app.apiUrl}${path}`);
    url.searchParams.set('partner_id', app.partnerId);
    url.searchParams.set('timestamp', String(timestamp));
    if (access) {
      url.searchParams.set('access_token', token);
      url.searchParams.set('shop_id', access.shopDomain);
    }
    url.searchParams.set(
      'sign',
      shopeeSign(
        app.partnerKey,
        app.partnerId,
        path,
        timestamp,
        access ? token : '',
        access?.shopDomain ?? '',
      ),
    );
    if (method === 'GET' && !(params instanceof FormData))
      for (const [key, value] of Object.entries(params))
        for (const one of Array.isArray(value) ? value : [value])
          url.searchParams.append(key, String(one));
    const multipart = params instanceof FormData;
    let response;
    try {
      response = await platformFetch<Envelope<T>>(url.toString(), {
        platformName: 'Shopee',
        method,
        ...(multipart ? {} : { headers: { 'content-type': 'application/json' } }),
        ...(method === 'POST' ? { body: multipart ? params : JSON.stringify(params) } : {}),
        messageOf: (b) => {
          const body = b as Envelope<unknown> | null;
          return body?.error ? `${body.error}：${body.message ?? ''}` : '';
        },
      });
    } catch (error) {
      // A 4xx with Shopee's {error, message}: said in Shopee's words (a 403 error_auth expires the grant).
      const refused =
        error instanceof PlatformError &&
        /^Shopee 返回 (\d+)：([\w.]+)：(.*)$/s.exec(error.message);
      if (refused) raise(refused[2]!, refused[3]!, Number(refused[1]));
      if (error instanceof PlatformError && /error_auth|access_token/i.test(error.message))
        throw new PlatformAuthRejected(error.message);
      throw error;
    }
    const body = response.body;
    if (body?.error) raise(body.error, body.message ?? '', response.status);
    return (body?.response ?? body) as T;
  }

  /** Calls for the product module: shop-level ones with the store's token, the rest as the partner. */
  const shopCalls =
    (access: StoreAccess): ShopeeCall =>
    (method, path, params, shop) =>
      call(method, path, params, shop ? access : null);

  async function token(path: string, body: Record<string, unknown>): Promise<TokenGrant> {
    const grant = await call<{
      access_token?: string;
      refresh_token?: string;
      expire_in?: number;
      shop_id?: number;
    }>('POST', path, { ...body, partner_id: Number(app.partnerId) }, null);
    if (!grant.access_token || !grant.refresh_token)
      throw new PlatformError('Shopee 未返回访问令牌', 400);
    return {
      credentials: { accessToken: grant.access_token, refreshToken: grant.refresh_token },
      expiresAt: new Date(Date.now() + (grant.expire_in ?? 14_400) * 1000),
    };
  }

  async function details(access: StoreAccess, orderSns: string[]): Promise<ShopeeOrder[]> {
    const orders: ShopeeOrder[] = [];
    for (let i = 0; i < orderSns.length; i += DETAIL_BATCH) {
      const data = await call<{ order_list?: ShopeeOrder[] }>(
        'GET',
        '/api/v2/order/get_order_detail',
        {
          order_sn_list: orderSns.slice(i, i + DETAIL_BATCH).join(','),
          response_optional_fields: DETAIL_FIELDS,
        },
        access,
      );
      orders.push(...(data.order_list ?? []));
    }
    return orders;
  }

  return {
    platform: 4,
    /**
     * The partner's authorise page. Shopee sends the seller back to `redirect` with `code` and
     * `shop_id` added and carries no state of its own, so the state rides in the redirect address.
     */
    authorizeUrl({ state, redirectUri }) {
      const path = '/api/v2/shop/auth_partner';
      const timestamp = nowSeconds();
      const redirect = new URL(redirectUri);
      redirect.searchParams.set('state', state);
      const url = new URL(`${app.apiUrl}${path}`);
      url.searchParams.set('partner_id', app.partnerId);
      url.searchParams.set('timestamp', String(timestamp));
      url.searchParams.set('sign', shopeeSign(app.partnerKey, app.partnerId, path, timestamp));
      url.searchParams.set('redirect', redirect.toString());
      return url.toString();
    },

    async exchangeCode(_shop, code, { shopId }) {
      if (!shopId || !/^\d+$/.test(shopId)) throw new PlatformError('Shopee 未返回店铺 ID', 400);
      const grant = await token('/api/v2/auth/token/get', { code, shop_id: Number(shopId) });
      const access = { shopDomain: shopId, credentials: grant.credentials };
      const info = await call<{ shop_name?: string }>(
        'GET',
        '/api/v2/shop/get_shop_info',
        {},
        access,
      ).catch(() => null);
      return {
        ...grant,
        shopDomain: shopId,
        ...(info?.shop_name ? { shopName: info.shop_name } : {}),
      };
    },

    /** The refresh token is single-use: the answer's new one replaces it (store-service stores both). */
    async refresh(access) {
      const grant = await token('/api/v2/auth/access_token/get', {
        refresh_token: access.credentials.refreshToken ?? '',
        shop_id: Number(access.shopDomain),
      });
      return { ...grant, shopDomain: access.shopDomain };
    },

    /**
     * Orders by update time, 15 days a window from `since` (or 90 days back) to the time the sync
     * began; inside a window the order list's cursor, then the details of that page.
     */
    async listOrders(access, since, position) {
      let at: WindowPosition = position
        ? (JSON.parse(position) as WindowPosition)
        : windowFrom(
            since ? Math.floor(since.getTime() / 1000) : nowSeconds() - FIRST_SYNC_SECONDS,
            nowSeconds(),
          );
      const list = await call<{
        more?: boolean;
        next_cursor?: string;
        order_list?: Array<{ order_sn: string }>;
      }>(
        'GET',
        '/api/v2/order/get_order_list',
        {
          time_range_field: 'update_time',
          time_from: at.from,
          time_to: at.to,
          page_size: PAGE_SIZE,
          cursor: at.cursor,
        },
        access,
      );
      const orders = await details(
        access,
        (list.order_list ?? []).map((o) => o.order_sn),
      );
      if (list.more && list.next_cursor) at = { ...at, cursor: list.next_cursor };
      else if (at.to < at.end) at = windowFrom(at.to, at.end);
      else return { orders: orders.map(toStoreOrder), next: null, total: null };
      return { orders: orders.map(toStoreOrder), next: JSON.stringify(at), total: null };
    },

    async fetchOrder(access, platformOrderId) {
      const [order] = await details(access, [platformOrderId]);
      return order ? toStoreOrder(order) : null;
    },

    /** The shop's items on sale, one listing per model, keyed as the order lines are. */
    async listProducts(access, position) {
      return listShopeeItems(
        (method, path, params, shop) =>
          waitingOutShortLimits(() => call(method, path, params, shop ? access : null)),
        position,
      );
    },

    /**
     * PodKit ships with its own carrier, so the order goes out as Shopee's non-integrated (or
     * drop-off with tracking number) option of logistics/ship_order, after get_shipping_parameter
     * says which the order's channel takes.
     */
    async pushFulfilment(access, request) {
      const orderSn = request.platformOrderId;
      const parameters = await call<{
        info_needed?: { dropoff?: string[]; pickup?: string[]; non_integrated?: string[] };
      }>('GET', '/api/v2/logistics/get_shipping_parameter', { order_sn: orderSn }, access);
      const needed = parameters.info_needed ?? {};
      const tracking = { tracking_number: request.trackingNumber };
      let body: Record<string, unknown>;
      if (needed.non_integrated) body = { order_sn: orderSn, non_integrated: tracking };
      else if (needed.dropoff?.includes('tracking_no'))
        body = { order_sn: orderSn, dropoff: tracking };
      else
        throw new PlatformError(
          '该订单的 Shopee 物流渠道由 Shopee 安排揽收，不能回传自有物流单号，请在 Shopee 卖家中心发货',
          422,
        );
      await call('POST', '/api/v2/logistics/ship_order', body, access);
      return orderSn;
    },

    /**
     * Push: `Authorization` = hex HMAC-SHA256 keyed by the partner key over the callback URL
     * (as Shopee called it) + "|" + the raw body.
     */
    verifyWebhook(delivery, secret) {
      const received = headerValue(delivery.headers, 'authorization');
      if (!received || !secret || !delivery.url) return false;
      return signaturesEqual(
        received.toLowerCase(),
        shopeePushSign(secret, delivery.url, delivery.rawBody),
      );
    },

    parseWebhook(delivery) {
      const payload = JSON.parse(delivery.rawBody.toString('utf8')) as {
        code?: number;
        shop_id?: number | string;
        data?: { ordersn?: string; order_sn?: string };
      };
      const orderSn = payload.data?.ordersn ?? payload.data?.order_sn;
      return {
        topic: String(payload.code ?? ''),
        shopDomain: payload.shop_id ? String(payload.shop_id) : null,
        // Code 3 is the order status push; other codes name no order PodKit imports.
        platformOrderId: payload.code === 3 && orderSn ? String(orderSn) : null,
        payload,
      };
    },

    async publishListing(access, draft, remember) {
      return publishShopeeItem(shopCalls(access), access.shopDomain, draft, remember);
    },

    async unpublishListing(access, listingId) {
      await unlistShopeeItem(shopCalls(access), listingId);
    },

    listCategories(access, parentId) {
      return shopeeCategories(shopCalls(access), parentId);
    },

    categoryAttributes(access, categoryId) {
      return shopeeCategoryAttributes(shopCalls(access), categoryId);
    },
  };
};

export default createShopeeConnector;
