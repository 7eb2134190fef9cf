import type { OrderAddress, StoreLineAttribute } from '@podkit/sdk-core';
import type { StoreOrder, StoreOrderLine } from './connector.js';
import { decimalToCents } from './platform-http.js';

/** One unit of an order (order-detail's `orderGoodsInfoList`: each unit its own goodsId). */
export interface SheinGoods {
  /** A 64-bit id, kept as its digits (sheinJson): a JS number would round it. */
  goodsId: string;
  skuCode?: string;
  sellerSku?: string;
  goodsTitle?: string;
  skuAttribute?: Array<{ attrName: string; language: string }>;
  sellerCurrencyPrice?: number | string;
  customizationInfo?: { customInfoId?: string; texts?: string[] } | null;
}

export interface SheinOrderDetail {
  orderNo: string;
  orderStatus: number;
  orderTime?: string;
  orderMsgUpdateTime?: string;
  orderGoodsInfoList: SheinGoods[];
}

/** export-address's `receiveMsgList` item. */
export interface SheinAddress {
  orderNo: string;
  firstName?: string;
  middleName?: string | null;
  lastName?: string;
  country?: string;
  province?: string;
  city?: string;
  district?: string;
  street?: string;
  address?: string;
  addressExt?: string;
  phone?: string;
  postCode?: string;
  email?: string;
}

/** Shein's order status 6: 用户退款 (the buyer was refunded). */
const REFUNDED = 6;

/**
 * Shein answers ids of 19 digits (goodsId) as bare JSON numbers; they are read as strings here so
 * that the id sent back with a tracking number is the one Shein gave.
 */
export function sheinJson(text: string): unknown {
  return JSON.parse(text.replace(/("goodsId"\s*:\s*)(-?\d+)/g, '$1"$2"'));
}

/** JSON for Shein with goodsId back as a bare number. */
export function toSheinJson(body: unknown): string {
  return JSON.stringify(body).replace(/("goodsId":)"(-?\d+)"/g, '$1$2');
}

/** Shein's times are "yyyy-MM-dd HH:mm:ss" in UTC+8. */
export function parseSheinTime(value: string | undefined): Date | null {
  const match = value?.match(/^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/);
  return match ? new Date(`${match[1]}T${match[2]}+08:00`) : null;
}

export function formatSheinTime(at: Date): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
let codesByName: Map<string, string> | null = null;

/** export-address names the country ("United States"); PodKit keeps its ISO code. */
function countryCode(country: string | undefined): string {
  const name = (country ?? '').trim();
  if (/^[A-Z]{2}$/.test(name)) return name;
  if (!codesByName) {
    codesByName = new Map();
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (const a of letters)
      for (const b of letters) {
        const code = a + b;
        const named = regionNames.of(code);
        if (named && named !== code) codesByName.set(named.toLowerCase(), code);
      }
  }
  return codesByName.get(name.toLowerCase()) ?? '';
}

function addressOf(a: SheinAddress): OrderAddress {
  return {
    recipient_name: [a.firstName, a.middleName, a.lastName].filter(Boolean).join(' '),
    phone: a.phone ?? '',
    country_code: countryCode(a.country),
    province: a.province ?? '',
    city: a.city ?? '',
    district: a.district ?? '',
    address1: [a.street, a.address].filter(Boolean).join(' '),
    address2: a.addressExt ?? '',
    postcode: a.postCode ?? '',
  };
}

/** The variant's attributes in English (US), else the first language given. */
function attributes(goods: SheinGoods): string {
  const list = goods.skuAttribute ?? [];
  const english = list.filter((a) => a.language === 'US' || a.language === 'EN');
  return (english.length ? english : list.slice(0, 1)).map((a) => a.attrName).join(' / ');
}

/** Units of one SKU become one line whose id lists their goodsIds, so tracking names each. */
function linesOf(goods: SheinGoods[]): StoreOrderLine[] {
  const bySku = new Map<string, SheinGoods[]>();
  for (const unit of goods) {
    const key = unit.sellerSku || unit.skuCode || unit.goodsId;
    bySku.set(key, [...(bySku.get(key) ?? []), unit]);
  }
  return [...bySku.values()].map((units) => {
    const first = units[0]!;
    const customisation: StoreLineAttribute[] = units.flatMap((u) =>
      (u.customizationInfo?.texts ?? []).map((text) => ({ key: '定制文字', value: text })),
    );
    return {
      lineId: units.map((u) => u.goodsId).join(','),
      sku: first.sellerSku ?? '',
      variantId: first.skuCode ?? '',
      title: [first.goodsTitle, attributes(first)].filter(Boolean).join(' - '),
      quantity: units.length,
      unitPriceCents: decimalToCents(first.sellerCurrencyPrice),
      customisation,
    };
  });
}

export function toStoreOrder(
  detail: SheinOrderDetail,
  address: SheinAddress | undefined,
  updatedAt: Date | null,
): StoreOrder {
  const createdAt = parseSheinTime(detail.orderTime) ?? new Date();
  return {
    platformOrderId: detail.orderNo,
    name: detail.orderNo,
    createdAt,
    updatedAt: updatedAt ?? parseSheinTime(detail.orderMsgUpdateTime) ?? createdAt,
    cancelled: Number(detail.orderStatus) === REFUNDED,
    email: address?.email ?? '',
    address: address ? addressOf(address) : addressOf({ orderNo: detail.orderNo }),
    lines: linesOf(detail.orderGoodsInfoList ?? []),
  };
}
