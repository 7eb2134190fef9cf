import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { invalid, notFound } from '../../http/envelope.js';
import type { Owner } from '../materials/index.js';
import { designedProducts, productMockups } from './schema.js';

/**
 * True on the mockup row that is its product's chosen main picture (in a query joining both);
 * built when called, since modules that import each other load in any order.
 */
export const isMainMockup = () =>
  sql<boolean>`coalesce(${productMockups.viewId} = ${designedProducts.mainViewId} and ${productMockups.colorId} = ${designedProducts.mainColorId}, false)`;

/**
 * Makes one of the owner's ready mockups its product's main picture: the list thumbnail, and
 * what the publishing center offers first.
 */
export async function setMainMockup(
  db: DbExecutor,
  owner: Owner,
  productId: number,
  mockup: { viewId: number; colorId: number },
): Promise<void> {
  const [found] = await db
    .select({ status: productMockups.status })
    .from(productMockups)
    .innerJoin(designedProducts, eq(designedProducts.id, productMockups.productId))
    .where(
      and(
        eq(designedProducts.id, productId),
        eq(designedProducts.siteId, owner.siteId),
        eq(designedProducts.userId, owner.userId),
        eq(productMockups.viewId, mockup.viewId),
        eq(productMockups.colorId, mockup.colorId),
      ),
    );
  if (!found) throw notFound('效果图');
  if (found.status !== 'ready') throw invalid('效果图尚未生成，生成后才能设为主图');
  await db
    .update(designedProducts)
    .set({ mainViewId: mockup.viewId, mainColorId: mockup.colorId })
    .where(eq(designedProducts.id, productId));
}
