import { and, arrayContains, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AdminGalleryPack, GalleryPack, GalleryPackQuery } from '@podkit/sdk-core';
import type { DbExecutor } from '../../db/client.js';
import { notFound } from '../../http/envelope.js';
import { formatCents } from '../../http/money.js';
import { pageOffset } from '../../http/paging.js';
import { containsTyped } from '../../http/text-search.js';
import {
  galleryPackFiles,
  galleryPackPurchases,
  galleryPacks,
  type GalleryPackFileRow,
  type GalleryPackRow,
} from './schema.js';

export type UrlOf = (key: string) => string;
export const packNotFound = () => notFound('图包');

/** A page of the list; `ids` narrows it to some packs (one, after a purchase). */
type Paged = GalleryPackQuery & { page: number; page_size: number; ids?: number[] };

function base(row: GalleryPackRow, files: GalleryPackFileRow[], urlOf: UrlOf) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    tags: row.tags,
    price: formatCents(row.priceCents),
    licence: row.licence,
    file_count: files.length,
    files: files.map((file) => ({
      id: file.id,
      name: file.name,
      preview_url: urlOf(file.previewKey),
      width: file.width,
      height: file.height,
    })),
    created_at: row.createdAt.toISOString(),
  };
}

async function filesOf(db: DbExecutor, packIds: number[]) {
  const byPack = new Map<number, GalleryPackFileRow[]>();
  if (packIds.length === 0) return byPack;
  const rows = await db
    .select()
    .from(galleryPackFiles)
    .where(inArray(galleryPackFiles.packId, packIds))
    .orderBy(asc(galleryPackFiles.id));
  for (const row of rows) byPack.set(row.packId, [...(byPack.get(row.packId) ?? []), row]);
  return byPack;
}

async function pageOf(db: DbExecutor, conditions: SQL[], query: Paged) {
  const typed = [
    containsTyped(galleryPacks.name, query.keyword),
    containsTyped(galleryPacks.description, query.keyword),
  ].filter((one): one is SQL => one !== undefined);
  if (typed.length > 0) conditions.push(or(...typed)!);
  if (query.ids) conditions.push(inArray(galleryPacks.id, query.ids));
  const tag = query.tag?.trim();
  if (tag) conditions.push(arrayContains(galleryPacks.tags, [tag]));
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(galleryPacks)
      .where(where)
      .orderBy(desc(galleryPacks.createdAt), desc(galleryPacks.id))
      .limit(query.page_size)
      .offset(pageOffset(query.page, query.page_size)),
    db.select({ total: count() }).from(galleryPacks).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** The site's published packs for a reseller, each saying whether they own it. */
export async function listForReseller(
  db: DbExecutor,
  owner: { siteId: number; userId: number },
  query: Paged,
  urlOf: UrlOf,
): Promise<{ rows: GalleryPack[]; total: number }> {
  const { rows, total } = await pageOf(
    db,
    [eq(galleryPacks.siteId, owner.siteId), eq(galleryPacks.isPublished, true)],
    query,
  );
  const ids = rows.map((row) => row.id);
  const [files, bought] = await Promise.all([
    filesOf(db, ids),
    ids.length === 0
      ? []
      : db
          .select({ packId: galleryPackPurchases.packId })
          .from(galleryPackPurchases)
          .where(
            and(
              eq(galleryPackPurchases.siteId, owner.siteId),
              eq(galleryPackPurchases.userId, owner.userId),
              inArray(galleryPackPurchases.packId, ids),
            ),
          ),
  ]);
  const owned = new Set(bought.map((row) => row.packId));
  return {
    total,
    rows: rows.map((row) => ({
      ...base(row, files.get(row.id) ?? [], urlOf),
      purchased: owned.has(row.id),
    })),
  };
}

/** Every pack of the site for the operators, with its sales. */
export async function listForOperator(
  db: DbExecutor,
  siteId: number,
  query: Paged,
  urlOf: UrlOf,
): Promise<{ rows: AdminGalleryPack[]; total: number }> {
  const { rows, total } = await pageOf(db, [eq(galleryPacks.siteId, siteId)], query);
  return { total, rows: await toAdmin(db, rows, urlOf) };
}

export async function toAdmin(
  db: DbExecutor,
  rows: GalleryPackRow[],
  urlOf: UrlOf,
): Promise<AdminGalleryPack[]> {
  const ids = rows.map((row) => row.id);
  const [files, sales] = await Promise.all([
    filesOf(db, ids),
    ids.length === 0
      ? []
      : db
          .select({ packId: galleryPackPurchases.packId, sales: sql<number>`count(*)::int` })
          .from(galleryPackPurchases)
          .where(inArray(galleryPackPurchases.packId, ids))
          .groupBy(galleryPackPurchases.packId),
  ]);
  const salesOf = new Map(sales.map((row) => [row.packId, row.sales]));
  return rows.map((row) => ({
    ...base(row, files.get(row.id) ?? [], urlOf),
    is_published: row.isPublished,
    sales: salesOf.get(row.id) ?? 0,
    updated_at: row.updatedAt.toISOString(),
  }));
}

/** Every tag of the site's published packs, sorted. */
export async function publishedTags(db: DbExecutor, siteId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ tag: sql<string>`unnest(${galleryPacks.tags})` })
    .from(galleryPacks)
    .where(and(eq(galleryPacks.siteId, siteId), eq(galleryPacks.isPublished, true)));
  return rows.map((row) => row.tag).sort((a, b) => a.localeCompare(b, 'zh-CN'));
}

export async function findPack(db: DbExecutor, siteId: number, id: number, published = false) {
  const conditions = [eq(galleryPacks.siteId, siteId), eq(galleryPacks.id, id)];
  if (published) conditions.push(eq(galleryPacks.isPublished, true));
  const [row] = await db
    .select()
    .from(galleryPacks)
    .where(and(...conditions));
  if (!row) throw packNotFound();
  return row;
}

export async function packFiles(db: DbExecutor, packId: number) {
  return (await filesOf(db, [packId])).get(packId) ?? [];
}
