import { createHash, randomBytes } from 'node:crypto';
import { startFake, type FakeRequest, type FakeResponse, type RunningFake } from './fake-http.js';

/**
 * Contract fake of Temu's open platform router (partner-us.temu.com, as transcribed in
 * vanky2viva/temu-omni and used by chrisjasonoswa/temu and hiscaler/temu-go):
 * - `/open-platform/client-auth?app_key&state&redirect_url` sends the browser back with `code`,
 *   `state` and `app_key`; `bg.open.accesstoken.create {code}` answers `{accessToken, expiredTime,
 *   mallId, apiScopeList}`, and there is no refresh token;
 * - every call is a POST of JSON to `/openapi/router` carrying `type, app_key, timestamp, data_type,
 *   access_token` and `sign` = upper-case MD5 of app_secret + sorted name+value pairs + app_secret
 *   (objects as compact JSON); answers `{success, errorCode, errorMsg, result}`, a refusal with
 *   HTTP 200 and `success: false`; `4000004` when the app calls too often;
 * - `bg.order.list.v2.get` (pageNumber, pageSize ≤ 100, updateAtStart), `bg.order.detail.v2.get`,
 *   `bg.order.shippinginfo.v2.get`, `bg.order.customization.get`, `bg.logistics.companies.get` and
 *   `bg.logistics.shipment.v2.confirm`.
 * Field names of the carrier list, the customisation answer and the seller's SKU (`outSkuSn`) are
 * our reading, not confirmed against the live platform (README 店铺平台).
 */
export interface TemuFakeOptions {
  appKey: string;
  appSecret: string;
  /** Every Nth order-list call is answered 4000004 (0: never). */
  listQuotaEvery?: number;
  /** How long a granted token lasts (Temu's seller authorisations run for months). */
  tokenLifetimeDays?: number;
  /** Answers call types the fake does not know itself (the hosted calls, fakes/temu-hosted.ts). */
  moreTypes?: (type: string, body: Record<string, unknown>) => FakeResponse | null;
}

export interface FakeTemuSubOrder {
  orderSn: string;
  goodsId: number;
  skuId: number;
  quantity: number;
  goodsName: string;
  spec: string;
  outSkuSn: string;
  unitRetailPrice: { amount: string; currency: string };
}

export interface FakeTemuOrder {
  parentOrderMap: {
    parentOrderSn: string;
    parentOrderStatus: number;
    parentOrderTime: number;
    updateTime: number;
  };
  orderList: FakeTemuSubOrder[];
}

export interface FakeTemuShipment {
  carrierId: number;
  trackingNumber: string;
  orderSendInfoList: Array<{
    parentOrderSn: string;
    orderSn: string;
    goodsId: number;
    skuId: number;
    quantity: number;
  }>;
}

export interface TemuFake extends RunningFake {
  authorizeUrl: string;
  mallId: number;
  orders: FakeTemuOrder[];
  shipments: FakeTemuShipment[];
  carriers: Array<{ shipCompanyId: number; shipCompanyName: string }>;
  throttled: number;
  /** Calls refused for their signature. */
  badSignatures: number;
  seed(count: number): FakeTemuOrder[];
  touch(sns: string[]): void;
  /** Every token granted so far lapses now. */
  expireTokens(): void;
}

/** Written here from Temu's documentation, apart from PodKit's connector, to check it. */
function expectedSign(secret: string, body: Record<string, unknown>): string {
  const pairs = Object.entries(body)
    .filter(([key, value]) => key !== 'sign' && value !== '' && value != null)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => key + (typeof value === 'object' ? JSON.stringify(value) : `${value}`));
  return createHash('md5')
    .update(secret + pairs.join('') + secret)
    .digest('hex')
    .toUpperCase();
}

export const fail = (errorCode: number, errorMsg: string): FakeResponse => ({
  status: 200,
  body: { success: false, errorCode, errorMsg },
});
export const success = (result: unknown): FakeResponse => ({
  status: 200,
  body: { success: true, errorCode: 1000000, errorMsg: '', result },
});

