import { and, count, desc, eq, inArray, sql, sum } from 'drizzle-orm';
import type { Paginator, SubSiteCustomer, SubSiteOrder } from '@podkit/sdk-core';
import type { Db } from '../../db/client.js';
import { formatCents } from '../../http/money.js';
import { pageOffset, paginator } from '../../http/paging.js';
import { orderItems, orderStatusLabels, orders } from '../orders/index.js';
import { maskPhone, users, type User } from '../users/index.js';
import {
  subSiteCustomers,
  subSiteMarkupReversals,
  subSiteOrderMarkups,
  subSites,
} from './schema.js';

/** The owner's customers, newest first, with their orders and what the owner earned from them (less refunds' reversals). */
export async function listCustomers(
  db: Db,
  owner: User,
  page: number,
  perPage: number,
): Promise<Paginator<SubSiteCustomer>> {
  const scope = and(eq(subSites.siteId, owner.siteId), eq(subSites.ownerUserId, owner.id));
  const [total] = await db
    .select({ n: count() })
    .from(subSiteCustomers)
    .innerJoin(subSites, eq(subSites.id, subSiteCustomers.subSiteId))
    .where(scope);
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      phone: users.phone,
      createdAt: subSiteCustomers.createdAt,
    })
    .from(subSiteCustomers)
    .innerJoin(subSites, eq(subSites.id, subSiteCustomers.subSiteId))
    .innerJoin(users, eq(users.id, subSiteCustomers.userId))
    .where(scope)
    .orderBy(desc(subSiteCustomers.createdAt), desc(users.id))
    .limit(perPage)
    .offset(pageOffset(page, perPage));
  const ids = rows.map((row) => row.id);
  const stats = ids.length
    ? await db
        .select({
          userId: orders.userId,
          orderCount: count(),
          paidCents:
            sql<number>`coalesce(sum(${orders.totalCents}) filter (where ${orders.paidAt} is not null), 0)`.mapWith(
              Number,
            ),
          earnedCents:
            sql<number>`coalesce(sum(${subSiteOrderMarkups.markupCents}) filter (where ${subSiteOrderMarkups.creditedAt} is not null), 0)`.mapWith(
              Number,
            ),
        })
        .from(orders)
        .leftJoin(subSiteOrderMarkups, eq(subSiteOrderMarkups.orderId, orders.id))
        .where(and(eq(orders.siteId, owner.siteId), inArray(orders.userId, ids)))
        .groupBy(orders.userId)
    : [];
  const reversals = ids.length
    ? await db
        .select({
          userId: orders.userId,
          cents: sum(subSiteMarkupReversals.reversalCents).mapWith(Number),
        })
        .from(subSiteMarkupReversals)
        .innerJoin(orders, eq(orders.id, subSiteMarkupReversals.orderId))
        .where(and(eq(orders.siteId, owner.siteId), inArray(orders.userId, ids)))
        .groupBy(orders.userId)
    : [];
  const reversedByUser = new Map(reversals.map((r) => [r.userId, r.cents]));
  const byUser = new Map(stats.map((s) => [s.userId, s]));
  return paginator(
    rows.map((row) => ({
      id: row.id,
      username: row.username,
      phone: maskPhone(row.phone),
      created_at: row.createdAt.toISOString(),
      order_count: byUser.get(row.id)?.orderCount ?? 0,
      paid_amount: formatCents(byUser.get(row.id)?.paidCents ?? 0),
      earned: formatCents(
        (byUser.get(row.id)?.earnedCents ?? 0) - (reversedByUser.get(row.id) ?? 0),
      ),
    })),
    total?.n ?? 0,
    page,
    perPage,
  );
}

/** The orders of the owner's customers (newest first), with the markup each carries. */
export async function listCustomerOrders(
  db: Db,
  owner: User,
  query: { page: number; perPage: number; customerId?: number },
): Promise<Paginator<SubSiteOrder>> {
  const scope = and(
    eq(subSites.siteId, owner.siteId),
    eq(subSites.ownerUserId, owner.id),
    eq(orders.siteId, owner.siteId),
    query.customerId === undefined ? undefined : eq(subSiteCustomers.userId, query.customerId),
  );
  const from = () =>
    db
      .select({
        order: orders,
        username: users.username,
        markupCents: subSiteOrderMarkups.markupCents,
        creditedAt: subSiteOrderMarkups.creditedAt,
        // Not paid yet: what its lines carry.
        linesMarkupCents:
          sql<number>`(select coalesce(sum(${orderItems.markupCents} * ${orderItems.quantity}), 0) from ${orderItems} where ${orderItems.orderId} = ${orders.id})`.mapWith(
            Number,
          ),
      })
      .from(subSiteCustomers)
      .innerJoin(subSites, eq(subSites.id, subSiteCustomers.subSiteId))
      .innerJoin(users, eq(users.id, subSiteCustomers.userId))
      .innerJoin(orders, eq(orders.userId, subSiteCustomers.userId))
      .leftJoin(subSiteOrderMarkups, eq(subSiteOrderMarkups.orderId, orders.id));
  const [total] = await db
    .select({ n: count() })
    .from(subSiteCustomers)
    .innerJoin(subSites, eq(subSites.id, subSiteCustomers.subSiteId))
    .innerJoin(orders, eq(orders.userId, subSiteCustomers.userId))
    .where(scope);
  const rows = await from()
    .where(scope)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.perPage)
    .offset(pageOffset(query.page, query.perPage));
  return paginator(
    rows.map(({ order, username, markupCents, creditedAt, linesMarkupCents }) => ({
      order_id: order.id,
      order_no: order.orderNo,
      customer_id: order.userId,
      customer_name: username,
      status: order.status,
      status_label: orderStatusLabels[order.status],
      total: formatCents(order.totalCents),
      markup: formatCents(creditedAt ? (markupCents ?? 0) : linesMarkupCents),
      credited: creditedAt !== null && creditedAt !== undefined,
      created_at: order.createdAt.toISOString(),
    })),
    total?.n ?? 0,
    query.page,
    query.perPage,
  );
}
