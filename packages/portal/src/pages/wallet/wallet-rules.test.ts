import { describe, expect, it } from 'vitest';
import { couponValue } from './MyCouponPage.js';
import { exportPercent } from './UserExportRecordPage.js';

describe('wallet screens', () => {
  it('reads a coupon as yuan off or as 折', () => {
    expect(couponValue({ kind: 'amount', amount_off: '5.00', percent_off: 0 })).toBe('¥5.00');
    expect(couponValue({ kind: 'percent', amount_off: '0.00', percent_off: 10 })).toBe('9 折');
    expect(couponValue({ kind: 'percent', amount_off: '0.00', percent_off: 15 })).toBe('8.5 折');
  });

  it('shows export progress, full only once the file is made', () => {
    expect(exportPercent({ status: 'queued', progress: { done: 0, total: null } })).toBe(0);
    expect(exportPercent({ status: 'running', progress: { done: 50, total: 200 } })).toBe(25);
    expect(exportPercent({ status: 'running', progress: { done: 200, total: 200 } })).toBe(99);
    expect(exportPercent({ status: 'succeeded', progress: { done: 200, total: 200 } })).toBe(100);
  });
});
