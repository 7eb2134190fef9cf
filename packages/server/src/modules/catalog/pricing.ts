/** How one group level buys a blank: a percentage of the price or a fixed base price. */
export interface LevelPriceRule {
  mode: 'percent' | 'fixed';
  /** 8850 = 88.5 %. */
  discountBasisPoints: number | null;
  fixedPriceCents: number | null;
}

export interface SkuPrice {
  /** The list price of the SKU. */
  originalCents: number;
  /** The level's price; may hold a fraction of a cent, which display truncates. */
  purchaseCents: number;
  mode: 'original' | 'percent' | 'fixed';
}

/**
 * The price of one colour × size: base plus the size's surcharge, then the level's rule. A fixed
 * price replaces the base; the size surcharge still applies to it.
 */
export function priceSku(
  basePriceCents: number,
  surchargeCents: number,
  rule: LevelPriceRule | undefined,
): SkuPrice {
  const originalCents = basePriceCents + surchargeCents;
  if (rule?.mode === 'percent' && rule.discountBasisPoints !== null)
    return {
      originalCents,
      purchaseCents: (originalCents * rule.discountBasisPoints) / 10_000,
      mode: 'percent',
    };
  if (rule?.mode === 'fixed' && rule.fixedPriceCents !== null)
    return { originalCents, purchaseCents: rule.fixedPriceCents + surchargeCents, mode: 'fixed' };
  return { originalCents, purchaseCents: originalCents, mode: 'original' };
}

/** The cheapest SKU of a blank (every rule grows with the surcharge, so the cheapest size). */
export function cheapestSku(
  basePriceCents: number,
  surchargesCents: number[],
  rule: LevelPriceRule | undefined,
): SkuPrice {
  const lowest = surchargesCents.length > 0 ? Math.min(...surchargesCents) : 0;
  return priceSku(basePriceCents, lowest, rule);
}

/** Basis points (8850) as the percent operators type (88.5). */
export function basisPointsToPercent(basisPoints: number): number {
  return basisPoints / 100;
}
