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
import { aliexpressPushSign, aliexpressSign } from './aliexpress-sign.js';
import {
  listOf,
  toPacificTime,
  toStoreOrder,
  type AliExpressOrderDetail,
} from './aliexpress-orders.js';
import { toListings, type AliExpressProduct } from './aliexpress-listings.js';
import {
  offlineAliExpressProduct,
  publishAliExpressProduct,
  type AliExpressCall,
} from './aliexpress-product.js';

export { aliexpressPushSign, aliexpressSign } from './aliexpress-sign.js';

const PAGE_SIZE = 50;
const PRODUCT_PAGE_SIZE = 20;
/** How far back the first sync of a store reads. */
const FIRST_SYNC_MS = 90 * 86_400_000;
/**
 * A later sync reads from this long before the newest change it saw: an order changed in the same
 * second, or indexed late by AliExpress, is read again rather than missed (imports are idempotent).
 */
const CURSOR_OVERLAP_MS = 10 * 60_000;

/** Where a sync stands: the modified-time window, the page, and whether closed orders are next. */
interface SyncPosition {
  from: number;
  to: number;
  page: number;
  /** order.get leaves FINISH (closed) orders out unless asked for them alone: a second pass. */
  finished: boolean;
}

type Fields = Record<string, unknown>;

interface ErrorFields {
  code?: string;
  type?: string;
  msg?: string;
  message?: string;
  sub_code?: string;
  sub_msg?: string;
}

/** Order ids are 16 digits: kept as text so no number past 2^53 is rounded. */
const exactIds = (text: string) =>
  JSON.parse(text.replace(/(:\s*)(\d{16,})(?=\s*[,}\]])/g, '$1"$2"'));

/**
 * IOP refusals carry a code: call limits back off (the message says how long the ban lasts),
 * a refused or expired token means authorising again, anything else is said as AliExpress says it.
 */
function raise(error: ErrorFields): never {
  const code = error.sub_code || error.code || '';
  const said = `速卖通 ${code}：${error.sub_msg || error.msg || error.message || ''}`;
  // Either code may name the cause: the gateway's or the API's own sub-code.
  const codes = `${error.code ?? ''} ${error.sub_code ?? ''}`;
  if (/CallLimit|FrequencyLimit|Throttl/i.test(codes)) {
    const seconds = Number(/(\d+)\s*more seconds/i.exec(said)?.[1] ?? 1);
    throw new PlatformRateLimited(said, Math.max(1, seconds) * 1000);
  }
  if (
    /IllegalAccessToken|MissingAccessToken|AccessTokenExpired|SessionExpired|IllegalRefreshToken/i.test(
      codes,
    )
  )
    throw new PlatformAuthRejected(said);
  throw new PlatformError(said, 400);
}

