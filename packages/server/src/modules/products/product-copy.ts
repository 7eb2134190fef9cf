import { asc, eq } from 'drizzle-orm';
import type { DesignedProductSaved } from '@podkit/sdk-core';
import type { Db } from '../../db/client.js';
import type { User } from '../users/index.js';
import { findOwnProduct } from './product-read.js';
import { saveDesignedProduct } from './product-save.js';
import { designedProductSkus } from './schema.js';

const COPY_SUFFIX = '（副本）';
const NAME_MAX = 200;

/**
 * 复制: a new designed product with the same blank, document, colours and sizes, named
 * "…（副本）"; its print files and mockups are rendered anew.
 */
export async function duplicateDesignedProduct(
  db: Db,
  user: User,
  id: number,
): Promise<DesignedProductSaved> {
  const row = await findOwnProduct(db, { siteId: user.siteId, userId: user.id }, id);
  const skus = await db
    .select({ colorId: designedProductSkus.colorId, sizeId: designedProductSkus.sizeId })
    .from(designedProductSkus)
    .where(eq(designedProductSkus.productId, id))
    .orderBy(asc(designedProductSkus.id));
  const { saved } = await saveDesignedProduct(db, user, {
    name: `${row.name.slice(0, NAME_MAX - COPY_SUFFIX.length)}${COPY_SUFFIX}`,
    basic_product_id: row.basicProductId,
    document: row.document,
    color_ids: [...new Set(skus.map((s) => s.colorId))],
    size_ids: [...new Set(skus.map((s) => s.sizeId))],
  });
  return saved;
}
