import type { UserCouponStatus } from '@podkit/sdk-core';
import { formatCents } from '../../http/money.js';
import type { CouponRow, UserCouponRow } from './schema.js';

export const userCouponStatusLabels: Record<UserCouponStatus, string> = {
  usable: '可使用',
  used: '已使用',
  expired: '已过期',
};

/** How a reseller's coupon stands at `now`: used, past its window, or usable (maybe not yet). */
export function userCouponStatus(
  held: Pick<UserCouponRow, 'usedOrderId'>,
  coupon: Pick<CouponRow, 'validTo'>,
  now: Date,
): UserCouponStatus {
  if (held.usedOrderId !== null) return 'used';
  return coupon.validTo.getTime() < now.getTime() ? 'expired' : 'usable';
}

/**
 * The discount of a coupon on a goods amount, in whole cents (percent off truncates), never more
 * than the goods amount; or why it does not apply now.
 */
export function couponDiscount(
  coupon: Pick<
    CouponRow,
    'kind' | 'amountOffCents' | 'percentOff' | 'minSpendCents' | 'validFrom' | 'validTo'
  >,
  goodsCents: number,
  now: Date,
): { discountCents: number } | { refused: string } {
  if (now.getTime() < coupon.validFrom.getTime()) return { refused: '优惠券尚未生效' };
  if (now.getTime() > coupon.validTo.getTime()) return { refused: '优惠券已过期' };
  if (goodsCents < coupon.minSpendCents)
    return {
      refused: `商品金额满 ${formatCents(coupon.minSpendCents)} 元才能使用此优惠券（当前 ${formatCents(goodsCents)} 元）`,
    };
  const off =
    coupon.kind === 'amount'
      ? coupon.amountOffCents
      : Math.trunc((goodsCents * coupon.percentOff) / 100);
  return { discountCents: Math.min(off, goodsCents) };
}
