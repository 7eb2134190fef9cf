import { describe, expect, it } from 'vitest';
import { addYuan, fromCents, savingPercent, toCents } from './money.js';

describe('money', () => {
  it('adds yuan strings without floating-point drift', () => {
    expect(addYuan('0.10', '0.20')).toBe('0.30');
    expect(addYuan('39.90', '5.00')).toBe('44.90');
    expect(addYuan('19.99', '0')).toBe('19.99');
  });

  it('reads and writes cents', () => {
    expect(toCents('12.34')).toBe(1234);
    expect(toCents('abc')).toBe(0);
    expect(fromCents(5)).toBe('0.05');
    expect(fromCents(-150)).toBe('-1.50');
  });

  it('gives the saving against the list price in whole percent', () => {
    expect(savingPercent('100.00', '88.00')).toBe(12);
    expect(savingPercent('39.90', '39.90')).toBe(0);
    expect(savingPercent('0.00', '1.00')).toBe(0);
  });
});
