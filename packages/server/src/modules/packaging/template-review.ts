import { eq } from 'drizzle-orm';
import type { PackagingApproveBody } from '@podkit/sdk-core';
import type { Db, DbExecutor } from '../../db/client.js';
import { conflict, invalid } from '../../http/envelope.js';
import { formatCents } from '../../http/money.js';
import { yuanToCents } from '../catalog/index.js';
import { sendUserMessage } from '../messages/index.js';
import { changeBalance } from '../wallet/index.js';
import { statusLabels } from './labels.js';
import { packagingTemplates, type PackagingRow } from './schema.js';
import { lockTemplate, type Submitter } from './template-write.js';

/** The operator deciding, on their site. */
export interface Reviewer {
  siteId: number;
  userId: number;
}

function tell(tx: DbExecutor, row: PackagingRow, text: string) {
  return sendUserMessage(tx, {
    siteId: row.siteId,
    userId: row.userId,
    type: 1,
    description: `包装模板「${row.name}」${text}`,
  });
}

function assertPending(row: PackagingRow, what: string) {
  if (row.status !== 'pending')
    throw conflict(`包装模板「${row.name}」当前为「${statusLabels[row.status]}」，不能${what}`);
}

/** Approves a template under review with the set-up fee and the per-order fee the operator sets. */
export async function approveTemplate(
  db: Db,
  reviewer: Reviewer,
  id: number,
  input: PackagingApproveBody | { setup_fee: string | number; per_order_fee: string | number },
): Promise<PackagingRow> {
  const setupFeeCents = yuanToCents(input.setup_fee, '制版费（setup_fee）');
  const perOrderFeeCents = yuanToCents(input.per_order_fee, '每单费用（per_order_fee）');
  return db.transaction(async (tx) => {
    const row = await lockTemplate(tx, { siteId: reviewer.siteId }, id);
    assertPending(row, '审核通过');
    const now = new Date();
    const [approved] = await tx
      .update(packagingTemplates)
      .set({
        status: 'approved',
        setupFeeCents,
        perOrderFeeCents,
        rejectReason: '',
        reviewedBy: reviewer.userId,
        reviewedAt: now,
        updatedAt: now,
      })
      .where(eq(packagingTemplates.id, row.id))
      .returning();
    await tell(
      tx,
      row,
      `已审核通过：制版费 ${formatCents(setupFeeCents)} 元，每单 ${formatCents(perOrderFeeCents)} 元。请在「包装模板」中支付制版费后使用`,
    );
    return approved!;
  });
}

/** Rejects a template under review with the reason the reseller reads; they may edit and resubmit. */
export function rejectTemplate(db: Db, reviewer: Reviewer, id: number, reason: string) {
  const text = reason.trim();
  if (!text) throw invalid('请填写驳回原因（reason）');
  return db.transaction(async (tx) => {
    const row = await lockTemplate(tx, { siteId: reviewer.siteId }, id);
    assertPending(row, '驳回');
    const now = new Date();
    const [rejected] = await tx
      .update(packagingTemplates)
      .set({
        status: 'rejected',
        rejectReason: text,
        reviewedBy: reviewer.userId,
        reviewedAt: now,
        updatedAt: now,
      })
      .where(eq(packagingTemplates.id, row.id))
      .returning();
    await tell(tx, row, `已被驳回：${text}。可修改后重新提交`);
    return rejected!;
  });
}

/**
 * Pays an approved template's set-up fee from the balance: one ledger row (key
 * `packaging-setup:<id>`), in one transaction with the template locked, after which it is usable.
 * Paying a paid template again answers it as it is and takes nothing; a short balance is refused.
 */
export async function payTemplate(db: Db, payer: Submitter, id: number): Promise<PackagingRow> {
  return db.transaction(async (tx) => {
    const row = await lockTemplate(tx, payer, id);
    if (row.status === 'active') return row;
    if (row.status !== 'approved')
      throw conflict(
        `包装模板「${row.name}」当前为「${statusLabels[row.status]}」，审核通过后才能支付制版费`,
      );
    const fee = row.setupFeeCents ?? 0;
    if (fee > 0)
      await changeBalance(tx, {
        siteId: row.siteId,
        userId: row.userId,
        kind: 'payment',
        amountCents: -fee,
        description: `包装模板「${row.name}」制版费`,
        reference: { type: 'packaging_template', id: row.id },
        idempotencyKey: `packaging-setup:${row.id}`,
        actorUserId: payer.actorId,
      });
    const now = new Date();
    const [paid] = await tx
      .update(packagingTemplates)
      .set({ status: 'active', paidAt: now, updatedAt: now })
      .where(eq(packagingTemplates.id, row.id))
      .returning();
    await sendUserMessage(tx, {
      siteId: row.siteId,
      userId: row.userId,
      type: 3,
      description: `包装模板「${row.name}」已支付制版费 ${formatCents(fee)} 元，下单时可选择使用`,
    });
    return paid!;
  });
}
