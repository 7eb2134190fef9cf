import { and, asc, eq, inArray } from 'drizzle-orm';
import type {
  CartItemCheck,
  CartPriceBreakdown,
  FbaWholesalePrice,
  OrdinaryProductPrice,
} from '@podkit/sdk-core';
import type { DbExecutor } from '../../db/client.js';
import { formatCents } from '../../http/money.js';
import { goods, goodsSkus } from '../goods/index.js';
import { packagingForOrder } from '../packaging/index.js';
import type { User } from '../users/index.js';
import type { CartLine } from './cart-service.js';
import { findLogistics } from './logistics.js';
import {
  FBA_MIN_QUANTITY,
  FBA_WHOLESALE_TIERS,
  quoteOrder,
  type OrderQuote,
} from './order-quote.js';

/** Each line checked again: orderable, price changed since it was added, or why not. */
export function checkLines(lines: CartLine[]): CartItemCheck[] {
  return lines.map(({ row, priced }) => {
    const base = {
      id: row.id,
      unit_price: formatCents(priced.unitPriceCents),
      added_unit_price: formatCents(row.addedUnitPriceCents),
    };
    if (priced.availability !== 'ok')
      return { ...base, status: priced.availability, reason: priced.reason };
    if (priced.unitPriceCents !== row.addedUnitPriceCents)
      return {
        ...base,
        status: 'price_changed',
        reason: `价格已变动：加入购物车时 ${base.added_unit_price} 元，现价 ${base.unit_price} 元`,
      };
    return { ...base, status: 'ok', reason: '' };
  });
}

export function linesWeight(lines: CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.priced.weightGrams * line.row.quantity, 0);
}

/** The goods amount of the lines that can be ordered now. */
export function availableGoodsCents(lines: CartLine[]): number {
  return lines
    .filter((line) => line.priced.availability === 'ok')
    .reduce((sum, line) => sum + line.amountCents, 0);
}

export function toBreakdown(quote: OrderQuote): CartPriceBreakdown {
  return {
    goods_amount: formatCents(quote.goodsCents),
    shipping_fee: formatCents(quote.shippingCents),
    packaging_fee: formatCents(quote.packagingCents),
    discount: formatCents(quote.discountCents),
    total: formatCents(quote.totalCents),
    weight_grams: quote.weightGrams,
    item_num: quote.itemNum,
    coupon_id: quote.userCouponId,
  };
}

/**
 * Goods, shipping (when a method is named), packaging (when a usable template is named), the
 * coupon's discount and total of some lines.
 */
export async function priceBreakdown(
  db: DbExecutor,
  user: User,
  lines: CartLine[],
  options: { logisticsId?: number; userCouponId?: number; bottomTemplateId?: number },
): Promise<CartPriceBreakdown> {
  const method =
    options.logisticsId === undefined
      ? undefined
      : await findLogistics(db, user.siteId, options.logisticsId);
  const packaging =
    options.bottomTemplateId === undefined
      ? undefined
      : await packagingForOrder(
          db,
          { siteId: user.siteId, userId: user.id },
          options.bottomTemplateId,
        );
  return toBreakdown(
    await quoteOrder(db, user, lines, {
      kind: 'normal',
      method,
      userCouponId: options.userCouponId,
      packagingFeeCents: packaging?.feeCents,
    }),
  );
}

/** fbaWholesalePrice: the lines at the wholesale tier their total quantity reaches. */
export async function fbaWholesaleBreakdown(
  db: DbExecutor,
  user: User,
  lines: CartLine[],
  logisticsId: number | undefined,
): Promise<FbaWholesalePrice> {
  const method =
    logisticsId === undefined ? undefined : await findLogistics(db, user.siteId, logisticsId);
  const quote = await quoteOrder(db, user, lines, { kind: 'fba', method });
  return {
    ...toBreakdown(quote),
    lines: quote.lines.map(({ line, unitPriceCents, amountCents }) => ({
      id: line.row.id,
      quantity: line.row.quantity,
      unit_price: formatCents(line.priced.unitPriceCents),
      wholesale_unit_price: formatCents(unitPriceCents),
      amount: formatCents(amountCents),
    })),
    tier: quote.tier,
    tiers: [...FBA_WHOLESALE_TIERS],
    min_quantity: FBA_MIN_QUANTITY,
  };
}

/** Prices of published general goods for the caller (general goods have one price for all levels). */
export async function ordinaryProductPrices(
  db: DbExecutor,
  user: User,
  ids: number[],
): Promise<OrdinaryProductPrice[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(goods)
    .where(and(eq(goods.siteId, user.siteId), eq(goods.isPublished, 1), inArray(goods.id, ids)))
    .orderBy(asc(goods.id));
  const skus = rows.length
    ? await db
        .select()
        .from(goodsSkus)
        .where(
          inArray(
            goodsSkus.goodsId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(goodsSkus.sort), asc(goodsSkus.id))
    : [];
  return rows.map((row) => ({
    id: row.id,
    price: formatCents(row.priceCents),
    stock: row.stock,
    skus: skus
      .filter((sku) => sku.goodsId === row.id)
      .map((sku) => ({ id: sku.id, price: formatCents(sku.priceCents), stock: sku.stock })),
  }));
}
