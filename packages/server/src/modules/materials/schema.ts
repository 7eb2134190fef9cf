import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { MaterialNameRule, MaterialType } from '@podkit/sdk-core';
import { sites } from '../sites/index.js';
import { uploadedFiles } from '../uploads/index.js';
import { users } from '../users/index.js';

const owner = {
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
};

/** One picture of a user's gallery: a stored original plus what was read from it at upload. */
export const materials = pgTable(
  'materials',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ...owner,
    name: text('name').notNull(),
    type: text('type').$type<MaterialType>().notNull(),
    /** The uploaded file row of the original; the file itself outlives the material (designs refer to it). */
    fileId: integer('file_id').references(() => uploadedFiles.id, { onDelete: 'set null' }),
    /** Storage key of the original. */
    fileKey: text('file_key').notNull(),
    /** Storage key of the 300 px WebP preview; null when none could be rendered. */
    thumbKey: text('thumb_key'),
    width: integer('width'),
    height: integer('height'),
    size: integer('size').notNull(),
    mime: text('mime').notNull(),
    /** 64-bit DCT perceptual hash (sharp-phash) as a signed bigint; null when the image could not be read. */
    phash: bigint('phash', { mode: 'bigint' }),
    /** The licence of a bought 图库服务 pack's file; '' for the owner's own uploads. */
    licence: text('licence').notNull().default(''),
    isShared: boolean('is_shared').notNull().default(false),
    sharedAt: timestamp('shared_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The gallery lists newest first within one user; every filter narrows this walk.
    index('materials_user_newest').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('materials_user_type_newest').on(t.userId, t.type, t.createdAt.desc()),
    index('materials_site_shared')
      .on(t.siteId, t.sharedAt.desc())
      .where(sql`${t.isShared}`),
  ],
);

/** A user's material tag; names are unique per user. */
export const materialTags = pgTable(
  'user_material_tags',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ...owner,
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_material_tags_user_name').on(t.userId, t.name)],
);

/** A user's material category: a tree by parent (null = top level), siblings ordered by sort. */
export const materialCategories = pgTable(
  'user_material_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ...owner,
    // Deleting moves children up first (category-service); the key only guards against orphans.
    parentId: integer('parent_id').references((): AnyPgColumn => materialCategories.id),
    name: text('name').notNull(),
    sort: integer('sort').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_material_categories_level').on(t.userId, t.parentId, t.sort)],
);

export const materialTagLinks = pgTable(
  'material_tag_links',
  {
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => materialTags.id, { onDelete: 'cascade' }),
    ...owner,
  },
  (t) => [
    primaryKey({ columns: [t.materialId, t.tagId] }),
    index('material_tag_links_tag').on(t.tagId, t.materialId),
  ],
);

export const materialCategoryLinks = pgTable(
  'material_category_links',
  {
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => materialCategories.id, { onDelete: 'cascade' }),
    ...owner,
  },
  (t) => [
    primaryKey({ columns: [t.materialId, t.categoryId] }),
    index('material_category_links_category').on(t.categoryId, t.materialId),
  ],
);

/** Upload settings of one user (/distribution/userConfig/uploadMaterial); absent means defaults. */
export const materialUploadSettings = pgTable('user_material_upload_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  defaultCategoryIds: integer('default_category_ids')
    .array()
    .notNull()
    .default(sql`'{}'`),
  defaultTagIds: integer('default_tag_ids')
    .array()
    .notNull()
    .default(sql`'{}'`),
  nameRule: text('name_rule').$type<MaterialNameRule>().notNull().default('file_stem'),
  namePrefix: text('name_prefix').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type MaterialRow = typeof materials.$inferSelect;
export type MaterialTagRow = typeof materialTags.$inferSelect;
export type MaterialCategoryRow = typeof materialCategories.$inferSelect;
export type MaterialUploadSettingsRow = typeof materialUploadSettings.$inferSelect;