export async function startTemuFake(options: TemuFakeOptions): Promise<TemuFake> {
  const mallId = 634418210000001;
  const codes = new Set<string>();
  /** access token → when it lapses (seconds). */
  const tokens = new Map<string, number>();
  const orders: FakeTemuOrder[] = [];
  const shipments: FakeTemuShipment[] = [];
  const carriers = [
    { shipCompanyId: 253710001, shipCompanyName: 'USPS' },
    { shipCompanyId: 253710002, shipCompanyName: 'UPS' },
    { shipCompanyId: 253710003, shipCompanyName: 'FedEx' },
  ];
  let sequence = 0;
  let clock = Math.floor(Date.now() / 1000) - 5 * 86_400;
  let listCalls = 0;
  let throttled = 0;
  let badSignatures = 0;

  const find = (sn: string) => orders.find((o) => o.parentOrderMap.parentOrderSn === sn);

  const list = (params: Record<string, unknown>): FakeResponse => {
    listCalls++;
    if (options.listQuotaEvery && listCalls % options.listQuotaEvery === 0) {
      throttled++;
      return fail(4000004, 'Request frequency is too high, please try again later');
    }
    const size = Number(params.pageSize);
    const number = Number(params.pageNumber);
    if (!(size >= 1 && size <= 100)) return fail(2000001, 'pageSize must be between 1 and 100');
    if (!(number >= 1)) return fail(2000001, 'pageNumber must be at least 1');
    const start = params.updateAtStart === undefined ? null : Number(params.updateAtStart);
    const matching = orders
      .filter((o) => start === null || o.parentOrderMap.updateTime >= start)
      .sort(
        (a, b) =>
          a.parentOrderMap.updateTime - b.parentOrderMap.updateTime ||
          a.parentOrderMap.parentOrderSn.localeCompare(b.parentOrderMap.parentOrderSn),
      );
    return success({
      totalItemNum: matching.length,
      pageItems: matching.slice((number - 1) * size, number * size),
    });
  };

  const shippingInfo = (params: Record<string, unknown>): FakeResponse => {
    const order = find(String(params.parentOrderSn));
    if (!order) return fail(2000002, 'parentOrderSn not found');
    const n = order.parentOrderMap.parentOrderSn.slice(-4);
    return success({
      receiptName: `Buyer ${n}`,
      mobile: '+1 213-555-0100',
      mail: `buyer${n}@relay.temu.com`,
      regionCode: 'US',
      regionName1: 'United States',
      regionName2: 'California',
      regionName3: 'Los Angeles',
      regionName4: '',
      addressLine1: `${n} Sunset Blvd`,
      addressLine2: 'Apt 2',
      addressLine3: '',
      postCode: '90028',
    });
  };

  const customisation = (params: Record<string, unknown>): FakeResponse => {
    const sns = params.orderSnList;
    if (!Array.isArray(sns) || sns.length === 0) return fail(2000001, 'orderSnList is required');
    const mugs = orders
      .flatMap((o) => o.orderList)
      .filter((sub) => sns.includes(sub.orderSn) && sub.outSkuSn === 'TEMU-MUG');
    return success({
      customizationInfoList: mugs.map((sub) => ({
        orderSn: sub.orderSn,
        customizedText: [{ name: 'Name', value: `Mug ${sub.orderSn.slice(-4)}` }],
      })),
    });
  };

  const confirm = (params: Record<string, unknown>): FakeResponse => {
    const requests = params.sendRequestList as FakeTemuShipment[] | undefined;
    if (params.sendType !== 0 || !Array.isArray(requests) || requests.length === 0)
      return fail(2000001, 'sendType and sendRequestList are required');
    for (const request of requests) {
      if (!request.trackingNumber) return fail(2000001, 'trackingNumber is required');
      if (!carriers.some((c) => c.shipCompanyId === request.carrierId))
        return fail(2000003, 'carrierId is invalid');
      for (const info of request.orderSendInfoList ?? []) {
        const sub = find(info.parentOrderSn)?.orderList.find((s) => s.orderSn === info.orderSn);
        if (
          !sub ||
          sub.goodsId !== info.goodsId ||
          sub.skuId !== info.skuId ||
          sub.quantity !== info.quantity
        )
          return fail(2000004, `orderSn ${info.orderSn} does not match the parent order`);
      }
    }
    shipments.push(...requests);
    for (const request of requests)
      for (const info of request.orderSendInfoList) {
        const order = find(info.parentOrderSn)!;
        order.parentOrderMap.parentOrderStatus = 4;
      }
    return success({ packageSnList: requests.map(() => `PK-${randomBytes(5).toString('hex')}`) });
  };

  const router = (request: FakeRequest): FakeResponse => {
    const body = request.body as Record<string, unknown> | null;
    if (request.method !== 'POST' || !body) return fail(1000001, 'POST JSON only');
    if (body.app_key !== options.appKey) return fail(7000001, 'app_key is invalid');
    if (Math.abs(Date.now() / 1000 - Number(body.timestamp)) > 300)
      return fail(7000002, 'timestamp is expired');
    if (body.sign !== expectedSign(options.appSecret, body)) {
      badSignatures++;
      return fail(7000003, 'sign is invalid');
    }
    if (body.type === 'bg.open.accesstoken.create') {
      if (!codes.delete(String(body.code))) return fail(7000004, 'code is invalid or used');
      const token = `TEMU${randomBytes(16).toString('hex')}`;
      const expiredTime =
        Math.floor(Date.now() / 1000) + (options.tokenLifetimeDays ?? 90) * 86_400;
      tokens.set(token, expiredTime);
      return success({
        accessToken: token,
        expiredTime,
        mallId,
        apiScopeList: ['bg.order.list.v2.get', 'bg.logistics.shipment.v2.confirm'],
      });
    }
    const lapses = tokens.get(String(body.access_token));
    if (lapses === undefined || lapses * 1000 < Date.now())
      return fail(7000018, 'access_token is invalid or expired');
    switch (body.type) {
      case 'bg.order.list.v2.get':
        return list(body);
      case 'bg.order.detail.v2.get':
        return success(find(String(body.parentOrderSn)) ?? null);
      case 'bg.order.shippinginfo.v2.get':
        return shippingInfo(body);
      case 'bg.order.customization.get':
        return customisation(body);
      case 'bg.logistics.companies.get':
        return success({ shipCompanyList: carriers });
      case 'bg.logistics.shipment.v2.confirm':
        return confirm(body);
      default:
        return (
          options.moreTypes?.(String(body.type), body) ??
          fail(3000000, `type ${String(body.type)} is not supported`)
        );
    }
  };

  const handler = (request: FakeRequest): FakeResponse => {
    const path = request.url.pathname;
    if (path === '/open-platform/client-auth') {
      const q = request.url.searchParams;
      if (q.get('app_key') !== options.appKey)
        return { status: 400, body: 'unknown app', raw: true };
      const code = randomBytes(12).toString('hex');
      codes.add(code);
      const back = new URL(q.get('redirect_url') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', q.get('state') ?? '');
      back.searchParams.set('app_key', options.appKey);
      return { status: 302, headers: { location: back.toString() } };
    }
    if (path === '/openapi/router') return router(request);
    return { status: 404, body: { success: false, errorCode: 404, errorMsg: 'not found' } };
  };

  const running = await startFake(handler);
  return {
    ...running,
    authorizeUrl: `${running.url}/open-platform/client-auth`,
    mallId,
    orders,
    shipments,
    carriers,
    get throttled() {
      return throttled;
    },
    get badSignatures() {
      return badSignatures;
    },
    seed(count) {
      const made: FakeTemuOrder[] = [];
      for (let i = 0; i < count; i++) {
        sequence++;
        clock++;
        const sn = `PO-211-${String(10_000_000_000 + sequence)}`;
        // Two sub-orders of the mug (one unit each); every third order adds two T-shirts.
        const sub = (unit: number, tee: boolean): FakeTemuSubOrder => ({
          orderSn: `${sn.replace('PO-', '')}-${unit}`,
          goodsId: tee ? 601099000000002 : 601099000000001,
          skuId: tee ? 17592000000002 : 17592000000001,
          quantity: tee ? 2 : 1,
          goodsName: tee ? 'Custom Tee' : 'Custom Mug',
          spec: tee ? 'Black M' : 'White 11oz',
          outSkuSn: tee ? 'TEMU-TEE-M' : 'TEMU-MUG',
          unitRetailPrice: { amount: tee ? '19.99' : '12.50', currency: 'USD' },
        });
        const orderList = [sub(1, false), sub(2, false)];
        if (sequence % 3 === 0) orderList.push(sub(3, true));
        const order: FakeTemuOrder = {
          parentOrderMap: {
            parentOrderSn: sn,
            parentOrderStatus: 2,
            parentOrderTime: clock,
            updateTime: clock,
          },
          orderList,
        };
        orders.push(order);
        made.push(order);
      }
      return made;
    },
    touch(sns) {
      for (const order of orders.filter((o) => sns.includes(o.parentOrderMap.parentOrderSn)))
        order.parentOrderMap.updateTime = ++clock;
    },
    expireTokens() {
      for (const token of tokens.keys()) tokens.set(token, 0);
    },
  };
}
