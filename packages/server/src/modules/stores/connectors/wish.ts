import {
  PlatformAuthRejected,
  PlatformError,
  type ConnectorFactory,
  type StoreAccess,
  type TokenGrant,
} from './connector.js';
import { platformFetch, waitingOutShortLimits } from './platform-http.js';
import { toStoreOrder, type WishOrder } from './wish-order.js';
import { disableWishProduct, publishWishProduct, type WishCall } from './wish-product.js';
import { listWishProducts } from './wish-listings.js';

const PAGE_SIZE = 100;
/** How far back the first sync of a store reads. */
const FIRST_SYNC_MS = 90 * 86_400_000;
/** Wish's answers that mean the token is no good: no token / app, expired, revoked. */
const TOKEN_REFUSALS = [1006, 1007, 1008, 10001];

type Envelope<T> = { code?: number | string; message?: string; data?: T };

/**
 * Where a sync stands: orders come oldest change first from `min` (inclusive, so the ids already
 * taken at exactly that time are skipped), up to `max`, the time the sync began.
 */
interface Position {
  min: string;
  max: string;
  seen: string[];
}

/** The wait a 429 asks for: until `Wish-Rate-Limit-Reset` (a time, or seconds), else a second. */
function resetWait(headers: Headers): number | null {
  const reset = headers.get('wish-rate-limit-reset');
  if (!reset) return null;
  const seconds = Number(reset);
  const at = Number.isFinite(seconds)
    ? seconds > 1e9
      ? seconds * 1000
      : Date.now() + seconds * 1000
    : Date.parse(reset);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

const createWishConnector: ConnectorFactory = (config) => {
  const app = config.wish;

  async function call<T>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    options: { query?: Record<string, string>; body?: unknown; token?: string } = {},
  ): Promise<T> {
    const url = new URL(`${app.apiUrl}${path}`);
    for (const [key, value] of Object.entries(options.query ?? {}))
      url.searchParams.set(key, value);
    let response;
    try {
      response = await platformFetch<Envelope<T>>(url.toString(), {
        platformName: 'Wish',
        method,
        headers: {
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
        messageOf: (b) => {
          const body = b as Envelope<unknown> | null;
          return body?.message ? `${body.message}（${body.code ?? ''}）` : '';
        },
        rateLimitWaitMs: resetWait,
      });
    } catch (error) {
      if (
        error instanceof PlatformError &&
        TOKEN_REFUSALS.some((code) => error.message.includes(`（${code}）`))
      )
        throw new PlatformAuthRejected(error.message);
      throw error;
    }
    const body = response.body;
    const code = Number(body?.code ?? 0);
    if (code !== 0) {
      const said = `Wish ${code}：${body?.message ?? ''}`;
      if (TOKEN_REFUSALS.includes(code)) throw new PlatformAuthRejected(said);
      throw new PlatformError(said, 400);
    }
    return body?.data as T;
  }

  function grantOf(data: {
    access_token?: string;
    refresh_token?: string;
    expiry_time?: string;
    merchant_id?: string;
  }): TokenGrant {
    if (!data?.access_token || !data.refresh_token)
      throw new PlatformError('Wish 未返回访问令牌', 400);
    const expires = data.expiry_time ? new Date(data.expiry_time) : null;
    return {
      credentials: { accessToken: data.access_token, refreshToken: data.refresh_token },
      expiresAt: expires && !Number.isNaN(expires.getTime()) ? expires : null,
      ...(data.merchant_id ? { shopDomain: data.merchant_id } : {}),
    };
  }

  const token = (access: StoreAccess) => access.credentials.accessToken ?? '';

  /** Product calls wait out a short rate limit, so the steps already done stay done. */
  const productCall =
    (access: StoreAccess): WishCall =>
    <T>(method: 'GET' | 'POST' | 'PUT', path: string, options = {}) =>
      waitingOutShortLimits(() => call<T>(method, path, { ...options, token: token(access) }));

  return {
    platform: 3,
    authorizeUrl({ state, redirectUri }) {
      const url = new URL(app.authorizeUrl);
      url.searchParams.set('client_id', app.clientId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('state', state);
      return url.toString();
    },

    async exchangeCode(_shop, code, { redirectUri }) {
      return grantOf(
        await call('POST', '/api/v3/oauth/access_token', {
          body: {
            client_id: app.clientId,
            client_secret: app.clientSecret,
            code,
            grant_type: 'authorization_code',
            redirect_uri: redirectUri,
          },
        }),
      );
    },

    /** Wish revokes the old access token when it answers a new pair; both are stored. */
    async refresh(access) {
      const grant = grantOf(
        await call('GET', '/api/v3/oauth/refresh_token', {
          query: {
            client_id: app.clientId,
            client_secret: app.clientSecret,
            refresh_token: access.credentials.refreshToken ?? '',
            grant_type: 'refresh_token',
          },
        }),
      );
      return { ...grant, shopDomain: access.shopDomain };
    },

    /**
     * Orders by last update, oldest first (`sort_by=updated_at.asc`), from `updated_at_min` (the
     * cursor, or 90 days back) to the sync's start; the next page starts at the last order's
     * update time, skipping the orders of that time already read.
     */
    async listOrders(access, since, position) {
      const at: Position = position
        ? (JSON.parse(position) as Position)
        : {
            min: (since ?? new Date(Date.now() - FIRST_SYNC_MS)).toISOString(),
            max: new Date().toISOString(),
            seen: [],
          };
      const page =
        (await call<WishOrder[]>('GET', '/api/v3/orders', {
          token: token(access),
          query: {
            limit: String(PAGE_SIZE),
            updated_at_min: at.min,
            updated_at_max: at.max,
            sort_by: 'updated_at.asc',
          },
        })) ?? [];
      const fresh = page.filter((order) => !at.seen.includes(order.id));
      const orders = fresh.map(toStoreOrder);
      if (page.length < PAGE_SIZE) return { orders, next: null, total: null };
      const last = page[page.length - 1]!.updated_at;
      const lastMs = Date.parse(last);
      const atLast = page.filter((o) => Date.parse(o.updated_at) === lastMs).map((o) => o.id);
      const next: Position =
        Date.parse(at.min) === lastMs
          ? // A whole page changed at one instant: step past it rather than read it again.
            fresh.length === 0
            ? { ...at, min: new Date(lastMs + 1).toISOString(), seen: [] }
            : { ...at, seen: [...at.seen, ...atLast] }
          : { ...at, min: last, seen: atLast };
      return { orders, next: JSON.stringify(next), total: null };
    },

    async fetchOrder(access, platformOrderId) {
      try {
        const order = await call<WishOrder>(
          'GET',
          `/api/v3/orders/${encodeURIComponent(platformOrderId)}`,
          { token: token(access) },
        );
        return order ? toStoreOrder(order) : null;
      } catch (error) {
        if (error instanceof PlatformError && error.status === 404) return null;
        throw error;
      }
    },

    /** The merchant's products, one listing per enabled variation, keyed as order lines are. */
    async listProducts(access, position) {
      return listWishProducts(productCall(access), position);
    },

    /**
     * Ships the order with Wish's name of the carrier (from its accepted list, matched without
     * case and spaces) and the tracking number: `PUT /api/v3/orders/{id}/tracking`.
     */
    async pushFulfilment(access, request) {
      const carriers =
        (await call<Array<{ name: string }>>('GET', '/api/v3/orders/shipping_carriers', {
          token: token(access),
          query: { order_type: 'GENERAL' },
        })) ?? [];
      const plain = (name: string) => name.toLowerCase().replace(/[\s_-]/g, '');
      const provider = carriers.find((c) => plain(c.name) === plain(request.carrier));
      if (!provider)
        throw new PlatformError(
          `Wish 不接受物流商“${request.carrier}”，可用：${carriers
            .map((c) => c.name)
            .slice(0, 30)
            .join('、')}`,
          422,
        );
      await call('PUT', `/api/v3/orders/${encodeURIComponent(request.platformOrderId)}/tracking`, {
        token: token(access),
        body: {
          tracking_number: request.trackingNumber.replace(/\s/g, ''),
          shipping_provider: provider.name,
          origin_country: app.originCountry,
        },
      });
      return request.platformOrderId;
    },

    /** Wish's webhook signature is not published: no push is taken, orders are polled. */
    verifyWebhook() {
      return false;
    },
    parseWebhook() {
      return { topic: '', shopDomain: null, platformOrderId: null, payload: null };
    },

    publishListing(access, draft, remember) {
      return publishWishProduct(productCall(access), draft, remember);
    },
    unpublishListing(access, listingId) {
      return disableWishProduct(productCall(access), listingId);
    },
  };
};

export default createWishConnector;
