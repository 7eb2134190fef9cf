import { asc, eq, inArray } from 'drizzle-orm';
import type { OrderPrintFile } from '@podkit/sdk-core';
import type { DbExecutor } from '../../db/client.js';
import { blankViews } from '../catalog/index.js';
import { productMockups, productPrintFiles } from '../products/index.js';

/** Where a browser fetches a stored key. */
export type UrlOf = (key: string) => string;

/** What an ordered designed product shows: a mockup per colour and its print files per view. */
export interface ProductArtwork {
  /** First view's mockup per colour id. */
  mockupByColor: Map<number, string>;
  printFiles: OrderPrintFile[];
  /** Print-file rows as stored, for zipping. */
  printFileKeys: Array<{ viewName: string; key: string | null; status: string }>;
}

/** Mockups and print files of designed products, by product id (views in display order). */
export async function loadArtwork(
  db: DbExecutor,
  productIds: readonly number[],
  urlOf: UrlOf,
): Promise<Map<number, ProductArtwork>> {
  const ids = [...new Set(productIds)];
  const found = new Map<number, ProductArtwork>();
  if (ids.length === 0) return found;
  const [files, mockups] = await Promise.all([
    db
      .select({
        productId: productPrintFiles.productId,
        viewId: productPrintFiles.viewId,
        viewName: blankViews.name,
        fileKey: productPrintFiles.fileKey,
        status: productPrintFiles.status,
      })
      .from(productPrintFiles)
      .innerJoin(blankViews, eq(blankViews.id, productPrintFiles.viewId))
      .where(inArray(productPrintFiles.productId, ids))
      .orderBy(asc(blankViews.sort), asc(blankViews.id)),
    db
      .select({
        productId: productMockups.productId,
        colorId: productMockups.colorId,
        fileKey: productMockups.fileKey,
        status: productMockups.status,
        viewSort: blankViews.sort,
        viewId: blankViews.id,
      })
      .from(productMockups)
      .innerJoin(blankViews, eq(blankViews.id, productMockups.viewId))
      .where(inArray(productMockups.productId, ids))
      .orderBy(asc(blankViews.sort), asc(blankViews.id)),
  ]);
  const entry = (id: number) => {
    let artwork = found.get(id);
    if (!artwork) {
      artwork = { mockupByColor: new Map(), printFiles: [], printFileKeys: [] };
      found.set(id, artwork);
    }
    return artwork;
  };
  for (const file of files) {
    const artwork = entry(file.productId);
    artwork.printFiles.push({
      view_id: file.viewId,
      view_name: file.viewName,
      status: file.status,
      url: file.status === 'ready' && file.fileKey ? urlOf(file.fileKey) : null,
    });
    artwork.printFileKeys.push({ viewName: file.viewName, key: file.fileKey, status: file.status });
  }
  for (const mockup of mockups) {
    const artwork = entry(mockup.productId);
    if (mockup.status === 'ready' && mockup.fileKey && !artwork.mockupByColor.has(mockup.colorId))
      artwork.mockupByColor.set(mockup.colorId, urlOf(mockup.fileKey));
  }
  return found;
}
