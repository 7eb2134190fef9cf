import type { WorkOrderAction, WorkOrderStatus } from '@podkit/sdk-core';
import { conflict } from '../../http/envelope.js';
import { statusLabels } from './labels.js';

export type Side = 'reseller' | 'operator';

const open: WorkOrderStatus[] = ['pending', 'processing', 'awaiting_confirm'];

/**
 * Who may do what in which state. The reseller closes an open ticket or confirms one the operator
 * asked to confirm; the operator takes a new one, asks to confirm one in hand, or closes. Both
 * answer while the ticket is open.
 */
const allowed: Record<Side, Partial<Record<WorkOrderAction, WorkOrderStatus[]>>> = {
  reseller: { reply: open, confirm: ['awaiting_confirm'], close: open },
  operator: { reply: open, take: ['pending'], ask_confirm: ['processing'], close: open },
};

/** Where an action leaves the ticket. */
export function nextStatus(side: Side, action: WorkOrderAction, from: WorkOrderStatus) {
  switch (action) {
    case 'take':
      return 'processing';
    case 'ask_confirm':
      return 'awaiting_confirm';
    case 'confirm':
      return 'done';
    case 'close':
      return 'closed';
    case 'reply':
      // An operator's first answer takes the ticket; a reseller's answer to 待确认 means "not yet".
      if (side === 'operator' && from === 'pending') return 'processing';
      if (side === 'reseller' && from === 'awaiting_confirm') return 'processing';
      return from;
  }
}

/** The actions the side may take in this state, in the order the screens show them. */
export function actionsFor(side: Side, status: WorkOrderStatus): WorkOrderAction[] {
  return (Object.keys(allowed[side]) as WorkOrderAction[]).filter((action) =>
    allowed[side][action]!.includes(status),
  );
}

const actionLabels: Record<WorkOrderAction, string> = {
  reply: '回复',
  take: '受理',
  ask_confirm: '请用户确认',
  confirm: '确认完成',
  close: '关闭',
};

/** Throws a Chinese 409 when the side may not take the action in this state. */
export function assertAllowed(side: Side, action: WorkOrderAction, status: WorkOrderStatus): void {
  if (allowed[side][action]?.includes(status)) return;
  const state = statusLabels[status];
  throw conflict(`工单当前为「${state}」，不能${actionLabels[action]}`);
}
