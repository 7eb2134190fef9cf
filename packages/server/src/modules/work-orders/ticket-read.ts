import { and, asc, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { WorkOrder, WorkOrderDetail, WorkOrderQuery } from '@podkit/sdk-core';
import type { DbExecutor } from '../../db/client.js';
import { notFound } from '../../http/envelope.js';
import { pageOffset } from '../../http/paging.js';
import { dayBounds } from '../../http/site-days.js';
import { containsTyped } from '../../http/text-search.js';
import { orderItems } from '../orders/index.js';
import { users } from '../users/index.js';
import { toWireFile } from './attachments.js';
import {
  workOrderMessages,
  workOrders,
  type WorkOrderMessageRow,
  type WorkOrderRow,
} from './schema.js';
import { actionsFor, type Side } from './state-machine.js';
import { statusLabels, typeLabels } from './labels.js';

export type UrlOf = (key: string) => string;

/** Whose tickets a query sees: one reseller's (site + user), or the whole site's (operators). */
export type Scope = { siteId: number; userId?: number };

export function scopeOf(scope: Scope, id?: number): SQL {
  return and(
    eq(workOrders.siteId, scope.siteId),
    scope.userId === undefined ? undefined : eq(workOrders.userId, scope.userId),
    id === undefined ? undefined : eq(workOrders.id, id),
  ) as SQL;
}

export function toWorkOrder(row: WorkOrderRow, side: Side): WorkOrder {
  return {
    id: row.id,
    ticket_no: row.ticketNo,
    type: row.type,
    type_label: typeLabels[row.type],
    status: row.status,
    status_label: statusLabels[row.status],
    order_id: row.orderId,
    order_no: row.orderNo,
    description: row.description,
    unread: side === 'reseller' ? row.resellerUnread : row.operatorUnread,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function filters(query: WorkOrderQuery, timeZone: string, side: Side): SQL[] {
  const conditions: SQL[] = [];
  const { from, to } = dayBounds(timeZone, query.start_date, query.end_date);
  if (from) conditions.push(gte(workOrders.createdAt, from));
  if (to) conditions.push(lt(workOrders.createdAt, to));
  if (query.status) conditions.push(eq(workOrders.status, query.status));
  if (query.type) conditions.push(eq(workOrders.type, query.type));
  if (query.order_id !== undefined) conditions.push(eq(workOrders.orderId, query.order_id));
  const typed = [
    containsTyped(workOrders.ticketNo, query.keyword),
    containsTyped(workOrders.orderNo, query.keyword),
    side === 'operator' ? containsTyped(users.username, query.keyword) : undefined,
  ].filter((one): one is SQL => one !== undefined);
  if (typed.length > 0) conditions.push(or(...typed)!);
  return conditions;
}

/** A page of tickets in scope, newest first, with the list filters; each with its owner's name. */
export async function listWorkOrders(
  db: DbExecutor,
  scope: Scope,
  query: WorkOrderQuery & { page: number; page_size: number },
  timeZone: string,
  side: Side,
) {
  const where = and(scopeOf(scope), ...filters(query, timeZone, side));
  const [rows, [totals]] = await Promise.all([
    db
      .select({ ticket: workOrders, username: users.username })
      .from(workOrders)
      .innerJoin(users, eq(users.id, workOrders.userId))
      .where(where)
      .orderBy(desc(workOrders.createdAt), desc(workOrders.id))
      .limit(query.page_size)
      .offset(pageOffset(query.page, query.page_size)),
    db
      .select({ total: count() })
      .from(workOrders)
      .innerJoin(users, eq(users.id, workOrders.userId))
      .where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** The ticket in scope, or "not found" (another reseller's id is not found too). */
export async function findWorkOrder(
  db: DbExecutor,
  scope: Scope,
  id: number,
): Promise<WorkOrderRow> {
  const [row] = await db.select().from(workOrders).where(scopeOf(scope, id));
  if (!row) throw notFound('工单');
  return row;
}

/** Operator replies the reseller has not opened yet, over all their tickets. */
export async function resellerUnreadTotal(db: DbExecutor, owner: Required<Scope>) {
  const [row] = await db
    .select({ unread: sql<number>`coalesce(sum(${workOrders.resellerUnread}), 0)::int` })
    .from(workOrders)
    .where(scopeOf(owner));
  return row?.unread ?? 0;
}

function toMessage(row: WorkOrderMessageRow, urlOf: UrlOf) {
  return {
    id: row.id,
    author: row.author,
    author_name: row.authorName,
    content: row.content,
    attachments: row.attachments.map((file) => toWireFile(file, urlOf)),
    created_at: row.createdAt.toISOString(),
  };
}

/** The ticket with its order lines, photos, conversation and the moves open to `side`. */
export async function workOrderDetail(
  db: DbExecutor,
  row: WorkOrderRow,
  side: Side,
  urlOf: UrlOf,
): Promise<WorkOrderDetail> {
  const [lines, messages] = await Promise.all([
    row.orderId === null || row.orderItemIds.length === 0
      ? []
      : db
          .select({
            id: orderItems.id,
            name: orderItems.name,
            sku_text: orderItems.skuText,
            quantity: orderItems.quantity,
          })
          .from(orderItems)
          .where(and(eq(orderItems.orderId, row.orderId), inArray(orderItems.id, row.orderItemIds)))
          .orderBy(asc(orderItems.id)),
    db
      .select()
      .from(workOrderMessages)
      .where(eq(workOrderMessages.workOrderId, row.id))
      .orderBy(asc(workOrderMessages.id)),
  ]);
  return {
    ...toWorkOrder(row, side),
    lines,
    photos: row.photos.map((file) => toWireFile(file, urlOf)),
    messages: messages.map((message) => toMessage(message, urlOf)),
    actions: actionsFor(side, row.status),
  };
}

/** The reseller has read the operators' replies (or an operator the reseller's). */
export async function markRead(db: DbExecutor, row: WorkOrderRow, side: Side) {
  const unread = side === 'reseller' ? row.resellerUnread : row.operatorUnread;
  if (unread === 0) return row;
  const [updated] = await db
    .update(workOrders)
    .set(side === 'reseller' ? { resellerUnread: 0 } : { operatorUnread: 0 })
    .where(eq(workOrders.id, row.id))
    .returning();
  return updated ?? row;
}

/** The owner's name, for the console. */
export async function ownerName(db: DbExecutor, row: WorkOrderRow): Promise<string> {
  const [owner] = await db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, row.userId));
  return owner?.username ?? '';
}
