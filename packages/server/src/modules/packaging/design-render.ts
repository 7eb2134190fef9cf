import type { DesignDocument } from '@podkit/design';
import type { PackagingKind } from '@podkit/sdk-core';
import type { DbExecutor } from '../../db/client.js';
import { invalid } from '../../http/envelope.js';
import { randomKeyName, type StorageDriver } from '../../storage/index.js';
import { PermanentJobError } from '../jobs/index.js';
import { renderPrintPng } from '../printfiles/index.js';
import {
  assertFontsInstalled,
  assertUsableMaterials,
  loadLayerImages,
  parseDocument,
} from '../products/index.js';
import { kindLabels } from './labels.js';
import { printAreas } from './print-sizes.js';
import type { DesignFile } from './schema.js';

/**
 * A packaging design lies on no blank: its one view is the kind's print area. The document's
 * product, colour and view numbers are 1 by convention; the print size is always the kind's.
 */
export function fitToKind(input: unknown, kind: PackagingKind): DesignDocument {
  const document = parseDocument(input);
  const [view] = document.views;
  if (!view || document.views.length !== 1)
    throw invalid('包装设计只能有一个视图（views 须恰好一项）', { path: 'views' });
  return {
    ...document,
    productId: 1,
    colorId: 1,
    views: [{ ...view, viewId: 1, printArea: { ...printAreas[kind] } }],
  };
}

/** What a reseller's design may not use is their mistake to fix, not a server fault. */
async function asInputError<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof PermanentJobError) throw invalid(error.message);
    throw error;
  }
}

/**
 * Draws the design at the kind's print size with the print-file renderer of designed products
 * and stores it as a private print file of the owner: the file the review and the factory use.
 */
export async function renderPackagingDesign(
  db: DbExecutor,
  storage: StorageDriver,
  owner: { siteId: number; userId: number },
  kind: PackagingKind,
  document: DesignDocument,
): Promise<DesignFile> {
  await assertUsableMaterials(db, owner, document);
  const images = await asInputError(async () => {
    assertFontsInstalled(document);
    return loadLayerImages(db, storage, owner.siteId, document);
  });
  const png = await renderPrintPng(document.views[0]!, { image: (src) => images.get(src) });
  const key = `s${owner.siteId}/u${owner.userId}/printfiles/packaging/${randomKeyName()}.png`;
  await storage.put(key, png, { contentType: 'image/png' });
  return { key, name: `${kindLabels[kind]}设计.png`, mime: 'image/png' };
}
