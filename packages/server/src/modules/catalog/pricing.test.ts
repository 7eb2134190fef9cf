import { describe, expect, it } from 'vitest';
import { formatCents } from '../../http/money.js';
import { cheapestSku, priceSku } from './pricing.js';

describe('priceSku', () => {
  it('adds the size surcharge to the base price without a rule', () => {
    expect(priceSku(3990, 500, undefined)).toEqual({
      originalCents: 4490,
      purchaseCents: 4490,
      mode: 'original',
    });
  });

  it('takes a percentage of the whole price, truncated when shown', () => {
    const price = priceSku(3333, 0, {
      mode: 'percent',
      discountBasisPoints: 8850,
      fixedPriceCents: null,
    });
    expect(price.purchaseCents).toBeCloseTo(2949.705, 6);
    expect(price.mode).toBe('percent');
    // Rounding would give 29.50.
    expect(formatCents(price.purchaseCents)).toBe('29.49');
  });

  it('replaces the base with a fixed price and keeps the surcharge', () => {
    expect(
      priceSku(3990, 800, { mode: 'fixed', discountBasisPoints: null, fixedPriceCents: 2500 }),
    ).toEqual({ originalCents: 4790, purchaseCents: 3300, mode: 'fixed' });
  });

  it('prices the cheapest size', () => {
    expect(cheapestSku(1000, [300, 0, 600], undefined).originalCents).toBe(1000);
    expect(cheapestSku(1000, [], undefined).originalCents).toBe(1000);
  });
});
