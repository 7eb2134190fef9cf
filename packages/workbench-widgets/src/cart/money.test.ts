import { describe, expect, it } from 'vitest';
import { centsOf, sumYuan, yuanOf } from './money';

describe('cart money', () => {
  it('reads yuan text as cents without floating-point drift', () => {
    expect(centsOf('12.30')).toBe(1230);
    expect(centsOf('0.1')).toBe(10);
    expect(centsOf('-25.50')).toBe(-2550);
    expect(centsOf('7')).toBe(700);
    expect(centsOf('abc')).toBe(0);
  });

  it('sums amounts exactly and shows two decimals', () => {
    expect(sumYuan(['0.10', '0.20'])).toBe('0.30');
    expect(sumYuan(['19.99', '0.01', '100.00'])).toBe('120.00');
    expect(sumYuan([])).toBe('0.00');
    expect(yuanOf(123456)).toBe('1234.56');
  });
});
