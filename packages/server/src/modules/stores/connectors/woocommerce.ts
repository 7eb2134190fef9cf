import { createHmac, randomBytes } from 'node:crypto';
import {
  PlatformError,
  type ConnectorFactory,
  type ListingPage,
  type StoreAccess,
  type StoreListing,
  type StoreOrder,
} from './connector.js';
import {
  decimalToCents,
  headerValue,
  platformFetch,
  signaturesEqual,
  waitingOutShortLimits,
} from './platform-http.js';
import { draftWooProduct, publishWooProduct, type WooCall } from './woocommerce-product.js';

const PAGE_SIZE = 100;

interface WooOrder {
  id: number;
  number: string;
  status: string;
  currency?: string;
  date_created_gmt: string;
  date_modified_gmt: string;
  billing?: { email?: string; phone?: string };
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
    phone?: string;
  };
  line_items: Array<{
    id: number;
    name: string;
    product_id: number;
    variation_id: number;
    sku: string;
    quantity: number;
    price: number | string;
    meta_data: Array<{ key: string; value: unknown; display_key?: string }>;
  }>;
}

interface WooProduct {
  id: number;
  name: string;
  type: string;
  sku: string;
  images: Array<{ src: string }>;
  /** The ids of a variable product's variations. */
  variations: number[];
}

interface WooVariation {
  id: number;
  sku: string;
  image: { src: string } | null;
  attributes: Array<{ name: string; option: string }>;
}

/** A grouped product only gathers others, an external one sells elsewhere: no line names them. */
const UNORDERABLE_TYPES = new Set(['grouped', 'external']);

const gmt = (value: string) => new Date(value.endsWith('Z') ? value : `${value}Z`);

export function toStoreOrder(order: WooOrder): StoreOrder {
  const s = order.shipping;
  return {
    platformOrderId: String(order.id),
    name: order.number,
    createdAt: gmt(order.date_created_gmt),
    updatedAt: gmt(order.date_modified_gmt),
    cancelled: order.status === 'cancelled' || order.status === 'refunded',
    email: order.billing?.email ?? '',
    currency: order.currency ?? '',
    address: {
      recipient_name: [s.first_name, s.last_name].filter(Boolean).join(' '),
      phone: s.phone || order.billing?.phone || '',
      country_code: s.country,
      province: s.state,
      city: s.city,
      district: '',
      address1: s.address_1,
      address2: s.address_2,
      postcode: s.postcode,
    },
    lines: order.line_items.map((line) => ({
      lineId: String(line.id),
      sku: line.sku ?? '',
      variantId: String(line.variation_id || line.product_id),
      title: line.name,
      quantity: line.quantity,
      unitPriceCents: decimalToCents(line.price),
      // Keys starting with '_' are WooCommerce's own bookkeeping, not the buyer's input.
      customisation: line.meta_data
        .filter((meta) => !meta.key.startsWith('_'))
        .map((meta) => ({
          key: meta.display_key || meta.key,
          value: typeof meta.value === 'string' ? meta.value : JSON.stringify(meta.value),
        })),
    })),
  };
}

/** A product without variations is one listing keyed by itself, as its order lines are. */
export function simpleListing(product: WooProduct): StoreListing {
  return {
    productId: String(product.id),
    variantId: String(product.id),
    sku: product.sku ?? '',
    title: product.name,
    imageUrl: product.images[0]?.src ?? '',
  };
}

export function variationListing(product: WooProduct, variation: WooVariation): StoreListing {
  const options = variation.attributes.map((a) => a.option).filter(Boolean);
  return {
    productId: String(product.id),
    variantId: String(variation.id),
    sku: variation.sku ?? '',
    title: options.length ? `${product.name} - ${options.join(' / ')}` : product.name,
    imageUrl: variation.image?.src || product.images[0]?.src || '',
  };
}

const totalPagesOf = (headers: Headers) => Number(headers.get('x-wp-totalpages') ?? '1');

const rfc3986 = (value: string) =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * One-legged OAuth 1.0a (HMAC-SHA256), which WooCommerce requires over plain HTTP: the signature
 * covers the method, the URL without query and every query parameter, keyed by `secret&`.
 */
