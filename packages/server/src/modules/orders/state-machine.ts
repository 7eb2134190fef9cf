import { AppError } from '../../http/envelope.js';

export const orderStatuses = [
  'pending_payment',
  'paid',
  'in_production',
  'shipped',
  'completed',
  'cancelled',
  'refunded',
  'on_hold',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const orderStatusLabels: Record<OrderStatus, string> = {
  pending_payment: '待付款',
  paid: '已付款',
  in_production: '生产中',
  shipped: '已发货',
  completed: '已完成',
  cancelled: '已取消',
  refunded: '已退款',
  on_hold: '已挂起',
};

export const holdReasons = [
  'blacklisted_address',
  'print_file_failed',
  'payment_failed',
  'operator',
] as const;
export type HoldReason = (typeof holdReasons)[number];

export const holdReasonLabels: Record<HoldReason, string> = {
  blacklisted_address: '收件地址在黑名单中',
  print_file_failed: '印刷文件生成失败',
  payment_failed: '支付失败',
  operator: '平台人工挂起',
};

export type OrderActor = 'reseller' | 'operator' | 'system';

export type OrderEvent =
  | { type: 'pay' }
  | { type: 'cancel' }
  | { type: 'hold'; reason: HoldReason }
  | { type: 'release' }
  | { type: 'start_production' }
  | { type: 'ship' }
  | { type: 'ship_from_stock' }
  | { type: 'complete' }
  | { type: 'refund' };

export const orderEventLabels: Record<OrderEvent['type'], string> = {
  pay: '支付',
  cancel: '取消',
  hold: '挂起',
  release: '解除挂起',
  start_production: '开始生产',
  ship: '发货',
  ship_from_stock: '库存发货',
  complete: '完成',
  refund: '退款',
};

/** What an order's state is made of: its status, and while on hold, why and from where. */
export interface OrderState {
  status: OrderStatus;
  holdReason: HoldReason | null;
  /** The status an order on hold returns to when released. */
  heldFrom: OrderStatus | null;
}

interface Rule {
  from: readonly OrderStatus[];
  by: readonly OrderActor[];
  to: (state: OrderState, event: OrderEvent) => OrderState;
}

const plain = (status: OrderStatus) => (): OrderState => ({
  status,
  holdReason: null,
  heldFrom: null,
});

/** The whole machine: which event moves which status to which, and who may send it. */
const rules: Record<OrderEvent['type'], Rule> = {
  pay: { from: ['pending_payment'], by: ['reseller', 'system'], to: plain('paid') },
  // The system cancels an imported order the store cancelled before it was paid here.
  cancel: {
    from: ['pending_payment'],
    by: ['reseller', 'operator', 'system'],
    to: plain('cancelled'),
  },
  hold: {
    from: ['pending_payment', 'paid', 'in_production'],
    by: ['operator', 'system'],
    to: (state, event) => ({
      status: 'on_hold',
      holdReason: event.type === 'hold' ? event.reason : 'operator',
      heldFrom: state.status,
    }),
  },
  release: {
    from: ['on_hold'],
    by: ['operator', 'system'],
    to: (state) => ({
      status: state.heldFrom ?? 'pending_payment',
      holdReason: null,
      heldFrom: null,
    }),
  },
  start_production: { from: ['paid'], by: ['operator', 'system'], to: plain('in_production') },
  ship: { from: ['in_production'], by: ['operator'], to: plain('shipped') },
  // An order wholly from the reseller's warehouse stock (仓储服务) skips production.
  ship_from_stock: { from: ['paid'], by: ['operator'], to: plain('shipped') },
  complete: { from: ['shipped'], by: ['reseller', 'operator', 'system'], to: plain('completed') },
  // Money goes back only for orders paid and not yet shipped; the wallet records the refund.
  refund: { from: ['paid', 'in_production', 'on_hold'], by: ['operator'], to: plain('refunded') },
};

const actorLabels: Record<OrderActor, string> = {
  reseller: '分销商',
  operator: '平台运营',
  system: '系统',
};

/**
 * The state after `event`, or a status 409 error saying in Chinese why the order cannot take it
 * now. A refund from on_hold is allowed only when the order had been paid.
 */
export function nextOrderState(
  state: OrderState,
  event: OrderEvent,
  actor: OrderActor,
): OrderState {
  const rule = rules[event.type];
  const action = orderEventLabels[event.type];
  const paidBeforeHold =
    state.status !== 'on_hold' || (state.heldFrom !== null && state.heldFrom !== 'pending_payment');
  if (!rule.from.includes(state.status) || (event.type === 'refund' && !paidBeforeHold)) {
    throw new AppError(409, `订单当前状态为「${orderStatusLabels[state.status]}」，不能${action}`);
  }
  if (!rule.by.includes(actor)) {
    throw new AppError(409, `${actorLabels[actor]}不能对订单执行「${action}」`);
  }
  return rule.to(state, event);
}

/** Events the actor may send to an order in this state (for the buttons a screen shows). */
export function allowedOrderEvents(
  state: OrderState,
  actor: OrderActor,
): Array<OrderEvent['type']> {
  return (Object.keys(rules) as Array<OrderEvent['type']>).filter((type) => {
    const event = (type === 'hold' ? { type, reason: 'operator' } : { type }) as OrderEvent;
    try {
      nextOrderState(state, event, actor);
      return true;
    } catch {
      return false;
    }
  });
}
