import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { DesignedProductInput, DesignedProductSaved } from '@podkit/sdk-core';
import type { Db, DbExecutor } from '../../db/client.js';
import { notFound } from '../../http/envelope.js';
import { findBlank, levelRules } from '../catalog/index.js';
import { callerLevel } from '../catalog/index.js';
import { priceSku } from '../catalog/index.js';
import { enqueueJob } from '../jobs/index.js';
import { customerMarkup, withMarkup } from '../sub-sites/index.js';
import { findTortBrands } from '../tort-brands/index.js';
import type { User } from '../users/index.js';
import { assertChoices, assertUsableMaterials, fitToBlank, parseDocument } from './design-check.js';
import { toSku } from './product-read.js';
import { productTexts } from './product-texts.js';
import { PRODUCT_RENDER_JOB, type ProductRenderPayload } from './render-job.js';
import {
  designedProducts,
  designedProductSkus,
  productMockups,
  productPrintFiles,
} from './schema.js';

type SkuValues = typeof designedProductSkus.$inferInsert;

/**
 * Writes a product's SKUs: a colour × size it keeps keeps its row (and with it the reseller's SKU
 * code, barcodes and store mappings, which hang on the row), repriced; one it drops is deleted.
 */
async function writeSkus(tx: DbExecutor, productId: number, wanted: SkuValues[]) {
  const kept = wanted.map((w) => `${w.colorId}:${w.sizeId}`);
  await tx
    .delete(designedProductSkus)
    .where(
      and(
        eq(designedProductSkus.productId, productId),
        notInArray(
          sql`${designedProductSkus.colorId} || ':' || ${designedProductSkus.sizeId}`,
          kept,
        ),
      ),
    );
  await tx
    .insert(designedProductSkus)
    .values(wanted)
    .onConflictDoUpdate({
      target: [
        designedProductSkus.productId,
        designedProductSkus.colorId,
        designedProductSkus.sizeId,
      ],
      set: {
        sku: sql`excluded.sku`,
        purchasePriceCents: sql`excluded.purchase_price_cents`,
      },
    });
  return tx
    .select()
    .from(designedProductSkus)
    .where(eq(designedProductSkus.productId, productId))
    .orderBy(asc(designedProductSkus.id));
}

/**
 * Saves a design: a new designed product, or (with `productId`) a new version of one. SKUs are
 * priced now by the reseller's purchase rule; print files and mockups are queued as one job.
 * Answers the saved product (with the listed infringing brands its title and texts name, which
 * the editor shows as a warning) and the storage keys of the files the old version had.
 */
export async function saveDesignedProduct(
  db: Db,
  user: User,
  input: DesignedProductInput,
  productId?: number,
): Promise<{ saved: DesignedProductSaved; staleKeys: string[] }> {
  const owner = { siteId: user.siteId, userId: user.id };
  const blank = await findBlank(db, user.siteId, input.basic_product_id, { onSaleOnly: true });
  if (!blank) throw notFound('空白商品');
  const { row, parts } = blank;
  const document = fitToBlank(parseDocument(input.document), row.id, parts);
  assertChoices(parts, input.color_ids, input.size_ids);
  await assertUsableMaterials(db, owner, document);
  const { level } = await callerLevel(db, user);
  const rule = (await levelRules(db, [row.id], level?.id ?? null)).get(row.id);
  const markup = await customerMarkup(db, user);
  const tortHits = await findTortBrands(db, user.siteId, productTexts(input.name, document));

  return db.transaction(async (tx) => {
    let id: number;
    const staleKeys: string[] = [];
    const fields = {
      name: input.name.trim(),
      basicProductId: row.id,
      isMergeDesign: row.isMergeDesign,
      document,
      schemaVersion: document.schemaVersion,
      status: 'rendering' as const,
    };
    if (productId === undefined) {
      const [created] = await tx
        .insert(designedProducts)
        .values({ ...owner, ...fields })
        .returning({ id: designedProducts.id });
      id = created!.id;
    } else {
      const [updated] = await tx
        .update(designedProducts)
        .set({ ...fields, revision: sql`${designedProducts.revision} + 1`, updatedAt: sql`now()` })
        .where(
          and(
            eq(designedProducts.id, productId),
            eq(designedProducts.siteId, owner.siteId),
            eq(designedProducts.userId, owner.userId),
          ),
        )
        .returning({ id: designedProducts.id });
      if (!updated) throw notFound('设计商品');
      id = updated.id;
      for (const table of [productPrintFiles, productMockups]) {
        const removed = await tx
          .delete(table)
          .where(eq(table.productId, id))
          .returning({ fileKey: table.fileKey });
        staleKeys.push(...removed.flatMap((r) => (r.fileKey ? [r.fileKey] : [])));
      }
    }

    const skuRows = await writeSkus(
      tx,
      id,
      input.color_ids.flatMap((colorId) =>
        input.size_ids.map((sizeId) => {
          const size = parts.sizes.find((s) => s.id === sizeId)!;
          return {
            productId: id,
            colorId,
            sizeId,
            sku: `${row.code}-${id}-${colorId}-${sizeId}`,
            // Stored in whole cents: a fraction of a cent is dropped, as display does; a
            // sub-site customer's includes the owner's markup, as the cart charges it.
            purchasePriceCents: Math.trunc(
              withMarkup(
                markup,
                priceSku(row.basePriceCents, size.surchargeCents, rule).purchaseCents,
                row.categoryId,
              ),
            ),
          };
        }),
      ),
    );
    await tx.insert(productPrintFiles).values(
      document.views.map((view) => ({
        productId: id,
        viewId: view.viewId,
        dpi: view.printArea.dpi,
      })),
    );
    await tx
      .insert(productMockups)
      .values(
        document.views.flatMap((view) =>
          input.color_ids.map((colorId) => ({ productId: id, viewId: view.viewId, colorId })),
        ),
      );
    const job = await enqueueJob(
      tx,
      PRODUCT_RENDER_JOB,
      { productId: id } satisfies ProductRenderPayload,
      { siteId: owner.siteId, userId: owner.userId, dedupeKey: `product:${id}` },
    );
    await tx.update(designedProducts).set({ jobId: job.id }).where(eq(designedProducts.id, id));
    return {
      saved: {
        id,
        skus: skuRows.map((sku) => toSku(sku, parts)),
        job_id: job.id,
        tort_hits: tortHits,
      },
      staleKeys,
    };
  });
}
