import { createHmac, randomBytes } from 'node:crypto';
import {
  deliver,
  startFake,
  type FakeRequest,
  type FakeResponse,
  type RunningFake,
} from './fake-http.js';
import {
  aliexpressProductCall,
  listedProducts,
  type AliExpressProductState,
} from './aliexpress-products.js';

/**
 * Contract fake of the AliExpress open platform (IOP gateway api-sg.aliexpress.com) on loopback,
 * after its documentation (signature algorithm and HTTP request sample; authorise your app;
 * /auth/token/create and /refresh), the aliexpress.solution.* API reference as the TOP SDK
 * transcriptions carry it (bububa/opentaobao model/aesolution) and the `ae_sdk` client:
 * - `GET /oauth/authorize?response_type=code&force_auth=true&redirect_uri&client_id&state` sends the
 *   browser to redirect_uri with `code` and `state`;
 * - `POST /rest/auth/token/create {code}` and `/rest/auth/token/refresh {refresh_token}` answer
 *   `{code: "0", access_token, refresh_token, expire_time (ms), expires_in, refresh_token_valid_time,
 *   seller_id, user_id, user_nick, account, …}`; codes are single-use;
 * - every call carries `app_key, timestamp (ms), sign_method=sha256, sign` (business calls under
 *   `/sync` also `method` and `session`); `sign` = upper-case hex HMAC-SHA256 (app secret, [API path
 *   for /rest] + parameters sorted by name in ASCII order, each name followed by its value);
 * - `aliexpress.solution.order.get {param0: {modified_date_start/end (US Pacific time), page_size,
 *   current_page, order_status}}` (FINISH orders only when asked for alone),
 *   `aliexpress.solution.order.info.get {param1: {order_id}}`,
 *   `aliexpress.logistics.redefining.listlogisticsservice` and `aliexpress.solution.order.fulfill
 *   {service_name, out_ref, send_type, logistics_no, tracking_website}`; answers under
 *   `<method>_response`, lists wrapped TOP-style (`{order_dto: [...]}`) unless `simplify=true`;
 * - refusals `{error_response: {type, code, msg, request_id}}` under /sync, `{type, code, message}`
 *   under /rest: IncompleteSignature, IllegalAccessToken, ApiCallLimit ("This ban will last for N more
 *   seconds"); the 50-per-page limit is our reading (README);
 * - message pushes `Authorization: hex HMAC-SHA256(app secret, app key + body)`;
 * - product writes (publishing) in `aliexpress-products.ts`.
 */
export interface AliExpressFakeOptions {
  appKey: string;
  appSecret: string;
  /** Every Nth order.get call is refused with ApiCallLimit (0: never). */
  listLimitEvery?: number;
  /** The first N order.fulfill calls are refused with ApiCallLimit. */
  fulfillRefusals?: number;
}

export interface FakeAeChild {
  id: string;
  product_id: string;
  product_name: string;
  product_standard: string;
  product_count: number;
  sku_code: string;
  price: string;
}

export interface FakeAeOrder {
  order_id: string;
  created: number;
  modified: number;
  order_status: string;
  order_end_reason: string;
  address: {
    contact_person: string;
    country: string;
    province: string;
    city: string;
    detail_address: string;
    address2: string;
    zip: string;
    mobile_no: string;
  };
  children: FakeAeChild[];
}

export interface AliExpressFake extends RunningFake {
  sellerId: string;
  orders: FakeAeOrder[];
  fulfilments: Array<Record<string, string>>;
  throttled: number;
  /** Every call's `method` under /sync and path under /rest, in order. */
  calls: string[];
  /** Products PodKit published, with their SKUs, prices and pictures. */
  catalog: AliExpressProductState;
  refreshes: string[];
  /** Orders spread over the last `days` days. */
  seed(count: number, days?: number): FakeAeOrder[];
  touch(orderIds: string[]): void;
  /** The buyer cancels: the order closes (FINISH) with a cancellation as its end reason. */
  cancel(orderId: string): void;
  /** The seller withdraws the app's access: every token is refused from now on. */
  revokeTokens(): void;
  /** An order message, signed with `secret` (the app secret by default). */
  sendPush(target: string, orderId: string, secret?: string): Promise<number>;
}

