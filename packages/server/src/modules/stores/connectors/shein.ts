import type { SheinAppConfig, StorePlatformsConfig } from '../../../config.js';
import {
  PlatformAuthRejected,
  PlatformError,
  type ConnectorFactory,
  type StoreAccess,
  type StoreConnector,
  type StoreOrder,
} from './connector.js';
import { platformFetch } from './platform-http.js';
import { listSheinProducts } from './shein-listings.js';
import { publishSheinProduct, unshelfSheinProduct, type SheinGoodsCall } from './shein-goods.js';
import {
  formatSheinTime,
  parseSheinTime,
  sheinJson,
  toSheinJson,
  toStoreOrder,
  type SheinAddress,
  type SheinOrderDetail,
} from './shein-orders.js';
import { decryptSheinSecretKey, sheinSignature } from './shein-signing.js';

const NAME = 'Shein';
/** order-list takes at most 30 a page, and a window of at most 48 hours. */
const PAGE_SIZE = 30;
const WINDOW_MS = 48 * 3_600_000;
/** How far back a store's first sync reaches. */
const BACKFILL_MS = 30 * 86_400_000;
/** import-batch-multiple-express takes at most 100 waybill rows a call. */
const EXPRESS_BATCH = 100;
/** order-list's queryType 2: by the order's update time. */
const BY_UPDATE_TIME = 2;
/** export-address's handleType 1: read the address only (2 would move the order to 待发货). */
const READ_ADDRESS_ONLY = 1;

type Envelope<T> = { code: string | number; msg?: string; info?: T };

/** Where a sync stands: the start of its 48-hour window and the page within it. */
interface WindowPosition {
  from: number;
  page: number;
}

interface Signer {
  /** `x-lt-openKeyId` for a store's calls, `x-lt-appid` for get-by-token. */
  header: 'x-lt-openKeyId' | 'x-lt-appid';
  id: string;
  secret: string;
}

const normalise = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

