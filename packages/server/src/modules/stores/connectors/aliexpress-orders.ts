import type { StoreOrder, StoreOrderLine } from './connector.js';
import { decimalToCents } from './platform-http.js';

/** AliExpress's order times and query dates are US Pacific wall-clock time, "yyyy-MM-dd HH:mm:ss". */
const PACIFIC = 'America/Los_Angeles';

const pacificParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: PACIFIC,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

export function toPacificTime(at: Date): string {
  const part = Object.fromEntries(pacificParts.formatToParts(at).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}

/** The instant a Pacific wall-clock time names (the earlier one in the hour that repeats). */
export function fromPacificTime(text: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) return new Date(Number.NaN);
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  const asUtc = Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
  let guess = asUtc + 8 * 3_600_000;
  // Two rounds settle the offset on either side of a daylight-saving change.
  for (let round = 0; round < 2; round++) {
    const shown = fromWallClock(toPacificTime(new Date(guess)));
    guess += asUtc - shown;
  }
  return new Date(guess);
}

function fromWallClock(text: string): number {
  const [date = '', time = ''] = text.split(' ');
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi, s] = time.split(':').map(Number);
  return Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
}

/**
 * TOP-style answers wrap lists in an object named for the item type (`{order_dto: [...]}`); the
 * simplified format gives the array itself. Either way, the items.
 */
export function listOf<T>(value: unknown): T[] {
  if (Array.isArray(value)) return value as T[];
  if (value && typeof value === 'object') {
    const inner = Object.values(value as Record<string, unknown>)[0];
    if (Array.isArray(inner)) return inner as T[];
    if (inner && typeof inner === 'object') return [inner as T];
  }
  return [];
}

interface Money {
  amount?: string;
  currency_code?: string;
}

/** A child order (one product SKU of the order) of aliexpress.solution.order.info.get. */
export interface AliExpressChildOrder {
  id: number | string;
  product_id: number | string;
  product_name?: string;
  product_standard?: string;
  product_count: number;
  sku_code?: string;
  product_price?: Money;
  buyer_memo?: string;
}

/** `result.data` of aliexpress.solution.order.info.get. */
export interface AliExpressOrderDetail {
  id: number | string;
  gmt_create: string;
  gmt_modified: string;
  order_status: string;
  order_end_reason?: string;
  receipt_address?: {
    contact_person?: string;
    country?: string;
    province?: string;
    city?: string;
    detail_address?: string;
    address2?: string;
    zip?: string;
    mobile_no?: string;
    phone_number?: string;
  };
  child_order_list?: unknown;
  order_amount?: Money;
}

function lineOf(child: AliExpressChildOrder): StoreOrderLine {
  return {
    lineId: String(child.id),
    sku: child.sku_code ?? '',
    variantId: String(child.product_id),
    title: [child.product_name, child.product_standard].filter(Boolean).join(' - '),
    quantity: Number(child.product_count),
    unitPriceCents: decimalToCents(child.product_price?.amount),
    customisation: child.buyer_memo ? [{ key: '买家留言', value: child.buyer_memo }] : [],
  };
}

export function toStoreOrder(order: AliExpressOrderDetail): StoreOrder {
  const address = order.receipt_address ?? {};
  const children = listOf<AliExpressChildOrder>(order.child_order_list);
  const currency = children[0]?.product_price?.currency_code ?? order.order_amount?.currency_code;
  return {
    platformOrderId: String(order.id),
    name: String(order.id),
    createdAt: fromPacificTime(order.gmt_create),
    updatedAt: fromPacificTime(order.gmt_modified || order.gmt_create),
    // A closed order whose end reason is a cancellation (by buyer, seller or timeout).
    cancelled: order.order_status === 'FINISH' && /cancel/i.test(order.order_end_reason ?? ''),
    // AliExpress shares no buyer email with sellers' apps.
    email: '',
    address: {
      recipient_name: address.contact_person ?? '',
      phone: address.mobile_no || address.phone_number || '',
      country_code: address.country ?? '',
      province: address.province ?? '',
      city: address.city ?? '',
      district: '',
      address1: address.detail_address ?? '',
      address2: address.address2 ?? '',
      postcode: address.zip ?? '',
    },
    lines: children.map(lineOf),
    ...(currency ? { currency } : {}),
  };
}