export function oauth1Sign(method: string, url: URL, consumerKey: string, consumerSecret: string) {
  const signed = new URL(url);
  signed.searchParams.set('oauth_consumer_key', consumerKey);
  signed.searchParams.set('oauth_nonce', randomBytes(16).toString('hex'));
  signed.searchParams.set('oauth_signature_method', 'HMAC-SHA256');
  signed.searchParams.set('oauth_timestamp', String(Math.floor(Date.now() / 1000)));
  signed.searchParams.set('oauth_signature', oauth1Signature(method, signed, consumerSecret));
  return signed;
}

export function oauth1Signature(method: string, url: URL, consumerSecret: string): string {
  const params = [...url.searchParams.entries()]
    .filter(([key]) => key !== 'oauth_signature')
    .map(([key, value]) => [rfc3986(key), rfc3986(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const base = [
    method.toUpperCase(),
    rfc3986(`${url.origin}${url.pathname}`),
    rfc3986(params),
  ].join('&');
  return createHmac('sha256', `${consumerSecret}&`).update(base).digest('base64');
}

export const wooWebhookSignature = (rawBody: Buffer, secret: string) =>
  createHmac('sha256', secret).update(rawBody).digest('base64');

const createWooConnector: ConnectorFactory = () => {
  async function call<T>(
    access: StoreAccess,
    method: string,
    path: string,
    query: Record<string, string> = {},
    body?: unknown,
  ) {
    const url = new URL(`${access.shopDomain.replace(/\/$/, '')}${path}`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    const { consumerKey = '', consumerSecret = '' } = access.credentials;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    let target = url;
    if (url.protocol === 'https:') {
      headers.authorization = `Basic ${Buffer.from(`${consumerKey}:${consumerSecret}`).toString('base64')}`;
    } else {
      target = oauth1Sign(method, url, consumerKey, consumerSecret);
    }
    return platformFetch<T>(target.toString(), {
      platformName: 'WooCommerce',
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      messageOf: (b) => String((b as { message?: string })?.message ?? ''),
    });
  }

  /** The calls of one publication, each waiting out a short 429 so the steps done stay done. */
  const callsFor =
    (access: StoreAccess): WooCall =>
    (method, path, query, body) =>
      waitingOutShortLimits(() => call(access, method, path, query, body));

  /** Every published variation of a variable product, page after page. */
  async function variationsOf(access: StoreAccess, productId: number) {
    const variations: WooVariation[] = [];
    for (let page = 1, totalPages = 1; page <= totalPages; page++) {
      const response = await waitingOutShortLimits(() =>
        call<WooVariation[]>(access, 'GET', `/wp-json/wc/v3/products/${productId}/variations`, {
          page: String(page),
          per_page: String(PAGE_SIZE),
          status: 'publish',
          orderby: 'id',
          order: 'asc',
        }),
      );
      variations.push(...response.body);
      totalPages = totalPagesOf(response.headers);
    }
    return variations;
  }

  const refuse = () => {
    throw new PlatformError('WooCommerce 使用 REST API 密钥连接，无需 OAuth', 400);
  };

  return {
    platform: 21,
    authorizeUrl: refuse,
    exchangeCode: async () => refuse(),
    // Consumer keys do not expire; there is nothing to refresh.
    refresh: async (access) => ({ credentials: access.credentials, expiresAt: null }),

    async listOrders(access, since, position) {
      const page = Number(position ?? '1');
      const response = await call<WooOrder[]>(access, 'GET', '/wp-json/wc/v3/orders', {
        page: String(page),
        per_page: String(PAGE_SIZE),
        orderby: 'id',
        order: 'asc',
        // modified_after is exclusive and to the second: step back one so orders changed in the
        // cursor's own second come again (importing them twice changes nothing).
        ...(since
          ? {
              modified_after: new Date(since.getTime() - 1000).toISOString(),
              dates_are_gmt: 'true',
            }
          : {}),
      });
      const totalPages = totalPagesOf(response.headers);
      const total = response.headers.get('x-wp-total');
      return {
        orders: response.body.map(toStoreOrder),
        next: page < totalPages ? String(page + 1) : null,
        total: total === null ? null : Number(total),
      };
    },

    async fetchOrder(access, platformOrderId) {
      try {
        const response = await call<WooOrder>(
          access,
          'GET',
          `/wp-json/wc/v3/orders/${encodeURIComponent(platformOrderId)}`,
        );
        return toStoreOrder(response.body);
      } catch (error) {
        if (error instanceof PlatformError && error.status === 404) return null;
        throw error;
      }
    },

    async listProducts(access, position): Promise<ListingPage> {
      const page = Number(position ?? '1');
      const response = await waitingOutShortLimits(() =>
        call<WooProduct[]>(access, 'GET', '/wp-json/wc/v3/products', {
          page: String(page),
          per_page: String(PAGE_SIZE),
          status: 'publish',
          // By id, not the default newest first, so a product added meanwhile does not shift pages.
          orderby: 'id',
          order: 'asc',
        }),
      );
      const listings: StoreListing[] = [];
      for (const product of response.body) {
        if (UNORDERABLE_TYPES.has(product.type)) continue;
        if (product.type !== 'variable' && product.variations.length === 0) {
          listings.push(simpleListing(product));
          continue;
        }
        for (const variation of await variationsOf(access, product.id))
          listings.push(variationListing(product, variation));
      }
      const total = response.headers.get('x-wp-total');
      return {
        listings,
        next: page < totalPagesOf(response.headers) ? String(page + 1) : null,
        // WooCommerce counts products; a variable product lists as several variations.
        total: total === null ? null : Number(total),
      };
    },

    async pushFulfilment(access, request) {
      const id = encodeURIComponent(request.platformOrderId);
      const trackingsPath = `/wp-json/wc-shipment-tracking/v3/orders/${id}/shipment-trackings`;
      // A retry after the status update failed must not add the tracking number twice.
      const existing = await call<Array<{ tracking_id: string; tracking_number: string }>>(
        access,
        'GET',
        trackingsPath,
      );
      const known = existing.body.find((t) => t.tracking_number === request.trackingNumber);
      const tracking = known
        ? { body: known }
        : await call<{ tracking_id: string }>(
            access,
            'POST',
            trackingsPath,
            {},
            {
              custom_tracking_provider: request.carrier,
              ...(request.trackingUrl ? { custom_tracking_link: request.trackingUrl } : {}),
              tracking_number: request.trackingNumber,
              date_shipped: new Date().toISOString().slice(0, 10),
            },
          );
      await call(access, 'PUT', `/wp-json/wc/v3/orders/${id}`, {}, { status: 'completed' });
      return String(tracking.body.tracking_id);
    },

    async registerWebhooks(access, deliveryUrl, secret) {
      for (const topic of ['order.created', 'order.updated']) {
        const body = { name: `PodKit ${topic}`, topic, delivery_url: deliveryUrl, secret };
        // Runs inside the connect request: a short rate limit is waited out, not reported.
        await waitingOutShortLimits(() =>
          call(access, 'POST', '/wp-json/wc/v3/webhooks', {}, { ...body, status: 'active' }),
        );
      }
    },

    verifyWebhook(delivery, secret) {
      const received = headerValue(delivery.headers, 'x-wc-webhook-signature');
      return (
        received !== '' &&
        secret !== '' &&
        signaturesEqual(received, wooWebhookSignature(delivery.rawBody, secret))
      );
    },

    parseWebhook(delivery) {
      const topic = headerValue(delivery.headers, 'x-wc-webhook-topic');
      let payload: { id?: number } = {};
      try {
        payload = JSON.parse(delivery.rawBody.toString('utf8')) as { id?: number };
      } catch {
        // The ping WooCommerce sends when a webhook is saved is a form body (webhook_id=…).
      }
      return {
        topic,
        shopDomain: headerValue(delivery.headers, 'x-wc-webhook-source') || null,
        platformOrderId:
          topic.startsWith('order.') && payload.id !== undefined ? String(payload.id) : null,
        payload,
      };
    },

    publishListing(access, draft, remember) {
      return publishWooProduct(callsFor(access), draft, remember);
    },

    unpublishListing(access, listingId) {
      return draftWooProduct(callsFor(access), listingId);
    },
  };
};

export default createWooConnector;
