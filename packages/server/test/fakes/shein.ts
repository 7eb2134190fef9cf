import { createCipheriv, createHmac, randomBytes } from 'node:crypto';
import { startFake, type FakeRequest, type FakeResponse, type RunningFake } from './fake-http.js';

/**
 * Contract fake of Shein's open platform (open.sheincorp.com 店铺授权应用手册 and the customer-order
 * API pages, as transcribed publicly; the official sheinsight/open-sdk-js for signing and keys):
 * - `/#/empower?appid&redirectUrl(base64)&state` sends the seller back with `appid, tempToken,
 *   state` (here the page forwards its hash to `/empower/approve`, standing for the seller's click);
 * - `POST /open-api/auth/get-by-token {tempToken}` signed with the app id (`x-lt-appid`) and app
 *   secret answers `{openKeyId, secretKey}`, the secret key AES-128-CBC encrypted under the app
 *   secret with the IV "space-station-de";
 * - every store call carries `x-lt-openKeyId`, `x-lt-timestamp` (ms) and `x-lt-signature` =
 *   randomKey(5) + base64(hex HMAC-SHA256(secretKey + randomKey, openKeyId&timestamp&path));
 *   answers `{code: "0", msg, info}`;
 * - order-list (queryType, startTime/endTime "yyyy-MM-dd HH:mm:ss" UTC+8 at most 48 h apart,
 *   page, pageSize ≤ 30), order-detail (orderNoList ≤ 30; one goods row per unit, 19-digit
 *   goodsIds), export-address, express-channel and import-batch-multiple-express.
 * Not from the docs (README 店铺平台): a refused signature answers HTTP 401, as the gateway does for
 * unauthenticated probes; throttling answers HTTP 429 with Retry-After.
 */
export interface SheinFakeOptions {
  appId: string;
  appSecret: string;
  /** Order-list calls (1-based) answered 429 instead. */
  throttleListCalls?: number[];
  /** The first tracking upload is answered 429. */
  throttleFirstExpress?: boolean;
  /** Answers signed store paths the fake does not know itself (the goods calls, fakes/shein-goods.ts). */
  moreRoutes?: (path: string, body: Record<string, unknown>) => FakeResponse | null;
}

export interface FakeSheinGoods {
  goodsId: string;
  skuCode: string;
  sellerSku: string;
  goodsTitle: string;
  skuAttribute: Array<{ attrValueId: string; attrName: string; language: string }>;
  sellerCurrencyPrice: number;
  orderCurrency: string;
  customizationFlag: number;
  customizationInfo: { customInfoId?: string; texts?: string[] };
}

export interface FakeSheinOrder {
  orderNo: string;
  orderStatus: number;
  /** Milliseconds. */
  created: number;
  updated: number;
  goods: FakeSheinGoods[];
}

export interface FakeSheinUpload {
  orderNo: string;
  infoList: Array<{ expressCode: string; expressIdCode: string; goodsId: string; status: number }>;
}

export interface SheinFake extends RunningFake {
  /** The authorise page (`…/#/empower` is appended by the connector's query). */
  authorizeUrl: string;
  supplierId: number;
  orders: FakeSheinOrder[];
  uploads: FakeSheinUpload[];
  /** Successful order-list requests as `startTime|page`. */
  listRequests: string[];
  throttled: number;
  badSignatures: number;
  seed(count: number): FakeSheinOrder[];
  touch(orderNos: string[]): void;
  /** The seller revokes the app: every store key is refused from now on. */
  revokeKeys(): void;
}

const WINDOW_LIMIT_MS = 48 * 3_600_000;

/** Written here from Shein's docs, apart from PodKit's connector, to check it. */
function signatureValid(signature: string, id: string, secret: string, ts: string, path: string) {
  if (signature.length <= 5) return false;
  const randomKey = signature.slice(0, 5);
  const hex = Buffer.from(signature.slice(5), 'base64').toString('utf8');
  const expected = createHmac('sha256', secret + randomKey)
    .update(`${id}&${ts}&${path}`)
    .digest('hex');
  return hex === expected;
}

