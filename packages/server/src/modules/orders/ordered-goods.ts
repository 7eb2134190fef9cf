import { and, desc, eq, isNotNull, max, sql, sum, countDistinct } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { pageOffset } from '../../http/paging.js';
import { ownedOrder, type Owner } from './order-read.js';
import { orderItems, orders } from './schema.js';

/** A general good the owner has paid for: how many, in how many orders, and when last. */
export interface OrderedGoods {
  goodsId: number;
  quantity: number;
  orderCount: number;
  lastOrderedAt: Date;
}

/** The general goods in the owner's paid orders, the most recently ordered first, a page at a time. */
export async function orderedGoods(
  db: DbExecutor,
  owner: Owner,
  page: number,
  perPage: number,
): Promise<{ rows: OrderedGoods[]; total: number }> {
  const where = and(ownedOrder(owner), isNotNull(orders.paidAt), isNotNull(orderItems.goodsId));
  const lastOrderedAt = max(orders.createdAt);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        goodsId: sql<number>`${orderItems.goodsId}`,
        quantity: sum(orderItems.quantity).mapWith(Number),
        orderCount: countDistinct(orders.id),
        lastOrderedAt,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(where)
      .groupBy(orderItems.goodsId)
      .orderBy(desc(lastOrderedAt), desc(orderItems.goodsId))
      .limit(perPage)
      .offset(pageOffset(page, perPage)),
    db
      .select({ n: countDistinct(orderItems.goodsId) })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, lastOrderedAt: new Date(row.lastOrderedAt!) })),
    total: total?.n ?? 0,
  };
}
