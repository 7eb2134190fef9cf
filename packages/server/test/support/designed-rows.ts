import type { DesignDocument } from '@podkit/sdk-core';
import type { Db } from '../../src/db/client.js';
import { designedProducts, designedProductSkus } from '../../src/modules/products/schema.js';

/** A document with no views: rows written straight to the table for tests that never draw it. */
export const documentWithoutViews = (productId: number): DesignDocument => ({
  schemaVersion: 1,
  productId,
  colorId: 0,
  views: [],
});

/**
 * A designed product written straight to its tables (its document never drawn), offered in each
 * colour × size of `skus`; for tests and benches that price or order it, not render it.
 */
export async function insertDesignedProduct(
  db: Db,
  values: {
    siteId: number;
    userId: number;
    name: string;
    basicProductId: number;
    status: 'rendering' | 'ready' | 'failed';
    skus: Array<{ colorId: number; sizeId: number }>;
  },
) {
  const { skus, ...product } = values;
  const [row] = await db
    .insert(designedProducts)
    .values({
      ...product,
      document: documentWithoutViews(product.basicProductId),
      schemaVersion: 1,
    })
    .returning();
  await db.insert(designedProductSkus).values(
    skus.map((sku) => ({
      productId: row!.id,
      ...sku,
      sku: `D${row!.id}-${sku.colorId}-${sku.sizeId}`,
      purchasePriceCents: 1,
    })),
  );
  return row!;
}
