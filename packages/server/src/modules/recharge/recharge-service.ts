import { randomInt } from 'node:crypto';
import { and, count, desc, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type {
  AdminRechargeRecord,
  OfflineRechargeBody,
  OnlineRechargeBody,
  RechargeMethod,
  RechargeRecord,
  RechargeStatus,
} from '@podkit/sdk-core';
import { dateTimeOf } from '@podkit/sdk-core/rules';
import type { Db, DbExecutor } from '../../db/client.js';
import { conflict, invalid, notFound } from '../../http/envelope.js';
import { formatCents } from '../../http/money.js';
import { pageOffset } from '../../http/paging.js';
import { yuanToCents } from '../catalog/index.js';
import { sendUserMessage } from '../messages/index.js';
import { containing } from '../orders/index.js';
import { siteTimeZone } from '../sites/index.js';
import { uploadedFiles } from '../uploads/index.js';
import { users, type User } from '../users/index.js';
import { assertRechargeAllowed } from '../verification/index.js';
import { changeBalance } from '../wallet/index.js';
import { raiseGroupLevel } from './group-level-rise.js';
import type { OnlinePaymentProvider } from './payment-provider.js';
import { recharges, type RechargeRow } from './schema.js';

export const MIN_RECHARGE_CENTS = 100;
export const MAX_RECHARGE_CENTS = 10_000_000;

const methodLabels: Record<RechargeMethod, string> = { offline: '线下转账', alipay: '支付宝' };
const statusLabels: Record<RechargeStatus, string> = {
  pending: '待处理',
  approved: '已通过',
  rejected: '已驳回',
  paid: '已支付',
  closed: '已关闭',
};

export type UrlOf = (key: string) => string;

export function toRecharge(row: RechargeRow, urlOf: UrlOf): RechargeRecord {
  return {
    id: row.id,
    recharge_no: row.rechargeNo,
    method: row.method,
    method_label: methodLabels[row.method],
    amount: formatCents(row.amountCents),
    status: row.status,
    status_label: statusLabels[row.status],
    voucher_url: row.voucherKey ? urlOf(row.voucherKey) : null,
    remark: row.remark,
    reject_reason: row.rejectReason,
    trade_no: row.tradeNo,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt ? row.finishedAt.toISOString() : null,
  };
}

/** RC + the time in China to the second + 6 random digits: unique enough, and sortable. */
/** RC + the site's wall-clock time to the second + 6 random digits. */
function newRechargeNo(timeZone: string, now = new Date()): string {
  const wallClock = `${dateTimeOf(now, timeZone)}${String(now.getUTCSeconds()).padStart(2, '0')}`;
  const stamp = wallClock.replace(/\D/g, '');
  return `RC${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

function amountCents(amount: string | number): number {
  const cents = yuanToCents(amount, '充值金额');
  if (cents < MIN_RECHARGE_CENTS || cents > MAX_RECHARGE_CENTS)
    throw invalid(
      `充值金额应在 ${formatCents(MIN_RECHARGE_CENTS)} 到 ${formatCents(MAX_RECHARGE_CENTS)} 元之间`,
    );
  return cents;
}

export async function listRecharges(
  db: DbExecutor,
  scope: SQL,
  query: {
    page: number;
    page_size: number;
    status?: RechargeStatus;
    method?: RechargeMethod;
    recharge_no?: string;
  },
): Promise<{ rows: RechargeRow[]; total: number }> {
  const conditions = [scope];
  if (query.recharge_no) conditions.push(eq(recharges.rechargeNo, query.recharge_no.trim()));
  if (query.status) conditions.push(eq(recharges.status, query.status));
  if (query.method) conditions.push(eq(recharges.method, query.method));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(recharges)
      .where(where)
      .orderBy(desc(recharges.createdAt), desc(recharges.id))
      .limit(query.page_size)
      .offset(pageOffset(query.page, query.page_size)),
    db.select({ n: count() }).from(recharges).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export function ownedRecharges(user: Pick<User, 'siteId' | 'id'>, id?: number): SQL {
  const scope = [eq(recharges.siteId, user.siteId), eq(recharges.userId, user.id)];
  if (id !== undefined) scope.push(eq(recharges.id, id));
  return and(...scope)!;
}

/** The site's recharges, optionally those whose user name or number contains `keyword`. */
export function siteRecharges(siteId: number, keyword?: string): SQL {
  if (!keyword) return eq(recharges.siteId, siteId);
  const pattern = containing(keyword);
  return and(
    eq(recharges.siteId, siteId),
    or(
      ilike(recharges.rechargeNo, pattern),
      exists(
        sql`(select 1 from ${users} where ${users.id} = ${recharges.userId} and ${ilike(users.username, pattern)})`,
      ),
    ),
  )!;
}

export async function findOwnRecharge(db: DbExecutor, user: User, id: number) {
  const [row] = await db.select().from(recharges).where(ownedRecharges(user, id));
  if (!row) throw notFound('充值记录');
  return row;
}

/** An offline transfer with its voucher (a file the reseller uploaded as 'voucher'). */
export async function createOfflineRecharge(
  db: DbExecutor,
  user: User,
  body: OfflineRechargeBody,
): Promise<RechargeRow> {
  const cents = amountCents(body.amount);
  await assertRechargeAllowed(db, { siteId: user.siteId, userId: user.id }, cents);
  const [voucher] = await db
    .select({ key: uploadedFiles.key, kind: uploadedFiles.kind })
    .from(uploadedFiles)
    .where(
      and(
        eq(uploadedFiles.siteId, user.siteId),
        eq(uploadedFiles.userId, user.id),
        eq(uploadedFiles.id, body.voucher_file_id),
      ),
    );
  if (!voucher) throw notFound('转账凭证');
  if (voucher.kind !== 'voucher') throw invalid('请上传转账凭证图片');
  const [row] = await db
    .insert(recharges)
    .values({
      siteId: user.siteId,
      userId: user.id,
      rechargeNo: newRechargeNo(await siteTimeZone(db, user.siteId)),
      method: 'offline',
      amountCents: cents,
      voucherKey: voucher.key,
      remark: (body.remark ?? '').trim(),
    })
    .returning();
  return row!;
}

/** Starts an online payment: a pending recharge and the gateway's page to pay it on. */
export async function createOnlineRecharge(
  db: DbExecutor,
  user: User,
  provider: OnlinePaymentProvider,
  body: Pick<OnlineRechargeBody, 'amount' | 'return_path'>,
  origin: string,
): Promise<{ row: RechargeRow; payUrl: string }> {
  const cents = amountCents(body.amount);
  await assertRechargeAllowed(db, { siteId: user.siteId, userId: user.id }, cents);
  const returnPath = body.return_path ?? '/setting/recharge';
  if (!returnPath.startsWith('/') || returnPath.startsWith('//'))
    throw invalid('返回地址必须是本站的路径');
  const [row] = await db
    .insert(recharges)
    .values({
      siteId: user.siteId,
      userId: user.id,
      rechargeNo: newRechargeNo(await siteTimeZone(db, user.siteId)),
      method: provider.method,
      amountCents: cents,
    })
    .returning();
  const payUrl = provider.createPaymentUrl({
    outTradeNo: row!.rechargeNo,
    amountCents: cents,
    subject: `账户余额充值 ${formatCents(cents)} 元`,
    notifyUrl: `${origin}/req/api/payment/${provider.method}/notify`,
    returnUrl: `${origin}${returnPath}`,
  });
  return { row: row!, payUrl };
}

/**
 * Credits a recharge to the balance once: the ledger key `recharge:<id>` makes a repeat change
 * nothing. Raises the group level when a threshold is reached, and tells the reseller.
 */
async function credit(tx: DbExecutor, row: RechargeRow, actorUserId: number | null) {
  const { replayed } = await changeBalance(tx, {
    siteId: row.siteId,
    userId: row.userId,
    kind: 'recharge',
    amountCents: row.amountCents,
    description: `${methodLabels[row.method]}充值 ${row.rechargeNo}`,
    reference: { type: 'recharge', id: row.id },
    idempotencyKey: `recharge:${row.id}`,
    actorUserId,
  });
  if (replayed) return;
  const level = await raiseGroupLevel(tx, row.siteId, row.userId);
  await sendUserMessage(tx, {
    siteId: row.siteId,
    userId: row.userId,
    type: 3,
    description: `充值 ${formatCents(row.amountCents)} 元已到账（${row.rechargeNo}）。${level ? `会员等级已升至「${level}」。` : ''}`,
  });
}

async function lockSiteRecharge(tx: DbExecutor, siteId: number, id: number): Promise<RechargeRow> {
  const [row] = await tx
    .select()
    .from(recharges)
    .where(and(eq(recharges.siteId, siteId), eq(recharges.id, id)))
    .for('update');
  if (!row) throw notFound('充值记录');
  return row;
}

/**
 * An operator approves an offline recharge: credited once; approving again changes nothing and
 * says so (`already`).
 */
export function approveRecharge(
  db: Db,
  siteId: number,
  operatorId: number,
  id: number,
): Promise<{ row: RechargeRow; already: boolean }> {
  return db.transaction(async (tx) => {
    const row = await lockSiteRecharge(tx, siteId, id);
    if (row.status === 'approved') return { row, already: true };
    if (row.method !== 'offline') throw conflict('在线支付的充值由支付结果确认，无需审核');
    if (row.status !== 'pending')
      throw conflict(`充值记录状态为「${statusLabels[row.status]}」，不能通过`);
    const [approved] = await tx
      .update(recharges)
      .set({ status: 'approved', reviewedBy: operatorId, finishedAt: new Date() })
      .where(eq(recharges.id, row.id))
      .returning();
    await credit(tx, approved!, operatorId);
    return { row: approved!, already: false };
  });
}

export function rejectRecharge(
  db: Db,
  siteId: number,
  operatorId: number,
  id: number,
  reason: string,
) {
  const text = reason.trim();
  if (!text) throw invalid('请填写驳回原因');
  return db.transaction(async (tx) => {
    const row = await lockSiteRecharge(tx, siteId, id);
    if (row.method !== 'offline') throw conflict('在线支付的充值不能驳回');
    if (row.status !== 'pending')
      throw conflict(`充值记录状态为「${statusLabels[row.status]}」，不能驳回`);
    const [rejected] = await tx
      .update(recharges)
      .set({
        status: 'rejected',
        rejectReason: text,
        reviewedBy: operatorId,
        finishedAt: new Date(),
      })
      .where(eq(recharges.id, row.id))
      .returning();
    await sendUserMessage(tx, {
      siteId: row.siteId,
      userId: row.userId,
      type: 3,
      description: `充值申请 ${row.rechargeNo}（${formatCents(row.amountCents)} 元）未通过：${text}`,
    });
    return rejected!;
  });
}

/**
 * The gateway's asynchronous notification. Anything not verified, for an unknown trade or with a
 * different amount changes nothing and is answered 'fail' (the gateway resends); a paid trade is
 * credited once, however often it is notified.
 */
export async function handlePaymentNotification(
  db: Db,
  provider: OnlinePaymentProvider,
  params: Record<string, string>,
): Promise<'ack' | 'fail'> {
  const notice = provider.verifyNotification(params);
  if (!notice) return 'fail';
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(recharges)
      .where(
        and(eq(recharges.rechargeNo, notice.outTradeNo), eq(recharges.method, provider.method)),
      )
      .for('update');
    if (!row || row.amountCents !== notice.amountCents) return 'fail';
    if (notice.closed && row.status === 'pending') {
      await tx
        .update(recharges)
        .set({ status: 'closed', tradeNo: notice.tradeNo, finishedAt: new Date() })
        .where(eq(recharges.id, row.id));
      return 'ack';
    }
    if (!notice.paid || row.status === 'paid') return 'ack';
    if (row.status !== 'pending') return 'fail';
    const [paid] = await tx
      .update(recharges)
      .set({ status: 'paid', tradeNo: notice.tradeNo, finishedAt: new Date() })
      .where(eq(recharges.id, row.id))
      .returning();
    await credit(tx, paid!, null);
    return 'ack';
  });
}

/** The site's recharges with their resellers' names (recharge approvals). */
export async function toAdminRecharges(
  db: DbExecutor,
  rows: RechargeRow[],
  urlOf: UrlOf,
): Promise<AdminRechargeRecord[]> {
  const ids = [...new Set(rows.map((row) => row.userId))];
  const found = ids.length
    ? await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(inArray(users.id, ids))
    : [];
  const names = new Map(found.map((user) => [user.id, user.username]));
  return rows.map((row) => ({
    ...toRecharge(row, urlOf),
    user_id: row.userId,
    username: names.get(row.userId) ?? '',
  }));
}
