import { and, count, desc, eq, gte, isNotNull, isNull, lt, type SQL } from 'drizzle-orm';
import type { UserCoupon, UserCouponCounts, UserCouponStatus } from '@podkit/sdk-core';
import type { DbExecutor } from '../../db/client.js';
import { conflict, invalid, notFound } from '../../http/envelope.js';
import { formatCents } from '../../http/money.js';
import { pageOffset } from '../../http/paging.js';
import { orders } from '../orders/index.js';
import type { User } from '../users/index.js';
import {
  couponDiscount,
  couponTerms,
  userCouponStatus,
  userCouponStatusLabels,
} from './coupon-rules.js';
import { coupons, userCoupons, type CouponRow, type UserCouponRow } from './schema.js';

type Held = { held: UserCouponRow; coupon: CouponRow; usedOrderNo: string | null };

function owned(user: Pick<User, 'siteId' | 'id'>) {
  return and(eq(userCoupons.siteId, user.siteId), eq(userCoupons.userId, user.id));
}

function statusWhere(status: UserCouponStatus, now: Date): SQL {
  if (status === 'used') return isNotNull(userCoupons.usedOrderId);
  if (status === 'expired') return and(isNull(userCoupons.usedOrderId), lt(coupons.validTo, now))!;
  return and(isNull(userCoupons.usedOrderId), gte(coupons.validTo, now))!;
}

function heldQuery(db: DbExecutor) {
  return db
    .select({ held: userCoupons, coupon: coupons, usedOrderNo: orders.orderNo })
    .from(userCoupons)
    .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
    .leftJoin(orders, eq(orders.id, userCoupons.usedOrderId));
}

export function toUserCoupon({ held, coupon, usedOrderNo }: Held, now: Date): UserCoupon {
  const status = userCouponStatus(held, coupon, now);
  return {
    id: held.id,
    coupon_id: coupon.id,
    ...couponTerms(coupon),
    status,
    status_label: userCouponStatusLabels[status],
    used_order_id: held.usedOrderId,
    used_order_no: usedOrderNo ?? '',
    used_at: held.usedAt ? held.usedAt.toISOString() : null,
    issued_at: held.issuedAt.toISOString(),
  };
}

/** A page of the reseller's coupons (one status or all), newest first, with counts per status. */
export async function listMyCoupons(
  db: DbExecutor,
  user: User,
  query: { page: number; page_size: number; status?: UserCouponStatus },
  now = new Date(),
): Promise<{ rows: UserCoupon[]; total: number; counts: UserCouponCounts }> {
  const where = query.status ? and(owned(user), statusWhere(query.status, now)) : owned(user);
  const countOf = async (status: UserCouponStatus) => {
    const [row] = await db
      .select({ n: count() })
      .from(userCoupons)
      .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
      .where(and(owned(user), statusWhere(status, now)));
    return row?.n ?? 0;
  };
  const [rows, usable, used, expired] = await Promise.all([
    heldQuery(db)
      .where(where)
      .orderBy(desc(userCoupons.issuedAt), desc(userCoupons.id))
      .limit(query.page_size)
      .offset(pageOffset(query.page, query.page_size)),
    countOf('usable'),
    countOf('used'),
    countOf('expired'),
  ]);
  const counts = { usable, used, expired };
  const total = query.status ? counts[query.status] : usable + used + expired;
  return { rows: rows.map((row) => toUserCoupon(row, now)), total, counts };
}

/** The reseller's unused coupons that apply to a goods amount now, best discount first. */
export async function usableCoupons(
  db: DbExecutor,
  user: User,
  goodsCents: number,
  now = new Date(),
): Promise<Array<UserCoupon & { discount: string }>> {
  const rows = await heldQuery(db).where(and(owned(user), statusWhere('usable', now)));
  return rows
    .flatMap((row) => {
      const applied = couponDiscount(row.coupon, goodsCents, now);
      return 'refused' in applied ? [] : [{ row, discountCents: applied.discountCents }];
    })
    .sort((a, b) => b.discountCents - a.discountCents || a.row.held.id - b.row.held.id)
    .map(({ row, discountCents }) => ({
      ...toUserCoupon(row, now),
      discount: formatCents(discountCents),
    }));
}

/** The discount one of the reseller's coupons gives on a goods amount, or why it cannot be used. */
export async function couponDiscountFor(
  db: DbExecutor,
  user: User,
  userCouponId: number,
  goodsCents: number,
  now = new Date(),
): Promise<number> {
  const [row] = await heldQuery(db).where(and(owned(user), eq(userCoupons.id, userCouponId)));
  if (!row) throw notFound('优惠券');
  if (row.held.usedOrderId !== null) throw invalid('优惠券已使用');
  const applied = couponDiscount(row.coupon, goodsCents, now);
  if ('refused' in applied) throw invalid(applied.refused);
  return applied.discountCents;
}

/**
 * Uses a coupon up for an order in the caller's transaction: only while it is still unused, so two
 * orders racing for one coupon cannot both have it.
 */
export async function useCoupon(
  tx: DbExecutor,
  user: User,
  userCouponId: number,
  orderId: number,
): Promise<void> {
  const [used] = await tx
    .update(userCoupons)
    .set({ usedOrderId: orderId, usedAt: new Date() })
    .where(and(owned(user), eq(userCoupons.id, userCouponId), isNull(userCoupons.usedOrderId)))
    .returning({ id: userCoupons.id });
  if (!used) throw conflict('优惠券已使用');
}

/** Gives a coupon back when its order is cancelled before payment (it counts as never used). */
export async function returnCoupon(tx: DbExecutor, orderId: number): Promise<void> {
  await tx
    .update(userCoupons)
    .set({ usedOrderId: null, usedAt: null })
    .where(eq(userCoupons.usedOrderId, orderId));
}
