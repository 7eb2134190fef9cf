import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { GoodsStockMovement } from '@podkit/sdk-core';
import type { DbExecutor } from '../../db/client.js';
import { notFound } from '../../http/envelope.js';
import { pageOffset } from '../../http/paging.js';
import { users } from '../users/index.js';
import { goods, goodsSkus, goodsStockLedger, type GoodsStockLedgerRow } from './schema.js';
import { goodsMovementLabels } from './stock-labels.js';
import type { GoodsStockRef } from './stock-ledger.js';

export const toGoodsMovement = (
  row: GoodsStockLedgerRow,
  actorName: string | null,
): GoodsStockMovement => ({
  id: row.id,
  goods_id: row.goodsId,
  goods_sku_id: row.goodsSkuId,
  kind: row.kind,
  kind_label: goodsMovementLabels[row.kind],
  delta: row.delta,
  quantity_after: row.quantityAfter,
  reference_type: row.referenceType,
  reference_id: row.referenceId,
  description: row.description,
  actor_name: actorName ?? '',
  created_at: row.createdAt.toISOString(),
});

/** The good of the site and, when named, its SKU: a stock ref, or 不存在 (never another site's). */
export async function stockRefOf(
  db: DbExecutor,
  siteId: number,
  goodsId: number,
  skuId: number | null,
): Promise<GoodsStockRef> {
  const [good] = await db
    .select({ id: goods.id })
    .from(goods)
    .where(and(eq(goods.siteId, siteId), eq(goods.id, goodsId)));
  if (!good) throw notFound('通用商品');
  if (skuId !== null) {
    const [sku] = await db
      .select({ id: goodsSkus.id })
      .from(goodsSkus)
      .where(and(eq(goodsSkus.goodsId, goodsId), eq(goodsSkus.id, skuId)));
    if (!sku) throw notFound('该商品的 SKU');
  }
  return { siteId, goodsId, goodsSkuId: skuId };
}

/** The movements of a good's own stock or of one SKU, newest first, with who made each. */
export async function listGoodsMovements(
  db: DbExecutor,
  ref: GoodsStockRef,
  page: { page: number; page_size: number },
): Promise<{ rows: GoodsStockMovement[]; total: number }> {
  const where = and(
    eq(goodsStockLedger.siteId, ref.siteId),
    eq(goodsStockLedger.goodsId, ref.goodsId),
    ref.goodsSkuId === null
      ? isNull(goodsStockLedger.goodsSkuId)
      : eq(goodsStockLedger.goodsSkuId, ref.goodsSkuId),
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select({ movement: goodsStockLedger, nickname: users.nickname, username: users.username })
      .from(goodsStockLedger)
      .leftJoin(users, eq(users.id, goodsStockLedger.actorUserId))
      .where(where)
      .orderBy(desc(goodsStockLedger.id))
      .limit(page.page_size)
      .offset(pageOffset(page.page, page.page_size)),
    db.select({ total: count() }).from(goodsStockLedger).where(where),
  ]);
  return {
    total: totals?.total ?? 0,
    rows: rows.map(({ movement, nickname, username }) =>
      toGoodsMovement(movement, nickname || username),
    ),
  };
}
