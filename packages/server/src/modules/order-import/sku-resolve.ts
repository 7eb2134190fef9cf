import { and, eq, inArray, sql } from 'drizzle-orm';
import { chunks } from '../../db/chunks.js';
import type { DbExecutor } from '../../db/client.js';
import type { SkuRef } from '../cart/index.js';
import { loadParts } from '../catalog/index.js';
import { basicProducts } from '../catalog/index.js';
import { goods, goodsSkus } from '../goods/index.js';
import { designedProductSkus, designedProducts } from '../products/index.js';
import { skuCodes } from '../sku-codes/index.js';
import type { User } from '../users/index.js';
import type { LineRef } from './row-rules.js';

export type Resolved = { ref: SkuRef } | { reason: string };

const fold = (text: string) => text.trim().toLowerCase();
const blankKey = (code: string, color: string, size: string) =>
  `${fold(code)}\u0000${fold(color)}\u0000${fold(size)}`;

/** The reseller's own SKU codes (单品管理) among `codes` still unknown, in any letter case. */
async function addOwnCodes(
  db: DbExecutor,
  user: User,
  codes: string[],
  bySku: Map<string, SkuRef>,
) {
  const missing = codes.filter((code) => !bySku.has(code));
  if (missing.length === 0) return;
  const coded = await db
    .select({
      code: skuCodes.code,
      productId: designedProducts.id,
      basicProductId: designedProducts.basicProductId,
      colorId: designedProductSkus.colorId,
      sizeId: designedProductSkus.sizeId,
    })
    .from(skuCodes)
    .innerJoin(designedProductSkus, eq(designedProductSkus.id, skuCodes.skuId))
    .innerJoin(designedProducts, eq(designedProducts.id, designedProductSkus.productId))
    .where(
      and(
        eq(skuCodes.siteId, user.siteId),
        eq(skuCodes.userId, user.id),
        inArray(sql`lower(${skuCodes.code})`, missing.map(fold)),
      ),
    );
  const byFolded = new Map(coded.map((row) => [fold(row.code ?? ''), row]));
  for (const code of missing) {
    const row = byFolded.get(fold(code));
    if (row)
      bySku.set(code, {
        itemType: 'blank',
        basicProductId: row.basicProductId,
        colorId: row.colorId,
        sizeId: row.sizeId,
        designedProductId: row.productId,
        goodsId: null,
        goodsSkuId: null,
      });
  }
}

/**
 * Resolves what rows name to PodKit SKUs, for this reseller only: a SKU is one of their designed
 * products' SKUs or a general good's SKU code of their site; a blank is found by its code on
 * their site, its colour and size by name. Answers one result per input, in order.
 */
export async function resolveLineRefs(
  db: DbExecutor,
  user: User,
  refs: LineRef[],
): Promise<Resolved[]> {
  const skuCodes = [...new Set(refs.flatMap((r) => (r.by === 'sku' ? [r.sku] : [])))];
  const bySku = new Map<string, SkuRef>();
  for (const part of chunks(skuCodes)) {
    const designed = await db
      .select({
        sku: designedProductSkus.sku,
        productId: designedProducts.id,
        basicProductId: designedProducts.basicProductId,
        colorId: designedProductSkus.colorId,
        sizeId: designedProductSkus.sizeId,
      })
      .from(designedProductSkus)
      .innerJoin(designedProducts, eq(designedProducts.id, designedProductSkus.productId))
      .where(
        and(
          eq(designedProducts.siteId, user.siteId),
          eq(designedProducts.userId, user.id),
          inArray(designedProductSkus.sku, part),
        ),
      );
    for (const row of designed)
      bySku.set(row.sku, {
        itemType: 'blank',
        basicProductId: row.basicProductId,
        colorId: row.colorId,
        sizeId: row.sizeId,
        designedProductId: row.productId,
        goodsId: null,
        goodsSkuId: null,
      });
    const goodsRows = await db
      .select({ code: goodsSkus.code, goodsId: goods.id, skuId: goodsSkus.id })
      .from(goodsSkus)
      .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
      .where(and(eq(goods.siteId, user.siteId), inArray(goodsSkus.code, part)));
    for (const row of goodsRows)
      if (row.code && !bySku.has(row.code))
        bySku.set(row.code, {
          itemType: 'goods',
          basicProductId: null,
          colorId: null,
          sizeId: null,
          designedProductId: null,
          goodsId: row.goodsId,
          goodsSkuId: row.skuId,
        });
    await addOwnCodes(db, user, part, bySku);
  }

  const blankCodes = [
    ...new Set(refs.flatMap((r) => (r.by === 'blank' ? [fold(r.productCode)] : []))),
  ];
  const blanks = new Map<string, SkuRef | string>();
  if (blankCodes.length > 0) {
    const products = await db
      .select({ id: basicProducts.id, code: basicProducts.code })
      .from(basicProducts)
      .where(
        and(
          eq(basicProducts.siteId, user.siteId),
          inArray(sql`lower(${basicProducts.code})`, blankCodes),
        ),
      );
    const parts = await loadParts(
      db,
      products.map((p) => p.id),
      { templates: false },
    );
    const productByCode = new Map(products.map((p) => [fold(p.code), p.id]));
    for (const ref of refs) {
      if (ref.by !== 'blank') continue;
      const key = blankKey(ref.productCode, ref.color, ref.size);
      if (blanks.has(key)) continue;
      const productId = productByCode.get(fold(ref.productCode));
      const blankParts = productId === undefined ? undefined : parts.get(productId);
      const color = blankParts?.colors.find((c) => fold(c.name) === fold(ref.color));
      const size = blankParts?.sizes.find((s) => fold(s.name) === fold(ref.size));
      blanks.set(
        key,
        productId === undefined
          ? `产品编码「${ref.productCode}」不存在`
          : !color
            ? `产品「${ref.productCode}」没有颜色「${ref.color}」`
            : !size
              ? `产品「${ref.productCode}」没有尺码「${ref.size}」`
              : {
                  itemType: 'blank',
                  basicProductId: productId,
                  colorId: color.id,
                  sizeId: size.id,
                  designedProductId: null,
                  goodsId: null,
                  goodsSkuId: null,
                },
      );
    }
  }

  return refs.map((ref): Resolved => {
    if (ref.by === 'sku') {
      const found = bySku.get(ref.sku);
      return found
        ? { ref: found }
        : {
            reason: `SKU「${ref.sku}」不存在（不是您的设计产品 SKU 或自定义编码，也不是本站通用商品 SKU）`,
          };
    }
    const found = blanks.get(blankKey(ref.productCode, ref.color, ref.size));
    return typeof found === 'object' ? { ref: found } : { reason: found ?? '产品不存在' };
  });
}
