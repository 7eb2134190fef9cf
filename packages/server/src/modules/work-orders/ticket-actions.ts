import { eq } from 'drizzle-orm';
import type { WorkOrderAction, WorkOrderReply } from '@podkit/sdk-core';
import type { Db, DbExecutor } from '../../db/client.js';
import { invalid, notFound } from '../../http/envelope.js';
import { sendUserMessage } from '../messages/index.js';
import { attachedFiles } from './attachments.js';
import { workOrderMessages, workOrders, type WorkOrderRow } from './schema.js';
import { assertAllowed, nextStatus, type Side } from './state-machine.js';
import { scopeOf, type Scope } from './ticket-read.js';

export interface Actor {
  side: Side;
  /** The account that signed in (recorded as the author). */
  userId: number;
  name: string;
  /** Whose uploads the attachments must be: the main account (reseller) or the operator. */
  uploaderId: number;
}

const MAX_CONTENT = 2000;

/** What each move writes into the conversation, so both sides see how the ticket went. */
const stateNotes: Partial<Record<`${Side}:${WorkOrderAction}`, string>> = {
  'operator:take': '客服已受理工单',
  'operator:ask_confirm': '客服已处理，请确认问题是否已解决',
  'operator:close': '客服关闭了工单',
  'reseller:confirm': '用户确认问题已解决，工单完成',
  'reseller:close': '用户关闭了工单',
};

/** What the reseller is told in the message center when an operator moves their ticket. */
function resellerNotice(row: WorkOrderRow, action: WorkOrderAction, content: string) {
  const ticket = `工单 ${row.ticketNo}`;
  if (action === 'ask_confirm') return `${ticket} 已处理，请在「我的工单」中确认是否解决`;
  if (action === 'close') return `${ticket} 已被客服关闭${content ? `：${snippet(content)}` : ''}`;
  if (action === 'reply') return `${ticket} 有新的客服回复：${snippet(content)}`;
  return null;
}

const snippet = (text: string) => (text.length > 60 ? `${text.slice(0, 60)}…` : text);

async function lockTicket(tx: DbExecutor, scope: Scope, id: number) {
  const [row] = await tx.select().from(workOrders).where(scopeOf(scope, id)).for('update');
  if (!row) throw notFound('工单');
  return row;
}

/**
 * One move on a ticket by one side: checks the state allows it, records the message (and the
 * state change), counts it unread for the other side, and tells the reseller in the message
 * center when an operator answered, asked to confirm or closed. All in one transaction.
 */
export async function actOnWorkOrder(
  db: Db,
  scope: Scope,
  id: number,
  actor: Actor,
  action: WorkOrderAction,
  input: Partial<WorkOrderReply> = {},
): Promise<WorkOrderRow> {
  const content = (input.content ?? '').trim();
  if (action === 'reply' && !content) throw invalid('请填写回复内容（content）');
  if (content.length > MAX_CONTENT) throw invalid(`回复内容最多 ${MAX_CONTENT} 个字`);
  const files = await attachedFiles(
    db,
    { siteId: scope.siteId, userId: actor.uploaderId },
    input.file_ids,
    '附件',
  );
  return db.transaction(async (tx) => {
    const row = await lockTicket(tx, scope, id);
    assertAllowed(actor.side, action, row.status);
    const status = nextStatus(actor.side, action, row.status);
    const notes = [];
    if (content || files.length > 0)
      notes.push({ author: actor.side, content, attachments: files });
    const stateNote = stateNotes[`${actor.side}:${action}`];
    if (stateNote) notes.push({ author: 'system' as const, content: stateNote, attachments: [] });
    if (notes.length > 0)
      await tx.insert(workOrderMessages).values(
        notes.map((note) => ({
          workOrderId: row.id,
          author: note.author,
          authorUserId: actor.userId,
          authorName: note.author === 'system' ? '' : actor.name,
          content: note.content,
          attachments: note.attachments,
        })),
      );
    const toOther = notes.length > 0 && action !== 'take' ? 1 : 0;
    const [updated] = await tx
      .update(workOrders)
      .set({
        status,
        updatedAt: new Date(),
        ...(actor.side === 'operator'
          ? { resellerUnread: row.resellerUnread + toOther, operatorUnread: 0 }
          : { operatorUnread: row.operatorUnread + toOther, resellerUnread: 0 }),
        ...(actor.side === 'operator' && row.handlerId === null ? { handlerId: actor.userId } : {}),
      })
      .where(eq(workOrders.id, row.id))
      .returning();
    const notice = actor.side === 'operator' ? resellerNotice(row, action, content) : null;
    if (notice)
      await sendUserMessage(tx, {
        siteId: row.siteId,
        userId: row.userId,
        type: row.orderId === null ? 1 : 2,
        description: notice,
      });
    return updated!;
  });
}
