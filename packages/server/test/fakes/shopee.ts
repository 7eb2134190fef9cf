import { createHmac, randomBytes } from 'node:crypto';
import {
  deliver,
  startFake,
  type FakeRequest,
  type FakeResponse,
  type RunningFake,
} from './fake-http.js';
import {
  isPublicProductPath,
  newShopeeCatalog,
  shopeeProductCall,
  type ShopeeCatalog,
} from './shopee-products.js';
import { seedShopeeItems, shopeeItemList, type SeededShopeeItem } from './shopee-item-list.js';
import { shopeeCategoryCall } from './shopee-categories.js';

/**
 * Contract fake of Shopee Open Platform v2 on loopback, after the API reference
 * (open.shopee.com, as transcribed in lazykern/ecommerce-api-docs) and the push example of
 * minchao/shopee-php:
 * - every call carries `partner_id`, `timestamp` (5 minutes valid) and `sign` = hex HMAC-SHA256
 *   (partner_key, partner_id + path + timestamp), shop calls also `access_token` and `shop_id`,
 *   appended to the signed string in that order;
 * - `/api/v2/shop/auth_partner?redirect` sends the browser to `redirect` with `code` and `shop_id`;
 *   `POST /api/v2/auth/token/get {code, shop_id, partner_id}` and `/api/v2/auth/access_token/get
 *   {refresh_token, shop_id, partner_id}` answer `{access_token, refresh_token, expire_in: 14400}`;
 *   codes and refresh tokens are single-use;
 * - `GET /api/v2/order/get_order_list` (time_range_field, time_from/time_to at most 15 days apart,
 *   page_size 1–100, cursor → more/next_cursor), `get_order_detail` (order_sn_list ≤ 50, fields by
 *   response_optional_fields), `logistics/get_shipping_parameter` and `POST logistics/ship_order`;
 * - refusals `{error, message, request_id}`; 429 `too_many_request` past a per-call quota
 *   (the code of Shopee's rate-limit answer is our reading, see the README);
 * - pushes signed `Authorization: hex HMAC-SHA256(partner_key, callback URL + "|" + body)`;
 * - the product calls of publishing (`shopee-products.ts`), signed the same way (the image upload
 *   as a partner-level call), and the item list of 第三方商品 (`shopee-item-list.ts`).
 */
export interface ShopeeFakeOptions {
  partnerId: string;
  partnerKey: string;
  /** Every Nth order-list call is answered 429 (0: never). */
  listQuotaEvery?: number;
  /** The first N ship_order calls are answered 429. */
  shipRefusals?: number;
  /** Every Nth get_item_list call is answered 429 (0: never). */
  itemListQuotaEvery?: number;
}

export interface FakeShopeeItem {
  item_id: number;
  item_name: string;
  item_sku: string;
  model_id: number;
  model_name: string;
  model_sku: string;
  model_quantity_purchased: number;
  model_discounted_price: number;
}

export interface FakeShopeeOrder {
  order_sn: string;
  order_status: string;
  create_time: number;
  update_time: number;
  currency: string;
  /** How the order's logistics channel ships: PodKit's own tracking, or Shopee's pick-up. */
  channel: 'non_integrated' | 'pickup';
  recipient_address: {
    name: string;
    phone: string;
    town: string;
    district: string;
    city: string;
    state: string;
    region: string;
    zipcode: string;
    full_address: string;
  };
  item_list: FakeShopeeItem[];
}

export interface ShopeeFake extends RunningFake {
  shopId: string;
  orders: FakeShopeeOrder[];
  shipments: Array<{ order_sn: string; tracking_number: string; how: string }>;
  throttled: number;
  /** The distinct time windows asked of get_order_list ("from-to"). */
  windows: Set<string>;
  /** Refresh tokens spent, in order; a second use of one is refused. */
  refreshes: string[];
  /** The items published to the shop, the uploaded pictures, add / update counts. */
  catalog: ShopeeCatalog;
  /** Orders spread over the last `days` days (update and create time alike). */
  seed(count: number, days?: number): FakeShopeeOrder[];
  /** The orders change now. */
  touch(orderSns: string[]): void;
  /** Items the seller made in the seller centre, beside those PodKit published. */
  seedItems(items: SeededShopeeItem[]): void;
  /**
   * Posts an order status push (code 3), signed with `key` (the partner key by default) over
   * `signedUrl` (the address posted to by default) and the body.
   */
  sendPush(target: string, orderSn: string, key?: string, signedUrl?: string): Promise<number>;
}

