import type { AdminCoupon, UserCouponStatus } from '@podkit/sdk-core';
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

/** A coupon's terms as both the reseller's and the operator's lists show them. */
export function couponTerms(
  coupon: CouponRow,
): Pick<
  AdminCoupon,
  'name' | 'kind' | 'amount_off' | 'percent_off' | 'min_spend' | 'valid_from' | 'valid_to'
> {
  return {
    name: coupon.name,
    kind: coupon.kind,
    amount_off: formatCents(coupon.kind === 'amount' ? coupon.amountOffCents : 0),
    percent_off: coupon.kind === 'percent' ? coupon.percentOff : 0,
    min_spend: formatCents(coupon.minSpendCents),
    valid_from: coupon.validFrom.toISOString(),
    valid_to: coupon.validTo.toISOString(),
  };
}
