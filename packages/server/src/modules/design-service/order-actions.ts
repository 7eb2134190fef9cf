import { and, desc, eq } from 'drizzle-orm';
import type { DesignDeliveryInput, DesignOrderStatus } from '@podkit/sdk-core';
import type { Db, DbExecutor } from '../../db/client.js';
import { conflict, invalid } from '../../http/envelope.js';
import { formatCents } from '../../http/money.js';
import type { StagedMaterial } from '../materials/index.js';
import { changeBalance } from '../wallet/index.js';
import { attachedFiles, type AttachedFile } from '../work-orders/index.js';
import { REVISIONS_INCLUDED, statusLabels } from './labels.js';
import {
  recordEvent,
  tellDesigner,
  tellReseller,
  tellServiceOrders,
  type EventActor,
} from './order-events.js';
import { findDesignOrder, lockDesignOrder, type Scope } from './order-read.js';
import { designOrderEvents, designOrders, type DesignOrderRow } from './schema.js';

/** Someone acting on an order in their scope (the reseller's own, or the site's for the console). */
export interface Acting extends EventActor {
  scope: Scope;
}

function refuse(row: DesignOrderRow, what: string): never {
  throw conflict(`设计订单 ${row.orderNo} 当前为「${statusLabels[row.status]}」，不能${what}`);
}

async function move(
  tx: DbExecutor,
  row: DesignOrderRow,
  status: DesignOrderStatus,
  extra: Partial<typeof designOrders.$inferInsert> = {},
): Promise<DesignOrderRow> {
  const [moved] = await tx
    .update(designOrders)
    .set({ status, ...extra, updatedAt: new Date() })
    .where(eq(designOrders.id, row.id))
    .returning();
  await tellServiceOrders(tx, moved!);
  return moved!;
}

/**
 * Cancels an order no designer has taken and refunds its price to the balance: one ledger row
 * (key `design-service-refund:<id>`) with the order locked, so two cancels at once refund once;
 * cancelling a cancelled order answers it as it is.
 */
export function cancelDesignOrder(db: Db, acting: Acting, id: number): Promise<DesignOrderRow> {
  return db.transaction(async (tx) => {
    const row = await lockDesignOrder(tx, acting.scope, id);
    if (row.status === 'cancelled') return row;
    if (row.status !== 'pending') refuse(row, '取消（设计师已接单，如有问题请联系客服）');
    const cancelled = await move(tx, row, 'cancelled');
    await changeBalance(tx, {
      siteId: row.siteId,
      userId: row.userId,
      kind: 'refund',
      amountCents: row.priceCents,
      description: `设计服务「${row.itemName}」${row.orderNo} 取消退款`,
      reference: { type: 'design_order', id: row.id },
      idempotencyKey: `design-service-refund:${row.id}`,
      actorUserId: acting.actorId,
    });
    await recordEvent(tx, row, { kind: 'cancelled' }, acting);
    await tellReseller(tx, row, `已取消，${formatCents(row.priceCents)} 元已退回余额`, 3);
    return cancelled;
  });
}

/** A designer takes a waiting order (待接单 → 设计中); the reseller can no longer cancel it. */
export function takeDesignOrder(db: Db, acting: Acting, id: number): Promise<DesignOrderRow> {
  return db.transaction(async (tx) => {
    const row = await lockDesignOrder(tx, acting.scope, id);
    if (row.status === 'in_progress' && row.designerId === acting.actorId) return row;
    if (row.status !== 'pending') refuse(row, '接单');
    const taken = await move(tx, row, 'in_progress', { designerId: acting.actorId });
    await recordEvent(tx, row, { kind: 'taken' }, acting);
    await tellReseller(tx, row, `已由设计师 ${acting.actorName} 接单，开始设计`);
    return taken;
  });
}

