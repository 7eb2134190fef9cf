import { and, eq } from 'drizzle-orm';
import type { OrderReturnInput, OrderReturnResubmit } from '@podkit/sdk-core';
import { dayOf } from '@podkit/sdk-core/rules';
import type { Db, DbExecutor } from '../../db/client.js';
import { AppError, StatusCode, invalid, notFound } from '../../http/envelope.js';
import { formatCents } from '../../http/money.js';
import { yuanToCents } from '../catalog/index.js';
import { orderInScope, orderLinesOf } from '../orders/index.js';
import { attachedFiles, MAX_ATTACHMENTS } from '../work-orders/index.js';
import {
  claimedUnits,
  orderDeadline,
  refundCap,
  refusalOf,
  type ReturnWindow,
} from './returnable.js';
import { orderReturns, type OrderReturnRow, type ReturnedLine, type ReturnStep } from './schema.js';
import { assertAllowed, nextStatus } from './state-machine.js';

/** Who asks: the main account owns the request, the signed-in account (maybe a sub-account) acts. */
export interface Applicant {
  siteId: number;
  userId: number;
  actorId: number;
  actorName: string;
}

/** Whose returns a query sees: one reseller's (site + user), or the whole site's (operators). */
export type Scope = { siteId: number; userId?: number };

/** TH + the site's day + the id padded to 6 digits, e.g. TH20261126000007. */
export function returnNumber(id: number, at: Date, timeZone: string): string {
  return `TH${dayOf(at, timeZone).replaceAll('-', '')}${String(id).padStart(6, '0')}`;
}

const orderNotYours = () =>
  new AppError(StatusCode.notFound, '订单不存在：只能为自己账户下的订单申请退货或重印');

/** The request's lines checked against the order's shipped lines and what earlier requests claim. */
function checkedLines(
  input: OrderReturnInput,
  items: Awaited<ReturnType<typeof orderLinesOf>>,
  claimed: Map<number, number>,
  orderNo: string,
): ReturnedLine[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const seen = new Set<number>();
  return input.lines.map(({ order_item_id: id, quantity }) => {
    const item = byId.get(id);
    if (!item) throw invalid(`商品行 ${id} 不属于订单 ${orderNo}，请重新选择商品`);
    if (seen.has(id)) throw invalid(`商品行「${item.name}」重复，请合并为一行填写数量`);
    seen.add(id);
    if (item.itemType === 'unmapped')
      throw invalid(`商品行「${item.name}」未匹配商品，没有发货，不能申请售后`);
    const taken = claimed.get(id) ?? 0;
    const left = item.quantity - taken;
    if (quantity > left)
      throw invalid(
        left <= 0
          ? `「${item.name} ${item.skuText}」已全部申请过售后，不能再申请`
          : `「${item.name} ${item.skuText}」最多可申请 ${left} 件（已发货 ${item.quantity} 件${taken > 0 ? `，其他申请已占 ${taken} 件` : ''}）`,
      );
    return {
      orderItemId: id,
      quantity,
      name: item.name,
      skuText: item.skuText,
      unitPriceCents: item.unitPriceCents,
    };
  });
}

/**
 * Asks for a return or reprint of shipped lines of the applicant's own order, within the site's
 * time limit after delivery. The order is locked while the quantities are checked, so two requests
 * at once cannot claim the same units. Everything is checked before anything is stored.
 */
