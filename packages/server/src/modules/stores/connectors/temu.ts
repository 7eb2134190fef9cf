import { createHash } from 'node:crypto';
import type { StoreLineAttribute } from '@podkit/sdk-core';
import type { StorePlatformsConfig, TemuAppConfig } from '../../../config.js';
import {
  PlatformAuthRejected,
  PlatformError,
  PlatformRateLimited,
  PublishingNotSupported,
  type ConnectorFactory,
  type StoreAccess,
  type StoreConnector,
  type StoreOrder,
  type StoreOrderLine,
} from './connector.js';
import { decimalToCents, platformFetch } from './platform-http.js';
import { listTemuGoods } from './temu-listings.js';
import { publishTemuGoods, setOnSale, type TemuGoodsCall } from './temu-goods.js';

const PAGE_SIZE = 100;
/** Temu's answer when the app calls more than 20 times a second. */
const RATE_LIMITED = 4000004;

/** A parameter as Temu signs it: objects and arrays as compact JSON, the rest as text. */
function signedValue(value: unknown): string {
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * Temu's router signature: upper-case hex MD5 of app secret + every parameter but `sign`, sorted by
 * name, as name + value + app secret. Empty values are left out (as hiscaler/temu-go does).
 */
export function temuSign(appSecret: string, params: Record<string, unknown>): string {
  const joined = Object.keys(params)
    .filter((key) => key !== 'sign' && params[key] !== undefined && params[key] !== null)
    .filter((key) => params[key] !== '')
    .sort()
    .map((key) => `${key}${signedValue(params[key])}`)
    .join('');
  return createHash('md5').update(`${appSecret}${joined}${appSecret}`).digest('hex').toUpperCase();
}

interface TemuSubOrder {
  orderSn: string;
  goodsId: number | string;
  skuId: number | string;
  quantity: number;
  goodsName?: string;
  spec?: string;
  /** The seller's SKU code. */
  outSkuSn?: string;
  unitRetailPrice?: { amount?: string; currency?: string };
}

interface TemuParentOrder {
  parentOrderMap: {
    parentOrderSn: string;
    parentOrderStatus: number;
    parentOrderTime: number;
    updateTime: number;
  };
  orderList: TemuSubOrder[];
}

interface TemuShippingInfo {
  receiptName?: string;
  mobile?: string;
  mail?: string;
  regionName1?: string;
  regionName2?: string;
  regionName3?: string;
  regionName4?: string;
  addressLine1?: string;
  addressLine2?: string;
  addressLine3?: string;
  postCode?: string;
  regionCode?: string;
}

interface TemuCustomisation {
  orderSn: string;
  customizedText?: Array<{ name: string; value: string }>;
  previewImageUrl?: string;
}

type Envelope<T> = { success: boolean; errorCode: number; errorMsg: string; result?: T };

/** Temu's code for "cancelled" (parentOrderStatus). */
const CANCELLED = 3;

/** Sub-orders of one SKU become one line whose id lists theirs, so a shipment names each again. */
function linesOf(
  subOrders: TemuSubOrder[],
  customised: Map<string, StoreLineAttribute[]>,
): StoreOrderLine[] {
  const bySku = new Map<string, { first: TemuSubOrder; sns: string[]; quantity: number }>();
  for (const sub of subOrders) {
    const key = String(sub.skuId);
    const group = bySku.get(key);
    if (group) {
      group.sns.push(sub.orderSn);
      group.quantity += sub.quantity;
    } else bySku.set(key, { first: sub, sns: [sub.orderSn], quantity: sub.quantity });
  }
  return [...bySku.values()].map(({ first, sns, quantity }) => ({
    lineId: sns.join(','),
    sku: first.outSkuSn ?? '',
    variantId: String(first.skuId),
    title: [first.goodsName, first.spec].filter(Boolean).join(' - '),
    quantity,
    unitPriceCents: decimalToCents(first.unitRetailPrice?.amount),
    customisation: sns.flatMap((sn) => customised.get(sn) ?? []),
  }));
}

function toStoreOrder(
  order: TemuParentOrder,
  address: TemuShippingInfo,
  customised: Map<string, StoreLineAttribute[]>,
): StoreOrder {
  const parent = order.parentOrderMap;
  return {
    platformOrderId: parent.parentOrderSn,
    name: parent.parentOrderSn,
    createdAt: new Date(parent.parentOrderTime * 1000),
    updatedAt: new Date(parent.updateTime * 1000),
    cancelled: parent.parentOrderStatus === CANCELLED,
    email: address.mail ?? '',
    address: {
      recipient_name: address.receiptName ?? '',
      phone: address.mobile ?? '',
      country_code: address.regionCode ?? '',
      province: address.regionName2 ?? '',
      city: address.regionName3 ?? '',
      district: address.regionName4 ?? '',
      address1: address.addressLine1 ?? '',
      address2: [address.addressLine2, address.addressLine3].filter(Boolean).join(' '),
      postcode: address.postCode ?? '',
    },
    lines: linesOf(order.orderList, customised),
  };
}

function customisationOf(item: TemuCustomisation): StoreLineAttribute[] {
  const texts = (item.customizedText ?? []).map((t) => ({ key: t.name, value: t.value }));
  return item.previewImageUrl
    ? [...texts, { key: '定制预览图', value: item.previewImageUrl }]
    : texts;
}

/** Errors Temu answers with HTTP 200 and `success: false`. */
function raise(envelope: Envelope<unknown>, platformName: string): never {
  const said = `${platformName} ${envelope.errorCode}：${envelope.errorMsg}`;
  if (envelope.errorCode === RATE_LIMITED) throw new PlatformRateLimited(said, 1000);
  // Temu's codes for a refused token were not found in its public docs; its messages name it.
  if (/access[_ ]?token/i.test(envelope.errorMsg)) throw new PlatformAuthRejected(said);
  throw new PlatformError(said, 400);
}

const normalise = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A signed call to the app's router: `type` with `params`, as the store (or, with null, the app). */
export type TemuCall = <T>(type: string, accessToken: string | null, params: object) => Promise<T>;

export function temuCaller(platformName: string, app: TemuAppConfig): TemuCall {
  return async function call<T>(
    type: string,
    accessToken: string | null,
    params: object,
  ): Promise<T> {
    const body: Record<string, unknown> = {
      ...params,
      type,
      app_key: app.appKey,
      timestamp: Math.floor(Date.now() / 1000),
      data_type: 'JSON',
      ...(accessToken !== null ? { access_token: accessToken } : {}),
    };
    body.sign = temuSign(app.appSecret, body);
    const response = await platformFetch<Envelope<T>>(`${app.apiUrl}/openapi/router`, {
      platformName,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      messageOf: (b) => String((b as Envelope<unknown>)?.errorMsg ?? ''),
    });
    if (!response.body.success) raise(response.body, platformName);
    return response.body.result as T;
  };
}

export function temuConnector(
  platform: 17 | 18 | 20,
  platformName: string,
  app: TemuAppConfig,
): StoreConnector {
  const call = temuCaller(platformName, app);
  const token = (access: StoreAccess) => access.credentials.accessToken ?? '';
  const goodsCall =
    (access: StoreAccess): TemuGoodsCall =>
    <T>(type: string, params: object) =>
      call<T>(type, token(access), params);

  async function shippingInfo(access: StoreAccess, parentOrderSn: string) {
    return call<TemuShippingInfo>('bg.order.shippinginfo.v2.get', token(access), {
      parentOrderSn,
    });
  }

  async function customisations(access: StoreAccess, orders: TemuParentOrder[]) {
    const orderSnList = orders.flatMap((o) => o.orderList.map((sub) => sub.orderSn));
    const found = new Map<string, StoreLineAttribute[]>();
    if (orderSnList.length === 0) return found;
    const result = await call<{ customizationInfoList?: TemuCustomisation[] }>(
      'bg.order.customization.get',
      token(access),
      { orderSnList },
    );
    for (const item of result?.customizationInfoList ?? [])
      found.set(item.orderSn, customisationOf(item));
    return found;
  }

  async function complete(access: StoreAccess, orders: TemuParentOrder[]) {
    const customised = await customisations(access, orders);
    const done: StoreOrder[] = [];
    for (const order of orders) {
      const address = await shippingInfo(access, order.parentOrderMap.parentOrderSn);
      done.push(toStoreOrder(order, address ?? {}, customised));
    }
    return done;
  }

  async function detail(access: StoreAccess, parentOrderSn: string) {
    return call<TemuParentOrder | null>('bg.order.detail.v2.get', token(access), {
      parentOrderSn,
    });
  }

  return {
    platform,
    authorizeUrl({ state, redirectUri }) {
      const url = new URL(app.authorizeUrl);
      url.searchParams.set('app_key', app.appKey);
      url.searchParams.set('state', state);
      url.searchParams.set('redirect_url', redirectUri);
      return url.toString();
    },

    async exchangeCode(_shop, code) {
      const grant = await call<{
        accessToken: string;
        expiredTime: number;
        mallId: number | string;
        apiScopeList?: string[];
      }>('bg.open.accesstoken.create', null, { code });
      return {
        credentials: { accessToken: grant.accessToken },
        // Seconds since the epoch; Temu gives no refresh token, so the seller authorises again.
        expiresAt: grant.expiredTime ? new Date(grant.expiredTime * 1000) : null,
        shopDomain: String(grant.mallId),
        shopName: `${platformName} ${grant.mallId}`,
      };
    },

    /** Temu has no refresh token: when the token lapses, the seller authorises again. */
    async refresh() {
      throw new PlatformAuthRejected(`${platformName} 授权已到期，请重新授权`);
    },

    async listOrders(access, since, position) {
      const pageNumber = position ? Number(position) : 1;
      const result = await call<{ totalItemNum?: number; pageItems?: TemuParentOrder[] }>(
        'bg.order.list.v2.get',
        token(access),
        {
          pageNumber,
          pageSize: PAGE_SIZE,
          ...(since ? { updateAtStart: Math.floor(since.getTime() / 1000) } : {}),
        },
      );
      const items = result?.pageItems ?? [];
      const total = result?.totalItemNum ?? null;
      const more = items.length === PAGE_SIZE && (total === null || pageNumber * PAGE_SIZE < total);
      return {
        orders: await complete(access, items),
        next: more ? String(pageNumber + 1) : null,
        total,
      };
    },

    async fetchOrder(access, platformOrderId) {
      const order = await detail(access, platformOrderId);
      return order ? ((await complete(access, [order]))[0] ?? null) : null;
    },

    listProducts(access, position) {
      return listTemuGoods(goodsCall(access), position);
    },

    /**
     * Confirms the sub-orders shipped with the tracking number and Temu's id of the carrier, found
     * by name in Temu's carrier list; every sub-order is named with its goods, SKU and quantity.
     */
    async pushFulfilment(access, request) {
      const order = await detail(access, request.platformOrderId);
      if (!order) throw new PlatformError(`${platformName} 找不到该订单`, 404);
      const carriers = await call<{
        shipCompanyList?: Array<{ shipCompanyId: number; shipCompanyName: string }>;
      }>('bg.logistics.companies.get', token(access), {});
      const list = carriers?.shipCompanyList ?? [];
      const carrier = list.find((c) => normalise(c.shipCompanyName) === normalise(request.carrier));
      if (!carrier)
        throw new PlatformError(
          `${platformName} 的承运商列表中没有“${request.carrier}”，可选：${list.map((c) => c.shipCompanyName).join('、')}`,
          422,
        );
      const wanted = new Set(request.lines.flatMap((line) => line.lineId.split(',')));
      const orderSendInfoList = order.orderList
        .filter((sub) => wanted.has(sub.orderSn))
        .map((sub) => ({
          parentOrderSn: request.platformOrderId,
          orderSn: sub.orderSn,
          goodsId: sub.goodsId,
          skuId: sub.skuId,
          quantity: sub.quantity,
        }));
      const result = await call<{ packageSnList?: string[] } | null>(
        'bg.logistics.shipment.v2.confirm',
        token(access),
        {
          sendType: 0,
          sendRequestList: [
            {
              carrierId: carrier.shipCompanyId,
              trackingNumber: request.trackingNumber,
              orderSendInfoList,
            },
          ],
        },
      );
      return result?.packageSnList?.[0] ?? request.platformOrderId;
    },

    /** Temu's push signature is not documented publicly: its stores are polled, never pushed. */
    verifyWebhook() {
      return false;
    },
    parseWebhook() {
      throw new PlatformError(`${platformName} 不接收推送，订单按计划同步`, 400);
    },

    /** Temu hosted (20) lists for the seller: PodKit publishes only to a seller's own store. */
    async publishListing(access, draft, remember) {
      if (platform === 20) throw new PublishingNotSupported(platformName);
      return publishTemuGoods(platformName, goodsCall(access), draft, remember);
    },
    async unpublishListing(access, listingId) {
      if (platform === 20) throw new PublishingNotSupported(platformName);
      await setOnSale(goodsCall(access), listingId, false);
    },
  };
}

export const createTemuConnector: ConnectorFactory = (config: StorePlatformsConfig) =>
  temuConnector(17, 'Temu', config.temu);

export const createTemuLocalConnector: ConnectorFactory = (config: StorePlatformsConfig) =>
  temuConnector(18, 'Temu 本土', config.temuLocal);
