import { and, asc, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  AdminDesignOrder,
  AdminDesignOrderQuery,
  DesignOrder,
  DesignOrderEvent,
} from '@podkit/sdk-core';
import type { DbExecutor } from '../../db/client.js';
import { AppError, StatusCode } from '../../http/envelope.js';
import { formatCents } from '../../http/money.js';
import { pageOffset } from '../../http/paging.js';
import { containsTyped } from '../../http/text-search.js';
import { users } from '../users/index.js';
import { toWireFile } from '../work-orders/index.js';
import { eventLabels, REVISIONS_INCLUDED, statusLabels } from './labels.js';
import {
  designOrderEvents,
  designOrders,
  type DesignOrderEventRow,
  type DesignOrderRow,
} from './schema.js';

export type UrlOf = (key: string) => string;

/** Whose orders a query sees: one reseller's (site + user), or the whole site's (the console). */
export type Scope = { siteId: number; userId?: number };

export function scopeOf(scope: Scope, id?: number): SQL {
  const conditions = [eq(designOrders.siteId, scope.siteId)];
  if (scope.userId !== undefined) conditions.push(eq(designOrders.userId, scope.userId));
  if (id !== undefined) conditions.push(eq(designOrders.id, id));
  return and(...conditions)!;
}

export const orderNotFound = () =>
  new AppError(StatusCode.notFound, '设计订单不存在：只能查看自己账户下的设计订单');

function toEvent(row: DesignOrderEventRow, urlOf: UrlOf): DesignOrderEvent {
  const wire = (file: (typeof row.files)[number]) => toWireFile(file, urlOf);
  return {
    id: row.id,
    kind: row.kind,
    kind_label: eventLabels[row.kind],
    note: row.note,
    files: row.files.map(wire),
    mockups: row.mockups.map(wire),
    actor_name: row.actorName,
    created_at: row.createdAt.toISOString(),
  };
}

/** The orders as the wire has them, each with its events, in one query for all of them. */
export async function toDesignOrders(
  db: DbExecutor,
  rows: DesignOrderRow[],
  urlOf: UrlOf,
): Promise<Array<DesignOrder & { user_id: number; designer_id: number | null }>> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const designerIds = [...new Set(rows.flatMap((row) => (row.designerId ? [row.designerId] : [])))];
  const [events, designers] = await Promise.all([
    db
      .select()
      .from(designOrderEvents)
      .where(inArray(designOrderEvents.designOrderId, ids))
      .orderBy(asc(designOrderEvents.id)),
    designerIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: users.id, name: users.nickname, username: users.username })
          .from(users)
          .where(inArray(users.id, designerIds)),
  ]);
  const designerName = new Map(designers.map((d) => [d.id, d.name || d.username]));
  return rows.map((row) => ({
    id: row.id,
    order_no: row.orderNo,
    item_id: row.itemId,
    item_name: row.itemName,
    price: formatCents(row.priceCents),
    brief: row.brief,
    references: row.references.map((file) => toWireFile(file, urlOf)),
    product_id: row.productId,
    product_name: row.productName,
    size_name: row.sizeName,
    deadline: row.deadline,
    status: row.status,
    status_label: statusLabels[row.status],
    designer_name: row.designerId ? (designerName.get(row.designerId) ?? '') : '',
    revisions_used: row.revisionsUsed,
    revisions_included: REVISIONS_INCLUDED,
    material_ids: row.materialIds,
    events: events
      .filter((event) => event.designOrderId === row.id)
      .map((event) => toEvent(event, urlOf)),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    user_id: row.userId,
    designer_id: row.designerId,
  }));
}

/** The reseller's view: without the console's fields. */
export async function toResellerOrders(
  db: DbExecutor,
  rows: DesignOrderRow[],
  urlOf: UrlOf,
): Promise<DesignOrder[]> {
  return (await toDesignOrders(db, rows, urlOf)).map(
    ({ user_id: _user, designer_id: _designer, ...order }) => order,
  );
}

/** The console's view: with the owner's name. */
export async function toAdminOrders(
  db: DbExecutor,
  rows: DesignOrderRow[],
  urlOf: UrlOf,
): Promise<AdminDesignOrder[]> {
  const owners = await ownerNames(db, rows);
  return (await toDesignOrders(db, rows, urlOf)).map((order) => ({
    ...order,
    username: owners.get(order.user_id) ?? '',
  }));
}

async function ownerNames(db: DbExecutor, rows: DesignOrderRow[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.map((row) => row.userId))];
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(found.map((row) => [row.id, row.username]));
}

/** A page of orders in scope, newest first; `mine` keeps the designer's own. */
export async function listDesignOrders(
  db: DbExecutor,
  scope: Scope,
  query: AdminDesignOrderQuery & { page: number; page_size: number },
  designerId?: number,
): Promise<{ rows: DesignOrderRow[]; total: number }> {
  const owner = alias(users, 'owner');
  const conditions: SQL[] = [scopeOf(scope)];
  if (query.status) conditions.push(eq(designOrders.status, query.status));
  if (query.mine === 1 && designerId !== undefined)
    conditions.push(eq(designOrders.designerId, designerId));
  const typed = [
    containsTyped(designOrders.orderNo, query.keyword),
    containsTyped(designOrders.brief, query.keyword),
    scope.userId === undefined ? containsTyped(owner.username, query.keyword) : undefined,
  ].filter((one): one is SQL => one !== undefined);
  if (typed.length > 0) conditions.push(or(...typed)!);
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ order: designOrders })
      .from(designOrders)
      .innerJoin(owner, eq(owner.id, designOrders.userId))
      .where(where)
      .orderBy(desc(designOrders.createdAt), desc(designOrders.id))
      .limit(query.page_size)
      .offset(pageOffset(query.page, query.page_size)),
    db
      .select({ total: count() })
      .from(designOrders)
      .innerJoin(owner, eq(owner.id, designOrders.userId))
      .where(where),
  ]);
  return { rows: rows.map((row) => row.order), total: totals?.total ?? 0 };
}

/** The order in scope; another reseller's is "not found". */
export async function findDesignOrder(db: DbExecutor, scope: Scope, id: number) {
  const [row] = await db.select().from(designOrders).where(scopeOf(scope, id));
  if (!row) throw orderNotFound();
  return row;
}

/** The order in scope, locked for the caller's transaction. */
export async function lockDesignOrder(db: DbExecutor, scope: Scope, id: number) {
  const [row] = await db.select().from(designOrders).where(scopeOf(scope, id)).for('update');
  if (!row) throw orderNotFound();
  return row;
}