function encryptSecretKey(plain: string, appSecret: string): string {
  const key = Buffer.alloc(16);
  Buffer.from(appSecret).copy(key, 0, 0, 16);
  const cipher = createCipheriv('aes-128-cbc', key, Buffer.from('space-station-de'));
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

/** "yyyy-MM-dd HH:mm:ss" in UTC+8. */
function shanghai(ms: number): string {
  const d = new Date(ms + 8 * 3_600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}`;
}

function fromShanghai(text: unknown): number | null {
  const m = String(text ?? '').match(/^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  return Date.UTC(y!, mo! - 1, d!, h!, mi!, s!) - 8 * 3_600_000;
}

/** JSON with goodsId as a bare 64-bit number, as Shein writes it. */
function answer(status: number, body: unknown, headers: Record<string, string> = {}): FakeResponse {
  const text = JSON.stringify(body).replace(/"goodsId":"(\d+)"/g, '"goodsId":$1');
  return {
    status,
    body: text,
    raw: true,
    headers: { 'content-type': 'application/json', ...headers },
  };
}
export const ok = (info: unknown) =>
  answer(200, { code: '0', msg: 'OK', info, traceId: randomBytes(8).toString('hex') });
export const refuse = (code: string, msg: string) => answer(200, { code, msg, info: null });

export async function startSheinFake(options: SheinFakeOptions): Promise<SheinFake> {
  const supplierId = 6_204_118;
  const tempTokens = new Map<string, number>();
  /** openKeyId → its secret key (plain). */
  const keys = new Map<string, string>();
  const orders: FakeSheinOrder[] = [];
  const uploads: FakeSheinUpload[] = [];
  const listRequests: string[] = [];
  const channels = [
    { site: 'shein-us', expressIdCode: 'UPS', expressChannelCode: 'D2D-N250318-Na' },
    { site: 'shein-us', expressIdCode: 'USPS', expressChannelCode: 'USpS-P-JFK-BP2-1' },
    { site: 'shein-us', expressIdCode: 'FedEx', expressChannelCode: null },
  ];
  let sequence = 0;
  let clock = Date.now() - 5 * 86_400_000;
  let listCalls = 0;
  let expressCalls = 0;
  let throttled = 0;
  let badSignatures = 0;

  const find = (orderNo: unknown) => orders.find((o) => o.orderNo === orderNo);

  const list = (body: Record<string, unknown>): FakeResponse => {
    listCalls++;
    if (options.throttleListCalls?.includes(listCalls)) {
      throttled++;
      return answer(429, { code: '429', msg: 'Too Many Requests' }, { 'retry-after': '30' });
    }
    const start = fromShanghai(body.startTime);
    const end = fromShanghai(body.endTime);
    const page = Number(body.page);
    const size = Number(body.pageSize);
    if (body.queryType !== 1 && body.queryType !== 2)
      return refuse('400', 'queryType must be 1 or 2');
    if (start === null || end === null || end < start)
      return refuse('400', 'startTime/endTime invalid');
    if (end - start > WINDOW_LIMIT_MS) return refuse('400', 'time range must not exceed 48 hours');
    if (!(page >= 1) || !(size >= 1 && size <= 30))
      return refuse('400', 'page or pageSize invalid');
    listRequests.push(`${String(body.startTime)}|${page}`);
    const second = (ms: number) => Math.floor(ms / 1000) * 1000;
    const matching = orders
      .filter((o) => {
        const at = second(body.queryType === 2 ? o.updated : o.created);
        return at >= start && at <= end;
      })
      .sort((a, b) => a.updated - b.updated || a.orderNo.localeCompare(b.orderNo));
    return ok({
      count: matching.length,
      orderList: matching.slice((page - 1) * size, page * size).map((o) => ({
        orderNo: o.orderNo,
        orderStatus: String(o.orderStatus),
        orderCreateTime: shanghai(o.created),
        orderUpdateTime: shanghai(o.updated),
      })),
    });
  };

  const detail = (body: Record<string, unknown>): FakeResponse => {
    const nos = body.orderNoList;
    if (!Array.isArray(nos) || nos.length === 0 || nos.length > 30)
      return refuse('400', 'orderNoList must hold 1 to 30 order numbers');
    return ok(
      nos.flatMap((no) => {
        const o = find(no);
        return o
          ? [
              {
                orderNo: o.orderNo,
                orderType: 1,
                orderStatus: o.orderStatus,
                orderTime: shanghai(o.created),
                orderMsgUpdateTime: shanghai(o.updated),
                receiveMsg: {
                  country: 'United States',
                  province: 'MARYLAND',
                  city: 'Port Deposit',
                  postCode: '21904',
                },
                orderGoodsInfoList: o.goods,
                packageWaybillList: [],
              },
            ]
          : [];
      }),
    );
  };

  const exportAddress = (body: Record<string, unknown>): FakeResponse => {
    const o = find(body.orderNo);
    if (!o) return refuse('400', 'orderNo not found');
    if (body.handleType !== 1 && body.handleType !== 2)
      return refuse('400', 'handleType must be 1 or 2');
    if (body.handleType === 2 && o.orderStatus === 1) o.orderStatus = 2;
    const n = o.orderNo.slice(-4);
    return ok({
      receiveMsgList: [
        {
          orderNo: o.orderNo,
          firstName: 'Lindsey',
          middleName: null,
          lastName: `Price ${n}`,
          country: 'United States',
          province: 'MARYLAND',
          city: 'Port Deposit',
          district: '',
          street: '',
          address: `${n} Arthur Avenue`,
          addressExt: 'Apt 2',
          phone: '5555555555',
          postCode: '21904',
          taxNo: '',
          email: `buyer${n}@relay.shein.com`,
        },
      ],
      unProcessReason: [],
    });
  };

  /** Reads the raw body itself: a JSON.parse of it would round the 19-digit goodsIds. */
  const uploadExpress = (request: FakeRequest): FakeResponse => {
    expressCalls++;
    if (options.throttleFirstExpress && expressCalls === 1) {
      throttled++;
      return answer(429, { code: '429', msg: 'Too Many Requests' }, { 'retry-after': '30' });
    }
    const text = request.rawBody
      .toString('utf8')
      .replace(/"goodsId"\s*:\s*(\d+)/g, '"goodsId":"$1"');
    const body = JSON.parse(text) as FakeSheinUpload;
    const o = find(body.orderNo);
    if (!o) return refuse('400', 'orderNo not found');
    if (!Array.isArray(body.infoList) || body.infoList.length === 0 || body.infoList.length > 100)
      return refuse('400', 'infoList must hold 1 to 100 rows');
    const rows = body.infoList.map((row) => {
      const known = o.goods.some((g) => g.goodsId === row.goodsId);
      const channel = channels.some((c) => c.expressIdCode === row.expressIdCode);
      const errorMsg = !known
        ? `goodsId ${row.goodsId} is not in order ${o.orderNo}`
        : !channel
          ? `expressIdCode ${row.expressIdCode} is not available`
          : !row.expressCode || row.status !== 2
            ? 'expressCode and status 2 are required'
            : null;
      return {
        goodsId: row.goodsId,
        expressCode: row.expressCode,
        expressIdCode: row.expressIdCode,
        errorMsg,
        status: errorMsg ? '1' : '2',
      };
    });
    if (rows.every((r) => !r.errorMsg)) {
      uploads.push(body);
      o.orderStatus = 4;
    }
    return ok(rows);
  };

  const getByToken = (request: FakeRequest): FakeResponse => {
    const h = request.headers;
    const ts = String(h['x-lt-timestamp'] ?? '');
    if (h['x-lt-appid'] !== options.appId || Math.abs(Date.now() - Number(ts)) > 300_000)
      return answer(401, { code: '401', msg: 'appid or timestamp invalid' });
    if (
      !signatureValid(
        String(h['x-lt-signature'] ?? ''),
        options.appId,
        options.appSecret,
        ts,
        request.url.pathname,
      )
    ) {
      badSignatures++;
      return answer(401, { code: '401', msg: 'signature invalid' });
    }
    const token = String((request.body as { tempToken?: string } | null)?.tempToken ?? '');
    const issued = tempTokens.get(token);
    tempTokens.delete(token);
    if (issued === undefined || Date.now() - issued > 600_000)
      return refuse('20001', 'tempToken invalid or expired');
    const openKeyId = randomBytes(16).toString('hex').toUpperCase();
    const secretKey = randomBytes(16).toString('hex').toUpperCase();
    keys.set(openKeyId, secretKey);
    return ok({
      openKeyId,
      secretKey: encryptSecretKey(secretKey, options.appSecret),
      appid: options.appId,
      supplierId,
      supplierSource: 1,
      supplierBusinessMode: 'SELF_OPERATED',
    });
  };

  const storeCall = (request: FakeRequest): FakeResponse => {
    const h = request.headers;
    const id = String(h['x-lt-openkeyid'] ?? '');
    const ts = String(h['x-lt-timestamp'] ?? '');
    const secret = keys.get(id);
    if (!secret || Math.abs(Date.now() - Number(ts)) > 300_000)
      return answer(401, { code: '401', msg: 'openKeyId invalid or timestamp expired' });
    if (!signatureValid(String(h['x-lt-signature'] ?? ''), id, secret, ts, request.url.pathname)) {
      badSignatures++;
      return answer(401, { code: '401', msg: 'signature invalid' });
    }
    const body = (request.body ?? {}) as Record<string, unknown>;
    switch (request.url.pathname) {
      case '/open-api/order/order-list':
        return list(body);
      case '/open-api/order/order-detail':
        return detail(body);
      case '/open-api/order/export-address':
        return exportAddress(body);
      case '/open-api/order/express-channel':
        return ok({ expressChannels: channels, platformLogisticsChannels: [] });
      case '/open-api/order/import-batch-multiple-express':
        return uploadExpress(request);
      default:
        return (
          options.moreRoutes?.(request.url.pathname, body) ??
          answer(404, { code: '404', msg: 'not found' })
        );
    }
  };

  const handler = (request: FakeRequest): FakeResponse => {
    const path = request.url.pathname;
    if (path === '/' && request.method === 'GET') {
      // The real page is a single-page app reading its hash; this one forwards the hash at once.
      const page = `<!doctype html><meta charset="utf-8"><title>SHEIN 授权</title><script>
        var q = location.hash.replace(/^#\\/empower\\??/, '');
        location.replace('/empower/approve?' + q);
      </script>`;
      return {
        status: 200,
        body: page,
        raw: true,
        headers: { 'content-type': 'text/html; charset=utf-8' },
      };
    }
    if (path === '/empower/approve') {
      const q = request.url.searchParams;
      if (q.get('appid') !== options.appId)
        return { status: 400, body: 'unknown appid', raw: true };
      const token = randomBytes(16).toString('hex');
      tempTokens.set(token, Date.now());
      const back = new URL(Buffer.from(q.get('redirectUrl') ?? '', 'base64').toString('utf8'));
      back.searchParams.set('appid', options.appId);
      back.searchParams.set('tempToken', token);
      back.searchParams.set('state', q.get('state') ?? '');
      return { status: 302, headers: { location: back.toString() } };
    }
    if (request.method !== 'POST') return answer(405, { code: '405', msg: 'POST only' });
    if (path === '/open-api/auth/get-by-token') return getByToken(request);
    if (path.startsWith('/open-api/')) return storeCall(request);
    return answer(404, { code: '404', msg: 'not found' });
  };

  const running = await startFake(handler);
  return {
    ...running,
    authorizeUrl: `${running.url}/#/empower`,
    supplierId,
    orders,
    uploads,
    listRequests,
    get throttled() {
      return throttled;
    },
    get badSignatures() {
      return badSignatures;
    },
    seed(count) {
      const made: FakeSheinOrder[] = [];
      for (let i = 0; i < count; i++) {
        sequence++;
        clock += 300_000;
        const orderNo = `GSO${String(1_000_000_000 + sequence)}`;
        const unit = (n: number, tee: boolean): FakeSheinGoods => ({
          goodsId: (5230236437987443000n + BigInt(sequence) * 10n + BigInt(n)).toString(),
          skuCode: tee ? 'I73teeblkm' : 'I73mugwht',
          sellerSku: tee ? 'SHEIN-TEE-M' : 'SHEIN-MUG',
          goodsTitle: tee ? 'Custom Tee' : 'Custom Mug',
          skuAttribute: [
            { attrValueId: '1', attrName: tee ? '黑色' : '白色', language: 'CN' },
            { attrValueId: '1', attrName: tee ? 'Black' : 'White', language: 'US' },
          ],
          sellerCurrencyPrice: tee ? 19.99 : 12.5,
          orderCurrency: 'USD',
          customizationFlag: tee ? 0 : 1,
          customizationInfo: tee
            ? {}
            : { customInfoId: `C${sequence}${n}`, texts: [`Mug ${sequence}-${n}`] },
        });
        const goods = [unit(1, false), unit(2, false)];
        if (sequence % 3 === 0) goods.push(unit(3, true), unit(4, true));
        const order: FakeSheinOrder = {
          orderNo,
          orderStatus: 1,
          created: clock,
          updated: clock,
          goods,
        };
        orders.push(order);
        made.push(order);
      }
      return made;
    },
    touch(orderNos) {
      for (const o of orders.filter((x) => orderNos.includes(x.orderNo))) o.updated = clock += 1000;
    },
    revokeKeys() {
      keys.clear();
    },
  };
}
