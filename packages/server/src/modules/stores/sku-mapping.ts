import { and, eq, inArray } from 'drizzle-orm';
import type { SkuTarget } from '@podkit/sdk-core';
import type { DbExecutor } from '../../db/client.js';
import { notFound } from '../../http/envelope.js';
import { priceSkus, type PricedSku, type SkuRef } from '../cart/index.js';
import { goods, goodsSkus } from '../goods/index.js';
import { designedProducts, designedProductSkus } from '../products/index.js';
import type { User } from '../users/index.js';
import { skuMappings } from './schema.js';

/** How a store line is remembered: by its SKU, or by its variant when the store has no SKU. */
export function lineSkuKey(line: { sku: string | null; variantId: string | null }): string {
  return line.sku ? `sku:${line.sku}` : `variant:${line.variantId ?? ''}`;
}

/** What a store SKU maps to: one designed product SKU or one general good's SKU. */
export type MappingTarget = { designedProductSkuId: number | null; goodsSkuId: number | null };
type Target = MappingTarget;

/** A mapping target as the SkuRef the pricing understands; null when it no longer exists. */
async function refsOf(
  db: DbExecutor,
  owner: { siteId: number; userId: number },
  targets: Target[],
): Promise<Map<string, SkuRef>> {
  const designedIds = [
    ...new Set(targets.map((t) => t.designedProductSkuId).filter((id) => id !== null)),
  ];
  const goodsIds = [...new Set(targets.map((t) => t.goodsSkuId).filter((id) => id !== null))];
  const refs = new Map<string, SkuRef>();
  if (designedIds.length) {
    const rows = await db
      .select({ sku: designedProductSkus, product: designedProducts })
      .from(designedProductSkus)
      .innerJoin(designedProducts, eq(designedProducts.id, designedProductSkus.productId))
      .where(
        and(
          inArray(designedProductSkus.id, designedIds),
          eq(designedProducts.siteId, owner.siteId),
          eq(designedProducts.userId, owner.userId),
        ),
      );
    for (const { sku, product } of rows)
      refs.set(`d:${sku.id}`, {
        itemType: 'blank',
        basicProductId: product.basicProductId,
        colorId: sku.colorId,
        sizeId: sku.sizeId,
        designedProductId: product.id,
        goodsId: null,
        goodsSkuId: null,
      });
  }
  if (goodsIds.length) {
    const rows = await db
      .select({ sku: goodsSkus })
      .from(goodsSkus)
      .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
      .where(and(inArray(goodsSkus.id, goodsIds), eq(goods.siteId, owner.siteId)));
    for (const { sku } of rows)
      refs.set(`g:${sku.id}`, {
        itemType: 'goods',
        basicProductId: null,
        colorId: null,
        sizeId: null,
        designedProductId: null,
        goodsId: sku.goodsId,
        goodsSkuId: sku.id,
      });
  }
  return refs;
}

const targetKey = (t: Target) =>
  t.designedProductSkuId !== null ? `d:${t.designedProductSkuId}` : `g:${t.goodsSkuId}`;

export interface ResolvedLine {
  ref: SkuRef;
  priced: PricedSku;
  target: Target;
}

/**
 * The PodKit SKU each store line maps to: a saved mapping of the store first, else a designed
 * product SKU of the reseller or a general good's SKU code equal to the line's SKU. Null: unmapped.
 */
export async function resolveLines(
  db: DbExecutor,
  user: User,
  storeId: number,
  lines: Array<{ sku: string | null; variantId: string | null; quantity: number }>,
): Promise<Array<ResolvedLine | null>> {
  const owner = { siteId: user.siteId, userId: user.id };
  const keys = [...new Set(lines.map(lineSkuKey))];
  const skus = [...new Set(lines.map((l) => l.sku).filter((s): s is string => !!s))];
  // One query at a time: inside a transaction they share one connection.
  const saved = keys.length
    ? await db
        .select()
        .from(skuMappings)
        .where(and(eq(skuMappings.storeId, storeId), inArray(skuMappings.storeSkuKey, keys)))
    : [];
  const designed = skus.length
    ? await db
        .select({ id: designedProductSkus.id, sku: designedProductSkus.sku })
        .from(designedProductSkus)
        .innerJoin(designedProducts, eq(designedProducts.id, designedProductSkus.productId))
        .where(
          and(
            inArray(designedProductSkus.sku, skus),
            eq(designedProducts.siteId, owner.siteId),
            eq(designedProducts.userId, owner.userId),
          ),
        )
    : [];
  const general = skus.length
    ? await db
        .select({ id: goodsSkus.id, code: goodsSkus.code })
        .from(goodsSkus)
        .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
        .where(and(inArray(goodsSkus.code, skus), eq(goods.siteId, owner.siteId)))
    : [];
  const savedByKey = new Map(saved.map((m) => [m.storeSkuKey, m]));
  const designedBySku = new Map(designed.map((d) => [d.sku, d.id]));
  const goodsByCode = new Map(general.map((g) => [g.code, g.id]));
  const targets = lines.map((line): Target | null => {
    const mapping = savedByKey.get(lineSkuKey(line));
    if (mapping)
      return {
        designedProductSkuId: mapping.designedProductSkuId,
        goodsSkuId: mapping.goodsSkuId,
      };
    const designedId = line.sku ? designedBySku.get(line.sku) : undefined;
    if (designedId) return { designedProductSkuId: designedId, goodsSkuId: null };
    const goodsId = line.sku ? goodsByCode.get(line.sku) : undefined;
    return goodsId ? { designedProductSkuId: null, goodsSkuId: goodsId } : null;
  });
  const refs = await refsOf(
    db,
    owner,
    targets.filter((t): t is Target => t !== null),
  );
  const wanted = lines.map((line, i) => {
    const target = targets[i];
    const ref = target ? refs.get(targetKey(target)) : undefined;
    return ref && target ? { ref, target, quantity: line.quantity } : null;
  });
  const present = wanted.filter((w) => w !== null);
  const priced = present.length
    ? await priceSkus(
        db,
        user,
        present.map((w) => ({ ...w.ref, quantity: w.quantity })),
      )
    : [];
  let next = 0;
  return wanted.map((w) => {
    if (!w) return null;
    const price = priced[next++]!;
    return price.availability === 'unavailable' && price.name === ''
      ? null
      : { ref: w.ref, target: w.target, priced: price };
  });
}

/** Checks a target the reseller picked: their own designed product SKU, or a site good SKU. */
export async function checkTarget(
  db: DbExecutor,
  owner: { siteId: number; userId: number },
  target: SkuTarget,
): Promise<Target> {
  const wanted: Target =
    'designed_product_sku_id' in target
      ? { designedProductSkuId: target.designed_product_sku_id, goodsSkuId: null }
      : { designedProductSkuId: null, goodsSkuId: target.goods_sku_id };
  const refs = await refsOf(db, owner, [wanted]);
  if (!refs.has(targetKey(wanted))) throw notFound('商品 SKU');
  return wanted;
}

/** A target priced for the reseller, as a resolved line; null when it no longer exists. */
export async function resolveTarget(
  db: DbExecutor,
  user: User,
  target: Target,
  quantity: number,
): Promise<ResolvedLine | null> {
  const refs = await refsOf(db, { siteId: user.siteId, userId: user.id }, [target]);
  const ref = refs.get(targetKey(target));
  if (!ref) return null;
  const [priced] = await priceSkus(db, user, [{ ...ref, quantity }]);
  return { ref, target, priced: priced! };
}
