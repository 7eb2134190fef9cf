import { and, eq, inArray, or } from 'drizzle-orm';
import {
  validateDocument,
  type DesignDocument,
  type ImageLayer,
  type Layer,
  type TileLayer,
} from '@podkit/design';
import type { DbExecutor } from '../../db/client.js';
import { invalid, notFound } from '../../http/envelope.js';
import type { BlankParts } from '../catalog/index.js';
import { materials } from '../materials/index.js';
import type { Owner } from '../materials/index.js';

export type PictureLayer = ImageLayer | TileLayer;

export function isPictureLayer(layer: Layer): layer is PictureLayer {
  return layer.kind === 'image' || layer.kind === 'tile';
}

/** Every image and tile layer of a document, across its views. */
export function pictureLayers(document: DesignDocument): PictureLayer[] {
  return document.views.flatMap((view) => view.layers.filter(isPictureLayer));
}

/** Validates the document's shape; the first problems come back in Chinese, naming their paths. */
export function parseDocument(input: unknown): DesignDocument {
  const result = validateDocument(input);
  if (result.ok) return result.document;
  const shown = result.errors
    .slice(0, 3)
    .map((e) => (e.path ? `${e.path}：${e.message}` : e.message));
  throw invalid(`设计文档有误：${shown.join('；')}`, { errors: result.errors });
}

/**
 * Fits a valid document to its blank: every view must be one of the blank's, and the print area's
 * size and resolution are the blank's (the client's numbers are not trusted).
 */
export function fitToBlank(
  document: DesignDocument,
  blankId: number,
  parts: BlankParts,
): DesignDocument {
  if (document.productId !== blankId)
    throw invalid('设计文档的 productId 与所选空白商品不一致', { path: 'productId' });
  if (!parts.colors.some((color) => color.id === document.colorId))
    throw invalid('设计文档的颜色不属于该空白商品', { path: 'colorId' });
  if (document.views.length === 0)
    throw invalid('views：设计文档至少需要一个视图', { path: 'views' });
  const seen = new Set<number>();
  const views = document.views.map((view, index) => {
    const blankView = parts.views.find((v) => v.id === view.viewId);
    if (!blankView)
      throw invalid(`views[${index}].viewId：视图 ${view.viewId} 不属于该空白商品`, {
        path: `views[${index}].viewId`,
      });
    if (seen.has(view.viewId))
      throw invalid(`views[${index}].viewId：视图 ${view.viewId} 重复`, {
        path: `views[${index}].viewId`,
      });
    seen.add(view.viewId);
    return {
      ...view,
      printArea: {
        widthMm: blankView.printWidthMm,
        heightMm: blankView.printHeightMm,
        dpi: blankView.printDpi,
      },
    };
  });
  return { ...document, views };
}

/** Every material a layer names must be the caller's own or one shared on the site. */
export async function assertUsableMaterials(
  db: DbExecutor,
  owner: Owner,
  document: DesignDocument,
): Promise<void> {
  const ids = [...new Set(pictureLayers(document).map((layer) => layer.materialId))];
  if (ids.length === 0) return;
  const rows = await db
    .select({ id: materials.id })
    .from(materials)
    .where(
      and(
        eq(materials.siteId, owner.siteId),
        inArray(materials.id, ids),
        or(eq(materials.userId, owner.userId), eq(materials.isShared, true)),
      ),
    );
  const found = new Set(rows.map((row) => row.id));
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw notFound(`素材 ${missing} `);
}

/** The chosen colours and sizes must be the blank's; none may be chosen twice. */
export function assertChoices(parts: BlankParts, colorIds: number[], sizeIds: number[]): void {
  const badColor = colorIds.find((id) => !parts.colors.some((c) => c.id === id));
  if (badColor !== undefined) throw invalid(`颜色 ${badColor} 不属于该空白商品`);
  const badSize = sizeIds.find((id) => !parts.sizes.some((s) => s.id === id));
  if (badSize !== undefined) throw invalid(`尺码 ${badSize} 不属于该空白商品`);
  if (new Set(colorIds).size !== colorIds.length) throw invalid('颜色不能重复选择');
  if (new Set(sizeIds).size !== sizeIds.length) throw invalid('尺码不能重复选择');
}
