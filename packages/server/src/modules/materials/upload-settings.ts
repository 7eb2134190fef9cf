import { and, eq, inArray } from 'drizzle-orm';
import type { UploadSettings } from '@podkit/sdk-core';
import type { DbExecutor } from '../../db/client.js';
import { invalid } from '../../http/envelope.js';
import { assertOwnedIds } from './ownership.js';
import { ownedBy, type Owner } from './owner.js';
import { materialCategories, materialTags, materialUploadSettings } from './schema.js';

/** Longest name prefix. */
export const MAX_NAME_PREFIX = 30;

export const defaultUploadSettings: UploadSettings = {
  default_category_ids: [],
  default_tag_ids: [],
  name_rule: 'file_stem',
  name_prefix: '',
};

/**
 * The owner's upload settings; defaults when never saved. Default tags and categories deleted
 * since are left out, so what is answered is what an upload will really get.
 */
export async function readUploadSettings(db: DbExecutor, owner: Owner): Promise<UploadSettings> {
  const [row] = await db
    .select()
    .from(materialUploadSettings)
    .where(
      and(
        eq(materialUploadSettings.userId, owner.userId),
        eq(materialUploadSettings.siteId, owner.siteId),
      ),
    )
    .limit(1);
  if (!row) return { ...defaultUploadSettings };
  const [tags, categories] = await Promise.all([
    existingIds(db, materialTags, owner, row.defaultTagIds),
    existingIds(db, materialCategories, owner, row.defaultCategoryIds),
  ]);
  return {
    default_category_ids: row.defaultCategoryIds.filter((id) => categories.has(id)),
    default_tag_ids: row.defaultTagIds.filter((id) => tags.has(id)),
    name_rule: row.nameRule,
    name_prefix: row.namePrefix,
  };
}

async function existingIds(
  db: DbExecutor,
  table: typeof materialTags | typeof materialCategories,
  owner: Owner,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(ownedBy(table, owner), inArray(table.id, ids)));
  return new Set(rows.map((row) => row.id));
}

/** Saves the fields given (others keep their saved or default value); ids must be the owner's. */
export async function saveUploadSettings(
  db: DbExecutor,
  owner: Owner,
  changes: Partial<UploadSettings>,
): Promise<UploadSettings> {
  const current = await readUploadSettings(db, owner);
  const next: UploadSettings = {
    default_category_ids: unique(changes.default_category_ids ?? current.default_category_ids),
    default_tag_ids: unique(changes.default_tag_ids ?? current.default_tag_ids),
    name_rule: changes.name_rule ?? current.name_rule,
    name_prefix: (changes.name_prefix ?? current.name_prefix).trim(),
  };
  if (Array.from(next.name_prefix).length > MAX_NAME_PREFIX) {
    throw invalid(`素材名称前缀不能超过 ${MAX_NAME_PREFIX} 个字符`);
  }
  await assertOwnedIds(db, materialTags, owner, next.default_tag_ids, '标签');
  await assertOwnedIds(db, materialCategories, owner, next.default_category_ids, '分类');
  const values = {
    defaultCategoryIds: next.default_category_ids,
    defaultTagIds: next.default_tag_ids,
    nameRule: next.name_rule,
    namePrefix: next.name_prefix,
    updatedAt: new Date(),
  };
  await db
    .insert(materialUploadSettings)
    .values({ userId: owner.userId, siteId: owner.siteId, ...values })
    .onConflictDoUpdate({ target: materialUploadSettings.userId, set: values });
  return next;
}

function unique(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}
