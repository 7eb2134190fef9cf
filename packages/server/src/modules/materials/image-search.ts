import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { invalid, notFound } from '../../http/envelope.js';
import { extensionOf, type StorageDriver } from '../../storage/index.js';
import { uploadedFiles } from '../uploads/index.js';
import { openImage } from './image-preview.js';
import { materialTypeOf } from './material-type.js';
import { findOwnMaterial } from './material-queries.js';
import { ownedBy, type Owner } from './owner.js';
import { perceptualHash } from './perceptual-hash.js';
import { materials, type MaterialRow } from './schema.js';

/** Default and largest number of matches, and the default largest Hamming distance answered. */
export const SEARCH_DEFAULT_LIMIT = 20;
export const SEARCH_MAX_LIMIT = 100;
export const SEARCH_DEFAULT_MAX_DISTANCE = 16;

/** The perceptual hash of a picture given as bytes; refused when it is not a readable image. */
export async function hashOfImage(bytes: Buffer, extension: string): Promise<bigint> {
  try {
    const image = await openImage(bytes, materialTypeOf(extension));
    if (image) return await perceptualHash(image);
  } catch {
    // answered below
  }
  throw invalid('无法读取用于搜索的图片，请换一张图片');
}

/** The storage key of a URL this server hands out (`…/files/<key>`), or null. */
export function keyOfStorageUrl(url: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://local.invalid').pathname;
  } catch {
    return null;
  }
  const at = pathname.indexOf('/files/');
  if (at < 0) return null;
  try {
    return decodeURIComponent(pathname.slice(at + '/files/'.length));
  } catch {
    return null;
  }
}

/** The hash of one of the owner's stored files (any upload of theirs, e.g. type file). */
export async function hashOfStoredFile(
  db: DbExecutor,
  storage: StorageDriver,
  owner: Owner,
  key: string,
): Promise<bigint> {
  const [file] = await db
    .select({ key: uploadedFiles.key })
    .from(uploadedFiles)
    .where(and(ownedBy(uploadedFiles, owner), eq(uploadedFiles.key, key)));
  if (!file) throw notFound('文件');
  const object = await storage.get(file.key);
  if (!object) throw notFound('文件');
  const chunks: Buffer[] = [];
  for await (const chunk of object.stream) chunks.push(chunk as Buffer);
  return hashOfImage(Buffer.concat(chunks), extensionOf(file.key));
}

/** The stored hash of one of the owner's materials. */
export async function hashOfMaterial(db: DbExecutor, owner: Owner, id: number): Promise<bigint> {
  const row = await findOwnMaterial(db, owner, id);
  if (row.phash === null) throw invalid('该素材没有可比对的图像特征（无法读取其图像）');
  return row.phash;
}

/**
 * The owner's materials nearest to a hash by Hamming distance (bit_count of the XOR), nearest
 * first, newest first among equals, within `maxDistance`.
 */
export async function nearestMaterials(
  db: DbExecutor,
  owner: Owner,
  hash: bigint,
  options: { limit: number; maxDistance: number },
): Promise<Array<{ row: MaterialRow; distance: number }>> {
  const distance = sql<number>`bit_count((${materials.phash} # ${hash.toString()}::bigint)::bit(64))::integer`;
  const rows = await db
    .select({ row: materials, distance })
    .from(materials)
    .where(
      and(
        ownedBy(materials, owner),
        isNotNull(materials.phash),
        sql`${distance} <= ${options.maxDistance}`,
      ),
    )
    .orderBy(distance, desc(materials.createdAt), desc(materials.id))
    .limit(options.limit);
  return rows.map((r) => ({ row: r.row, distance: Number(r.distance) }));
}
