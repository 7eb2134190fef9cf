import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { OpenProduct } from '@podkit/sdk-core';
import type { DbExecutor } from '../../db/client.js';
import type { ListingDraft } from '../stores/index.js';
import { listings } from './schema.js';

/** The part of a draft a store front shows: what the marketplace was sent, without PodKit's keys. */
export type PublishedDraft = Pick<
  ListingDraft,
  'title' | 'descriptionHtml' | 'tags' | 'options' | 'variants' | 'images'
>;

export function publishedDraftOf(draft: ListingDraft): PublishedDraft {
  const { title, descriptionHtml, tags, options, variants, images } = draft;
  return { title, descriptionHtml, tags, options, variants, images };
}

const publishedOn = (storeId: number) =>
  and(eq(listings.storeId, storeId), eq(listings.status, 'published'));

/** A dj store front's products: the listings published to its store, newest first. */
export async function storefrontListings(
  db: DbExecutor,
  storeId: number,
  page: number,
  perPage: number,
): Promise<{ rows: OpenProduct[]; total: number }> {
  const [counted] = await db.select({ total: count() }).from(listings).where(publishedOn(storeId));
  const rows = await db
    .select()
    .from(listings)
    .where(publishedOn(storeId))
    .orderBy(desc(listings.publishedAt), desc(listings.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return {
    total: counted?.total ?? 0,
    rows: rows.map((row) => {
      const draft = row.publishedDraft;
      return {
        listing_id: row.id,
        product_id: row.productId,
        title: draft?.title ?? '',
        description_html: draft?.descriptionHtml ?? '',
        tags: draft?.tags ?? [],
        images: (draft?.images ?? []).map((image) => image.url),
        options: draft?.options ?? [],
        variants: (draft?.variants ?? []).map((variant) => ({
          sku: variant.sku,
          price: variant.price,
          currency: variant.currency,
          options: variant.optionValues,
          image_url: variant.imageUrl,
        })),
        published_at: (row.publishedAt ?? row.updatedAt).toISOString(),
      };
    }),
  };
}

/** Which of `skus` a variant of a listing published to the store carries. */
export async function publishedSkus(
  db: DbExecutor,
  storeId: number,
  skus: string[],
): Promise<Set<string>> {
  if (skus.length === 0) return new Set();
  const rows = await db
    .select({ sku: sql<string>`variant->>'sku'` })
    .from(
      sql`${listings}, jsonb_array_elements(coalesce(${listings.publishedDraft}->'variants', '[]'::jsonb)) as variant`,
    )
    .where(
      and(
        publishedOn(storeId),
        sql`variant->>'sku' in (${sql.join(
          skus.map((sku) => sql`${sku}`),
          sql`, `,
        )})`,
      ),
    );
  return new Set(rows.map((row) => row.sku));
}
