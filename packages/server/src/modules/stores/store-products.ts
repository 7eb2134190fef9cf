import { and, count, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { StoreProductSource, ThirdProduct, ThirdProductQuery } from '@podkit/sdk-core';
import type { DbExecutor } from '../../db/client.js';
import { recordsetRows } from '../../db/recordset-rows.js';
import { notFound } from '../../http/envelope.js';
import { pageOffset } from '../../http/paging.js';
import { containsTyped } from '../../http/text-search.js';
import { blankColors, blankSizes } from '../catalog/index.js';
import { goods, goodsSkus } from '../goods/index.js';
import { designedProducts, designedProductSkus } from '../products/index.js';
import type { StoreListing } from './connectors/connector.js';
import { skuMappings, storeProducts, stores, type StoreRow } from './schema.js';
import { lineSkuKey } from './sku-mapping.js';
import type { Owner } from './store-service.js';

/**
 * Records store products seen now (a connector's listings, or order lines in their shape): a listing replaces what an order line knew of it; an order
 * line adds what is new and otherwise only moves `last_seen_at`. The same key twice keeps the last.
 */
export async function recordStoreProducts(
  tx: DbExecutor,
  store: StoreRow,
  seen: StoreListing[],
  source: StoreProductSource,
): Promise<void> {
  const byKey = new Map<string, StoreListing>();
  for (const product of seen) {
    if (!product.sku && !product.variantId) continue;
    byKey.set(lineSkuKey({ sku: product.sku || null, variantId: product.variantId }), product);
  }
  if (byKey.size === 0) return;
  const now = new Date();
  const rows = [...byKey].map(([key, product]) => ({
    siteId: store.siteId,
    userId: store.userId,
    storeId: store.id,
    storeSkuKey: key,
    platformProductId: product.productId,
    variantId: product.variantId,
    sku: product.sku,
    title: product.title,
    imageUrl: product.imageUrl,
    source,
    lastSeenAt: now,
  }));
  const replaced =
    source === 'listing'
      ? sql`platform_product_id = excluded.platform_product_id, variant_id = excluded.variant_id,
          sku = excluded.sku, title = excluded.title, image_url = excluded.image_url,
          source = excluded.source, last_seen_at = excluded.last_seen_at`
      : sql`last_seen_at = excluded.last_seen_at`;
  await tx.execute(sql`insert into ${storeProducts} ${recordsetRows(storeProducts, rows)}
    on conflict (store_id, store_sku_key) do update set ${replaced}`);
}

function ownedRows(owner: Owner, ids?: number[]): SQL {
  return and(
    eq(storeProducts.siteId, owner.siteId),
    eq(storeProducts.userId, owner.userId),
    ...(ids ? [inArray(storeProducts.id, ids)] : []),
  )!;
}

/** The owner's store products among `ids`; an id that is not theirs refuses them all. */
export async function ownStoreProducts(db: DbExecutor, owner: Owner, ids: number[]) {
  const unique = [...new Set(ids)];
  const rows = await db.select().from(storeProducts).where(ownedRows(owner, unique));
  if (rows.length !== unique.length) throw notFound('第三方商品');
  return rows;
}

/** A row's mapping: built when called, since modules that import each other load in any order. */
const mappingJoin = () =>
  and(
    eq(skuMappings.storeId, storeProducts.storeId),
    eq(skuMappings.storeSkuKey, storeProducts.storeSkuKey),
  );

/** 第三方商品: the owner's store products, newest first, with the PodKit SKU each maps to. */
export async function listThirdProducts(
  db: DbExecutor,
  owner: Owner,
  query: Required<Pick<ThirdProductQuery, 'page' | 'page_size'>> & ThirdProductQuery,
): Promise<{ rows: ThirdProduct[]; total: number }> {
  const conditions: SQL[] = [ownedRows(owner)];
  if (query.store_id) conditions.push(eq(storeProducts.storeId, query.store_id));
  if (query.state === 'mapped') conditions.push(isNotNull(skuMappings.id));
  if (query.state === 'unmapped') conditions.push(isNull(skuMappings.id));
  const typed = or(
    containsTyped(storeProducts.title, query.keyword),
    containsTyped(storeProducts.sku, query.keyword),
  );
  if (typed) conditions.push(typed);
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        product: storeProducts,
        storeName: stores.name,
        platform: stores.platform,
        mapping: skuMappings,
        designedSku: designedProductSkus.sku,
        productName: designedProducts.name,
        colorName: blankColors.name,
        sizeName: blankSizes.name,
        goodsName: goods.name,
        goodsCode: goodsSkus.code,
      })
      .from(storeProducts)
      .innerJoin(stores, eq(stores.id, storeProducts.storeId))
      .leftJoin(skuMappings, mappingJoin())
      .leftJoin(designedProductSkus, eq(designedProductSkus.id, skuMappings.designedProductSkuId))
      .leftJoin(designedProducts, eq(designedProducts.id, designedProductSkus.productId))
      .leftJoin(blankColors, eq(blankColors.id, designedProductSkus.colorId))
      .leftJoin(blankSizes, eq(blankSizes.id, designedProductSkus.sizeId))
      .leftJoin(goodsSkus, eq(goodsSkus.id, skuMappings.goodsSkuId))
      .leftJoin(goods, eq(goods.id, goodsSkus.goodsId))
      .where(where)
      .orderBy(desc(storeProducts.id))
      .limit(query.page_size)
      .offset(pageOffset(query.page, query.page_size)),
    db.select({ n: count() }).from(storeProducts).leftJoin(skuMappings, mappingJoin()).where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.product.id,
      store_id: row.product.storeId,
      store_name: row.storeName,
      platform: row.platform,
      platform_product_id: row.product.platformProductId,
      variant_id: row.product.variantId,
      sku: row.product.sku,
      title: row.product.title,
      image_url: row.product.imageUrl,
      source: row.product.source,
      mapping: row.mapping
        ? {
            designed_product_sku_id: row.mapping.designedProductSkuId,
            goods_sku_id: row.mapping.goodsSkuId,
            sku: row.designedSku ?? row.goodsCode ?? '',
            text: row.productName
              ? `${row.productName}（${row.colorName ?? ''} / ${row.sizeName ?? ''}）`
              : `${row.goodsName ?? ''}${row.goodsCode ? `（${row.goodsCode}）` : ''}`,
          }
        : null,
      last_seen_at: row.product.lastSeenAt.toISOString(),
    })),
    total: total?.n ?? 0,
  };
}
