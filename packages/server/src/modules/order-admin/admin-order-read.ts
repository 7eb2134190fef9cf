import { and, eq, exists, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { AdminOrder, AdminOrderDetail } from '@podkit/sdk-core';
import type { DbExecutor } from '../../db/client.js';
import { notFound } from '../../http/envelope.js';
import type { UrlOf } from '../orders/index.js';
import { containing } from '../orders/index.js';
import { listedOrderColumns, orderDetailOf, orderLister, toOrder } from '../orders/index.js';
import { orders, type ListedOrder, type OrderRow } from '../orders/index.js';
import { users } from '../users/index.js';

/** The admin list's scope: the site's orders, or those of resellers whose name is like `username`. */
export interface SiteOrderScope {
  siteId: number;
  /** A LIKE pattern. */
  username?: string;
}

export function siteScope(siteId: number, username?: string): SiteOrderScope {
  return { siteId, username: username ? containing(username) : undefined };
}

export function siteScopeConditions(scope: SiteOrderScope): SQL[] {
  const conditions: SQL[] = [eq(orders.siteId, scope.siteId)];
  if (scope.username !== undefined)
    conditions.push(
      exists(
        sql`(select 1 from ${users} where ${users.id} = ${orders.userId} and ${ilike(users.username, scope.username)})`,
      ),
    );
  return conditions;
}

/** A page of the site's orders (the operators' list): an order's answer, its reseller and note. */
export const listSiteOrders = orderLister(siteScopeConditions, () => ({
  ...listedOrderColumns,
  userId: orders.userId,
  holdNote: orders.holdNote,
}));

async function usernames(db: DbExecutor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.username]));
}

type AdminListedOrder = ListedOrder & Pick<OrderRow, 'userId' | 'holdNote'>;

export async function toAdminOrders(
  db: DbExecutor,
  rows: AdminListedOrder[],
): Promise<AdminOrder[]> {
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