/** Written here from Shopee's documentation, apart from PodKit's connector, to check it. */
function expectedSign(key: string, parts: Array<string | number>): string {
  return createHmac('sha256', key).update(parts.join('')).digest('hex');
}

const refuse = (status: number, error: string, message: string): FakeResponse => ({
  status,
  body: { error, message, request_id: randomBytes(8).toString('hex') },
});
const answer = (response: unknown): FakeResponse => ({
  status: 200,
  body: { error: '', message: '', request_id: randomBytes(8).toString('hex'), response },
});
/** Auth and shop-info endpoints answer at the top level, not under `response`. */
const flat = (fields: Record<string, unknown>): FakeResponse => ({
  status: 200,
  body: { error: '', message: '', request_id: randomBytes(8).toString('hex'), ...fields },
});

const DAY = 86_400;

export async function startShopeeFake(options: ShopeeFakeOptions): Promise<ShopeeFake> {
  const shopId = '880001234';
  const codes = new Set<string>();
  const accessTokens = new Set<string>();
  const refreshTokens = new Set<string>();
  const refreshes: string[] = [];
  const orders: FakeShopeeOrder[] = [];
  const shipments: ShopeeFake['shipments'] = [];
  const windows = new Set<string>();
  const catalog = newShopeeCatalog();
  let sequence = 0;
  let lists = 0;
  let itemLists = 0;
  let throttled = 0;
  let shipRefusals = options.shipRefusals ?? 0;
  const now = () => Math.floor(Date.now() / 1000);

  const grant = () => {
    const access = randomBytes(16).toString('hex');
    const refresh = randomBytes(16).toString('hex');
    accessTokens.add(access);
    refreshTokens.add(refresh);
    return flat({ access_token: access, refresh_token: refresh, expire_in: 14_400 });
  };

  /** The common parameters and signature; shop calls sign the token and shop id too. */
  const checkCommon = (request: FakeRequest, shop: boolean): FakeResponse | null => {
    const q = request.url.searchParams;
    if (q.get('partner_id') !== options.partnerId)
      return refuse(403, 'error_param', 'Invalid partner_id.');
    const timestamp = Number(q.get('timestamp'));
    if (!timestamp || Math.abs(now() - timestamp) > 300)
      return refuse(403, 'error_param', 'Invalid timestamp');
    const parts: Array<string | number> = [options.partnerId, request.url.pathname, timestamp];
    if (shop) parts.push(q.get('access_token') ?? '', q.get('shop_id') ?? '');
    if (q.get('sign') !== expectedSign(options.partnerKey, parts))
      return refuse(403, 'error_sign', 'Wrong sign.');
    if (!shop) return null;
    if (!accessTokens.has(q.get('access_token') ?? ''))
      return refuse(403, 'error_auth', 'Invalid access_token.');
    if (q.get('shop_id') !== shopId) return refuse(403, 'error_shop', 'shopid is invalid');
    return null;
  };

  const orderList = (q: URLSearchParams): FakeResponse => {
    lists++;
    if (options.listQuotaEvery && lists % options.listQuotaEvery === 0) {
      throttled++;
      return refuse(429, 'too_many_request', 'Too many requests, please try later.');
    }
    const field = q.get('time_range_field');
    if (field !== 'create_time' && field !== 'update_time')
      return refuse(400, 'error_param', 'Wrong parameters, detail: time_range_field.');
    const from = Number(q.get('time_from'));
    const to = Number(q.get('time_to'));
    if (!(from <= to) || to - from > 15 * DAY)
      return refuse(
        400,
        'order.order_list_invalid_time',
        'Start time must be earlier than end time and diff in 15days.',
      );
    const size = Number(q.get('page_size'));
    if (!(size >= 1 && size <= 100))
      return refuse(400, 'error_param', 'Wrong parameters, detail: page_size.');
    windows.add(`${from}-${to}`);
    const matching = orders
      .filter((o) => o[field] >= from && o[field] <= to)
      .sort((a, b) => a[field] - b[field] || a.order_sn.localeCompare(b.order_sn));
    const offset = Number(q.get('cursor') || 0);
    const page = matching.slice(offset, offset + size);
    const more = offset + page.length < matching.length;
    return answer({
      more,
      next_cursor: more ? String(offset + page.length) : '',
      order_list: page.map((o) => ({ order_sn: o.order_sn })),
    });
  };

  const orderDetail = (q: URLSearchParams): FakeResponse => {
    const sns = (q.get('order_sn_list') ?? '').split(',').filter(Boolean);
    if (sns.length < 1 || sns.length > 50)
      return refuse(400, 'error_param', 'Wrong parameters, detail: order_sn_list.');
    const optional = (q.get('response_optional_fields') ?? '').split(',');
    return answer({
      order_list: orders
        .filter((o) => sns.includes(o.order_sn))
        .map(({ channel: _channel, recipient_address, item_list, ...order }) => ({
          ...order,
          ...(optional.includes('recipient_address') ? { recipient_address } : {}),
          ...(optional.includes('item_list') ? { item_list } : {}),
        })),
    });
  };

  const shippingParameter = (q: URLSearchParams): FakeResponse => {
    const order = orders.find((o) => o.order_sn === q.get('order_sn'));
    if (!order) return refuse(400, 'error_not_found', 'Wrong parameters, detail: order not found.');
    return answer({
      info_needed:
        order.channel === 'pickup'
          ? { pickup: ['address_id', 'pickup_time_id'] }
          : { non_integrated: ['tracking_no'] },
    });
  };

  const shipOrder = (request: FakeRequest): FakeResponse => {
    if (shipRefusals > 0) {
      shipRefusals--;
      return refuse(429, 'too_many_request', 'Too many requests, please try later.');
    }
    const body = (request.body ?? {}) as {
      order_sn?: string;
      non_integrated?: { tracking_number?: string };
      pickup?: unknown;
      dropoff?: unknown;
    };
    const order = orders.find((o) => o.order_sn === body.order_sn);
    if (!order) return refuse(400, 'error_not_found', 'Wrong parameters, detail: order not found.');
    if (order.order_status !== 'READY_TO_SHIP')
      return refuse(400, 'logistics.error_status', 'The order status does not support shipping.');
    if (order.channel === 'pickup' && !body.pickup)
      return refuse(400, 'logistics.error_param', 'pickup is required for this channel.');
    const tracking = body.non_integrated?.tracking_number;
    if (order.channel === 'non_integrated' && !tracking)
      return refuse(400, 'logistics.error_param', 'non_integrated.tracking_number is required.');
    shipments.push({
      order_sn: order.order_sn,
      tracking_number: tracking ?? '',
      how: order.channel,
    });
    order.order_status = 'PROCESSED';
    order.update_time = now();
    return answer({});
  };

  const handler = (request: FakeRequest): FakeResponse | Promise<FakeResponse> => {
    const path = request.url.pathname;
    const q = request.url.searchParams;
    if (isPublicProductPath(path))
      return checkCommon(request, false) ?? shopeeProductCall(catalog, request)!;
    if (path === '/api/v2/shop/auth_partner') {
      const refused = checkCommon(request, false);
      if (refused) return refused;
      const code = randomBytes(16).toString('hex');
      codes.add(code);
      const back = new URL(q.get('redirect') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('shop_id', shopId);
      return { status: 302, headers: { location: back.toString() } };
    }
    if (path === '/api/v2/auth/token/get' || path === '/api/v2/auth/access_token/get') {
      const refused = checkCommon(request, false);
      if (refused) return refused;
      const body = (request.body ?? {}) as Record<string, unknown>;
      if (String(body.partner_id) !== options.partnerId || String(body.shop_id) !== shopId)
        return refuse(400, 'error_param', 'Wrong parameters, detail: partner_id or shop_id.');
      if (path === '/api/v2/auth/token/get') {
        if (!codes.delete(String(body.code ?? '')))
          return refuse(400, 'error_auth', 'Invalid code');
        return grant();
      }
      const refresh = String(body.refresh_token ?? '');
      refreshes.push(refresh);
      if (!refreshTokens.delete(refresh))
        return refuse(400, 'error_auth', 'Invalid refresh_token.');
      return grant();
    }
    const refused = checkCommon(request, true);
    if (refused) return refused;
    if (path === '/api/v2/shop/get_shop_info')
      return flat({ shop_name: 'PodKit SG Shop', region: 'SG', status: 'NORMAL' });
    if (path === '/api/v2/order/get_order_list' && request.method === 'GET') return orderList(q);
    if (path === '/api/v2/order/get_order_detail' && request.method === 'GET')
      return orderDetail(q);
    if (path === '/api/v2/logistics/get_shipping_parameter') return shippingParameter(q);
    if (path === '/api/v2/logistics/ship_order' && request.method === 'POST')
      return shipOrder(request);
    if (path === '/api/v2/product/get_item_list' && request.method === 'GET') {
      itemLists++;
      if (options.itemListQuotaEvery && itemLists % options.itemListQuotaEvery === 0) {
        throttled++;
        return refuse(429, 'too_many_request', 'Too many requests, please try later.');
      }
      return shopeeItemList(catalog, q);
    }
    const category = shopeeCategoryCall(request);
    if (category) return category;
    const product = shopeeProductCall(catalog, request);
    if (product) return product;
    return refuse(404, 'error_not_found', 'api not found');
  };

  const running = await startFake(handler);
  const fake: ShopeeFake = {
    ...running,
    shopId,
    orders,
    shipments,
    windows,
    refreshes,
    catalog,
    get throttled() {
      return throttled;
    },
    seed(count, days = 1) {
      const made: FakeShopeeOrder[] = [];
      const start = now() - days * DAY;
      const step = Math.max(1, Math.floor((days * DAY - 60) / count));
      for (let i = 0; i < count; i++) {
        sequence++;
        const at = start + i * step;
        const sn = `2411${String(sequence).padStart(6, '0')}SG${randomBytes(1).toString('hex').toUpperCase()}`;
        const item_list: FakeShopeeItem[] = [
          {
            item_id: 100_001,
            item_name: 'Custom Mug',
            item_sku: 'SP-MUG',
            model_id: 200_001,
            model_name: 'White 11oz',
            model_sku: 'SP-MUG-W11',
            model_quantity_purchased: 2,
            model_discounted_price: 12.9,
          },
          ...(sequence % 3 === 0
            ? [
                {
                  item_id: 100_002,
                  item_name: 'Custom Tee',
                  item_sku: 'SP-TEE',
                  model_id: 0,
                  model_name: '',
                  model_sku: '',
                  model_quantity_purchased: 1,
                  model_discounted_price: 19.5,
                },
              ]
            : []),
        ];
        const order: FakeShopeeOrder = {
          order_sn: sn,
          order_status: 'READY_TO_SHIP',
          create_time: at,
          update_time: at,
          currency: 'SGD',
          channel: sequence % 50 === 4 ? 'pickup' : 'non_integrated',
          recipient_address: {
            name: `Buyer ${sequence}`,
            phone: '6591234567',
            town: '',
            district: 'Orchard',
            city: 'Singapore',
            state: 'Central',
            region: 'SG',
            zipcode: '238859',
            full_address: `${sequence} Orchard Road, #05-01, Singapore 238859`,
          },
          item_list,
        };
        orders.push(order);
        made.push(order);
      }
      return made;
    },
    seedItems(items) {
      seedShopeeItems(catalog, items);
    },
    touch(orderSns) {
      for (const order of orders.filter((o) => orderSns.includes(o.order_sn)))
        order.update_time = now() - 1;
    },
    sendPush(target, orderSn, key = options.partnerKey, signedUrl = target) {
      const body = JSON.stringify({
        shop_id: Number(shopId),
        code: 3,
        timestamp: now(),
        data: { ordersn: orderSn, status: 'READY_TO_SHIP', update_time: now() },
      });
      return deliver(target, body, {
        authorization: createHmac('sha256', key).update(`${signedUrl}|${body}`).digest('hex'),
      });
    },
  };
  return fake;
}
