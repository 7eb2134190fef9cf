import { and, asc, eq } from 'drizzle-orm';
import type { SkuMapping } from '@podkit/sdk-core';
import type { DbExecutor } from '../../db/client.js';
import { notFound } from '../../http/envelope.js';
import { goods, goodsSkus } from '../goods/index.js';
import { designedProducts, designedProductSkus } from '../products/index.js';
import { skuMappings } from './schema.js';
import { findStore, type Owner } from './store-service.js';

export async function listSkuMappings(
  db: DbExecutor,
  owner: Owner,
  storeId: number,
): Promise<SkuMapping[]> {
  await findStore(db, owner, storeId);
  const rows = await db
    .select({
      mapping: skuMappings,
      productName: designedProducts.name,
      designedSku: designedProductSkus.sku,
      goodsName: goods.name,
      goodsCode: goodsSkus.code,
    })
    .from(skuMappings)
    .leftJoin(designedProductSkus, eq(designedProductSkus.id, skuMappings.designedProductSkuId))
    .leftJoin(designedProducts, eq(designedProducts.id, designedProductSkus.productId))
    .leftJoin(goodsSkus, eq(goodsSkus.id, skuMappings.goodsSkuId))
    .leftJoin(goods, eq(goods.id, goodsSkus.goodsId))
    .where(eq(skuMappings.storeId, storeId))
    .orderBy(asc(skuMappings.id));
  return rows.map(({ mapping, productName, designedSku, goodsName, goodsCode }) => ({
    id: mapping.id,
    store_id: mapping.storeId,
    store_sku_key: mapping.storeSkuKey,
    designed_product_sku_id: mapping.designedProductSkuId,
    goods_sku_id: mapping.goodsSkuId,
    target_text: productName
      ? `${productName}（${designedSku ?? ''}）`
      : `${goodsName ?? ''}${goodsCode ? `（${goodsCode}）` : ''}`,
    created_at: mapping.createdAt.toISOString(),
  }));
}

export async function deleteSkuMapping(
  db: DbExecutor,
  owner: Owner,
  storeId: number,
  mappingId: number,
): Promise<void> {
  await findStore(db, owner, storeId);
  const removed = await db
    .delete(skuMappings)
    .where(and(eq(skuMappings.storeId, storeId), eq(skuMappings.id, mappingId)))
    .returning({ id: skuMappings.id });
  if (removed.length === 0) throw notFound('SKU 映射');
}
