import {
  PlatformError,
  type ConnectorFactory,
  type ListingDraft,
  type StoreAccess,
  type StoreListing,
  type StoreOrder,
  type TokenGrant,
  type WebhookDelivery,
} from './connector.js';
import { decimalToCents, headerValue, platformFetch, signaturesEqual } from './platform-http.js';
import { shoplazzaWebhookHmac } from './shoplazza-sign.js';

export { verifyShoplazzaQuery } from './shoplazza-sign.js';

/** A Shoplazza shop's admin host (the oauth SDK's ValidShop: `{name}.myshoplaza.com`). */
export const SHOPLAZZA_SHOP_DOMAIN = /^[a-z0-9][a-z0-9-]*\.myshoplaza\.com$/;

const PAGE_SIZE = 100;

/** An order as the open API (2022-01, spz-open-api.json) answers it. */
interface ShoplazzaOrder {
  id: string;
  number?: string | null;
  status?: string | null;
  currency?: string | null;
  created_at: string;
  updated_at: string;
  canceled_at?: string | null;
  customer?: { email?: string | null } | null;
  shipping_address?: {
    name?: string | null;
    first_name?: string | null;
    last_name?: string | null;
    phone?: string | null;
    email?: string | null;
    address1?: string | null;
    address2?: string | null;
    area?: string | null;
    city?: string | null;
    province?: string | null;
    province_code?: string | null;
    zip?: string | null;
    country_code?: string | null;
  } | null;
  line_items?: Array<{
    id: string;
    variant_id?: string | null;
    sku?: string | null;
    product_title?: string | null;
    variant_title?: string | null;
    quantity: number;
    price?: string | null;
    properties?: Array<{ name: string; value?: string | null }> | null;
  }> | null;
}

interface ShoplazzaProduct {
  id: string;
  title: string;
  image?: { src?: string | null } | null;
  variants?: Array<{
    id: string;
    sku?: string | null;
    title?: string | null;
    image?: { src?: string | null } | null;
  }> | null;
}

/** `US-KY` → `KY`: Shoplazza writes province codes with their country in front. */
const provinceOf = (code: string | null | undefined, country: string) =>
  code ? code.replace(new RegExp(`^${country}-`), '') : '';

export function toStoreOrder(order: ShoplazzaOrder): StoreOrder {
  const a = order.shipping_address ?? {};
  const country = a.country_code ?? '';
  return {
    platformOrderId: String(order.id),
    name: order.number ? `#${order.number}` : String(order.id),
    createdAt: new Date(order.created_at),
    updatedAt: new Date(order.updated_at),
    cancelled: order.status === 'cancelled' || Boolean(order.canceled_at),
    email: order.customer?.email || a.email || '',
    address: {
      recipient_name: a.name || [a.first_name, a.last_name].filter(Boolean).join(' '),
      phone: a.phone ?? '',
      country_code: country,
      province: provinceOf(a.province_code, country) || a.province || '',
      city: a.city ?? '',
      district: a.area ?? '',
      address1: a.address1 ?? '',
      address2: a.address2 ?? '',
      postcode: a.zip ?? '',
    },
    currency: order.currency ?? '',
    lines: (order.line_items ?? []).map((line) => ({
      lineId: String(line.id),
      sku: line.sku ?? '',
      variantId: line.variant_id ? String(line.variant_id) : '',
      title: [line.product_title, line.variant_title].filter(Boolean).join(' - '),
      quantity: line.quantity,
      unitPriceCents: decimalToCents(line.price),
      customisation: (line.properties ?? []).map((p) => ({ key: p.name, value: p.value ?? '' })),
    })),
  };
}

function toStoreListings(product: ShoplazzaProduct): StoreListing[] {
  const variants = product.variants ?? [];
  return variants.map((variant) => ({
    productId: String(product.id),
    variantId: String(variant.id),
    sku: variant.sku ?? '',
    title:
      variants.length > 1 && variant.title ? `${product.title} - ${variant.title}` : product.title,
    imageUrl: variant.image?.src || product.image?.src || '',
  }));
}