/** The designer's files and mockups (private attachments they uploaded) for the reseller to check. */
export async function deliverDesignOrder(
  db: Db,
  acting: Acting,
  id: number,
  input: DesignDeliveryInput,
): Promise<DesignOrderRow> {
  const uploader = { siteId: acting.scope.siteId, userId: acting.actorId };
  const files = await attachedFiles(db, uploader, input.file_ids, '设计文件');
  if (files.length === 0) throw invalid('请上传至少一个设计文件（file_ids）');
  const mockups = await attachedFiles(db, uploader, input.mockup_ids, '效果图');
  return db.transaction(async (tx) => {
    const row = await lockDesignOrder(tx, acting.scope, id);
    if (row.status !== 'in_progress' && row.status !== 'revising') refuse(row, '交付');
    if (row.designerId !== acting.actorId)
      throw conflict(`设计订单 ${row.orderNo} 由其他设计师负责，只有接单的设计师可以交付`);
    const delivered = await move(tx, row, 'delivered');
    const note = (input.note ?? '').trim();
    await recordEvent(tx, row, { kind: 'delivered', note, files, mockups }, acting);
    await tellReseller(tx, row, '已交付设计稿，请在「设计服务」中验收或申请修改');
    return delivered;
  });
}

/**
 * The reseller asks for a revision of the delivered files (待验收 → 修改中). The order includes
 * REVISIONS_INCLUDED of them; one more is refused with what to do instead.
 */
export function reviseDesignOrder(
  db: Db,
  acting: Acting,
  id: number,
  note: string,
): Promise<DesignOrderRow> {
  const text = note.trim();
  if (!text) throw invalid('请填写修改意见（note）');
  return db.transaction(async (tx) => {
    const row = await lockDesignOrder(tx, acting.scope, id);
    if (row.status !== 'delivered') refuse(row, '申请修改');
    if (row.revisionsUsed >= REVISIONS_INCLUDED)
      throw conflict(
        `设计订单 ${row.orderNo} 已用完 ${REVISIONS_INCLUDED} 次免费修改，请确认验收；如需继续修改请重新下单`,
      );
    const revising = await move(tx, row, 'revising', { revisionsUsed: row.revisionsUsed + 1 });
    await recordEvent(tx, row, { kind: 'revision', note: text }, acting);
    await tellReseller(
      tx,
      row,
      `已提交修改意见（第 ${revising.revisionsUsed} 次），等待设计师修改`,
    );
    await tellDesigner(tx, row, `客户申请修改：${text}`);
    return revising;
  });
}

/** Copies files into the reseller's gallery as staged materials (non-image files are left out). */
export type StageFiles = (
  owner: DesignOrderRow,
  files: AttachedFile[],
) => Promise<StagedMaterial[]>;

/** The design files of the order's last delivery. */
async function lastDeliveredFiles(db: DbExecutor, row: DesignOrderRow): Promise<AttachedFile[]> {
  const [event] = await db
    .select({ files: designOrderEvents.files })
    .from(designOrderEvents)
    .where(
      and(eq(designOrderEvents.designOrderId, row.id), eq(designOrderEvents.kind, 'delivered')),
    )
    .orderBy(desc(designOrderEvents.id))
    .limit(1);
  return event?.files ?? [];
}

const discardAll = (staged: StagedMaterial[]) =>
  Promise.all(staged.map((one) => one.discard().catch(() => undefined)));

/**
 * The reseller accepts the last delivery (待验收 → 已完成): its design files become materials of
 * the reseller's gallery, recorded in the same transaction as the acceptance (the copies and
 * previews are made before it). Accepting twice answers the accepted order and adds nothing.
 */
export async function acceptDesignOrder(
  db: Db,
  acting: Acting,
  id: number,
  stage: StageFiles,
): Promise<DesignOrderRow> {
  const row = await findDesignOrder(db, acting.scope, id);
  if (row.status === 'accepted') return row;
  if (row.status !== 'delivered') refuse(row, '验收');
  const staged = await stage(row, await lastDeliveredFiles(db, row));
  let recorded = false;
  try {
    const result = await db.transaction(async (tx) => {
      const locked = await lockDesignOrder(tx, acting.scope, id);
      if (locked.status === 'accepted') return locked;
      if (locked.status !== 'delivered') refuse(locked, '验收');
      const materials = [];
      for (const material of staged) materials.push(await material.record(tx));
      const accepted = await move(tx, locked, 'accepted', {
        materialIds: materials.map((material) => material.id),
      });
      await recordEvent(tx, locked, { kind: 'accepted' }, acting);
      await tellReseller(
        tx,
        locked,
        `已验收，${materials.length} 个设计文件已加入「我的素材」，可在设计器中使用`,
      );
      await tellDesigner(tx, locked, '客户已验收');
      recorded = true;
      return accepted;
    });
    if (!recorded) await discardAll(staged);
    return result;
  } catch (error) {
    await discardAll(staged);
    throw error;
  }
}
