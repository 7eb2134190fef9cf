import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  pointWarpProblem,
  upgradeDocument,
  type DesignDocument,
  type DesignView,
} from '@podkit/design';
import { AppError } from '../../http/envelope.js';
import type { DbExecutor } from '../../db/client.js';
import { randomKeyName, type StorageDriver } from '../../storage/index.js';
import { blankImages, blankViews } from '../catalog/index.js';
import { PermanentJobError, RetryJobLater, type JobHandler } from '../jobs/index.js';
import { printSizePx, renderPrintPng } from '../printfiles/index.js';
import { assertFontsInstalled, loadLayerImages, readStored } from './image-loading.js';
import { decodeForCanvas, renderMockupPng, type MockupPlacement } from './mockup.js';
import { designedProducts, productMockups, productPrintFiles } from './schema.js';

export const PRODUCT_RENDER_JOB = 'product.render';

export interface ProductRenderPayload {
  productId: number;
}

/**
 * One key per render, so a URL handed out never changes its content. Print files are private
 * (`printfiles`), mockups public (`mockups`): see storage/visibility.ts.
 */
function fileKey(
  folder: 'printfiles' | 'mockups',
  product: { siteId: number; userId: number; id: number },
  name: string,
): string {
  return `s${product.siteId}/u${product.userId}/${folder}/p${product.id}/${name}-${randomKeyName()}.png`;
}

/** The storage key of a picture the catalog stored (its URL ends in `/files/<key>`). */
function keyOfPictureUrl(url: string): string | null {
  const at = url.indexOf('/files/');
  return at === -1 ? null : decodeURIComponent(url.slice(at + '/files/'.length).split('?')[0]!);
}

type ProductRow = typeof designedProducts.$inferSelect;

/** The product as this render saw it: same id and revision (not saved again since). */
function sameRevision(product: ProductRow) {
  return and(eq(designedProducts.id, product.id), eq(designedProducts.revision, product.revision));
}

/** The print PNG of a view; a print beyond the pixel limits cannot succeed on a retry. */
async function renderPrint(view: DesignView, images: Map<string, CanvasImageSource>) {
  try {
    return await renderPrintPng(view, { image: (src) => images.get(src) });
  } catch (error) {
    if (error instanceof AppError) throw new PermanentJobError(error.message);
    throw error;
  }
}

/** Writes the error on every file of the product still pending; `final` marks them failed. */
async function recordFailure(db: DbExecutor, product: ProductRow, error: string, final: boolean) {
  const [current] = await db
    .select({ id: designedProducts.id })
    .from(designedProducts)
    .where(sameRevision(product));
  if (!current) return;
  const productId = product.id;
  const pending = (table: typeof productPrintFiles | typeof productMockups) =>
    db
      .update(table)
      .set({ error, ...(final ? { status: 'failed' as const } : {}), updatedAt: sql`now()` })
      .where(and(eq(table.productId, productId), eq(table.status, 'pending')));
  await pending(productPrintFiles);
  await pending(productMockups);
  if (final)
    await db
      .update(designedProducts)
      .set({ status: 'failed', updatedAt: sql`now()` })
      .where(eq(designedProducts.id, productId));
}

/** Where the print goes on a picture; a stored point warp that cannot be drawn fails for good. */
function placementOf(
  view: typeof blankViews.$inferSelect,
  picture: typeof blankImages.$inferSelect,
): MockupPlacement {
  const warp = picture.isPoint === 1 ? picture.pointOriginConfig : null;
  const problem = warp && pointWarpProblem(warp);
  if (problem) throw new PermanentJobError(`空白商品图片的映射点有误：${problem}`);
  return {
    canvasWidth: picture.canvasConfig?.width ?? view.canvasWidth,
    canvasHeight: picture.canvasConfig?.height ?? view.canvasHeight,
    left: view.areaLeft,
    top: view.areaTop,
    width: view.areaWidth,
    height: view.areaHeight,
    warp,
  };
}

/**
 * Renders a designed product: each view's print file once (the design is the same for every
 * colour), then that view's mockup for every chosen colour. Progress counts files.
 */
export function productRenderHandler(storage: StorageDriver): JobHandler {
  return async (job, { db, progress }) => {
    const { productId } = job.payload as ProductRenderPayload;
    const [product] = await db
      .select()
      .from(designedProducts)
      .where(eq(designedProducts.id, productId));
    if (!product) throw new PermanentJobError(`设计商品 ${productId} 不存在`);
    try {
      return await renderProduct(db, storage, product, progress);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const final = error instanceof PermanentJobError || job.attempts >= job.maxAttempts;
      await recordFailure(db, product, message, final);
      throw error;
    }
  };
}

