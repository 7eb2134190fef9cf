import { asc, inArray } from 'drizzle-orm';
import { ZipArchive } from 'archiver';
import type { PrintFileBundle } from '@podkit/sdk-core';
import type { DbExecutor } from '../../db/client.js';
import { invalid } from '../../http/envelope.js';
import {
  extensionOf,
  safeFileName,
  type FileUrl,
  type StorageDriver,
} from '../../storage/index.js';
import { randomKeyName } from '../../storage/index.js';
import { loadArtwork } from '../orders/index.js';
import { packagingDesigns } from '../packaging/index.js';
import { orderItems, type OrderRow } from '../orders/index.js';

/**
 * One zip of the print files of some orders: a folder per order number, a file per designed line
 * and view named `<line>-<product>-<colour size>-<view>-x<quantity>.<ext>`, and the design of the
 * order's packaging template (`包装-<kind>-<name>.<ext>`, also for an order of general goods
 * only). Orders whose print files are not all ready, or with nothing to print, are left out and
 * listed with the reason.
 */
export async function bundlePrintFiles(
  db: DbExecutor,
  storage: StorageDriver,
  urlOf: FileUrl,
  siteId: number,
  rows: readonly OrderRow[],
): Promise<PrintFileBundle> {
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderItems.orderId), asc(orderItems.id));
  const artwork = await loadArtwork(
    db,
    items.flatMap((item) => (item.designedProductId ? [item.designedProductId] : [])),
    urlOf,
  );
  const packaging = await packagingDesigns(
    db,
    siteId,
    rows.flatMap((row) => (row.packagingTemplateId ? [row.packagingTemplateId] : [])),
  );
  const missing: PrintFileBundle['missing'] = [];
  const entries: Array<{ name: string; key: string }> = [];
  for (const order of rows) {
    const designed = items.filter(
      (item) => item.orderId === order.id && item.designedProductId !== null,
    );
    const design = order.packagingTemplateId ? packaging.get(order.packagingTemplateId) : null;
    // Packaging is printed too: an order of general goods in a branded bag still has a file.
    if (designed.length === 0 && !design) {
      missing.push({ order_no: order.orderNo, reason: '订单没有需要印刷的设计商品' });
      continue;
    }
    const files = designed.flatMap((item, index) =>
      (artwork.get(item.designedProductId!)?.printFileKeys ?? []).map((file) => ({
        item,
        index,
        file,
      })),
    );
    const notReady = files.filter(({ file }) => file.status !== 'ready' || !file.key);
    if ((designed.length > 0 && files.length === 0) || notReady.length > 0) {
      missing.push({
        order_no: order.orderNo,
        reason: notReady.some(({ file }) => file.status === 'failed')
          ? '印刷文件生成失败'
          : '印刷文件尚未生成完成',
      });
      continue;
    }
    for (const { item, index, file } of files)
      entries.push({
        name: `${order.orderNo}/${index + 1}-${safeFileName(item.name, '未命名')}-${safeFileName(item.skuText, '未命名')}-${safeFileName(file.viewName, '未命名')}-x${item.quantity}.${extensionOf(file.key!)}`,
        key: file.key!,
      });
    if (design)
      entries.push({
        name: `${order.orderNo}/包装-${design.kindLabel}-${safeFileName(design.name, '未命名')}.${extensionOf(design.key)}`,
        key: design.key,
      });
  }
  if (entries.length === 0)
    throw invalid(
      `所选订单没有可下载的印刷文件：${missing.map((m) => `${m.order_no}（${m.reason}）`).join('；')}`,
    );

  const archive = new ZipArchive({ zlib: { level: 1 } });
  const stamp = new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);
  const key = `s${siteId}/admin/printfiles/${stamp.slice(0, 6)}/printfiles-${stamp}-${randomKeyName()}.zip`;
  const stored = storage.put(key, archive, { contentType: 'application/zip' });
  stored.catch(() => archive.abort());
  let written = 0;
  for (const entry of entries) {
    const object = await storage.get(entry.key);
    if (!object) continue;
    // Print files are PNGs already compressed: stored as they are.
    archive.append(object.stream, { name: entry.name, store: true });
    written += 1;
  }
  await archive.finalize();
  await stored;
  return {
    url: urlOf(key),
    name: `印刷文件-${stamp}.zip`,
    file_count: written,
    missing,
  };
}
