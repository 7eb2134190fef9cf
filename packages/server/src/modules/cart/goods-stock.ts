import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { conflict } from '../../http/envelope.js';
import { goods, goodsSkus } from '../goods/index.js';

/** A general good's line as it takes stock: the good, its SKU when it has SKUs, how many. */
export interface StockLine {
  goodsId: number | null;
  goodsSkuId: number | null;
  quantity: number;
  name: string;
}

/**
 * Takes general goods out of stock in the caller's transaction: each update lands only while the
 * stock still covers it, so two orders cannot sell the same last unit. Blank lines take none.
 */
export async function takeStock(tx: DbExecutor, lines: readonly StockLine[]): Promise<void> {
  for (const line of lines) {
    if (line.goodsId === null) continue;
    const taken = line.goodsSkuId
      ? await tx
          .update(goodsSkus)
          .set({ stock: sql`${goodsSkus.stock} - ${line.quantity}` })
          .where(and(eq(goodsSkus.id, line.goodsSkuId), gte(goodsSkus.stock, line.quantity)))
          .returning({ id: goodsSkus.id })
      : await tx
          .update(goods)
          .set({ stock: sql`${goods.stock} - ${line.quantity}` })
          .where(and(eq(goods.id, line.goodsId), gte(goods.stock, line.quantity)))
          .returning({ id: goods.id });
    if (taken.length === 0) throw conflict(`${line.name} 库存不足，请刷新后重试`);
  }
}

/** Puts general goods back in stock (an order cancelled or refunded before shipping). */
export async function returnStock(tx: DbExecutor, lines: readonly StockLine[]): Promise<void> {
  for (const line of lines) {
    if (line.goodsId === null) continue;
    if (line.goodsSkuId)
      await tx
        .update(goodsSkus)
        .set({ stock: sql`${goodsSkus.stock} + ${line.quantity}` })
        .where(eq(goodsSkus.id, line.goodsSkuId));
    else
      await tx
        .update(goods)
        .set({ stock: sql`${goods.stock} + ${line.quantity}` })
        .where(eq(goods.id, line.goodsId));
  }
}
