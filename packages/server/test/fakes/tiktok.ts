import { createHmac, randomBytes } from 'node:crypto';
import {
  deliver,
  startFake,
  type FakeRequest,
  type FakeResponse,
  type RunningFake,
} from './fake-http.js';
import {
  tiktokProductsHandler,
  type FakeTikTokProduct,
  type TikTokProductState,
} from './tiktok-products.js';

/**
 * Contract fake of TikTok Shop's Open API (version 202309) on loopback, after the Partner Center
 * references (partner.tiktokshop.com/docv2) as transcribed in lazykern/ecommerce-api-docs:
 * - `/open/authorize?service_id&state` sends the browser back with a single-use `code`;
 *   `GET /api/v2/token/get?app_key&app_secret&auth_code&grant_type=authorized_code` and
 *   `/api/v2/token/refresh` answer `{code: 0, data: {access_token, access_token_expire_in (an
 *   absolute time), refresh_token, …}}`;
 * - every Open API call is checked for `app_key`, `timestamp`, the `sign` (HMAC-SHA256 over
 *   secret + path + sorted parameters + body + secret), `x-tts-access-token`, and `shop_cipher`
 *   on shop calls; refusals as HTTP 200 with a non-zero code, 429 beyond a per-call quota;
 * - `GET /authorization/202309/shops`, `POST /order/202309/orders/search` (page_size ≤ 100,
 *   page_token, update_time_ge, sort by update_time), `GET /order/202309/orders?ids`, one line item
 *   per unit; the carriers of a delivery option, and packages marked shipped with tracking;
 * - webhooks signed `Authorization: hex HMAC-SHA256(app_secret, app_key + body)`;
 * - the Product API (`tiktok-products.ts`); a multipart body (an image upload) is not signed.
 */
export interface TikTokFakeOptions {
  appKey: string;
  appSecret: string;
  serviceId: string;
  /** Every Nth order search is answered 429 (0: never). */
  searchQuotaEvery?: number;
  /** Every Nth product search is answered 429 (0: never). */
  productSearchQuotaEvery?: number;
}

export interface FakeTikTokLineItem {
  id: string;
  sku_id: string;
  seller_sku: string;
  product_id: string;
  product_name: string;
  sku_name: string;
  sale_price: string;
  currency: string;
}

export interface FakeTikTokOrder {
  id: string;
  status: string;
  create_time: number;
  update_time: number;
  buyer_email: string;
  delivery_option_id: string;
  recipient_address: {
    name: string;
    phone_number: string;
    address_line1: string;
    address_line2: string;
    postal_code: string;
    region_code: string;
    district_info: Array<{ address_level_name: string; address_name: string }>;
  };
  line_items: FakeTikTokLineItem[];
}

export interface FakeTikTokPackage {
  orderId: string;
  packageId: string;
  tracking_number: string;
  shipping_provider_id: string;
  order_line_item_ids: string[];
}

export interface TikTokFake extends RunningFake {
  authorizeUrl: string;
  shopId: string;
  orders: FakeTikTokOrder[];
  packages: FakeTikTokPackage[];
  carriers: Array<{ id: string; name: string }>;
  throttled: number;
  /** Where the authorise page sends the browser back (the app's registered redirect URL). */
  setRedirectUri(uri: string): void;
  seed(count: number): FakeTikTokOrder[];
  touch(ids: string[]): void;
  /** Posts an ORDER_STATUS_CHANGE webhook for the order, signed with `secret` (the app's by default). */
  sendWebhook(target: string, orderId: string, secret?: string): Promise<number>;
  /** Credentials as a finished authorisation leaves them (benches skip the browser's round trip). */
  issueToken(): { accessToken: string; refreshToken: string; shopCipher: string };
  /** Products made through the Product API, the pictures uploaded, the calls that wrote them. */
  catalog: TikTokProductState;
  /**
   * Puts the shop's products on sale as a seller made them in Seller Center: the mug and tee
   * seed()'s orders name (their product and SKU ids), then `extra` more with two SKUs each, and
   * one deactivated product.
   */
  seedProducts(extra: number): FakeTikTokProduct[];
}

/** Written here from TikTok's documentation, apart from PodKit's connector, to check it. */
function expectedSign(secret: string, path: string, query: Record<string, string>, body: string) {
  const sorted = Object.entries(query)
    .filter(([key]) => !['sign', 'access_token'].includes(key))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => key + value)
    .join('');
  const base = secret + path + sorted + body + secret;
  return createHmac('sha256', secret).update(base).digest('hex');
}

