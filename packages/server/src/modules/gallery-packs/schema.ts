import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sites } from '../sites/index.js';
import { users } from '../users/index.js';

/** 图库服务: a licensed artwork pack the operators curate and sell. */
export const galleryPacks = pgTable(
  'gallery_packs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'`),
    priceCents: integer('price_cents').notNull(),
    /** Noted on every material a purchase makes. */
    licence: text('licence').notNull(),
    isPublished: boolean('is_published').notNull().default(false),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gallery_packs_site').on(t.siteId, t.isPublished, t.createdAt)],
);

/** A picture of a pack: the private full-size file and its public watermarked preview. */
export const galleryPackFiles = pgTable(
  'gallery_pack_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    packId: integer('pack_id')
      .notNull()
      .references(() => galleryPacks.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The operator's private upload (type 'file'): read only to copy it into a buyer's gallery. */
    fileKey: text('file_key').notNull(),
    /** Public WebP with the watermark drawn in. */
    previewKey: text('preview_key').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gallery_pack_files_pack').on(t.packId, t.id)],
);

/** A reseller's purchase of a pack: at most one per reseller and pack. */
export const galleryPackPurchases = pgTable(
  'gallery_pack_purchases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packId: integer('pack_id')
      .notNull()
      .references(() => galleryPacks.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents').notNull(),
    materialIds: integer('material_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    actorUserId: integer('actor_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('gallery_pack_purchases_owner_pack').on(t.userId, t.packId)],
);

export type GalleryPackRow = typeof galleryPacks.$inferSelect;
export type GalleryPackFileRow = typeof galleryPackFiles.$inferSelect;
export type GalleryPackPurchaseRow = typeof galleryPackPurchases.$inferSelect;