async function renderProduct(
  db: DbExecutor,
  storage: StorageDriver,
  product: ProductRow,
  progress: (done: number, total: number | null) => Promise<void>,
) {
  const upgraded = upgradeDocument(product.document);
  if (!upgraded.ok)
    throw new PermanentJobError(
      `设计文档有误：${upgraded.errors.map((e) => e.message).join('；')}`,
    );
  const document: DesignDocument = upgraded.document;
  const [printRows, mockupRows] = await Promise.all([
    db.select().from(productPrintFiles).where(eq(productPrintFiles.productId, product.id)),
    db.select().from(productMockups).where(eq(productMockups.productId, product.id)),
  ]);
  const viewIds = printRows.map((row) => row.viewId);
  const [views, pictures] = await Promise.all([
    viewIds.length === 0 ? [] : db.select().from(blankViews).where(inArray(blankViews.id, viewIds)),
    viewIds.length === 0
      ? []
      : db.select().from(blankImages).where(inArray(blankImages.viewId, viewIds)),
  ]);
  const total = printRows.length + mockupRows.length;
  let done = 0;
  await progress(done, total);
  assertFontsInstalled(document);
  const images = await loadLayerImages(db, storage, product.siteId, document);

  // Mockups of one view share its print, drawn once at the mockup scale.
  const prints = new Map<string, HTMLCanvasElement>();
  for (const printRow of printRows) {
    const view = document.views.find((v) => v.viewId === printRow.viewId);
    const blankView = views.find((v) => v.id === printRow.viewId);
    if (!view || !blankView)
      throw new PermanentJobError(`视图 ${printRow.viewId} 已不属于该空白商品`);
    const png = await renderPrint(view, images);
    const size = printSizePx(view);
    const key = fileKey('printfiles', product, `v${view.viewId}`);
    await storage.put(key, png, { contentType: 'image/png' });
    const [printLinked] = await db
      .update(productPrintFiles)
      .set({
        fileKey: key,
        widthPx: size.width,
        heightPx: size.height,
        dpi: view.printArea.dpi,
        status: 'ready',
        error: null,
        updatedAt: sql`now()`,
      })
      .where(eq(productPrintFiles.id, printRow.id))
      .returning({ id: productPrintFiles.id });
    // A new save replaced the rows meanwhile: this file belongs to nothing.
    if (!printLinked) await storage.delete(key);
    await progress(++done, total);

    for (const mockupRow of mockupRows.filter((row) => row.viewId === printRow.viewId)) {
      const picture = pictures.find(
        (p) => p.viewId === mockupRow.viewId && p.colorId === mockupRow.colorId,
      );
      const pictureKey = picture && keyOfPictureUrl(picture.bigImageSrc || picture.imageSrc);
      const pictureBytes = pictureKey ? await readStored(storage, pictureKey) : null;
      if (!picture || !pictureBytes)
        throw new PermanentJobError(
          `空白商品图片不存在：视图 ${mockupRow.viewId} 颜色 ${mockupRow.colorId}`,
        );
      const mockup = await renderMockupPng(
        view,
        await decodeForCanvas(pictureBytes, '空白商品图片'),
        placementOf(blankView, picture),
        (src) => images.get(src),
        { prints },
      );
      const mockupKey = fileKey(
        'mockups',
        product,
        `mockup-v${mockupRow.viewId}-c${mockupRow.colorId}`,
      );
      await storage.put(mockupKey, mockup, { contentType: 'image/png' });
      const [mockupLinked] = await db
        .update(productMockups)
        .set({ fileKey: mockupKey, status: 'ready', error: null, updatedAt: sql`now()` })
        .where(eq(productMockups.id, mockupRow.id))
        .returning({ id: productMockups.id });
      if (!mockupLinked) await storage.delete(mockupKey);
      await progress(++done, total);
    }
  }
  const [finished] = await db
    .update(designedProducts)
    .set({ status: 'ready', updatedAt: sql`now()` })
    .where(sameRevision(product))
    .returning({ id: designedProducts.id });
  if (!finished) {
    // Saved again while this ran: the save found this job queued and did not add one, so the
    // new revision is rendered by running this job again.
    const [exists] = await db
      .select({ id: designedProducts.id })
      .from(designedProducts)
      .where(eq(designedProducts.id, product.id));
    if (exists) throw new RetryJobLater('设计已重新保存，重新生成印刷文件', 0);
  }
  return { files: done };
}
