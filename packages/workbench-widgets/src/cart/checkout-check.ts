import type { CartItemCheck } from '@podkit/sdk-core';

export type CheckoutVerdict =
  | { kind: 'go' }
  /** Some lines cannot be ordered now: nothing proceeds. */
  | { kind: 'blocked'; ids: number[] }
  /** Only prices moved: ordering goes on at today's prices once the reseller confirms. */
  | { kind: 'confirm-prices'; ids: number[] };

/** What checkCartItems' answer means for the checkout button. */
export function checkoutVerdict(checks: readonly CartItemCheck[]): CheckoutVerdict {
  const blocked = checks.filter(
    (check) => check.status !== 'ok' && check.status !== 'price_changed',
  );
  if (blocked.length > 0) return { kind: 'blocked', ids: blocked.map((check) => check.id) };
  const moved = checks.filter((check) => check.status === 'price_changed');
  if (moved.length > 0) return { kind: 'confirm-prices', ids: moved.map((check) => check.id) };
  return { kind: 'go' };
}
