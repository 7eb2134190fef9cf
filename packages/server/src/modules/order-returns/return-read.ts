import { and, count, desc, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import type { OrderReturn, OrderReturnDetail, OrderReturnQuery } from '@podkit/sdk-core';
import type { DbExecutor } from '../../db/client.js';
import { notFound } from '../../http/envelope.js';
import { formatCents } from '../../http/money.js';
import { pageOffset } from '../../http/paging.js';
import { dayBounds } from '../../http/site-days.js';
import { containsTyped } from '../../http/text-search.js';
import { orderInScope, orderLinesOf } from '../orders/index.js';
import { users } from '../users/index.js';
import { toWireFile } from '../work-orders/index.js';
import { scopeOf, type Scope } from './return-apply.js';
import { resolutionLabels, statusLabels } from './labels.js';
import { refundCap } from './returnable.js';
import { orderReturns, type OrderReturnRow } from './schema.js';
import { actionLabels, actionsFor, type Side } from './state-machine.js';

export type UrlOf = (key: string) => string;

const cents = (value: number | null) => (value === null ? null : formatCents(value));

export function toOrderReturn(row: OrderReturnRow): OrderReturn {
  return {
    id: row.id,
    return_no: row.returnNo,
    order_id: row.orderId,
    order_no: row.orderNo,
    status: row.status,
    status_label: statusLabels[row.status],
    resolution: row.resolution,
    resolution_label: resolutionLabels[row.resolution],
    reason: row.reason,
    item_num: row.lines.reduce((sum, line) => sum + line.quantity, 0),
    requested_amount: cents(row.requestedAmountCents),
    approved_amount: cents(row.approvedAmountCents),
    replacement_order_id: row.replacementOrderId,
    replacement_order_no: row.replacementOrderNo,
    operator_note: row.operatorNote,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function filters(query: OrderReturnQuery, timeZone: string, side: Side): SQL[] {
  const conditions: SQL[] = [];
  const { from, to } = dayBounds(timeZone, query.start_date, query.end_date);
  if (from) conditions.push(gte(orderReturns.createdAt, from));
  if (to) conditions.push(lt(orderReturns.createdAt, to));
  if (query.status) conditions.push(eq(orderReturns.status, query.status));
  if (query.resolution) conditions.push(eq(orderReturns.resolution, query.resolution));
  if (query.order_id !== undefined) conditions.push(eq(orderReturns.orderId, query.order_id));
  const typed = [
    containsTyped(orderReturns.returnNo, query.keyword),
    containsTyped(orderReturns.orderNo, query.keyword),
    side === 'operator' ? containsTyped(users.username, query.keyword) : undefined,
  ].filter((one): one is SQL => one !== undefined);
  if (typed.length > 0) conditions.push(or(...typed)!);
  return conditions;
}

/** A page of requests in scope, newest first, with the list filters; each with its owner's name. */
export async function listReturns(
  db: DbExecutor,
  scope: Scope,
  query: OrderReturnQuery & { page: number; page_size: number },
  timeZone: string,
  side: Side,
) {
  const where = and(scopeOf(scope), ...filters(query, timeZone, side));
  const [rows, [totals]] = await Promise.all([
    db
      .select({ request: orderReturns, username: users.username })
      .from(orderReturns)
      .innerJoin(users, eq(users.id, orderReturns.userId))
      .where(where)
      .orderBy(desc(orderReturns.createdAt), desc(orderReturns.id))
      .limit(query.page_size)
      .offset(pageOffset(query.page, query.page_size)),
    db
      .select({ total: count() })
      .from(orderReturns)
      .innerJoin(users, eq(users.id, orderReturns.userId))
      .where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** The request in scope, or "not found" (another reseller's id is not found too). */
export async function findReturn(db: DbExecutor, scope: Scope, id: number) {
  const [row] = await db.select().from(orderReturns).where(scopeOf(scope, id));
  if (!row) throw notFound('退货申请');
  return row;
}

/** The request with its lines, photos, history, the moves open to `side` and the refund cap now. */
export async function returnDetail(
  db: DbExecutor,
  row: OrderReturnRow,
  side: Side,
  urlOf: UrlOf,
): Promise<OrderReturnDetail> {
  const order = await orderInScope(db, { siteId: row.siteId }, row.orderId);
  const cap = order ? refundCap(order, await orderLinesOf(db, order.id), row.lines).cap : 0;
  return {
    ...toOrderReturn(row),
    lines: row.lines.map((line) => ({
      order_item_id: line.orderItemId,
      name: line.name,
      sku_text: line.skuText,
      quantity: line.quantity,
      unit_price: formatCents(line.unitPriceCents),
    })),
    photos: row.photos.map((file) => toWireFile(file, urlOf)),
    history: row.history.map((step) => ({
      action: step.action,
      action_label: actionLabels[step.action],
      author: step.author,
      author_name: step.authorName,
      note: step.note,
      photos: step.photos.map((file) => toWireFile(file, urlOf)),
      created_at: step.at,
    })),
    actions: actionsFor(side, row.status),
    max_refund: formatCents(cap),
  };
}

/** The owner's name, for the console. */
export async function ownerName(db: DbExecutor, row: OrderReturnRow): Promise<string> {
  const [owner] = await db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, row.userId));
  return owner?.username ?? '';
}