function sheinConnector(app: SheinAppConfig): StoreConnector {
  async function call<T>(path: string, body: object, signer: Signer): Promise<T> {
    const timestamp = Date.now();
    const response = await platformFetch<Envelope<T>>(`${app.apiUrl}${path}`, {
      platformName: NAME,
      method: 'POST',
      headers: {
        'content-type': 'application/json;charset=UTF-8',
        [signer.header]: signer.id,
        'x-lt-timestamp': String(timestamp),
        'x-lt-signature': sheinSignature(signer.id, signer.secret, path, timestamp),
      },
      body: toSheinJson(body),
      parse: sheinJson,
      messageOf: (b) => String((b as Envelope<unknown>)?.msg ?? ''),
    });
    const envelope = response.body;
    if (String(envelope?.code) !== '0')
      throw new PlatformError(`${NAME} ${envelope?.code}：${envelope?.msg ?? ''}`, 400);
    return envelope.info as T;
  }

  const store = (access: StoreAccess): Signer => ({
    header: 'x-lt-openKeyId',
    id: access.credentials.openKeyId ?? '',
    secret: access.credentials.secretKey ?? '',
  });

  const goodsCall =
    (access: StoreAccess): SheinGoodsCall =>
    <T>(path: string, body: object) =>
      call<T>(path, body, store(access));

  async function details(access: StoreAccess, orderNoList: string[]) {
    if (orderNoList.length === 0) return [];
    return (
      (await call<SheinOrderDetail[] | null>(
        '/open-api/order/order-detail',
        { orderNoList },
        store(access),
      )) ?? []
    );
  }

  async function address(access: StoreAccess, orderNo: string) {
    const info = await call<{ receiveMsgList?: SheinAddress[] } | null>(
      '/open-api/order/export-address',
      { orderNo, handleType: READ_ADDRESS_ONLY },
      store(access),
    );
    return info?.receiveMsgList?.find((a) => a.orderNo === orderNo) ?? info?.receiveMsgList?.[0];
  }

  async function complete(
    access: StoreAccess,
    orderNos: string[],
    updated: Map<string, Date | null>,
  ): Promise<StoreOrder[]> {
    const done: StoreOrder[] = [];
    for (const detail of await details(access, orderNos))
      done.push(
        toStoreOrder(
          detail,
          await address(access, detail.orderNo),
          updated.get(detail.orderNo) ?? null,
        ),
      );
    return done;
  }

  return {
    platform: 19,
    authorizeUrl({ state, redirectUri }) {
      // The page reads its parameters from the hash (`/#/empower?…`); the address goes as base64.
      const params = new URLSearchParams({
        appid: app.appId,
        redirectUrl: Buffer.from(redirectUri, 'utf8').toString('base64'),
        state,
      });
      return `${app.authorizeUrl}?${params.toString()}`;
    },

    async exchangeCode(_shop, tempToken) {
      const info = await call<{
        openKeyId: string;
        secretKey: string;
        supplierId?: number | string;
      }>(
        '/open-api/auth/get-by-token',
        { tempToken },
        { header: 'x-lt-appid', id: app.appId, secret: app.appSecret },
      );
      const secretKey = decryptSheinSecretKey(info?.secretKey ?? '', app.appSecret);
      if (!info?.openKeyId || !secretKey)
        throw new PlatformError(
          `${NAME} 返回的店铺密钥无法用本站的 App Secret 解密，请核对 App Secret`,
          422,
        );
      const shop = String(info.supplierId ?? info.openKeyId);
      return {
        credentials: { openKeyId: info.openKeyId, secretKey },
        // Shein's store keys do not lapse on a date; a revoked one is refused and asks 重新授权.
        expiresAt: null,
        shopDomain: shop,
        shopName: `${NAME} ${shop}`,
      };
    },

    async refresh() {
      throw new PlatformAuthRejected(`${NAME} 店铺密钥已失效，请重新授权`);
    },

    async listOrders(access, since, position) {
      const at: WindowPosition = position
        ? (JSON.parse(position) as WindowPosition)
        : { from: since?.getTime() ?? Date.now() - BACKFILL_MS, page: 1 };
      const now = Date.now();
      const to = Math.min(at.from + WINDOW_MS, now);
      const list = await call<{
        count?: number;
        orderList?: Array<{ orderNo: string; orderUpdateTime?: string }>;
      }>(
        '/open-api/order/order-list',
        {
          queryType: BY_UPDATE_TIME,
          startTime: formatSheinTime(new Date(at.from)),
          endTime: formatSheinTime(new Date(to)),
          page: at.page,
          pageSize: PAGE_SIZE,
        },
        store(access),
      );
      const items = list?.orderList ?? [];
      const updated = new Map(items.map((o) => [o.orderNo, parseSheinTime(o.orderUpdateTime)]));
      const orders = await complete(
        access,
        items.map((o) => o.orderNo),
        updated,
      );
      const morePages = items.length > 0 && at.page * PAGE_SIZE < (list?.count ?? 0);
      const next: WindowPosition | null = morePages
        ? { from: at.from, page: at.page + 1 }
        : to < now
          ? { from: to, page: 1 }
          : null;
      return { orders, next: next && JSON.stringify(next), total: null };
    },

    async fetchOrder(access, orderNo) {
      return (await complete(access, [orderNo], new Map()))[0] ?? null;
    },

    listProducts(access, position) {
      return listSheinProducts(goodsCall(access), position);
    },

    /**
     * Uploads the tracking number for every unit (goodsId) of the lines shipped, with Shein's code
     * of the carrier found by name among the merchant's channels (express-channel).
     */
    async pushFulfilment(access, request) {
      const [detail] = await details(access, [request.platformOrderId]);
      if (!detail) throw new PlatformError(`${NAME} 找不到订单 ${request.platformOrderId}`, 404);
      const channels = await call<{
        expressChannels?: Array<{ expressIdCode: string; expressChannelCode?: string | null }>;
      }>('/open-api/order/express-channel', {}, store(access));
      const list = channels?.expressChannels ?? [];
      const channel = list.find((c) => normalise(c.expressIdCode) === normalise(request.carrier));
      if (!channel)
        throw new PlatformError(
          `${NAME} 的物流渠道中没有“${request.carrier}”，可选：${list.map((c) => c.expressIdCode).join('、')}`,
          422,
        );
      const wanted = new Set(request.lines.flatMap((line) => line.lineId.split(',')));
      const rows = detail.orderGoodsInfoList
        .filter((goods) => wanted.has(goods.goodsId))
        .map((goods) => ({
          expressCode: request.trackingNumber,
          expressIdCode: channel.expressIdCode,
          ...(channel.expressChannelCode ? { expressChannelCode: channel.expressChannelCode } : {}),
          goodsId: goods.goodsId,
          status: 2,
        }));
      if (rows.length === 0) throw new PlatformError(`${NAME} 订单中没有要发货的商品`, 422);
      for (let i = 0; i < rows.length; i += EXPRESS_BATCH) {
        const answer = await call<Array<{ goodsId?: string; errorMsg?: string | null }> | null>(
          '/open-api/order/import-batch-multiple-express',
          { orderNo: request.platformOrderId, infoList: rows.slice(i, i + EXPRESS_BATCH) },
          store(access),
        );
        const refused = (answer ?? []).find((row) => row.errorMsg);
        if (refused) throw new PlatformError(`${NAME} 未接受运单号：${refused.errorMsg}`, 422);
      }
      return `${request.platformOrderId}:${request.trackingNumber}`;
    },

    /** Shein's order push carries no signature PodKit could check publicly: its stores are polled. */
    verifyWebhook() {
      return false;
    },
    parseWebhook() {
      throw new PlatformError(`${NAME} 不接收推送，订单按计划同步`, 400);
    },

    async publishListing(access, draft, remember) {
      return publishSheinProduct(goodsCall(access), draft, remember);
    },
    async unpublishListing(access, spuName) {
      await unshelfSheinProduct(goodsCall(access), spuName);
    },
  };
}

const createSheinConnector: ConnectorFactory = (config: StorePlatformsConfig) =>
  sheinConnector(config.shein);

export default createSheinConnector;