/** Written here from the platform's documentation, apart from PodKit's connector, to check it. */
function expectedSign(secret: string, params: Record<string, string>, path: string): string {
  const names = Object.keys(params)
    .filter((n) => n !== 'sign')
    .sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  let text = path;
  for (const name of names) text += name + params[name];
  return createHmac('sha256', secret).update(text, 'utf8').digest('hex').toUpperCase();
}

/** US Pacific wall-clock time of an instant, as AliExpress writes its order times. */
function pacific(ms: number): string {
  const parts = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'America/Los_Angeles',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(ms));
  return parts.replace('T', ' ');
}

/** The instant a Pacific wall-clock time names: searched over the two offsets the zone has. */
function fromPacific(text: string): number {
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return Number.NaN;
  const asUtc = Date.parse(`${text.replace(' ', 'T')}Z`);
  for (const hours of [7, 8]) {
    const at = asUtc + hours * 3_600_000;
    if (pacific(at) === text) return at;
  }
  return Number.NaN;
}

const requestId = () => randomBytes(6).toString('hex');
/** AliExpress writes ids as JSON numbers: the fake stores them as text and unquotes them. */
const json = (body: unknown): FakeResponse => ({
  status: 200,
  headers: { 'content-type': 'application/json;charset=UTF-8' },
  raw: true,
  body: JSON.stringify(body).replace(
    /"(order_id|id|product_id|seller_id|orderId)":"(\d+)"/g,
    '"$1":$2',
  ),
});
const syncError = (code: string, msg: string, type = 'ISV'): FakeResponse =>
  json({ error_response: { type, code, msg, request_id: requestId() } });
const restError = (code: string, message: string): FakeResponse =>
  json({ type: 'ISV', code, message, request_id: requestId() });

const SERVICES = [
  {
    service_name: 'CAINIAO_STANDARD',
    display_name: 'AliExpress Standard Shipping',
    logistics_company: 'CAINIAO',
  },
  { service_name: 'DHL', display_name: 'DHL', logistics_company: 'DHL' },
  {
    service_name: 'YANWEN_JYT',
    display_name: 'Yanwen Special Line-YW',
    logistics_company: 'YANWEN',
  },
];
const DAY = 86_400_000;

/** The store's products on sale, with their SKUs as product.info.get gives them. */
export const FAKE_AE_PRODUCTS = [
  {
    product_id: '1005006543210987',
    subject: 'Custom Hoodie',
    image_u_r_ls:
      'https://ae01.alicdn.com/kf/hoodie-main.jpg;https://ae01.alicdn.com/kf/hoodie-back.jpg',
    skus: [
      { id: '12000038001', sku_code: 'AE-HOODIE-BK-L', values: ['Black', 'L'] },
      { id: '12000038002', sku_code: 'AE-HOODIE-BK-M', values: ['Black', 'M'] },
    ],
  },
  {
    product_id: '1005006543210999',
    subject: 'Custom Tote',
    image_u_r_ls: 'https://ae01.alicdn.com/kf/tote-main.jpg',
    skus: [{ id: '12000039001', sku_code: 'AE-TOTE', values: [] as string[] }],
  },
];

