import { describe, expect, it } from 'vitest';
import { truncateAmount } from './truncate-amount';

describe('truncateAmount', () => {
  it('truncates instead of rounding', () => {
    expect(truncateAmount(12.349)).toBe('12.34');
    expect(truncateAmount(0.999)).toBe('0.99');
    expect(truncateAmount('19.999')).toBe('19.99');
  });

  it('always shows exactly two decimals by default', () => {
    expect(truncateAmount(5)).toBe('5.00');
    expect(truncateAmount(5.1)).toBe('5.10');
    expect(truncateAmount('7')).toBe('7.00');
    expect(truncateAmount('.5')).toBe('0.50');
  });

  it('is not fooled by binary floating point noise', () => {
    expect(truncateAmount(0.1 + 0.2)).toBe('0.30');
    expect(truncateAmount(0.7 * 3)).toBe('2.10');
    expect(truncateAmount(0.29)).toBe('0.29');
    expect(truncateAmount(1.13 * 100)).toBe('113.00');
  });

  it('reads strings as exact decimals', () => {
    expect(truncateAmount('12.305')).toBe('12.30');
    expect(truncateAmount(' 00012.3 ')).toBe('12.30');
    expect(truncateAmount('123456789012345678.987')).toBe('123456789012345678.98');
  });

  it('truncates negatives toward zero and never shows -0.00', () => {
    expect(truncateAmount(-1.239)).toBe('-1.23');
    expect(truncateAmount('-0.50')).toBe('-0.50');
    expect(truncateAmount(-0.001)).toBe('0.00');
    expect(truncateAmount('-0')).toBe('0.00');
  });

  it('handles exponent notation', () => {
    expect(truncateAmount(1e-7)).toBe('0.00');
    expect(truncateAmount(1.5e21)).toBe('1500000000000000000000.00');
    expect(truncateAmount('2.5e1')).toBe('25.00');
    expect(truncateAmount('125e-3')).toBe('0.12');
  });

  it('honours another number of digits', () => {
    expect(truncateAmount(3.14159, 4)).toBe('3.1415');
    expect(truncateAmount(3.99, 0)).toBe('3');
    expect(truncateAmount(2, 3)).toBe('2.000');
  });

  it('shows zero for anything that is not an amount', () => {
    for (const bad of [
      NaN,
      Infinity,
      -Infinity,
      '',
      'abc',
      '1,000',
      '1.2.3',
      '.',
      '-',
      null,
      undefined,
    ]) {
      expect(truncateAmount(bad)).toBe('0.00');
    }
  });
});
