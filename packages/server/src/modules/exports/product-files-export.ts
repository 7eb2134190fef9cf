import { and, asc, eq, inArray } from 'drizzle-orm';
import { ZipArchive } from 'archiver';
import type { ProductFilesExportBody } from '@podkit/sdk-core';
import type { Db } from '../../db/client.js';
import {
  extensionOf,
  randomKeyName,
  safeFileName,
  type StorageDriver,
} from '../../storage/index.js';
import { blankColors, blankViews } from '../catalog/index.js';
import { PermanentJobError, type Job, type JobContext } from '../jobs/index.js';
import { designedProducts, productMockups, productPrintFiles } from '../products/index.js';
import { exportRecords } from './schema.js';

export const PRODUCT_FILES_EXPORT_JOB = 'products.exportFiles';
/** Most products in one zip (print files run to tens of megabytes each). */
export const PRODUCT_FILES_MAX_PRODUCTS = 100;

interface ZipFile {
  name: string;
  key: string;
}

/** Where each of the products' ready files goes in the zip, and the files still missing. */
async function plannedFiles(
  db: Db,
  owner: { siteId: number; userId: number },
  body: ProductFilesExportBody,
): Promise<{ files: ZipFile[]; notReady: string[] }> {
  const products = await db
    .select({ id: designedProducts.id, name: designedProducts.name })
    .from(designedProducts)
    .where(
      and(
        eq(designedProducts.siteId, owner.siteId),
        eq(designedProducts.userId, owner.userId),
        inArray(designedProducts.id, body.product_ids),
      ),
    )
    .orderBy(asc(designedProducts.id));
  const ids = products.map((product) => product.id);
  if (ids.length === 0) return { files: [], notReady: [] };
  const folder = new Map(
    products.map((p) => [p.id, `${safeFileName(p.name, '商品')}-${p.id}`] as const),
  );
  const [mockups, prints] = await Promise.all([
    body.kinds.includes('mockup')
      ? db
          .select({
            productId: productMockups.productId,
            key: productMockups.fileKey,
            status: productMockups.status,
            view: blankViews.name,
            color: blankColors.name,
          })
          .from(productMockups)
          .innerJoin(blankViews, eq(blankViews.id, productMockups.viewId))
          .innerJoin(blankColors, eq(blankColors.id, productMockups.colorId))
          .where(inArray(productMockups.productId, ids))
          .orderBy(asc(productMockups.productId), asc(blankViews.sort), asc(blankColors.sort))
      : [],
    body.kinds.includes('print')
      ? db
          .select({
            productId: productPrintFiles.productId,
            key: productPrintFiles.fileKey,
            status: productPrintFiles.status,
            view: blankViews.name,
          })
          .from(productPrintFiles)
          .innerJoin(blankViews, eq(blankViews.id, productPrintFiles.viewId))
          .where(inArray(productPrintFiles.productId, ids))
          .orderBy(asc(productPrintFiles.productId), asc(blankViews.sort))
      : [],
  ]);
  const files: ZipFile[] = [];
  const notReady: string[] = [];
  for (const m of mockups) {
    const name = `${folder.get(m.productId)}/效果图/${safeFileName(m.view, '视图')}-${safeFileName(m.color, '颜色')}`;
    if (m.status === 'ready' && m.key)
      files.push({ name: `${name}.${extensionOf(m.key)}`, key: m.key });
    else notReady.push(name);
  }
  for (const p of prints) {
    const name = `${folder.get(p.productId)}/印刷文件/${safeFileName(p.view, '视图')}`;
    if (p.status === 'ready' && p.key)
      files.push({ name: `${name}.${extensionOf(p.key)}`, key: p.key });
    else notReady.push(name);
  }
  return { files, notReady };
}

/**
 * The export job: one zip of the products' ready mockups and print files (a folder per product,
 * 效果图/ and 印刷文件/ in it), files stored as they are (PNG and WebP are compressed already),
 * progress after each file. Files still rendering or failed are listed in 未包含的文件.txt.
 */
export function productFilesExportHandler(storage: StorageDriver) {
  return async (job: Job, context: JobContext) => {
    const { exportId } = job.payload as { exportId: number };
    const db: Db = context.db;
    const [record] = await db.select().from(exportRecords).where(eq(exportRecords.id, exportId));
    if (!record) throw new PermanentJobError(`export ${exportId} is gone`);
    const { files, notReady } = await plannedFiles(
      db,
      record,
      record.filters as unknown as ProductFilesExportBody,
    );
    if (files.length === 0)
      throw new PermanentJobError('所选商品还没有生成好的效果图或印刷文件，请稍后再试');
    await context.progress(0, files.length);

    const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
    const key = `s${record.siteId}/u${record.userId}/export/${stamp.slice(0, 6)}/product-files-${stamp}-${randomKeyName()}.zip`;
    const archive = new ZipArchive({ zlib: { level: 6 } });
    const stored = storage.put(key, archive, { contentType: 'application/zip' });
    // A failure on either side must end both: the archive feeds the storage's pipeline.
    stored.catch(() => archive.abort());

    let written = 0;
    for (const file of files) {
      if (context.signal.aborted) {
        archive.abort();
        throw new Error('worker stopping');
      }
      const object = await storage.get(file.key);
      if (!object) {
        notReady.push(file.name);
        continue;
      }
      // One file open at a time: wait until the archive has taken this one in.
      const taken = new Promise((resolve) => archive.once('entry', resolve));
      archive.append(object.stream, { name: file.name, store: true });
      await taken;
      written += 1;
      await context.progress(written, files.length);
    }
    if (notReady.length)
      archive.append(
        `以下文件尚未生成或生成失败，未包含在压缩包中：\r\n${notReady.join('\r\n')}\r\n`,
        {
          name: '未包含的文件.txt',
        },
      );
    await archive.finalize();
    await stored;
    await db
      .update(exportRecords)
      .set({ fileKey: key, rowCount: written })
      .where(eq(exportRecords.id, record.id));
    return { files: written, missing: notReady.length };
  };
}