const createAliExpressConnector: ConnectorFactory = (config) => {
  const app = config.aliexpress;

  /** Every value as the request carries it: objects as compact JSON, empty ones left out. */
  function encode(params: Fields): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [name, value] of Object.entries(params)) {
      if (value === undefined || value === null || value === '') continue;
      out[name] = typeof value === 'object' ? JSON.stringify(value) : String(value);
    }
    return out;
  }

  async function post(url: string, params: Record<string, string>): Promise<Fields> {
    const response = await platformFetch<Fields | null>(url, {
      platformName: '速卖通',
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
      body: new URLSearchParams(params).toString(),
      parse: exactIds,
      messageOf: (b) => {
        const body = b as { error_response?: ErrorFields } & ErrorFields;
        const error = body?.error_response ?? body;
        return error?.code ? `${error.code}：${error.msg ?? error.message ?? ''}` : '';
      },
    });
    return response.body ?? {};
  }

  /** A system call under `/rest` (tokens): the path is signed in front of the parameters. */
  async function rest(path: string, params: Fields): Promise<Fields> {
    const signed = encode({
      ...params,
      app_key: app.appKey,
      timestamp: Date.now(),
      sign_method: 'sha256',
    });
    signed.sign = aliexpressSign(app.appSecret, signed, path);
    const body = await post(`${app.apiUrl}/rest${path}`, signed);
    if (body.code !== undefined && String(body.code) !== '0') raise(body as ErrorFields);
    return body;
  }

  /** A business call under `/sync`: the API name is the `method` parameter, the token `session`. */
  async function call<T>(method: string, params: Fields, access: StoreAccess): Promise<T> {
    const signed = encode({
      ...params,
      method,
      app_key: app.appKey,
      session: access.credentials.accessToken,
      timestamp: Date.now(),
      sign_method: 'sha256',
    });
    signed.sign = aliexpressSign(app.appSecret, signed);
    const body = await post(`${app.apiUrl}/sync`, signed);
    if (body.error_response) raise(body.error_response as ErrorFields);
    // The answer sits under `<method with underscores>_response`.
    const named = body[`${method.replace(/\./g, '_')}_response`];
    return (named ?? body) as T;
  }

  function grantOf(body: Fields): TokenGrant {
    const accessToken = String(body.access_token ?? '');
    const refreshToken = String(body.refresh_token ?? '');
    if (!accessToken) throw new PlatformError('速卖通未返回访问令牌', 400);
    const expireTime = Number(body.expire_time);
    const expiresIn = Number(body.expires_in);
    const expiresAt =
      Number.isFinite(expireTime) && expireTime > 0
        ? new Date(expireTime)
        : new Date(Date.now() + (Number.isFinite(expiresIn) ? expiresIn : 86_400) * 1000);
    const seller = String(body.seller_id ?? body.user_id ?? '');
    const shopName = String(body.user_nick ?? body.account ?? '');
    return {
      credentials: { accessToken, ...(refreshToken ? { refreshToken } : {}) },
      expiresAt,
      ...(seller ? { shopDomain: seller } : {}),
      ...(shopName ? { shopName } : {}),
    };
  }

  async function detail(
    access: StoreAccess,
    orderId: string,
  ): Promise<AliExpressOrderDetail | null> {
    const answer = await call<{
      result?: {
        data?: AliExpressOrderDetail;
        result_success?: boolean;
        error_code?: string;
        error_message?: string;
      };
    }>(
      'aliexpress.solution.order.info.get',
      // The id goes as the JSON number AliExpress expects, written from its digits.
      { param1: /^\d+$/.test(orderId) ? `{"order_id":${orderId}}` : { order_id: orderId } },
      access,
    );
    const result = answer.result ?? {};
    if (result.data) return result.data;
    if (
      result.result_success === false &&
      /not.?exist|not.?found/i.test(result.error_message ?? '')
    )
      return null;
    if (result.result_success === false)
      throw new PlatformError(
        `速卖通 ${result.error_code ?? ''}：${result.error_message ?? ''}`,
        400,
      );
    return null;
  }

  /** The logistics service AliExpress knows the carrier by, or null when it has none of that name. */
  async function serviceOf(access: StoreAccess, carrier: string): Promise<string | null> {
    const answer = await call<{ result_list?: unknown; result_success?: boolean }>(
      'aliexpress.logistics.redefining.listlogisticsservice',
      {},
      access,
    );
    const squash = (text: string | undefined) => (text ?? '').toLowerCase().replace(/[\s_-]/g, '');
    const wanted = squash(carrier);
    const services = listOf<{
      service_name?: string;
      display_name?: string;
      logistics_company?: string;
    }>(answer.result_list);
    const found = services.find((s) =>
      [s.service_name, s.display_name, s.logistics_company].some((name) => squash(name) === wanted),
    );
    return found?.service_name ?? null;
  }

  /** Product calls wait out a short call limit, so the steps already done stay done. */
  const productCall =
    (access: StoreAccess): AliExpressCall =>
    <T>(method: string, params: Fields) =>
      waitingOutShortLimits(() => call<T>(method, params, access));

  return {
    platform: 2,
    /** The seller signs in at AliExpress and is sent back to `redirect_uri` with `code` and `state`. */
    authorizeUrl({ state, redirectUri }) {
      const url = new URL(`${app.apiUrl}/oauth/authorize`);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('force_auth', 'true');
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('client_id', app.appKey);
      url.searchParams.set('state', state);
      return url.toString();
    },

    async exchangeCode(_shop, code) {
      const grant = grantOf(await rest('/auth/token/create', { code }));
      if (!grant.shopDomain) throw new PlatformError('速卖通未返回卖家 ID', 400);
      return grant;
    },

    async refresh(access) {
      const grant = grantOf(
        await rest('/auth/token/refresh', { refresh_token: access.credentials.refreshToken ?? '' }),
      );
      return { ...grant, shopDomain: access.shopDomain };
    },

    /**
     * Orders modified from `since` (or 90 days back) to the time the sync began, 50 a page, then
     * the closed (FINISH) ones of the same window; each order's detail gives address and lines.
     */
    async listOrders(access, since, position) {
      const at: SyncPosition = position
        ? (JSON.parse(position) as SyncPosition)
        : {
            from: since ? since.getTime() - CURSOR_OVERLAP_MS : Date.now() - FIRST_SYNC_MS,
            to: Date.now(),
            page: 1,
            finished: false,
          };
      const answer = await call<{
        result?: {
          target_list?: unknown;
          total_count?: number;
          total_page?: number;
          success?: boolean;
          error_code?: string;
          error_message?: string;
        };
      }>(
        'aliexpress.solution.order.get',
        {
          param0: {
            modified_date_start: toPacificTime(new Date(at.from)),
            modified_date_end: toPacificTime(new Date(at.to)),
            page_size: PAGE_SIZE,
            current_page: at.page,
            ...(at.finished ? { order_status: 'FINISH' } : {}),
          },
        },
        access,
      );
      const result = answer.result ?? {};
      if (result.success === false && result.error_code)
        throw new PlatformError(`速卖通 ${result.error_code}：${result.error_message ?? ''}`, 400);
      const listed = listOf<{ order_id: number | string }>(result.target_list);
      const orders = [];
      for (const entry of listed) {
        const found = await detail(access, String(entry.order_id));
        if (found) orders.push(toStoreOrder(found));
      }
      const pages = Number(result.total_page ?? 0);
      let next: SyncPosition | null = null;
      if (listed.length > 0 && at.page < pages) next = { ...at, page: at.page + 1 };
      else if (!at.finished) next = { ...at, page: 1, finished: true };
      return {
        orders,
        next: next ? JSON.stringify(next) : null,
        total: at.finished ? null : (result.total_count ?? null),
      };
    },

    async fetchOrder(access, platformOrderId) {
      const found = await detail(access, platformOrderId);
      return found ? toStoreOrder(found) : null;
    },

    /**
     * Products on sale, 20 a page (aliexpress.solution.product.list.get), each read with
     * product.info.get for its SKUs: one listing per SKU, keyed as order lines are (SKU code, product).
     */
    async listProducts(access, position) {
      const page = position ? Number(position) : 1;
      const answer = await call<{
        result?: { aeop_a_e_product_display_d_t_o_list?: unknown; total_page?: number };
      }>(
        'aliexpress.solution.product.list.get',
        {
          aeop_a_e_product_list_query: {
            product_status_type: 'onSelling',
            current_page: page,
            page_size: PRODUCT_PAGE_SIZE,
          },
        },
        access,
      );
      const products = listOf<{ product_id: number | string; subject?: string }>(
        answer.result?.aeop_a_e_product_display_d_t_o_list,
      );
      const listings = [];
      for (const product of products) {
        const productId = String(product.product_id);
        const info = await call<{ result?: AliExpressProduct }>(
          'aliexpress.solution.product.info.get',
          { product_id: productId },
          access,
        );
        listings.push(...toListings(productId, product.subject ?? '', info.result ?? {}));
      }
      const pages = Number(answer.result?.total_page ?? 0);
      return {
        listings,
        next: products.length > 0 && page < pages ? String(page + 1) : null,
        total: null,
      };
    },

    /**
     * aliexpress.solution.order.fulfill with the carrier's logistics service when AliExpress lists
     * one of its name, else `OTHER` with the tracking website AliExpress then asks for.
     */
    async pushFulfilment(access, request) {
      const service = await serviceOf(access, request.carrier);
      if (!service && !request.trackingUrl)
        throw new PlatformError(
          `速卖通的物流服务中没有「${request.carrier}」，且没有物流查询网址，无法回传运单号`,
          422,
        );
      const answer = await call<{
        result?: {
          result_success?: boolean;
          result_error_code?: string;
          result_error_desc?: string;
        };
      }>(
        'aliexpress.solution.order.fulfill',
        {
          service_name: service ?? 'OTHER',
          out_ref: request.platformOrderId,
          send_type: 'all',
          logistics_no: request.trackingNumber,
          ...(service ? {} : { tracking_website: request.trackingUrl }),
        },
        access,
      );
      const result = answer.result ?? {};
      if (!result.result_success)
        throw new PlatformError(
          `速卖通 ${result.result_error_code ?? ''}：${result.result_error_desc ?? '发货失败'}`,
          400,
        );
      return `${request.platformOrderId}:${request.trackingNumber}`;
    },

    /** Message push: `Authorization` = hex HMAC-SHA256 (app secret, app key + raw body). */
    verifyWebhook(delivery, secret) {
      const received = headerValue(delivery.headers, 'authorization');
      if (!received || !secret || !app.appKey) return false;
      return signaturesEqual(
        received.toLowerCase(),
        aliexpressPushSign(secret, app.appKey, delivery.rawBody),
      );
    },

    parseWebhook(delivery) {
      const payload = exactIds(delivery.rawBody.toString('utf8')) as {
        seller_id?: string | number;
        message_type?: string | number;
        data?: { orderId?: string | number; order_id?: string | number };
      };
      const orderId = payload.data?.orderId ?? payload.data?.order_id;
      return {
        topic: String(payload.message_type ?? ''),
        shopDomain: payload.seller_id ? String(payload.seller_id) : null,
        platformOrderId: orderId ? String(orderId) : null,
        payload,
      };
    },

    publishListing(access, draft, remember) {
      return publishAliExpressProduct(productCall(access), draft, remember);
    },
    unpublishListing(access, listingId) {
      return offlineAliExpressProduct(productCall(access), listingId);
    },
  };
};

export default createAliExpressConnector;
