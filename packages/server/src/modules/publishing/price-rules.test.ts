import { describe, expect, it } from 'vitest';
import {
  formatFactor,
  formatRate,
  parseScaled,
  priceCents,
  type PriceRule,
} from './price-rules.js';

/** A rate of 1 and a factor of 1: the cost itself goes through the rounding. */
const at = (cents: number, rule: Partial<PriceRule>) =>
  priceCents(cents, 1_000_000, {
    factorTenThousandths: 10_000,
    addendCents: 0,
    rounding: 'none',
    ...rule,
  });

describe('rounding rules', () => {
  it('99 rounds up to the next x.99 and keeps an x.99', () => {
    expect(at(1234, { rounding: '99' })).toBe(1299);
    expect(at(1299, { rounding: '99' })).toBe(1299);
    expect(at(1300, { rounding: '99' })).toBe(1399);
    expect(at(5, { rounding: '99' })).toBe(99);
  });

  it('x9 rounds up to the next .x9 and keeps a .x9', () => {
    expect(at(1234, { rounding: 'x9' })).toBe(1239);
    expect(at(1230, { rounding: 'x9' })).toBe(1239);
    expect(at(1239, { rounding: 'x9' })).toBe(1239);
    expect(at(1240, { rounding: 'x9' })).toBe(1249);
  });

  it('none rounds half up to the cent', () => {
    // 10.00 CNY × 0.138 = 1.38 exactly; × 0.13805 = 1.3805 → 1.38; × 0.13815 → 1.38|15 → 1.38
    expect(
      priceCents(1000, 138_000, { factorTenThousandths: 10_000, addendCents: 0, rounding: 'none' }),
    ).toBe(138);
    // 0.01 × 0.5 = 0.005 → half up → 0.01
    expect(
      priceCents(1, 500_000, { factorTenThousandths: 10_000, addendCents: 0, rounding: 'none' }),
    ).toBe(1);
    expect(
      priceCents(1, 499_999, { factorTenThousandths: 10_000, addendCents: 0, rounding: 'none' }),
    ).toBe(0);
  });

  it('rounds the exact price, not a rounded one, after the addend', () => {
    // 59.90 CNY × 0.1380 × 2.5 = 20.6655, + 5.00 = 25.6655
    const rule = { factorTenThousandths: 25_000, addendCents: 500 };
    expect(priceCents(5990, 138_000, { ...rule, rounding: 'none' })).toBe(2567);
    expect(priceCents(5990, 138_000, { ...rule, rounding: '99' })).toBe(2599);
    expect(priceCents(5990, 138_000, { ...rule, rounding: 'x9' })).toBe(2569);
  });
});

describe('decimal strings', () => {
  it('reads and writes scaled integers without floats', () => {
    expect(parseScaled('0.1380', 6)).toBe(138_000);
    expect(parseScaled('2.5', 4)).toBe(25_000);
    expect(parseScaled('1.23456', 4)).toBeNull();
    expect(parseScaled('-1', 4)).toBeNull();
    expect(parseScaled('abc', 4)).toBeNull();
    expect(formatRate(138_000)).toBe('0.1380');
    expect(formatRate(42_512)).toBe('0.042512');
    expect(formatRate(7_100_000)).toBe('7.1000');
    expect(formatFactor(25_000)).toBe('2.50');
    expect(formatFactor(12_345)).toBe('1.2345');
  });
});
