import { and, count, desc, eq, ilike, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AdminCoupon, AdminCouponInput } from '@podkit/sdk-core';
import type { Db, DbExecutor } from '../../db/client.js';
import { conflict, invalid, notFound } from '../../http/envelope.js';
import { pageOffset } from '../../http/paging.js';
import { yuanToCents } from '../catalog/index.js';
import { containing } from '../orders/index.js';
import { users } from '../users/index.js';
import { couponTerms } from './coupon-rules.js';
import { coupons, userCoupons, type CouponRow } from './schema.js';

export const MAX_ISSUE_QUANTITY = 100;

function toAdminCoupon(row: CouponRow, issued: number, used: number): AdminCoupon {
  return {
    id: row.id,
    ...couponTerms(row),
    status: row.status === 1 ? 1 : 0,
    issued_count: issued,
    used_count: used,
    created_at: row.createdAt.toISOString(),
  };
}

/** An operator's coupon input as stored values, refused with a Chinese message when unsound. */
function couponValues(input: AdminCouponInput) {
  const name = input.name.trim();
  if (!name) throw invalid('请填写优惠券名称');
  const validFrom = new Date(input.valid_from);
  const validTo = new Date(input.valid_to);
  if (Number.isNaN(validFrom.getTime()) || Number.isNaN(validTo.getTime()))
    throw invalid('有效期的时间格式不正确');
  if (validTo.getTime() <= validFrom.getTime()) throw invalid('有效期结束时间必须晚于开始时间');
  const minSpendCents = yuanToCents(input.min_spend ?? 0, '最低消费');
  if (input.kind === 'amount') {
    if (input.amount_off === undefined) throw invalid('请填写优惠金额');
    const amountOffCents = yuanToCents(input.amount_off, '优惠金额');
    if (amountOffCents <= 0) throw invalid('优惠金额必须大于 0');
    return {
      name,
      kind: input.kind,
      amountOffCents,
      percentOff: 0,
      minSpendCents,
      validFrom,
      validTo,
    };
  }
  const percent = input.percent_off;
  if (percent === undefined || !Number.isInteger(percent) || percent < 1 || percent > 99)
    throw invalid('折扣比例应为 1 到 99 之间的整数（百分比）');
  return {
    name,
    kind: input.kind,
    amountOffCents: 0,
    percentOff: percent,
    minSpendCents,
    validFrom,
    validTo,
  };
}

async function usage(db: DbExecutor, ids: number[]) {
  if (ids.length === 0) return new Map<number, { issued: number; used: number }>();
  const rows = await db
    .select({
      couponId: userCoupons.couponId,
      issued: count(),
      used: sql<number>`count(${userCoupons.usedOrderId})::int`,
    })
    .from(userCoupons)
    .where(inArray(userCoupons.couponId, ids))
    .groupBy(userCoupons.couponId);
  return new Map(rows.map((row) => [row.couponId, { issued: row.issued, used: Number(row.used) }]));
}

export async function listCoupons(
  db: DbExecutor,
  siteId: number,
  query: { page: number; page_size: number; keyword?: string; status?: 0 | 1 },
): Promise<{ rows: AdminCoupon[]; total: number }> {
  const conditions: SQL[] = [eq(coupons.siteId, siteId)];
  if (query.keyword) conditions.push(ilike(coupons.name, containing(query.keyword)));
  if (query.status !== undefined) conditions.push(eq(coupons.status, query.status));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(coupons)
      .where(where)
      .orderBy(desc(coupons.createdAt), desc(coupons.id))
      .limit(query.page_size)
      .offset(pageOffset(query.page, query.page_size)),
    db.select({ n: count() }).from(coupons).where(where),
  ]);
  const counts = await usage(
    db,
    rows.map((row) => row.id),
  );
  return {
    rows: rows.map((row) =>
      toAdminCoupon(row, counts.get(row.id)?.issued ?? 0, counts.get(row.id)?.used ?? 0),
    ),
    total: total?.n ?? 0,
  };
}

async function findCoupon(db: DbExecutor, siteId: number, id: number): Promise<CouponRow> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.siteId, siteId), eq(coupons.id, id)));
  if (!row) throw notFound('优惠券');
  return row;
}

export async function adminCoupon(
  db: DbExecutor,
  siteId: number,
  id: number,
): Promise<AdminCoupon> {
  const row = await findCoupon(db, siteId, id);
  const counts = (await usage(db, [id])).get(id);
  return toAdminCoupon(row, counts?.issued ?? 0, counts?.used ?? 0);
}

export async function createCoupon(
  db: DbExecutor,
  siteId: number,
  input: AdminCouponInput,
): Promise<AdminCoupon> {
  const [row] = await db
    .insert(coupons)
    .values({ siteId, ...couponValues(input), status: input.status ?? 1 })
    .returning();
  return toAdminCoupon(row!, 0, 0);
}

export async function updateCoupon(
  db: DbExecutor,
  siteId: number,
  id: number,
  input: AdminCouponInput,
): Promise<AdminCoupon> {
  await findCoupon(db, siteId, id);
  await db
    .update(coupons)
    .set({
      ...couponValues(input),
      ...(input.status !== undefined ? { status: input.status } : {}),
    })
    .where(and(eq(coupons.siteId, siteId), eq(coupons.id, id)));
  return adminCoupon(db, siteId, id);
}

/** Only a coupon never issued can go; an issued one is withdrawn (status 0) instead. */
export async function deleteCoupon(db: Db, siteId: number, id: number): Promise<void> {
  await findCoupon(db, siteId, id);
  const [issued] = await db
    .select({ n: count() })
    .from(userCoupons)
    .where(eq(userCoupons.couponId, id));
  if ((issued?.n ?? 0) > 0) throw conflict('优惠券已发放，不能删除，可改为停用');
  await db.delete(coupons).where(and(eq(coupons.siteId, siteId), eq(coupons.id, id)));
}

/** Gives `quantity` of a coupon to each named reseller of the site; all names must exist. */
export async function issueCoupon(
  db: Db,
  siteId: number,
  id: number,
  usernames: readonly string[],
  quantity: number,
): Promise<number> {
  const coupon = await findCoupon(db, siteId, id);
  if (coupon.status !== 1) throw conflict('优惠券已停用，不能发放');
  if (coupon.validTo.getTime() < Date.now()) throw conflict('优惠券已过期，不能发放');
  const names = [...new Set(usernames.map((name) => name.trim().toLowerCase()).filter(Boolean))];
  if (names.length === 0) throw invalid('请填写要发放的用户名');
  const found = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      and(
        eq(users.siteId, siteId),
        isNotNull(users.id),
        inArray(sql`lower(${users.username})`, names),
      ),
    );
  const known = new Set(found.map((user) => user.username.toLowerCase()));
  const unknown = names.filter((name) => !known.has(name));
  if (unknown.length > 0) throw invalid(`以下用户不存在：${unknown.join('、')}`);
  const values = found.flatMap((user) =>
    Array.from({ length: quantity }, () => ({ siteId, userId: user.id, couponId: id })),
  );
  await db.insert(userCoupons).values(values);
  return values.length;
}
