import { describe, expect, it } from 'vitest';
import { shippingFeeCents } from './shipping-fee.js';

const rule = {
  firstWeightGrams: 500,
  firstFeeCents: 1500,
  additionalWeightGrams: 500,
  additionalFeeCents: 500,
};

describe('shipping fee by weight', () => {
  it('charges the first step for anything up to 500 g, nothing at all included', () => {
    expect(shippingFeeCents(rule, 0)).toBe(1500);
    expect(shippingFeeCents(rule, 500)).toBe(1500);
  });

  it('adds one fee per started further 500 g', () => {
    expect(shippingFeeCents(rule, 501)).toBe(2000);
    expect(shippingFeeCents(rule, 1000)).toBe(2000);
    expect(shippingFeeCents(rule, 1001)).toBe(2500);
  });
});
