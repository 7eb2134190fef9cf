import { describe, expect, it } from 'vitest';
import { formatCents } from './money.js';

describe('formatCents', () => {
  it('writes cents as yuan with two decimals', () => {
    expect(formatCents(0)).toBe('0.00');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(1230)).toBe('12.30');
    expect(formatCents(100_000)).toBe('1000.00');
    expect(formatCents(-105)).toBe('-1.05');
  });

  it('truncates fractions of a cent instead of rounding them', () => {
    expect(formatCents(1299.99)).toBe('12.99');
    expect(formatCents(-0.7)).toBe('0.00');
  });

  it('refuses what is not an amount', () => {
    expect(() => formatCents(Number.NaN)).toThrow(RangeError);
  });
});
