import type { CartItemCheck } from '@podkit/sdk-core';
import { describe, expect, it } from 'vitest';
import { checkoutVerdict } from './checkout-check';

const check = (id: number, status: CartItemCheck['status']): CartItemCheck => ({
  id,
  status,
  reason: status === 'ok' ? '' : '原因',
  unit_price: '10.00',
  added_unit_price: '9.00',
});

describe('checkoutVerdict', () => {
  it('goes on when every line is ok', () => {
    expect(checkoutVerdict([check(1, 'ok'), check(2, 'ok')])).toEqual({ kind: 'go' });
  });

  it('blocks on unavailable or out-of-stock lines, even with price changes beside them', () => {
    expect(
      checkoutVerdict([
        check(1, 'price_changed'),
        check(2, 'unavailable'),
        check(3, 'out_of_stock'),
      ]),
    ).toEqual({ kind: 'blocked', ids: [2, 3] });
  });

  it('asks to confirm when only prices moved', () => {
    expect(checkoutVerdict([check(1, 'ok'), check(2, 'price_changed')])).toEqual({
      kind: 'confirm-prices',
      ids: [2],
    });
  });
});