export async function startAliExpressFake(options: AliExpressFakeOptions): Promise<AliExpressFake> {
  const sellerId = '2200781234';
  const codes = new Set<string>();
  const accessTokens = new Set<string>();
  const refreshTokens = new Set<string>();
  const refreshes: string[] = [];
  const orders: FakeAeOrder[] = [];
  const fulfilments: Array<Record<string, string>> = [];
  const calls: string[] = [];
  let sequence = 0;
  let lists = 0;
  let throttled = 0;
  let fulfillRefusals = options.fulfillRefusals ?? 0;
  const catalog: AliExpressProductState = { products: [], posts: 0, edits: 0 };

  const grant = (refreshToken?: string): FakeResponse => {
    const access = `50000${randomBytes(16).toString('hex')}`;
    const refresh = refreshToken ?? `50001${randomBytes(16).toString('hex')}`;
    accessTokens.add(access);
    refreshTokens.add(refresh);
    const now = Date.now();
    return json({
      code: '0',
      access_token: access,
      refresh_token: refresh,
      expires_in: 86_400,
      expire_time: now + 86_400_000,
      refresh_expires_in: 172_800,
      refresh_token_valid_time: now + 172_800_000,
      seller_id: sellerId,
      user_id: sellerId,
      user_nick: 'podkit-ae-store',
      account: 'seller@podkit.example',
      account_platform: 'seller_center',
      sp: 'ae',
      locale: 'en_US',
      request_id: requestId(),
    });
  };

  /** Query and form fields together, as the gateway reads them. */
  const paramsOf = (request: FakeRequest): Record<string, string> => ({
    ...Object.fromEntries(request.url.searchParams),
    ...((request.body as Record<string, string> | null) ?? {}),
  });

  const checkCommon = (params: Record<string, string>, path: string) => {
    if (params.app_key !== options.appKey) return { code: 'InvalidAppKey', msg: 'Invalid app key' };
    const timestamp = Number(params.timestamp);
    if (!timestamp || Math.abs(Date.now() - timestamp) > 10 * 60_000)
      return { code: 'InvalidTimestamp', msg: 'Invalid timestamp' };
    if (params.sign_method !== 'sha256')
      return { code: 'InvalidSignMethod', msg: 'Invalid sign method' };
    if (params.sign !== expectedSign(options.appSecret, params, path))
      return {
        code: 'IncompleteSignature',
        msg: 'The request signature does not conform to platform standards',
      };
    return null;
  };

  const wrap = (method: string, simplify: boolean, body: Record<string, unknown>) => ({
    [`${method.replace(/\./g, '_')}_response`]: { ...body, request_id: requestId() },
  });
  const list = (simplify: boolean, name: string, items: unknown[]) =>
    simplify ? items : { [name]: items };

  const orderGet = (params: Record<string, string>, simplify: boolean): FakeResponse => {
    lists++;
    if (options.listLimitEvery && lists % options.listLimitEvery === 0) {
      throttled++;
      return syncError('ApiCallLimit', 'This ban will last for 1 more seconds', 'ISP');
    }
    let query: Record<string, unknown>;
    try {
      query = JSON.parse(params.param0 ?? '{}') as Record<string, unknown>;
    } catch {
      return syncError('InvalidParameter', 'param0 is not valid JSON');
    }
    const size = Number(query.page_size ?? 20);
    const page = Number(query.current_page ?? 1);
    if (!(size >= 1 && size <= 50)) return syncError('InvalidParameter', 'page_size must be 1-50');
    if (!(page >= 1)) return syncError('InvalidParameter', 'current_page must be positive');
    const from = query.modified_date_start ? fromPacific(String(query.modified_date_start)) : 0;
    const to = query.modified_date_end ? fromPacific(String(query.modified_date_end)) : Infinity;
    if (Number.isNaN(from) || Number.isNaN(to))
      return syncError('InvalidParameter', 'date format must be yyyy-MM-dd HH:mm:ss');
    const finished = query.order_status === 'FINISH';
    // Pacific time is written to the second: compare at that precision, as the platform does.
    const second = (ms: number) => Math.floor(ms / 1000) * 1000;
    const matching = orders
      .filter((o) => (o.order_status === 'FINISH') === finished)
      .filter((o) => second(o.modified) >= from && second(o.modified) <= to)
      .sort((a, b) => a.modified - b.modified || a.order_id.localeCompare(b.order_id));
    const slice = matching.slice((page - 1) * size, page * size);
    return json(
      wrap('aliexpress.solution.order.get', simplify, {
        result: {
          success: true,
          total_count: matching.length,
          total_page: Math.ceil(matching.length / size),
          page_size: size,
          current_page: page,
          target_list: list(
            simplify,
            'order_dto',
            slice.map((o) => ({
              order_id: o.order_id,
              order_status: o.order_status,
              gmt_create: pacific(o.created),
              gmt_update: pacific(o.modified),
              product_list: list(
                simplify,
                'order_product_dto',
                o.children.map((c) => ({
                  product_id: c.product_id,
                  sku_code: c.sku_code,
                  product_count: c.product_count,
                })),
              ),
            })),
          ),
        },
      }),
    );
  };

  const orderInfo = (params: Record<string, string>, simplify: boolean): FakeResponse => {
    try {
      JSON.parse(params.param1 ?? '{}');
    } catch {
      return syncError('InvalidParameter', 'param1 is not valid JSON');
    }
    // Read as digits: order ids pass 2^53.
    const id = /"order_id"\s*:\s*"?(\d+)"?/.exec(params.param1 ?? '')?.[1] ?? '';
    const order = orders.find((o) => o.order_id === id);
    const method = 'aliexpress.solution.order.info.get';
    if (!order)
      return json(
        wrap(method, simplify, {
          result: { result_success: false, error_code: '2000', error_message: 'order not exist' },
        }),
      );
    return json(
      wrap(method, simplify, {
        result: {
          result_success: true,
          data: {
            id: order.order_id,
            gmt_create: pacific(order.created),
            gmt_modified: pacific(order.modified),
            order_status: order.order_status,
            order_end_reason: order.order_end_reason,
            receipt_address: order.address,
            order_amount: { amount: '0.00', currency_code: 'USD' },
            child_order_list: list(
              simplify,
              'global_aeop_tp_child_order_dto',
              order.children.map((c) => ({
                id: c.id,
                product_id: c.product_id,
                product_name: c.product_name,
                product_standard: c.product_standard,
                product_count: c.product_count,
                sku_code: c.sku_code,
                product_price: { amount: c.price, currency_code: 'USD' },
              })),
            ),
          },
        },
      }),
    );
  };

  const fulfill = (params: Record<string, string>, simplify: boolean): FakeResponse => {
    if (fulfillRefusals > 0) {
      fulfillRefusals--;
      throttled++;
      return syncError('ApiCallLimit', 'This ban will last for 1 more seconds', 'ISP');
    }
    const method = 'aliexpress.solution.order.fulfill';
    const refuse = (code: string, desc: string) =>
      json(
        wrap(method, simplify, {
          result: { result_success: false, result_error_code: code, result_error_desc: desc },
        }),
      );
    for (const name of ['service_name', 'out_ref', 'send_type', 'logistics_no'])
      if (!params[name]) return syncError('MissingParameter', `${name} is required`);
    if (params.send_type !== 'all' && params.send_type !== 'part')
      return refuse('INVALID_SEND_TYPE', 'send_type must be all or part');
    const known = SERVICES.some((s) => s.service_name === params.service_name);
    if (!known && params.service_name !== 'OTHER')
      return refuse(
        'LOGISTICS_SERVICE_NOT_EXIST',
        'service_name is not a supported logistics service',
      );
    if (params.service_name === 'OTHER' && !params.tracking_website)
      return refuse(
        'TRACKING_WEBSITE_REQUIRED',
        'tracking_website is required when service_name is OTHER',
      );
    const order = orders.find((o) => o.order_id === params.out_ref);
    if (!order) return refuse('ORDER_NOT_EXIST', 'order not exist');
    if (order.order_status !== 'WAIT_SELLER_SEND_GOODS')
      return refuse('ORDER_STATUS_ERROR', 'order status does not allow delivery');
    fulfilments.push({ ...params });
    order.order_status = 'WAIT_BUYER_ACCEPT_GOODS';
    order.modified = Date.now();
    return json(wrap(method, simplify, { result: { result_success: true } }));
  };

  const productList = (params: Record<string, string>, simplify: boolean): FakeResponse => {
    let query: Record<string, unknown>;
    try {
      query = JSON.parse(params.aeop_a_e_product_list_query ?? '') as Record<string, unknown>;
    } catch {
      return syncError('MissingParameter', 'aeop_a_e_product_list_query is required');
    }
    const statuses = ['onSelling', 'offline', 'auditing', 'editingRequired'];
    if (!statuses.includes(String(query.product_status_type)))
      return syncError('InvalidParameter', 'product_status_type is invalid');
    const size = Number(query.page_size ?? 20);
    const page = Number(query.current_page ?? 1);
    if (!(size >= 1 && size <= 100) || !(page >= 1))
      return syncError('InvalidParameter', 'page_size or current_page is invalid');
    const skuCode = query.sku_code ? String(query.sku_code) : undefined;
    const onSale = [
      ...(query.product_status_type === 'onSelling' ? FAKE_AE_PRODUCTS : []).filter(
        (p) => !skuCode || p.skus.some((sku) => sku.sku_code === skuCode),
      ),
      ...listedProducts(catalog, String(query.product_status_type), skuCode).map((p) => ({
        product_id: p.product_id,
        subject: p.subject,
        image_u_r_ls: p.images.join(';'),
      })),
    ];
    return json(
      wrap(params.method!, simplify, {
        result: {
          success: true,
          product_count: onSale.length,
          current_page: page,
          total_page: Math.ceil(onSale.length / size),
          aeop_a_e_product_display_d_t_o_list: list(
            simplify,
            'item_display_dto',
            onSale.slice((page - 1) * size, page * size).map((p) => ({
              product_id: p.product_id,
              subject: p.subject,
              image_u_r_ls: p.image_u_r_ls,
            })),
          ),
        },
      }),
    );
  };

  const productInfo = (params: Record<string, string>, simplify: boolean): FakeResponse => {
    const published = catalog.products.find((p) => p.product_id === params.product_id);
    if (published)
      return json(
        wrap(params.method!, simplify, {
          result: {
            product_id: published.product_id,
            subject: published.subject,
            product_status_type: published.status,
            image_u_r_ls: published.images.join(';'),
            aeop_ae_product_s_k_us: list(
              simplify,
              'global_aeop_ae_product_sku',
              published.skus.map((sku) => ({
                sku_code: sku.sku_code,
                sku_price: sku.price,
                aeop_s_k_u_property_list: list(
                  simplify,
                  'global_aeop_sku_property',
                  sku.sku_attributes_list.map((a) => ({
                    property_value_definition_name: a.sku_attribute_value,
                    ...(a.sku_image_url ? { sku_image: a.sku_image_url } : {}),
                  })),
                ),
              })),
            ),
          },
        }),
      );
    const product = FAKE_AE_PRODUCTS.find((p) => p.product_id === params.product_id);
    if (!product) return syncError('ProductNotExist', 'product not exist');
    return json(
      wrap(params.method!, simplify, {
        result: {
          product_id: product.product_id,
          subject: product.subject,
          image_u_r_ls: product.image_u_r_ls,
          aeop_ae_product_s_k_us: list(
            simplify,
            'global_aeop_ae_product_sku',
            product.skus.map((sku) => ({
              id: sku.id,
              sku_code: sku.sku_code,
              sku_price: '29.90',
              aeop_s_k_u_property_list: list(
                simplify,
                'global_aeop_sku_property',
                sku.values.map((value, i) => ({
                  sku_property_id: i === 0 ? 14 : 5,
                  property_value_definition_name: value,
                })),
              ),
            })),
          ),
        },
      }),
    );
  };

  const handler = (request: FakeRequest): FakeResponse => {
    const path = request.url.pathname;
    if (path === '/oauth/authorize' && request.method === 'GET') {
      const q = request.url.searchParams;
      if (q.get('client_id') !== options.appKey || q.get('response_type') !== 'code')
        return { status: 400, body: { error: 'invalid_request' } };
      const code = `3_${options.appKey}_${randomBytes(12).toString('hex')}`;
      codes.add(code);
      const back = new URL(q.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      if (q.get('state')) back.searchParams.set('state', q.get('state')!);
      return { status: 302, headers: { location: back.toString() } };
    }
    const params = paramsOf(request);
    if (path.startsWith('/rest/')) {
      const apiPath = path.slice('/rest'.length);
      calls.push(apiPath);
      const refused = checkCommon(params, apiPath);
      if (refused) return restError(refused.code, refused.msg);
      if (apiPath === '/auth/token/create') {
        if (!codes.delete(params.code ?? ''))
          return restError('InvalidCode', 'Invalid authorization code');
        return grant();
      }
      if (apiPath === '/auth/token/refresh') {
        refreshes.push(params.refresh_token ?? '');
        if (!refreshTokens.has(params.refresh_token ?? ''))
          return restError(
            'IllegalRefreshToken',
            'The specified refresh token is invalid or expired',
          );
        return grant(params.refresh_token);
      }
      return restError('InvalidApiPath', 'The specified API path is invalid');
    }
    if (path !== '/sync') return { status: 404, body: { error: 'not found' } };
    calls.push(params.method ?? '');
    const refused = checkCommon(params, '');
    if (refused) return syncError(refused.code, refused.msg);
    if (!params.session) return syncError('MissingAccessToken', 'The access token is missing');
    if (!accessTokens.has(params.session))
      return syncError('IllegalAccessToken', 'The specified access token is invalid or expired');
    const simplify = params.simplify === 'true';
    switch (params.method) {
      case 'aliexpress.solution.order.get':
        return orderGet(params, simplify);
      case 'aliexpress.solution.order.info.get':
        return orderInfo(params, simplify);
      case 'aliexpress.logistics.redefining.listlogisticsservice':
        return json(
          wrap(params.method, simplify, {
            result_success: true,
            result_list: list(simplify, 'aeop_logistics_service_result', SERVICES),
          }),
        );
      case 'aliexpress.solution.order.fulfill':
        return fulfill(params, simplify);
      case 'aliexpress.solution.product.list.get':
        return productList(params, simplify);
      case 'aliexpress.solution.product.info.get':
        return productInfo(params, simplify);
      default: {
        const answer = aliexpressProductCall(catalog, params.method ?? '', params);
        if (!answer) return syncError('InvalidApiName', `Invalid method ${params.method ?? ''}`);
        if ('error' in answer)
          return json({
            error_response: {
              type: 'ISV',
              code: '15',
              msg: 'Remote service error',
              sub_code: answer.error[0],
              sub_msg: answer.error[1],
              request_id: requestId(),
            },
          });
        return json(wrap(params.method!, simplify, answer));
      }
    }
  };

  const running = await startFake(handler);
  return {
    ...running,
    sellerId,
    orders,
    fulfilments,
    calls,
    catalog,
    refreshes,
    get throttled() {
      return throttled;
    },
    seed(count, days = 1) {
      const made: FakeAeOrder[] = [];
      const start = Date.now() - days * DAY;
      const step = Math.max(1000, Math.floor((days * DAY - 60_000) / count));
      for (let i = 0; i < count; i++) {
        sequence++;
        const at = start + i * step;
        // 16 digits past 2^53, as recent AliExpress order ids are.
        const orderId = String(9_100_000_000_000_000n + BigInt(sequence) * 10_001n);
        const children: FakeAeChild[] = [
          {
            id: String(9_100_000_000_000_001n + BigInt(sequence) * 10_001n),
            product_id: '1005006543210987',
            product_name: 'Custom Hoodie',
            product_standard: 'Color:Black;Size:L',
            product_count: 2,
            sku_code: 'AE-HOODIE-BK-L',
            price: '29.90',
          },
          ...(sequence % 3 === 0
            ? [
                {
                  id: String(9_100_000_000_000_002n + BigInt(sequence) * 10_001n),
                  product_id: '1005006543210999',
                  product_name: 'Custom Tote',
                  product_standard: '',
                  product_count: 1,
                  sku_code: 'AE-TOTE',
                  price: '12.50',
                },
              ]
            : []),
        ];
        const order: FakeAeOrder = {
          order_id: orderId,
          created: at,
          modified: at,
          order_status: 'WAIT_SELLER_SEND_GOODS',
          order_end_reason: '',
          address: {
            contact_person: `Buyer ${sequence}`,
            country: 'US',
            province: 'California',
            city: 'Los Angeles',
            detail_address: `${sequence} Sunset Blvd`,
            address2: 'Apt 5',
            zip: '90028',
            mobile_no: '3105550100',
          },
          children,
        };
        orders.push(order);
        made.push(order);
      }
      return made;
    },
    touch(orderIds) {
      for (const order of orders.filter((o) => orderIds.includes(o.order_id)))
        order.modified = Date.now() - 1000;
    },
    cancel(orderId) {
      const order = orders.find((o) => o.order_id === orderId)!;
      order.order_status = 'FINISH';
      order.order_end_reason = 'buyer_cancel_order';
      order.modified = Date.now() - 1000;
    },
    revokeTokens() {
      accessTokens.clear();
      refreshTokens.clear();
    },
    sendPush(target, orderId, secret = options.appSecret) {
      const order = orders.find((o) => o.order_id === orderId);
      const body = JSON.stringify({
        seller_id: sellerId,
        message_type: 53,
        timestamp: Math.floor(Date.now() / 1000),
        site: 'ae_global',
        data: { orderId, orderStatus: order?.order_status ?? 'WAIT_SELLER_SEND_GOODS' },
      }).replace(/"(seller_id|orderId)":"(\d+)"/g, '"$1":$2');
      return deliver(target, body, {
        authorization: createHmac('sha256', secret)
          .update(options.appKey + body)
          .digest('hex'),
      });
    },
  };
}
