import { describe, expect, it } from 'vitest';
import type { OrderItemRow, OrderRow } from '../orders/index.js';
import { deliveryDaysOf } from '../cart/index.js';
import { refundCap, refusalOf } from './returnable.js';
import { actionsFor, assertAllowed } from './state-machine.js';

const order = (fields: Partial<OrderRow>) =>
  ({
    orderNo: 'PK20261126000001',
    status: 'shipped',
    goodsAmountCents: 10_000,
    discountCents: 0,
    totalCents: 11_500,
    refundCents: 0,
    ...fields,
  }) as OrderRow;
const item = (id: number, amountCents: number, quantity: number) =>
  ({ id, amountCents, quantity }) as OrderItemRow;
const returned = (orderItemId: number, quantity: number) => ({
  orderItemId,
  quantity,
  name: '',
  skuText: '',
  unitPriceCents: 0,
});

describe('what a return may refund', () => {
  it('is what was paid for the returned units, their share of the discount taken off', () => {
    const items = [item(1, 6_000, 3), item(2, 4_000, 1)];
    expect(refundCap(order({}), items, [returned(1, 2)]).cap).toBe(4_000);
    // A 10.00 discount on 100.00 of goods: the 60.00 line paid 54.00, two of three units 36.00.
    expect(refundCap(order({ discountCents: 1_000 }), items, [returned(1, 2)]).cap).toBe(3_600);
  });

  it('never goes past what the order has left after earlier refunds', () => {
    const items = [item(1, 6_000, 3), item(2, 4_000, 1)];
    expect(refundCap(order({ refundCents: 10_000 }), items, [returned(1, 3)])).toEqual({
      linesPaid: 6_000,
      left: 1_500,
      cap: 1_500,
    });
    expect(refundCap(order({ refundCents: 11_500 }), items, [returned(2, 1)]).cap).toBe(0);
  });
});

describe('when a return may be asked', () => {
  const window = { days: 30, timeZone: 'Asia/Shanghai' };
  const deadline = new Date('2026-11-30T00:00:00Z');
  it('only for shipped orders, before the deadline', () => {
    expect(refusalOf(order({}), deadline, window, new Date('2026-11-29T00:00:00Z'))).toBe('');
    expect(refusalOf(order({ status: 'paid' }), null, window)).toBe(
      '订单 PK20261126000001 尚未发货（当前「已付款」），只能为已发货的商品申请退货或重印',
    );
    expect(refusalOf(order({}), deadline, window, new Date('2026-12-01T00:00:00Z'))).toBe(
      '订单 PK20261126000001 已超过售后申请期限：签收后 30 天内可申请，截止 2026-11-30',
    );
  });

  it('counts a method promising working days as calendar days', () => {
    expect(deliveryDaysOf('7-12 个工作日')).toBe(17);
    expect(deliveryDaysOf('5 天')).toBe(5);
    expect(deliveryDaysOf('视情况而定')).toBe(0);
  });
});

describe('return states', () => {
  it('lets the operators decide, the reseller answer or withdraw, and ends there', () => {
    expect(actionsFor('operator', 'pending')).toEqual(['approve', 'reject', 'ask_info']);
    expect(actionsFor('operator', 'needs_info')).toEqual(['approve', 'reject']);
    expect(actionsFor('reseller', 'needs_info')).toEqual(['resubmit', 'cancel']);
    for (const status of ['approved', 'rejected', 'cancelled'] as const) {
      expect(actionsFor('operator', status)).toEqual([]);
      expect(actionsFor('reseller', status)).toEqual([]);
    }
    expect(() => assertAllowed('operator', 'approve', 'approved')).toThrow(
      '退货申请当前为「已通过」，不能审核通过',
    );
  });
});