/** Shoplazza's refusals: `{"errors": ["…"]}`, or `{message}`. */
function messageOf(body: unknown): string {
  const b = body as { errors?: unknown; message?: unknown; error?: unknown } | null;
  if (!b || typeof b !== 'object') return '';
  if (Array.isArray(b.errors)) return b.errors.join('; ');
  if (typeof b.errors === 'string') return b.errors;
  if (typeof b.message === 'string') return b.message;
  return typeof b.error === 'string' ? b.error : '';
}

/** The draft as the open API's product body; `spu` carries PodKit's listing key to find it again. */
export function shoplazzaProduct(draft: ListingDraft) {
  return {
    title: draft.title,
    description: draft.descriptionHtml,
    vendor: draft.vendor,
    tags: draft.tags.join(','),
    published: draft.status === 'active',
    requires_shipping: true,
    spu: draft.listingKey,
    has_only_default_variant: draft.options.length === 0,
    need_variant_image: draft.variants.some((variant) => variant.imageUrl !== ''),
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
      ...(variant.imageUrl ? { image: { src: variant.imageUrl } } : {}),
    })),
  };
}

const createShoplazzaConnector: ConnectorFactory = (config) => {
  const app = config.shoplazza;
  const origin = (shop: string) => app.shopOrigin.replace('{shop}', shop);

  async function call<T>(
    access: StoreAccess,
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    body?: unknown,
  ) {
    const response = await platformFetch<T>(
      `${origin(access.shopDomain)}/openapi/${app.apiVersion}/${path}`,
      {
        platformName: 'Shoplazza',
        method,
        headers: {
          'content-type': 'application/json',
          'access-token': access.credentials.accessToken ?? '',
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        messageOf,
      },
    );
    return response.body;
  }

  async function token(shop: string, fields: Record<string, string>): Promise<TokenGrant> {
    const response = await platformFetch<{
      access_token?: string;
      refresh_token?: string;
      expires_in?: number;
      expires_at?: number;
      store_name?: string;
    }>(`${origin(shop)}/admin/oauth/token`, {
      platformName: 'Shoplazza',
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        client_id: app.appKey,
        client_secret: app.appSecret,
        ...fields,
      }).toString(),
      messageOf: (b) =>
        String((b as { error_description?: string; error?: string })?.error_description ?? '') ||
        messageOf(b),
    });
    const grant = response.body;
    if (!grant?.access_token) throw new PlatformError('Shoplazza 未返回访问令牌', 400);
    const expiresAt = grant.expires_at
      ? new Date(grant.expires_at * 1000)
      : grant.expires_in
        ? new Date(Date.now() + grant.expires_in * 1000)
        : null;
    return {
      credentials: {
        accessToken: grant.access_token,
        ...(grant.refresh_token ? { refreshToken: grant.refresh_token } : {}),
      },
      expiresAt,
      shopDomain: shop,
      ...(grant.store_name ? { shopName: grant.store_name } : {}),
    };
  }

  async function findBySpu(access: StoreAccess, spu: string) {
    const found = await call<{ products?: Array<{ id: string }> }>(
      access,
      'GET',
      `products?spus=${encodeURIComponent(spu)}&per_page=1`,
    );
    return found?.products?.[0]?.id ?? null;
  }

  async function save(access: StoreAccess, draft: ListingDraft, id: string | null) {
    const answer = id
      ? await call<{ product?: { id: string } }>(access, 'PUT', `products/${id}`, {
          product: shoplazzaProduct(draft),
        })
      : await call<{ product?: { id: string } }>(access, 'POST', 'products', {
          product: shoplazzaProduct(draft),
        });
    if (!answer?.product?.id) throw new PlatformError('Shoplazza：商品未保存', 422);
    return String(answer.product.id);
  }

  const listingUrl = (shop: string, id: string) => `${origin(shop)}/admin/products/${id}`;

  return {
    platform: 8,
    authorizeUrl({ shopDomain, state, redirectUri }) {
      const url = new URL(`${origin(shopDomain)}/admin/oauth/authorize`);
      url.searchParams.set('client_id', app.appKey);
      url.searchParams.set('scope', app.scopes);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('state', state);
      return url.toString();
    },
    exchangeCode: (shop, code, { redirectUri }) =>
      token(shop, { grant_type: 'authorization_code', code, redirect_uri: redirectUri }),
    refresh: (access) =>
      token(access.shopDomain, {
        grant_type: 'refresh_token',
        refresh_token: access.credentials.refreshToken ?? '',
      }),

    /** Orders by update time, page by page (the 2022-01 API pages by number). */
    async listOrders(access, since, position) {
      const page = Number(position ?? 1);
      const query = new URLSearchParams({ limit: String(PAGE_SIZE), page: String(page) });
      if (since) query.set('updated_at_min', since.toISOString().replace(/\.\d{3}Z$/, 'Z'));
      const answer = await call<{ orders?: ShoplazzaOrder[] }>(access, 'GET', `orders?${query}`);
      const orders = answer?.orders ?? [];
      return {
        orders: orders.map(toStoreOrder),
        next: orders.length === PAGE_SIZE ? String(page + 1) : null,
        total: null,
      };
    },

    async fetchOrder(access, platformOrderId) {
      try {
        const answer = await call<{ order?: ShoplazzaOrder }>(
          access,
          'GET',
          `orders/${encodeURIComponent(platformOrderId)}`,
        );
        return answer?.order ? toStoreOrder(answer.order) : null;
      } catch (error) {
        if (error instanceof PlatformError && error.status === 404) return null;
        throw error;
      }
    },

    async listProducts(access, position) {
      const query = new URLSearchParams({ per_page: String(PAGE_SIZE) });
      if (position) query.set('cursor', position);
      const answer = await call<{ cursor?: string | null; products?: ShoplazzaProduct[] }>(
        access,
        'GET',
        `products?${query}`,
      );
      const products = answer?.products ?? [];
      return {
        listings: products.flatMap(toStoreListings),
        next: products.length > 0 && answer?.cursor ? answer.cursor : null,
        total: null,
      };
    },

    async pushFulfilment(access, request) {
      const answer = await call<{ fulfillment?: { id: string } }>(
        access,
        'POST',
        `orders/${encodeURIComponent(request.platformOrderId)}/fulfillments`,
        {
          tracking_number: request.trackingNumber,
          tracking_company: request.carrier,
          ...(request.trackingUrl ? { tracking_url: request.trackingUrl } : {}),
          line_items: request.lines.map((line) => ({
            id: line.lineId,
            ship_quantity: line.quantity,
          })),
        },
      );
      if (!answer?.fulfillment?.id) throw new PlatformError('Shoplazza：未返回发货记录', 422);
      return String(answer.fulfillment.id);
    },

    verifyWebhook(delivery: WebhookDelivery, secret: string) {
      const received = headerValue(delivery.headers, 'x-shoplazza-hmac-sha256');
      return (
        received !== '' &&
        secret !== '' &&
        signaturesEqual(received, shoplazzaWebhookHmac(secret, delivery.rawBody))
      );
    },

    parseWebhook(delivery) {
      const payload = JSON.parse(delivery.rawBody.toString('utf8')) as { id?: string | number };
      const topic = headerValue(delivery.headers, 'x-shoplazza-topic');
      return {
        topic,
        shopDomain: headerValue(delivery.headers, 'x-shoplazza-shop-domain') || null,
        platformOrderId:
          topic.startsWith('orders/') && payload.id !== undefined ? String(payload.id) : null,
        payload,
      };
    },

    /**
     * A new product carries PodKit's listing key as its SPU: a call repeated after a crash finds
     * it by the SPU and updates it instead of making a second product.
     */
    async publishListing(access, draft) {
      if (draft.existingListingId) {
        try {
          const id = await save(access, draft, draft.existingListingId);
          return { listingId: id, url: listingUrl(access.shopDomain, id) };
        } catch (error) {
          if (!(error instanceof PlatformError && error.status === 404)) throw error;
        }
      }
      const id = await save(access, draft, await findBySpu(access, draft.listingKey));
      return { listingId: id, url: listingUrl(access.shopDomain, id) };
    },

    /** Unpublished (`published: false`): the product keeps its id, so publishing again updates it. */
    async unpublishListing(access, listingId) {
      try {
        await call(access, 'PUT', `products/${listingId}`, { product: { published: false } });
      } catch (error) {
        if (error instanceof PlatformError && error.status === 404) return;
        throw error;
      }
    },
  };
};

export default createShoplazzaConnector;
