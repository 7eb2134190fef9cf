import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { CodeMatch, TransformDirection, TransformResult } from '@podkit/sdk-core';
import { chunks } from '../../db/chunks.js';
import type { DbExecutor } from '../../db/client.js';
import { blankColors, blankSizes } from '../catalog/index.js';
import type { Owner } from '../materials/index.js';
import { designedProducts, designedProductSkus } from '../products/index.js';
import { skuMappings, stores } from '../stores/index.js';
import { skuCodes } from './schema.js';

const fold = (text: string) => text.toLowerCase();

/** The inputs as the reseller means them: trimmed, blank lines dropped, each once, in order. */
export function distinctCodes(codes: string[]): string[] {
  return [...new Set(codes.map((c) => c.trim()).filter((c) => c !== ''))];
}

/** The owner's designed SKU ids that the codes name, each with how it was found. */
async function findSkuIds(
  db: DbExecutor,
  owner: Owner,
  direction: TransformDirection,
  codes: string[],
): Promise<Array<{ input: string; skuId: number; by: CodeMatch['matched_by'] }>> {
  const found: Array<{ input: string; skuId: number; by: CodeMatch['matched_by'] }> = [];
  const byFolded = new Map(codes.map((c) => [fold(c), c]));
  const owned = and(
    eq(designedProducts.siteId, owner.siteId),
    eq(designedProducts.userId, owner.userId),
  );
  for (const part of chunks(codes)) {
    const folded = part.map(fold);
    const bySku = await db
      .select({ id: designedProductSkus.id, sku: designedProductSkus.sku })
      .from(designedProductSkus)
      .innerJoin(designedProducts, eq(designedProducts.id, designedProductSkus.productId))
      .where(and(owned, inArray(sql`lower(${designedProductSkus.sku})`, folded)));
    bySku.forEach((r) => found.push({ input: byFolded.get(fold(r.sku))!, skuId: r.id, by: 'sku' }));
    if (direction === 'from_podkit') continue;
    const byCode = await db
      .select({ id: skuCodes.skuId, code: skuCodes.code })
      .from(skuCodes)
      .where(
        and(
          eq(skuCodes.siteId, owner.siteId),
          eq(skuCodes.userId, owner.userId),
          inArray(sql`lower(${skuCodes.code})`, folded),
        ),
      );
    byCode.forEach((r) =>
      found.push({ input: byFolded.get(fold(r.code!))!, skuId: r.id, by: 'code' }),
    );
    const byStore = await db
      .select({ key: skuMappings.storeSkuKey, id: skuMappings.designedProductSkuId })
      .from(skuMappings)
      .where(
        and(
          eq(skuMappings.siteId, owner.siteId),
          eq(skuMappings.userId, owner.userId),
          isNotNull(skuMappings.designedProductSkuId),
          inArray(
            skuMappings.storeSkuKey,
            part.map((c) => `sku:${c}`),
          ),
        ),
      );
    byStore.forEach((r) => found.push({ input: r.key.slice(4), skuId: r.id!, by: 'store' }));
  }
  return found;
}

/** What each found SKU is: names, the reseller's code and the store SKUs mapped to it. */
async function describeSkus(db: DbExecutor, owner: Owner, skuIds: number[]) {
  const described = new Map<number, Omit<CodeMatch, 'matched_by'>>();
  for (const part of chunks([...new Set(skuIds)])) {
    const rows = await db
      .select({
        id: designedProductSkus.id,
        sku: designedProductSkus.sku,
        code: skuCodes.code,
        productName: designedProducts.name,
        colorName: blankColors.name,
        sizeName: blankSizes.name,
      })
      .from(designedProductSkus)
      .innerJoin(designedProducts, eq(designedProducts.id, designedProductSkus.productId))
      .innerJoin(blankColors, eq(blankColors.id, designedProductSkus.colorId))
      .innerJoin(blankSizes, eq(blankSizes.id, designedProductSkus.sizeId))
      .leftJoin(skuCodes, eq(skuCodes.skuId, designedProductSkus.id))
      .where(inArray(designedProductSkus.id, part));
    const mapped = await db
      .select({
        skuId: skuMappings.designedProductSkuId,
        key: skuMappings.storeSkuKey,
        store: stores.name,
      })
      .from(skuMappings)
      .innerJoin(stores, eq(stores.id, skuMappings.storeId))
      .where(
        and(eq(skuMappings.userId, owner.userId), inArray(skuMappings.designedProductSkuId, part)),
      );
    for (const row of rows)
      described.set(row.id, {
        sku: row.sku,
        code: row.code ?? null,
        store_skus: mapped
          .filter((m) => m.skuId === row.id)
          .map(
            (m) =>
              `${m.store}: ${m.key.startsWith('sku:') ? m.key.slice(4) : `变体 ${m.key.slice(8)}`}`,
          ),
        product_name: row.productName,
        color_name: row.colorName,
        size_name: row.sizeName,
      });
  }
  return described;
}

/**
 * 编码转换: to_podkit finds each input among the owner's PodKit SKUs, their own SKU codes and
 * the store SKUs they mapped; from_podkit takes PodKit SKUs and answers their codes and store
 * SKUs. Never looks beyond the owner's own products.
 */
export async function transformCodes(
  db: DbExecutor,
  owner: Owner,
  direction: TransformDirection,
  input: string[],
): Promise<TransformResult> {
  const codes = distinctCodes(input);
  const found = await findSkuIds(db, owner, direction, codes);
  const described = await describeSkus(
    db,
    owner,
    found.map((f) => f.skuId),
  );
  const rows = codes.map((code) => {
    const seen = new Set<number>();
    const matches: CodeMatch[] = [];
    for (const f of found) {
      if (f.input !== code || seen.has(f.skuId)) continue;
      seen.add(f.skuId);
      const sku = described.get(f.skuId);
      if (sku) matches.push({ ...sku, matched_by: f.by });
    }
    return { input: code, matches };
  });
  return { rows, unmatched: rows.filter((r) => r.matches.length === 0).map((r) => r.input) };
}
