import type { DistributionBasicProduct, LevelPrice, PurchaseRule } from '@podkit/sdk-core';
import type { DbExecutor } from '../../db/client.js';
import { formatCents } from '../../http/money.js';
import { currentLevel, siteGroupLevels, type GroupLevel } from '../users/index.js';
import type { User } from '../users/index.js';
import type { BlankParts } from './blank-read.js';
import { levelRules } from './blank-read.js';
import { basisPointsToPercent, cheapestSku, priceSku } from './pricing.js';
import { privilegePrices, type BasicProductRow } from './schema.js';
import { eq } from 'drizzle-orm';

/** The level a reseller buys at, with the site's levels it was picked from. */
export async function callerLevel(
  db: DbExecutor,
  user: User,
): Promise<{ level: GroupLevel | undefined; levels: GroupLevel[] }> {
  const levels = await siteGroupLevels(db, user.siteId);
  return { level: currentLevel(levels, user), levels };
}

/** Cheapest-SKU price of each blank at one level, by blank id. */
export async function purchasePrices(
  db: DbExecutor,
  rows: BasicProductRow[],
  parts: Map<number, BlankParts>,
  groupId: number | null,
): Promise<Map<number, string>> {
  const rules = await levelRules(
    db,
    rows.map((row) => row.id),
    groupId,
  );
  const prices = new Map<number, string>();
  for (const row of rows) {
    const surcharges = (parts.get(row.id)?.sizes ?? []).map((size) => size.surchargeCents);
    prices.set(
      row.id,
      formatCents(cheapestSku(row.basePriceCents, surcharges, rules.get(row.id)).purchaseCents),
    );
  }
  return prices;
}

/** The detail fields only a signed-in reseller gets: their price and every level's price. */
export async function levelPricesOf(
  db: DbExecutor,
  row: BasicProductRow,
  parts: BlankParts,
  user: User,
): Promise<Pick<DistributionBasicProduct, 'purchase_price' | 'level_name' | 'level_prices'>> {
  const { level, levels } = await callerLevel(db, user);
  const rules = await db
    .select()
    .from(privilegePrices)
    .where(eq(privilegePrices.productId, row.id));
  const surcharges = parts.sizes.map((size) => size.surchargeCents);
  const priceAt = (groupId: number | undefined) =>
    cheapestSku(
      row.basePriceCents,
      surcharges,
      rules.find((rule) => rule.groupId === groupId),
    ).purchaseCents;
  const levelPrices: LevelPrice[] = levels.map((l) => ({
    group_id: l.id,
    level_name: l.levelName,
    price: formatCents(priceAt(l.id)),
  }));
  return {
    purchase_price: formatCents(priceAt(level?.id)),
    level_name: level?.levelName ?? '',
    level_prices: levelPrices,
  };
}

/** The purchase rule of one colour × size for the caller's level; null when the SKU is not the blank's. */
export async function purchaseRuleFor(
  db: DbExecutor,
  row: BasicProductRow,
  parts: BlankParts,
  user: User,
  colorId: number,
  sizeId: number,
): Promise<PurchaseRule | null> {
  const color = parts.colors.find((c) => c.id === colorId);
  const size = parts.sizes.find((s) => s.id === sizeId);
  if (!color || !size) return null;
  const { level } = await callerLevel(db, user);
  const rules = await levelRules(db, [row.id], level?.id ?? null);
  const rule = rules.get(row.id);
  const price = priceSku(row.basePriceCents, size.surchargeCents, rule);
  return {
    basic_product_id: row.id,
    color_id: color.id,
    size_id: size.id,
    purchase_price: formatCents(price.purchaseCents),
    original_price: formatCents(price.originalCents),
    level_name: level?.levelName ?? '',
    group_id: level?.id ?? null,
    price_mode: price.mode,
    discount_percent:
      price.mode === 'percent' && rule?.discountBasisPoints != null
        ? basisPointsToPercent(rule.discountBasisPoints)
        : null,
    weight_grams: row.weightGrams,
  };
}
