import { describe, expect, it } from 'vitest';
import { allowedOrderEvents, nextOrderState, type OrderState } from './state-machine.js';

const at = (status: OrderState['status'], extra: Partial<OrderState> = {}): OrderState => ({
  status,
  holdReason: null,
  heldFrom: null,
  ...extra,
});

describe('the order state machine', () => {
  it('walks the happy path from payment to completion', () => {
    let state = at('pending_payment');
    state = nextOrderState(state, { type: 'pay' }, 'reseller');
    state = nextOrderState(state, { type: 'start_production' }, 'operator');
    state = nextOrderState(state, { type: 'ship' }, 'operator');
    state = nextOrderState(state, { type: 'complete' }, 'system');
    expect(state).toEqual(at('completed'));
  });

  it('refuses illegal transitions with a Chinese message naming the status', () => {
    expect(() => nextOrderState(at('shipped'), { type: 'cancel' }, 'reseller')).toThrow(
      '订单当前状态为「已发货」，不能取消',
    );
    expect(() => nextOrderState(at('pending_payment'), { type: 'ship' }, 'operator')).toThrow(
      '订单当前状态为「待付款」，不能发货',
    );
    expect(() => nextOrderState(at('cancelled'), { type: 'pay' }, 'reseller')).toThrow(
      '「已取消」，不能支付',
    );
  });

  it('lets only the right actor send an event', () => {
    expect(() => nextOrderState(at('in_production'), { type: 'ship' }, 'reseller')).toThrow(
      '分销商不能对订单执行「发货」',
    );
    expect(() => nextOrderState(at('paid'), { type: 'refund' }, 'reseller')).toThrow('分销商不能');
  });

  it('remembers where a hold came from and returns there on release', () => {
    const held = nextOrderState(
      at('paid'),
      { type: 'hold', reason: 'print_file_failed' },
      'system',
    );
    expect(held).toEqual({ status: 'on_hold', holdReason: 'print_file_failed', heldFrom: 'paid' });
    expect(nextOrderState(held, { type: 'release' }, 'operator')).toEqual(at('paid'));
  });

  it('refunds a paid order held on hold, but not one held before payment', () => {
    const heldPaid = at('on_hold', { holdReason: 'operator', heldFrom: 'in_production' });
    expect(nextOrderState(heldPaid, { type: 'refund' }, 'operator')).toEqual(at('refunded'));
    const heldUnpaid = at('on_hold', {
      holdReason: 'blacklisted_address',
      heldFrom: 'pending_payment',
    });
    expect(() => nextOrderState(heldUnpaid, { type: 'refund' }, 'operator')).toThrow(
      '「已挂起」，不能退款',
    );
  });

  it('ships an order from warehouse stock straight from paid, by the operator only', () => {
    expect(nextOrderState(at('paid'), { type: 'ship_from_stock' }, 'operator').status).toBe(
      'shipped',
    );
    expect(() => nextOrderState(at('paid'), { type: 'ship_from_stock' }, 'reseller')).toThrow(
      '分销商不能对订单执行「库存发货」',
    );
    expect(() =>
      nextOrderState(at('in_production'), { type: 'ship_from_stock' }, 'operator'),
    ).toThrow('订单当前状态为「生产中」，不能库存发货');
  });

  it('lists the buttons each actor gets', () => {
    expect(allowedOrderEvents(at('pending_payment'), 'reseller')).toEqual(['pay', 'cancel']);
    // ship_from_stock is offered by the console only for orders wholly from warehouse stock.
    expect(allowedOrderEvents(at('paid'), 'operator')).toEqual([
      'hold',
      'start_production',
      'ship_from_stock',
      'refund',
    ]);
    expect(allowedOrderEvents(at('completed'), 'operator')).toEqual([]);
  });
});
