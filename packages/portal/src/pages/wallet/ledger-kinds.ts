import type { LedgerKind } from '@podkit/sdk-core';

/** The balance changes a reseller sees, in the order the filters list them. */
export const LEDGER_KINDS: Array<{ value: LedgerKind; label: string }> = [
  { value: 'recharge', label: '充值' },
  { value: 'payment', label: '支付' },
  { value: 'refund', label: '退款' },
  { value: 'adjustment', label: '调整' },
  { value: 'commission', label: '分站收益' },
];

export const LEDGER_KIND_LABEL: Record<string, string> = Object.fromEntries(
  LEDGER_KINDS.map((kind) => [kind.value, kind.label]),
);
