import { describe, expect, it } from 'vitest';
import { couponDiscount, userCouponStatus } from './coupon-rules.js';

const window = {
  validFrom: new Date('2026-01-01T00:00:00Z'),
  validTo: new Date('2026-12-31T00:00:00Z'),
};
const now = new Date('2026-06-01T00:00:00Z');

describe('couponDiscount', () => {
  it('takes a fixed amount off, at most the goods amount', () => {
    const coupon = {
      ...window,
      kind: 'amount' as const,
      amountOffCents: 1000,
      percentOff: 0,
      minSpendCents: 0,
    };
    expect(couponDiscount(coupon, 5000, now)).toEqual({ discountCents: 1000 });
    expect(couponDiscount(coupon, 600, now)).toEqual({ discountCents: 600 });
  });

  it('takes a percent off, truncated to whole cents', () => {
    const coupon = {
      ...window,
      kind: 'percent' as const,
      amountOffCents: 0,
      percentOff: 15,
      minSpendCents: 0,
    };
    expect(couponDiscount(coupon, 3333, now)).toEqual({ discountCents: 499 });
  });

  it('refuses below the minimum spend and outside the window', () => {
    const coupon = {
      ...window,
      kind: 'amount' as const,
      amountOffCents: 500,
      percentOff: 0,
      minSpendCents: 10000,
    };
    expect(couponDiscount(coupon, 9999, now)).toHaveProperty('refused');
    expect(couponDiscount(coupon, 10000, new Date('2027-01-01T00:00:00Z'))).toEqual({
      refused: '优惠券已过期',
    });
    expect(couponDiscount(coupon, 10000, new Date('2025-01-01T00:00:00Z'))).toEqual({
      refused: '优惠券尚未生效',
    });
  });
});

describe('userCouponStatus', () => {
  it('is used once used, expired after the window, else usable', () => {
    expect(userCouponStatus({ usedOrderId: 5 }, window, now)).toBe('used');
    expect(userCouponStatus({ usedOrderId: null }, window, new Date('2027-01-01T00:00:00Z'))).toBe(
      'expired',
    );
    expect(userCouponStatus({ usedOrderId: null }, window, now)).toBe('usable');
  });
});
