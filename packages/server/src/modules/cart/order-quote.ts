import type { FbaWholesaleTier } from '@podkit/sdk-core';
import type { DbExecutor } from '../../db/client.js';
import { invalid } from '../../http/envelope.js';
import { couponDiscountFor } from '../coupons/index.js';
import type { User } from '../users/index.js';
import type { CartLine } from './cart-service.js';
import type { LogisticsMethodRow } from './schema.js';
import { shippingFeeCents } from './shipping-fee.js';

/** FBA wholesale tiers: from this many units in one FBA order, this percent of the level price. */
export const FBA_WHOLESALE_TIERS: readonly FbaWholesaleTier[] = [
  { min_quantity: 20, percent: 95 },
  { min_quantity: 50, percent: 90 },
  { min_quantity: 100, percent: 85 },
];
export const FBA_MIN_QUANTITY = FBA_WHOLESALE_TIERS[0]!.min_quantity;

export type OrderKind = 'normal' | 'fba';

export interface QuotedLine {
  line: CartLine;
  /** The level price, or the wholesale price for FBA. */
  unitPriceCents: number;
  amountCents: number;
}

/** What an order of some cart lines costs: goods, shipping, packaging, the coupon's discount, total. */
export interface OrderQuote {
  lines: QuotedLine[];
  goodsCents: number;
  shippingCents: number;
  /** The packaging template's per-order fee, 0 without one. */
  packagingCents: number;
  discountCents: number;
  totalCents: number;
  weightGrams: number;
  itemNum: number;
  userCouponId: number | null;
  tier: FbaWholesaleTier | null;
}

/** The tier an FBA order of `quantity` units reaches; null below the smallest. */
export function fbaTier(quantity: number): FbaWholesaleTier | null {
  let reached: FbaWholesaleTier | null = null;
  for (const tier of FBA_WHOLESALE_TIERS) if (quantity >= tier.min_quantity) reached = tier;
  return reached;
}

/**
 * Prices the available lines (unavailable ones count for nothing): level prices, or for FBA the
 * tier's percent of them in whole cents; shipping by weight when a method is given; the coupon's
 * discount on the goods amount when one is named (refused with its reason when it does not apply);
 * a packaging template's per-order fee once per order.
 */
export async function quoteOrder(
  db: DbExecutor,
  user: User,
  lines: CartLine[],
  options: {
    kind: OrderKind;
    method?: LogisticsMethodRow;
    userCouponId?: number | null;
    packagingFeeCents?: number;
  },
): Promise<OrderQuote> {
  const itemNum = lines.reduce((sum, line) => sum + line.row.quantity, 0);
  const tier = options.kind === 'fba' ? fbaTier(itemNum) : null;
  const quoted = lines.map((line): QuotedLine => {
    const level = line.priced.unitPriceCents;
    const unitPriceCents = tier ? Math.trunc((level * tier.percent) / 100) : level;
    const amountCents = line.priced.availability === 'ok' ? unitPriceCents * line.row.quantity : 0;
    return { line, unitPriceCents, amountCents };
  });
  const goodsCents = quoted.reduce((sum, line) => sum + line.amountCents, 0);
  const weightGrams = lines.reduce(
    (sum, line) => sum + line.priced.weightGrams * line.row.quantity,
    0,
  );
  const shippingCents = options.method ? shippingFeeCents(options.method, weightGrams) : 0;
  const userCouponId = options.userCouponId ?? null;
  const discountCents =
    userCouponId === null ? 0 : await couponDiscountFor(db, user, userCouponId, goodsCents);
  const packagingCents = options.packagingFeeCents ?? 0;
  return {
    lines: quoted,
    goodsCents,
    shippingCents,
    packagingCents,
    discountCents,
    totalCents: goodsCents + shippingCents + packagingCents - discountCents,
    weightGrams,
    itemNum,
    userCouponId,
    tier,
  };
}

/** An FBA order needs the smallest tier's quantity and the marketplace's shipment id. */
export function checkFbaOrder(quote: OrderQuote, shipmentId: string | undefined): string {
  if (quote.itemNum < FBA_MIN_QUANTITY)
    throw invalid(`FBA 批发订单至少 ${FBA_MIN_QUANTITY} 件，当前 ${quote.itemNum} 件`);
  const id = (shipmentId ?? '').trim().toUpperCase();
  if (!/^FBA[0-9A-Z]{6,20}$/.test(id))
    throw invalid('请填写正确的 FBA 货件编号（以 FBA 开头，如 FBA15ABCD1234）');
  return id;
}