const fail = (code: number, message: string): FakeResponse => ({
  status: 200,
  body: { code, message, request_id: randomBytes(6).toString('hex') },
});
const success = (data: unknown): FakeResponse => ({
  status: 200,
  body: { code: 0, message: 'Success', data, request_id: randomBytes(6).toString('hex') },
});

export async function startTikTokFake(options: TikTokFakeOptions): Promise<TikTokFake> {
  const shopId = '7494000000000001';
  const cipher = `ROW_${randomBytes(8).toString('hex')}`;
  const codes = new Set<string>();
  const accessTokens = new Set<string>();
  const refreshTokens = new Set<string>();
  const orders: FakeTikTokOrder[] = [];
  const packages: FakeTikTokPackage[] = [];
  const carriers = [
    { id: '6617675021119438849', name: 'USPS' },
    { id: '6617675021119438850', name: 'UPS' },
    { id: '7117858858072016686', name: 'FedEx' },
  ];
  let sequence = 0;
  let clock = Math.floor(Date.now() / 1000) - 5 * 86_400;
  let searches = 0;
  let throttled = 0;

  const grant = () => {
    const access = `TTP_${randomBytes(12).toString('hex')}`;
    const refresh = `TTP_r${randomBytes(12).toString('hex')}`;
    accessTokens.add(access);
    refreshTokens.add(refresh);
    const now = Math.floor(Date.now() / 1000);
    return success({
      access_token: access,
      access_token_expire_in: now + 7 * 86_400,
      refresh_token: refresh,
      refresh_token_expire_in: now + 365 * 86_400,
      open_id: 'open-id-1',
      seller_name: 'PodKit Test Shop',
      seller_base_region: 'US',
      user_type: 0,
      granted_scopes: ['seller.order.info', 'seller.fulfillment.basic'],
    });
  };

  const token = (q: URLSearchParams, refresh: boolean): FakeResponse => {
    if (q.get('app_key') !== options.appKey || q.get('app_secret') !== options.appSecret)
      return fail(36004004, 'invalid app key or secret');
    if (refresh) {
      if (
        q.get('grant_type') !== 'refresh_token' ||
        !refreshTokens.has(q.get('refresh_token') ?? '')
      )
        return fail(36004005, 'invalid refresh token');
      return grant();
    }
    const code = q.get('auth_code') ?? '';
    if (q.get('grant_type') !== 'authorized_code' || !codes.delete(code))
      return fail(36004006, 'invalid auth code');
    return grant();
  };

  /** The common parameters and signature every Open API call carries. */
  const checkCall = (request: FakeRequest, shop: boolean): FakeResponse | null => {
    const q = Object.fromEntries(request.url.searchParams);
    if (q.app_key !== options.appKey) return fail(106001, 'invalid app_key');
    if (Math.abs(Date.now() / 1000 - Number(q.timestamp)) > 300)
      return fail(106002, 'timestamp expired');
    const multipart = String(request.headers['content-type'] ?? '').startsWith('multipart/');
    const expected = expectedSign(
      options.appSecret,
      request.url.pathname,
      q,
      multipart ? '' : request.rawBody.toString('utf8'),
    );
    if (q.sign !== expected) return fail(106001, 'Invalid credentials: sign is invalid');
    if (!accessTokens.has(String(request.headers['x-tts-access-token'] ?? '')))
      return fail(105002, 'Expired credentials: access token is expired');
    if (shop && q.shop_cipher !== cipher) return fail(106011, 'invalid shop_cipher');
    return null;
  };

  const search = (request: FakeRequest): FakeResponse => {
    searches++;
    if (options.searchQuotaEvery && searches % options.searchQuotaEvery === 0) {
      throttled++;
      return { status: 429, body: { code: 36009004, message: 'Too many requests' } };
    }
    const q = request.url.searchParams;
    const size = Number(q.get('page_size'));
    if (!(size >= 1 && size <= 100)) return fail(36009003, 'page_size must be 1-100');
    const body = (request.body ?? {}) as { update_time_ge?: number };
    const matching = orders
      .filter((o) => body.update_time_ge === undefined || o.update_time >= body.update_time_ge)
      .sort((a, b) => a.update_time - b.update_time || a.id.localeCompare(b.id));
    const token = q.get('page_token');
    const offset = token ? Number(Buffer.from(token, 'base64url').toString('utf8')) : 0;
    const page = matching.slice(offset, offset + size);
    const reached = offset + page.length;
    return success({
      orders: page,
      next_page_token:
        reached < matching.length ? Buffer.from(String(reached)).toString('base64url') : '',
      total_count: matching.length,
    });
  };

  const markShipped = (orderId: string, request: FakeRequest): FakeResponse => {
    const order = orders.find((o) => o.id === orderId);
    if (!order) return fail(21011001, 'order not found');
    const body = request.body as Omit<FakeTikTokPackage, 'orderId' | 'packageId'> | null;
    if (!body?.tracking_number || !body.shipping_provider_id)
      return fail(21001001, 'tracking_number and shipping_provider_id are required');
    if (!carriers.some((c) => c.id === body.shipping_provider_id))
      return fail(21001002, 'invalid shipping_provider_id');
    const ids = body.order_line_item_ids ?? [];
    if (ids.some((id) => !order.line_items.some((line) => line.id === id)))
      return fail(21001003, 'order_line_item_ids do not belong to the order');
    const packageId = `115${randomBytes(6).toString('hex')}`;
    packages.push({ orderId, packageId, ...body, order_line_item_ids: ids });
    order.status = 'AWAITING_COLLECTION';
    return success({ package_id: packageId });
  };

  const catalog: TikTokProductState = {
    products: [],
    images: new Map(),
    creates: 0,
    edits: 0,
    warehouseId: '7068517275539719942',
    searchQuotaEvery: options.productSearchQuotaEvery ?? 0,
    searches: 0,
    throttled: 0,
  };

  const sellerProduct = (
    id: string,
    title: string,
    skus: Array<{ id: string; sku: string; values: string[]; price: string }>,
    status: FakeTikTokProduct['status'] = 'ACTIVATE',
  ): FakeTikTokProduct => ({
    id,
    status,
    title,
    description: `<p>${title}</p>`,
    category_id: '601226',
    main_images: [{ uri: `tos-maliva-i-o3syd03w52-us/seller${id}` }],
    skus: skus.map((sku) => ({
      id: sku.id,
      seller_sku: sku.sku,
      price: { amount: sku.price, currency: 'USD' },
      inventory: [{ warehouse_id: catalog.warehouseId, quantity: 100 }],
      sales_attributes: sku.values.map((value_name, i) => ({
        name: i === 0 ? 'Color' : 'Size',
        value_name,
      })),
    })),
    package_weight: { value: '0.3', unit: 'KILOGRAM' },
  });

  const handler = async (request: FakeRequest): Promise<FakeResponse> => {
    const path = request.url.pathname;
    if (path === '/open/authorize') {
      const q = request.url.searchParams;
      if (q.get('service_id') !== options.serviceId)
        return { status: 400, body: 'unknown service', raw: true };
      const code = `ROW_${randomBytes(10).toString('hex')}`;
      codes.add(code);
      // The redirect address is the one registered for the app in Partner Center.
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', q.get('state') ?? '');
      return { status: 302, headers: { location: back.toString() } };
    }
    if (path === '/api/v2/token/get') return token(request.url.searchParams, false);
    if (path === '/api/v2/token/refresh') return token(request.url.searchParams, true);
    const shopCall = path !== '/authorization/202309/shops';
    const refused = checkCall(request, shopCall);
    if (refused) return refused;
    if (path === '/authorization/202309/shops')
      return success({
        shops: [
          {
            id: shopId,
            name: 'PodKit US Shop',
            region: 'US',
            seller_type: 'LOCAL',
            cipher,
            code: 'USLCPODKIT',
          },
        ],
      });
    if (path === '/order/202309/orders/search' && request.method === 'POST') return search(request);
    if (path === '/order/202309/orders') {
      const ids = (request.url.searchParams.get('ids') ?? '').split(',');
      return success({ orders: orders.filter((o) => ids.includes(o.id)) });
    }
    const product = await tiktokProductsHandler(catalog, request);
    if (product) return product;
    const providers = /^\/logistics\/202309\/delivery_options\/([^/]+)\/shipping_providers$/.exec(
      path,
    );
    if (providers) return success({ shipping_providers: carriers });
    const ship = /^\/fulfillment\/202309\/orders\/([^/]+)\/packages$/.exec(path);
    if (ship && request.method === 'POST')
      return markShipped(decodeURIComponent(ship[1]!), request);
    return { status: 404, body: { code: 40006, message: 'path not found' } };
  };

  let redirectUri = 'http://127.0.0.1/shopify/auth';
  const running = await startFake(handler);
  const fake: TikTokFake = {
    ...running,
    authorizeUrl: `${running.url}/open/authorize`,
    shopId,
    orders,
    packages,
    carriers,
    catalog,
    get throttled() {
      return throttled;
    },
    setRedirectUri(uri: string) {
      redirectUri = uri;
    },
    seed(count) {
      const made: FakeTikTokOrder[] = [];
      for (let i = 0; i < count; i++) {
        sequence++;
        clock++;
        const id = String(576000000000000000n + BigInt(sequence));
        // Two units of the mug are two line items; every third order adds a T-shirt.
        const units = sequence % 3 === 0 ? 3 : 2;
        const line_items: FakeTikTokLineItem[] = Array.from({ length: units }, (_, unit) => ({
          id: `${id}${unit}`,
          sku_id: unit < 2 ? '1729000000000001' : '1729000000000002',
          seller_sku: unit < 2 ? 'TT-MUG' : 'TT-TEE-M',
          product_id: unit < 2 ? '1729100000000001' : '1729100000000002',
          product_name: unit < 2 ? 'Custom Mug' : 'Custom Tee',
          sku_name: unit < 2 ? 'White 11oz' : 'Black M',
          sale_price: unit < 2 ? '14.99' : '21.50',
          currency: 'USD',
        }));
        const order: FakeTikTokOrder = {
          id,
          status: 'AWAITING_SHIPMENT',
          create_time: clock,
          update_time: clock,
          buyer_email: `buyer${sequence}@scs.tiktokw.us`,
          delivery_option_id: '7091146663229654785',
          recipient_address: {
            name: `Buyer ${sequence}`,
            phone_number: '(+1)213-555-0100',
            address_line1: `${sequence} Sunset Blvd`,
            address_line2: 'Apt 2',
            postal_code: '90028',
            region_code: 'US',
            district_info: [
              { address_level_name: 'Country', address_name: 'United States' },
              { address_level_name: 'State', address_name: 'California' },
              { address_level_name: 'County', address_name: 'Los Angeles' },
              { address_level_name: 'City', address_name: 'Los Angeles' },
            ],
          },
          line_items,
        };
        orders.push(order);
        made.push(order);
      }
      return made;
    },
    touch(ids) {
      for (const order of orders.filter((o) => ids.includes(o.id))) order.update_time = ++clock;
    },
    seedProducts(extra) {
      const made = [
        sellerProduct('1729100000000001', 'Custom Mug', [
          { id: '1729000000000001', sku: 'TT-MUG', values: ['White', '11oz'], price: '14.99' },
        ]),
        sellerProduct('1729100000000002', 'Custom Tee', [
          { id: '1729000000000002', sku: 'TT-TEE-M', values: ['Black', 'M'], price: '21.50' },
          { id: '1729000000000003', sku: '', values: ['Black', 'L'], price: '21.50' },
        ]),
      ];
      for (let i = 1; i <= extra; i++) {
        const id = String(1729200000000000n + BigInt(i));
        made.push(
          sellerProduct(id, `Seller Product ${i}`, [
            { id: `${id}1`, sku: `TT-P${i}-S`, values: ['Blue', 'S'], price: '9.99' },
            { id: `${id}2`, sku: `TT-P${i}-L`, values: ['Blue', 'L'], price: '9.99' },
          ]),
        );
      }
      made.push(
        sellerProduct(
          '1729300000000001',
          'Retired Cap',
          [{ id: '17293000000000011', sku: 'TT-CAP', values: ['Red'], price: '5.00' }],
          'SELLER_DEACTIVATED',
        ),
      );
      catalog.products.push(...made);
      return made;
    },
    issueToken() {
      const granted = (grant().body as { data: { access_token: string; refresh_token: string } })
        .data;
      return {
        accessToken: granted.access_token,
        refreshToken: granted.refresh_token,
        shopCipher: cipher,
      };
    },
    sendWebhook(target, orderId, secret = options.appSecret) {
      const body = JSON.stringify({
        type: 1,
        tts_notification_id: randomBytes(8).toString('hex'),
        shop_id: shopId,
        timestamp: Math.floor(Date.now() / 1000),
        data: { order_id: orderId, order_status: 'AWAITING_SHIPMENT', update_time: clock },
      });
      return deliver(target, body, {
        authorization: createHmac('sha256', secret)
          .update(options.appKey + body)
          .digest('hex'),
      });
    },
  };
  return fake;
}
