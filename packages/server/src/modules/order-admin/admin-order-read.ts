import { and, eq, exists, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { AdminOrder, AdminOrderDetail } from '@podkit/sdk-core';
import type { DbExecutor } from '../../db/client.js';
import { notFound } from '../../http/envelope.js';
import type { UrlOf } from '../orders/index.js';
import { containing } from '../orders/index.js';
import { orderDetailOf, toOrder } from '../orders/index.js';
import { orders, type OrderRow } from '../orders/index.js';
import { users } from '../users/index.js';

/** The site's orders, optionally only those of resellers whose name contains `username`. */
export function siteScope(siteId: number, username?: string): SQL {
  const scope: SQL[] = [eq(orders.siteId, siteId)];
  if (username)
    scope.push(
      exists(
        sql`(select 1 from ${users} where ${users.id} = ${orders.userId} and ${ilike(users.username, containing(username))})`,
      ),
    );
  return and(...scope)!;
}

async function usernames(db: DbExecutor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.username]));
}

export async function toAdminOrders(db: DbExecutor, rows: OrderRow[]): Promise<AdminOrder[]> {
  const names = await usernames(
    db,
    rows.map((row) => row.userId),
  );
  return rows.map((row) => ({
    ...toOrder(row),
    user_id: row.userId,
    username: names.get(row.userId) ?? '',
    hold_note: row.holdNote,
  }));
}

export async function adminOrderDetail(
  db: DbExecutor,
  siteId: number,
  id: number,
  urlOf: UrlOf,
): Promise<AdminOrderDetail> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.siteId, siteId), eq(orders.id, id)));
  if (!row) throw notFound('订单');
  const [detail, [admin]] = await Promise.all([
    orderDetailOf(db, row, urlOf),
    toAdminOrders(db, [row]),
  ]);
  return { ...detail, user_id: admin!.user_id, username: admin!.username, hold_note: row.holdNote };
}
