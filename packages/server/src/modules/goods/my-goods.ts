import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { MyOrderedGoods, OrdinaryProduct } from '@podkit/sdk-core';
import type { DbExecutor } from '../../db/client.js';
import { notFound } from '../../http/envelope.js';
import { pageOffset } from '../../http/paging.js';
import { orderedGoods } from '../orders/index.js';
import { findGoods, goodsByIds } from './goods-read.js';
import { goods, goodsFavourites, sourcingRequests } from './schema.js';
import { toSourcingRequest } from './sourcing.js';

/** Whose goods: a reseller of a site (the main account). */
export interface GoodsOwner {
  siteId: number;
  userId: number;
}

const ownFavourite = (owner: GoodsOwner) =>
  and(eq(goodsFavourites.siteId, owner.siteId), eq(goodsFavourites.userId, owner.userId));

/** Favourites a published good of the site; favouriting it again changes nothing. */
export async function addFavourite(db: DbExecutor, owner: GoodsOwner, goodsId: number) {
  const good = await findGoods(db, owner.siteId, goodsId, { publishedOnly: true });
  if (!good) throw notFound('商品');
  await db
    .insert(goodsFavourites)
    .values({ ...owner, goodsId })
    .onConflictDoNothing({
      target: [goodsFavourites.siteId, goodsFavourites.userId, goodsFavourites.goodsId],
    });
}

/** Takes a good out of the owner's favourites (nothing happens when it was not in them). */
export async function removeFavourite(db: DbExecutor, owner: GoodsOwner, goodsId: number) {
  await db
    .delete(goodsFavourites)
    .where(and(ownFavourite(owner), eq(goodsFavourites.goodsId, goodsId)));
}

/** Which of these goods the owner has favourited. */
export async function favouriteIds(
  db: DbExecutor,
  owner: GoodsOwner,
  goodsIds: number[],
): Promise<Set<number>> {
  if (goodsIds.length === 0) return new Set();
  const rows = await db
    .select({ goodsId: goodsFavourites.goodsId })
    .from(goodsFavourites)
    .where(and(ownFavourite(owner), inArray(goodsFavourites.goodsId, goodsIds)));
  return new Set(rows.map((row) => row.goodsId));
}

/** The owner's favourite goods still published, the latest favourited first. */
export async function listFavourites(
  db: DbExecutor,
  owner: GoodsOwner,
  page: number,
  perPage: number,
): Promise<{ rows: OrdinaryProduct[]; total: number }> {
  const where = and(ownFavourite(owner), eq(goods.isPublished, 1));
  const [ids, [total]] = await Promise.all([
    db
      .select({ id: goodsFavourites.goodsId })
      .from(goodsFavourites)
      .innerJoin(goods, eq(goods.id, goodsFavourites.goodsId))
      .where(where)
      .orderBy(desc(goodsFavourites.createdAt), desc(goodsFavourites.id))
      .limit(perPage)
      .offset(pageOffset(page, perPage)),
    db
      .select({ n: count() })
      .from(goodsFavourites)
      .innerJoin(goods, eq(goods.id, goodsFavourites.goodsId))
      .where(where),
  ]);
  const rows = await goodsByIds(
    db,
    owner.siteId,
    ids.map((row) => row.id),
  );
  return { rows: rows.map((row) => ({ ...row, is_favourite: 1 })), total: total?.n ?? 0 };
}

/** The general goods the owner has paid for, with how many and when last. */
export async function listOrderedGoods(
  db: DbExecutor,
  owner: GoodsOwner,
  page: number,
  perPage: number,
): Promise<{ rows: MyOrderedGoods[]; total: number }> {
  const ordered = await orderedGoods(db, owner, page, perPage);
  const found = new Map(
    (
      await goodsByIds(
        db,
        owner.siteId,
        ordered.rows.map((row) => row.goodsId),
      )
    ).map((g) => [g.id, g]),
  );
  return {
    rows: ordered.rows.flatMap((row) => {
      const good = found.get(row.goodsId);
      if (!good) return [];
      return [
        {
          goods: good,
          quantity: row.quantity,
          order_count: row.orderCount,
          last_ordered_at: row.lastOrderedAt.toISOString(),
        },
      ];
    }),
    total: ordered.total,
  };
}

/** The owner's own sourcing requests, newest first. */
export async function listOwnSourcingRequests(
  db: DbExecutor,
  owner: GoodsOwner & { username: string },
  page: number,
  perPage: number,
) {
  const where = and(
    eq(sourcingRequests.siteId, owner.siteId),
    eq(sourcingRequests.userId, owner.userId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(sourcingRequests)
      .where(where)
      .orderBy(desc(sourcingRequests.createdAt), desc(sourcingRequests.id))
      .limit(perPage)
      .offset(pageOffset(page, perPage)),
    db.select({ n: count() }).from(sourcingRequests).where(where),
  ]);
  return {
    rows: rows.map((row) => toSourcingRequest(row, owner.username)),
    total: total?.n ?? 0,
  };
}
