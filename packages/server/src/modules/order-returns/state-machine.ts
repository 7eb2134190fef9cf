import type { OrderReturnAction, OrderReturnStatus } from '@podkit/sdk-core';
import { conflict } from '../../http/envelope.js';
import { statusLabels } from './labels.js';

export type Side = 'reseller' | 'operator';

/**
 * Who may do what in which state: the operators decide a request under review (or one waiting
 * for details); the reseller answers a request for details, or withdraws one not yet decided.
 * 已通过, 已驳回 and 已撤销 are final, so an approval happens once.
 */
const allowed: Record<Side, Partial<Record<OrderReturnAction, OrderReturnStatus[]>>> = {
  reseller: { resubmit: ['needs_info'], cancel: ['pending', 'needs_info'] },
  operator: {
    approve: ['pending', 'needs_info'],
    reject: ['pending', 'needs_info'],
    ask_info: ['pending'],
  },
};

export const nextStatus: Record<OrderReturnAction, OrderReturnStatus> = {
  resubmit: 'pending',
  cancel: 'cancelled',
  approve: 'approved',
  reject: 'rejected',
  ask_info: 'needs_info',
};

export const actionLabels: Record<'apply' | OrderReturnAction, string> = {
  apply: '提交申请',
  resubmit: '补充资料',
  cancel: '撤销申请',
  approve: '审核通过',
  reject: '驳回',
  ask_info: '要求补充资料',
};

/** The actions the side may take in this state, in the order the screens show them. */
export function actionsFor(side: Side, status: OrderReturnStatus): OrderReturnAction[] {
  return (Object.keys(allowed[side]) as OrderReturnAction[]).filter((action) =>
    allowed[side][action]!.includes(status),
  );
}

/** Throws a Chinese 409 when the side may not take the action in this state. */
export function assertAllowed(side: Side, action: OrderReturnAction, status: OrderReturnStatus) {
  if (allowed[side][action]?.includes(status)) return;
  throw conflict(`退货申请当前为「${statusLabels[status]}」，不能${actionLabels[action]}`);
}
