import { and, eq, inArray } from 'drizzle-orm';
import { buffer } from 'node:stream/consumers';
import type { GalleryPackInput } from '@podkit/sdk-core';
import type { Db } from '../../db/client.js';
import { invalid } from '../../http/envelope.js';
import { randomKeyName, type StorageDriver } from '../../storage/index.js';
import { yuanToCents } from '../catalog/index.js';
import { uploadedFiles } from '../uploads/index.js';
import { findPack } from './pack-read.js';
import { galleryPackFiles, galleryPacks, type GalleryPackRow } from './schema.js';
import { watermarkedPreview } from './watermark.js';

/** The operator acting, on their site. */
export interface Curator {
  siteId: number;
  userId: number;
}

/** Most pictures one request adds to a pack. */
export const MAX_FILES_PER_REQUEST = 20;

function checked(input: GalleryPackInput) {
  const name = input.name.trim();
  if (!name) throw invalid('请填写图包名称（name）');
  const licence = input.licence.trim();
  if (!licence) throw invalid('请填写授权说明（licence），购买后会标注在每个素材上');
  const priceCents = yuanToCents(input.price, '价格');
  if (priceCents < 0) throw invalid('价格不能为负数');
  const tags = [...new Set((input.tags ?? []).map((tag) => tag.trim()).filter(Boolean))];
  return {
    name,
    licence,
    priceCents,
    tags,
    description: (input.description ?? '').trim(),
    ...(input.is_published === undefined ? {} : { isPublished: input.is_published }),
  };
}

export async function createPack(
  db: Db,
  curator: Curator,
  input: GalleryPackInput,
): Promise<GalleryPackRow> {
  const [row] = await db
    .insert(galleryPacks)
    .values({ siteId: curator.siteId, createdBy: curator.userId, ...checked(input) })
    .returning();
  return row!;
}

export async function updatePack(
  db: Db,
  curator: Curator,
  id: number,
  input: GalleryPackInput,
): Promise<GalleryPackRow> {
  const pack = await findPack(db, curator.siteId, id);
  const [row] = await db
    .update(galleryPacks)
    .set({ ...checked(input), updatedAt: new Date() })
    .where(eq(galleryPacks.id, pack.id))
    .returning();
  return row!;
}

/**
 * Adds pictures the operator uploaded as private files (type 'file') to a pack: each gets a
 * public preview with the watermark drawn in by sharp; the full-size file stays private.
 */
export async function addPackFiles(
  db: Db,
  storage: StorageDriver,
  curator: Curator,
  id: number,
  fileIds: readonly number[],
): Promise<GalleryPackRow> {
  const pack = await findPack(db, curator.siteId, id);
  const ids = [...new Set(fileIds)];
  if (ids.length === 0 || ids.length > MAX_FILES_PER_REQUEST)
    throw invalid(`每次可添加 1 到 ${MAX_FILES_PER_REQUEST} 张图片`);
  const uploads = await db
    .select()
    .from(uploadedFiles)
    .where(
      and(
        eq(uploadedFiles.siteId, curator.siteId),
        eq(uploadedFiles.userId, curator.userId),
        inArray(uploadedFiles.id, ids),
      ),
    );
  const missing = ids.filter((fileId) => !uploads.some((upload) => upload.id === fileId));
  if (missing.length > 0) throw invalid(`文件不存在（文件 id ${missing.join('、')}），请重新上传`);
  const wrong = uploads.filter((upload) => upload.kind !== 'file');
  if (wrong.length > 0)
    throw invalid(
      `图包原图须以私有文件（type=file）上传：${wrong.map((upload) => `「${upload.name}」`).join('')}的类型不对`,
    );
  const made: Array<typeof galleryPackFiles.$inferInsert> = [];
  for (const upload of uploads) {
    const stored = await storage.get(upload.key);
    if (!stored) throw invalid(`文件「${upload.name}」已不存在，请重新上传`);
    const drawn = await watermarkedPreview(await buffer(stored.stream));
    if (!drawn) throw invalid(`无法读取图片「${upload.name}」，请上传 PNG、JPG 或 WebP 图片`);
    const previewKey = `s${curator.siteId}/admin/gallery-preview/${randomKeyName()}.webp`;
    await storage.put(previewKey, drawn.preview, { contentType: 'image/webp' });
    made.push({
      packId: pack.id,
      siteId: curator.siteId,
      name: upload.name,
      fileKey: upload.key,
      previewKey,
      mime: upload.mime,
      size: upload.size,
      width: drawn.width,
      height: drawn.height,
    });
  }
  await db.insert(galleryPackFiles).values(made);
  const [row] = await db
    .update(galleryPacks)
    .set({ updatedAt: new Date() })
    .where(eq(galleryPacks.id, pack.id))
    .returning();
  return row!;
}