export async function applyForReturn(
  db: Db,
  applicant: Applicant,
  input: OrderReturnInput,
  window: ReturnWindow,
): Promise<OrderReturnRow> {
  const reason = input.reason.trim();
  if (!reason) throw invalid('请填写退货原因（reason）');
  const photos = await attachedFiles(
    db,
    { siteId: applicant.siteId, userId: applicant.userId },
    input.photo_file_ids,
    '退货图片',
  );
  return db.transaction(async (tx) => {
    const order = await orderInScope(tx, applicant, input.order_id, { lock: true });
    if (!order) throw orderNotYours();
    const { deadline } = await orderDeadline(tx, order, window);
    const refusal = refusalOf(order, deadline, window);
    if (refusal) throw invalid(refusal);
    const items = await orderLinesOf(tx, order.id);
    const lines = checkedLines(input, items, await claimedUnits(tx, order.id), order.orderNo);
    const requested =
      input.resolution === 'partial_refund' && input.requested_amount !== undefined
        ? yuanToCents(input.requested_amount, '申请退款金额（requested_amount）')
        : null;
    if (requested !== null) {
      const { cap } = refundCap(order, items, lines);
      if (requested <= 0) throw invalid('申请退款金额须大于 0');
      if (requested > cap)
        throw invalid(`申请退款金额不能超过所选商品的实付金额 ${formatCents(cap)} 元`);
    }
    const now = new Date();
    const step: ReturnStep = {
      action: 'apply',
      author: 'reseller',
      authorUserId: applicant.actorId,
      authorName: applicant.actorName,
      note: reason,
      // The request's own photos show with the request; later steps keep the ones they add.
      photos: [],
      at: now.toISOString(),
    };
    const [inserted] = await tx
      .insert(orderReturns)
      .values({
        siteId: applicant.siteId,
        userId: applicant.userId,
        returnNo: `new-${now.getTime()}-${Math.random()}`,
        orderId: order.id,
        orderNo: order.orderNo,
        resolution: input.resolution,
        reason,
        lines,
        photos,
        requestedAmountCents: requested,
        history: [step],
        createdBy: applicant.actorId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: orderReturns.id });
    if (!inserted) throw new Error('order return insert returned no row');
    const [row] = await tx
      .update(orderReturns)
      .set({ returnNo: returnNumber(inserted.id, now, window.timeZone) })
      .where(eq(orderReturns.id, inserted.id))
      .returning();
    return row!;
  });
}

/** The request in scope, locked for the caller's transaction; another reseller's is not found. */
export async function lockReturn(tx: DbExecutor, scope: Scope, id: number) {
  const [row] = await tx.select().from(orderReturns).where(scopeOf(scope, id)).for('update');
  if (!row) throw notFound('退货申请');
  return row;
}

export function scopeOf(scope: Scope, id?: number) {
  const conditions = [eq(orderReturns.siteId, scope.siteId)];
  if (scope.userId !== undefined) conditions.push(eq(orderReturns.userId, scope.userId));
  if (id !== undefined) conditions.push(eq(orderReturns.id, id));
  return and(...conditions);
}

/** The reseller answers 待补充资料 with more words and photos; the request goes back to review. */
export async function resubmitReturn(
  db: Db,
  applicant: Applicant,
  id: number,
  input: OrderReturnResubmit,
): Promise<OrderReturnRow> {
  const note = input.note.trim();
  if (!note) throw invalid('请填写补充说明（note）');
  const photos = await attachedFiles(
    db,
    { siteId: applicant.siteId, userId: applicant.userId },
    input.photo_file_ids,
    '补充图片',
  );
  return db.transaction(async (tx) => {
    const row = await lockReturn(tx, applicant, id);
    assertAllowed('reseller', 'resubmit', row.status);
    const all = [...row.photos, ...photos];
    if (all.length > MAX_ATTACHMENTS * 2)
      throw invalid(`一个申请最多 ${MAX_ATTACHMENTS * 2} 张图片`);
    return saveStep(tx, row, 'resubmit', {
      author: 'reseller',
      authorUserId: applicant.actorId,
      authorName: applicant.actorName,
      note,
      photos,
      extra: { photos: all },
    });
  });
}

/** The reseller withdraws a request not yet decided. */
export function cancelReturn(db: Db, applicant: Applicant, id: number): Promise<OrderReturnRow> {
  return db.transaction(async (tx) => {
    const row = await lockReturn(tx, applicant, id);
    assertAllowed('reseller', 'cancel', row.status);
    return saveStep(tx, row, 'cancel', {
      author: 'reseller',
      authorUserId: applicant.actorId,
      authorName: applicant.actorName,
      note: '',
      photos: [],
    });
  });
}

/** Moves a locked request by one action and appends the step to its history. */
export async function saveStep(
  tx: DbExecutor,
  row: OrderReturnRow,
  action: ReturnStep['action'] & keyof typeof nextStatus,
  step: Omit<ReturnStep, 'action' | 'at'> & { extra?: Partial<typeof orderReturns.$inferInsert> },
): Promise<OrderReturnRow> {
  const { extra, ...said } = step;
  const now = new Date();
  const [updated] = await tx
    .update(orderReturns)
    .set({
      ...extra,
      status: nextStatus[action],
      history: [...row.history, { ...said, action, at: now.toISOString() }],
      updatedAt: now,
    })
    .where(eq(orderReturns.id, row.id))
    .returning();
  return updated!;
}
