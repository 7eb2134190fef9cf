import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { extensionOf, type StorageDriver } from '../../storage/index.js';
import { renderPreview } from './image-preview.js';
import { nameFromFile } from './material-names.js';
import { materialTypeOf } from './material-type.js';
import type { Owner } from './owner.js';
import {
  materialCategories,
  materialCategoryLinks,
  materials,
  materialTagLinks,
  materialTags,
  type MaterialRow,
} from './schema.js';
import { readUploadSettings } from './upload-settings.js';

/** A stored original that is to become a material. */
export interface MaterialSource {
  owner: Owner;
  /** Storage key of the original, in the owner's material folder. */
  key: string;
  /** The file's name on the user's machine (or in the URL): the material's name comes from it. */
  fileName: string;
  size: number;
  mime: string;
  width: number | null;
  height: number | null;
  /** A local copy of the original to read the preview from. */
  localPath: string;
}

/** A material whose preview is rendered and stored, ready to be inserted. */
export interface PreparedMaterial {
  source: MaterialSource;
  thumbKey: string | null;
  phash: bigint | null;
  width: number | null;
  height: number | null;
  /** Removes the stored thumbnail when the material is not inserted after all. */
  discard(): Promise<void>;
}

/**
 * The thumbnail's key beside the original's: `s1/u7/material/202501/Ab.png` →
 * `s1/u7/material-thumb/202501/Ab.png.webp`. Signed upload forms never reach that folder, so
 * nobody can take a thumbnail's key first.
 */
export function thumbKeyFor(key: string): string {
  const parts = key.split('/');
  if (parts.length !== 5) throw new Error(`not a material key: ${key}`);
  parts[2] = `${parts[2]}-thumb`;
  parts[4] = `${parts[4]}.webp`;
  return parts.join('/');
}

/** Renders the preview (outside any transaction: it is the slow part) and stores the thumbnail. */
export async function prepareMaterial(
  storage: StorageDriver,
  source: MaterialSource,
): Promise<PreparedMaterial> {
  const type = materialTypeOf(extensionOf(source.key));
  const preview = await renderPreview(source.localPath, type);
  let thumbKey: string | null = null;
  if (preview.thumbnail) {
    thumbKey = thumbKeyFor(source.key);
    await storage.put(thumbKey, preview.thumbnail, { contentType: 'image/webp' });
  }
  return {
    source,
    thumbKey,
    phash: preview.phash,
    width: source.width ?? preview.width,
    height: source.height ?? preview.height,
    async discard() {
      if (thumbKey) await storage.delete(thumbKey);
    },
  };
}

/**
 * Inserts the material for a prepared upload, named and filed by the owner's upload settings
 * (default tags and categories that no longer exist are skipped).
 */
export async function insertMaterial(
  db: DbExecutor,
  prepared: PreparedMaterial,
  options: { fileId: number | null; name?: string | undefined; licence?: string },
): Promise<MaterialRow> {
  const { source } = prepared;
  const settings = await readUploadSettings(db, source.owner);
  const [row] = await db
    .insert(materials)
    .values({
      siteId: source.owner.siteId,
      userId: source.owner.userId,
      name: options.name ?? nameFromFile(source.fileName, settings.name_rule, settings.name_prefix),
      type: materialTypeOf(extensionOf(source.key)),
      fileId: options.fileId,
      fileKey: source.key,
      thumbKey: prepared.thumbKey,
      width: prepared.width,
      height: prepared.height,
      size: source.size,
      mime: source.mime,
      phash: prepared.phash,
      licence: options.licence ?? '',
    })
    .returning();
  if (!row) throw new Error('material row was not returned');
  const { siteId, userId } = source.owner;
  if (settings.default_tag_ids.length > 0) {
    await db.execute(sql`
      insert into ${materialTagLinks} (material_id, tag_id, site_id, user_id)
      select ${row.id}, ${materialTags.id}, ${siteId}, ${userId} from ${materialTags}
      where ${materialTags.userId} = ${userId} and ${materialTags.siteId} = ${siteId}
        and ${materialTags.id} in (${sql.join(settings.default_tag_ids, sql`, `)})
      on conflict do nothing`);
  }
  if (settings.default_category_ids.length > 0) {
    await db.execute(sql`
      insert into ${materialCategoryLinks} (material_id, category_id, site_id, user_id)
      select ${row.id}, ${materialCategories.id}, ${siteId}, ${userId} from ${materialCategories}
      where ${materialCategories.userId} = ${userId} and ${materialCategories.siteId} = ${siteId}
        and ${materialCategories.id} in (${sql.join(settings.default_category_ids, sql`, `)})
      on conflict do nothing`);
  }
  return row;
}
