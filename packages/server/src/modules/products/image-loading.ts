import { buffer } from 'node:stream/consumers';
import { and, eq, inArray } from 'drizzle-orm';
import type { DesignDocument } from '@podkit/design';
import type { DbExecutor } from '../../db/client.js';
import { materials } from '../materials/index.js';
import { charactersMissingFrom } from '../printfiles/index.js';
import { napi } from '../printfiles/index.js';
import type { StorageDriver } from '../../storage/index.js';
import { PermanentJobError } from '../jobs/index.js';
import { pictureLayers } from './design-check.js';
import { decodeForCanvas } from './mockup.js';

/** The bytes under a storage key, or null when nothing is stored there. */
export async function readStored(storage: StorageDriver, key: string): Promise<Buffer | null> {
  const object = await storage.get(key);
  return object ? buffer(object.stream) : null;
}

/**
 * Decodes the original of every material the document's image and tile layers use, by layer
 * `src`. A material or file that is gone cannot come back by retrying: that fails for good.
 */
export async function loadLayerImages(
  db: DbExecutor,
  storage: StorageDriver,
  siteId: number,
  document: DesignDocument,
): Promise<Map<string, CanvasImageSource>> {
  const layers = pictureLayers(document);
  const ids = [...new Set(layers.map((layer) => layer.materialId))];
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: materials.id, name: materials.name, fileKey: materials.fileKey })
          .from(materials)
          .where(and(eq(materials.siteId, siteId), inArray(materials.id, ids)));
  const decoded = new Map<number, CanvasImageSource>();
  for (const id of ids) {
    const row = rows.find((r) => r.id === id);
    if (!row) throw new PermanentJobError(`素材图片不存在：素材 ${id} 已被删除`);
    const bytes = await readStored(storage, row.fileKey);
    if (!bytes) throw new PermanentJobError(`素材图片不存在：${row.name}（${row.fileKey}）`);
    decoded.set(id, await decodeForCanvas(bytes, `素材图片 ${row.name} `));
  }
  const bySrc = new Map<string, CanvasImageSource>();
  for (const layer of layers) bySrc.set(layer.src, decoded.get(layer.materialId)!);
  return bySrc;
}

/**
 * Text must be drawn with the font the reseller chose, every character of it: a missing font or
 * a character the font has no glyph for is never drawn with another font.
 */
export function assertFontsInstalled(document: DesignDocument): void {
  for (const view of document.views)
    for (const layer of view.layers) {
      if (layer.kind !== 'text' || !layer.visible) continue;
      if (!napi.GlobalFonts.has(layer.fontFamily))
        throw new PermanentJobError(`字体未安装：${layer.fontFamily}，无法生成印刷文件`);
      const missing = charactersMissingFrom(layer.fontFamily, layer.content);
      if (missing && missing.length > 0)
        throw new PermanentJobError(
          `字体 ${layer.fontFamily} 不含字符「${missing.slice(0, 10).join('')}」，无法生成印刷文件，请换用含这些字符的字体`,
        );
    }
}
