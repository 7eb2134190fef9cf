import { and, asc, eq } from 'drizzle-orm';
import type { Banner } from '@podkit/sdk-core';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/envelope.js';
import { banners, type Banner as BannerRow } from './schema.js';

/** What the console sends for a home-page banner. */
export interface BannerInput {
  image_url?: string;
  link_url?: string;
  title?: string;
  sort?: number;
}

export function toBanner(row: BannerRow): Banner {
  return {
    id: row.id,
    image_url: row.imageUrl,
    link_url: row.linkUrl,
    title: row.title,
    sort: row.sort,
  };
}

export async function siteBanners(db: Db, siteId: number): Promise<Banner[]> {
  const rows = await db
    .select()
    .from(banners)
    .where(eq(banners.siteId, siteId))
    .orderBy(asc(banners.sort), asc(banners.id));
  return rows.map(toBanner);
}

export async function createBanner(
  db: Db,
  siteId: number,
  input: BannerInput & { image_url: string },
): Promise<Banner> {
  const [row] = await db
    .insert(banners)
    .values({
      siteId,
      imageUrl: input.image_url,
      linkUrl: input.link_url ?? '',
      title: input.title?.trim() ?? '',
      sort: input.sort ?? 0,
    })
    .returning();
  if (!row) throw new Error('banner insert returned no row');
  return toBanner(row);
}

export async function updateBanner(
  db: Db,
  siteId: number,
  id: number,
  input: BannerInput,
): Promise<Banner> {
  const changes = {
    ...(input.image_url !== undefined && { imageUrl: input.image_url }),
    ...(input.link_url !== undefined && { linkUrl: input.link_url }),
    ...(input.title !== undefined && { title: input.title.trim() }),
    ...(input.sort !== undefined && { sort: input.sort }),
  };
  const where = and(eq(banners.siteId, siteId), eq(banners.id, id));
  const [row] =
    Object.keys(changes).length > 0
      ? await db.update(banners).set(changes).where(where).returning()
      : await db.select().from(banners).where(where);
  if (!row) throw notFound('轮播图');
  return toBanner(row);
}

export async function deleteBanner(db: Db, siteId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(banners)
    .where(and(eq(banners.siteId, siteId), eq(banners.id, id)))
    .returning({ id: banners.id });
  if (deleted.length === 0) throw notFound('轮播图');
}
