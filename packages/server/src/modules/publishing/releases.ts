import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type {
  LibraryProduct,
  Listing,
  ListingStatus,
  PublishPlatform,
  ReleaseBody,
} from '@podkit/sdk-core';
import type { Db, DbExecutor } from '../../db/client.js';
import { conflict, invalid, notFound } from '../../http/envelope.js';
import { pageOffset } from '../../http/paging.js';
import { containsTyped } from '../../http/text-search.js';
import type { FileUrl } from '../../storage/index.js';
import { enqueueJob } from '../jobs/index.js';
import { marketplaces } from '../menu/index.js';
import { designedProducts, listDesignedProducts } from '../products/index.js';
import { findStore, stores, type StoreRow } from '../stores/index.js';
import { findListingTemplate } from './listing-templates.js';
import { ownedBy, type Owner } from './owner.js';
import { storePlatformOf } from './platforms.js';
import { defaultPriceTemplate, findPriceTemplate, rateMicros } from './price-templates.js';
import { listingTemplates, listings, type ListingRow, type ListingTemplateRow } from './schema.js';

export const LISTING_JOB = 'publishing.listing';
/** Rate limits reschedule a listing job, so it has many attempts. */
const LISTING_ATTEMPTS = 20;

export interface ListingJobPayload {
  listingId: number;
  action: 'publish' | 'unpublish';
  /** Where the public files are served, for absolute image URLs (the caller's origin). */
  origin: string;
}

export const platformLabel = (platform: PublishPlatform) =>
  marketplaces.find((m) => m.key === platform)?.label ?? platform;

/** Refuses a template that cannot price: no price template to use, or no rate of its currency. */
export async function checkTemplatePricing(
  db: DbExecutor,
  owner: Owner,
  template: ListingTemplateRow,
): Promise<void> {
  const priceTemplate = template.priceTemplateId
    ? await findPriceTemplate(db, owner, template.priceTemplateId)
    : await defaultPriceTemplate(db, owner);
  if (!priceTemplate)
    throw invalid('该产品模板未选择价格模板，也没有默认价格模板，请先在价格模板中设置');
  await rateMicros(db, owner, priceTemplate.currency);
}

/** The names of the caller's products by id; an id that is not theirs is "not found". */
export async function ownedProductNames(
  db: DbExecutor,
  owner: Owner,
  productIds: number[],
): Promise<Map<number, string>> {
  const products = await db
    .select({ id: designedProducts.id, name: designedProducts.name })
    .from(designedProducts)
    .where(and(ownedBy(designedProducts, owner), inArray(designedProducts.id, productIds)));
  const missing = productIds.filter((id) => !products.some((p) => p.id === id));
  if (missing.length > 0) throw notFound(`商品 ${missing.join('、')} `.trim());
  return new Map(products.map((p) => [p.id, p.name]));
}

/** The product's name as the handle of a new listing: 'sunset-tee-42' ('product-42' for 商品). */
export function listingKeyOf(name: string, listingId: number): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'product'}-${listingId}`;
}

/** Queues the listing's job and makes it the one that may work on the listing. */
async function queueListing(
  db: DbExecutor,
  row: ListingRow,
  action: ListingJobPayload['action'],
  origin: string,
) {
  const job = await enqueueJob(
    db,
    LISTING_JOB,
    { listingId: row.id, action, origin } satisfies ListingJobPayload,
    { siteId: row.siteId, userId: row.userId, maxAttempts: LISTING_ATTEMPTS },
  );
  const [queued] = await db
    .update(listings)
    .set(
      action === 'publish'
        ? { jobId: job.id, status: 'queued', message: '', updatedAt: new Date() }
        : { jobId: job.id, message: '正在下架', updatedAt: new Date() },
    )
    .where(eq(listings.id, row.id))
    .returning();
  return queued!;
}

function authorisedStore(store: StoreRow) {
  if (store.state !== 'authorised')
    throw invalid(
      `店铺「${store.name}」${store.stateMessage || '未授权'}，请先在店铺管理中重新授权`,
    );
}

/**
 * 刊登: one listing per product on the store, queued; a product already listed there is queued
 * again and updates the same marketplace listing. Checks what the reseller can fix at once.
 */
export async function releaseProducts(
  db: Db,
  urlOf: FileUrl,
  owner: Owner,
  body: ReleaseBody,
  origin: string,
): Promise<Listing[]> {
  const template = await findListingTemplate(db, owner, body.template_id);
  const store = await findStore(db, owner, body.store_id);
  if (storePlatformOf[template.platform] !== store.platform)
    throw invalid(
      `店铺「${store.name}」不是 ${platformLabel(template.platform)} 店铺，不能使用该产品模板`,
    );
  authorisedStore(store);
  await checkTemplatePricing(db, owner, template);
  const productIds = [...new Set(body.product_ids)];
  const names = await ownedProductNames(db, owner, productIds);

  const rows = await db.transaction(async (tx) => {
    const queued: ListingRow[] = [];
    for (const productId of productIds) {
      const [row] = await tx
        .insert(listings)
        .values({
          ...owner,
          storeId: store.id,
          productId,
          templateId: template.id,
          platform: template.platform,
        })
        .onConflictDoUpdate({
          target: [listings.storeId, listings.productId],
          set: { templateId: template.id, platform: template.platform },
        })
        .returning();
      let listing = row!;
      if (!listing.listingKey) {
        const [keyed] = await tx
          .update(listings)
          .set({ listingKey: listingKeyOf(names.get(productId) ?? '', listing.id) })
          .where(eq(listings.id, listing.id))
          .returning();
        listing = keyed!;
      }
      queued.push(await queueListing(tx, listing, 'publish', origin));
    }
    return queued;
  });
  return listingViews(
    db,
    urlOf,
    owner,
    inArray(
      listings.id,
      rows.map((r) => r.id),
    ),
  );
}

async function findListing(db: DbExecutor, owner: Owner, id: number): Promise<ListingRow> {
  const [row] = await db
    .select()
    .from(listings)
    .where(and(ownedBy(listings, owner), eq(listings.id, id)));
  if (!row) throw notFound('刊登记录');
  return row;
}

/** A failed listing queued again, with its template as it is now. */
export async function retryListing(
  db: Db,
  urlOf: FileUrl,
  owner: Owner,
  id: number,
  origin: string,
): Promise<Listing> {
  const row = await findListing(db, owner, id);
  if (row.status !== 'failed') throw conflict('只有发布失败的刊登可以重试');
  await db.transaction((tx) => queueListing(tx, row, 'publish', origin));
  return (await listingViews(db, urlOf, owner, eq(listings.id, id)))[0]!;
}

/** A published listing taken off sale by its job; it stays published until the platform agrees. */
export async function unpublishListing(
  db: Db,
  urlOf: FileUrl,
  owner: Owner,
  id: number,
  origin: string,
): Promise<Listing> {
  const row = await findListing(db, owner, id);
  if (row.status !== 'published' || !row.platformListingId)
    throw conflict('只有已发布的刊登可以下架');
  await db.transaction((tx) => queueListing(tx, row, 'unpublish', origin));
  return (await listingViews(db, urlOf, owner, eq(listings.id, id)))[0]!;
}

export interface ReleaseFilter {
  platform?: PublishPlatform;
  store_id?: number;
  status?: ListingStatus;
  keyword?: string;
  page: number;
  page_size: number;
}

function releaseConditions(
  db: DbExecutor,
  owner: Owner,
  filter: Omit<ReleaseFilter, 'page' | 'page_size'>,
) {
  return and(
    ownedBy(listings, owner),
    filter.platform ? eq(listings.platform, filter.platform) : undefined,
    filter.store_id ? eq(listings.storeId, filter.store_id) : undefined,
    filter.status ? eq(listings.status, filter.status) : undefined,
    filter.keyword
      ? inArray(
          listings.productId,
          db
            .select({ id: designedProducts.id })
            .from(designedProducts)
            .where(
              and(
                ownedBy(designedProducts, owner),
                containsTyped(designedProducts.name, filter.keyword),
              ),
            ),
        )
      : undefined,
  );
}

export async function listReleases(
  db: DbExecutor,
  urlOf: FileUrl,
  owner: Owner,
  filter: ReleaseFilter,
): Promise<{ rows: Listing[]; total: number }> {
  const where = releaseConditions(db, owner, filter);
  const [rows, [total]] = await Promise.all([
    listingViews(db, urlOf, owner, where, {
      limit: filter.page_size,
      offset: pageOffset(filter.page, filter.page_size),
    }),
    db.select({ n: count() }).from(listings).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Listings as the screens show them: with store, product, picture and template names. */
async function listingViews(
  db: DbExecutor,
  urlOf: FileUrl,
  owner: Owner,
  where: SQL | undefined,
  paging?: { limit: number; offset: number },
): Promise<Listing[]> {
  const query = db
    .select({
      listing: listings,
      storeName: stores.name,
      productName: designedProducts.name,
      templateName: listingTemplates.name,
    })
    .from(listings)
    .innerJoin(stores, eq(stores.id, listings.storeId))
    .innerJoin(designedProducts, eq(designedProducts.id, listings.productId))
    .leftJoin(listingTemplates, eq(listingTemplates.id, listings.templateId))
    .where(and(ownedBy(listings, owner), where))
    .orderBy(desc(listings.updatedAt), desc(listings.id));
  const rows = paging ? await query.limit(paging.limit).offset(paging.offset) : await query;
  const productIds = [...new Set(rows.map((r) => r.listing.productId))];
  const pictures = productIds.length
    ? await listDesignedProducts(db, urlOf, owner, {
        ids: productIds,
        page: 1,
        perPage: productIds.length,
      })
    : { rows: [] };
  const thumbnail = new Map(pictures.rows.map((p) => [p.id, p.thumbnail]));
  return rows.map(({ listing, storeName, productName, templateName }) => ({
    id: listing.id,
    platform: listing.platform,
    store_id: listing.storeId,
    store_name: storeName,
    product_id: listing.productId,
    product_name: productName,
    product_image: thumbnail.get(listing.productId) ?? '',
    template_id: listing.templateId,
    template_name: templateName ?? '',
    status: listing.status,
    platform_listing_id: listing.platformListingId,
    listing_url: listing.listingUrl,
    message: listing.message,
    published_at: listing.publishedAt?.toISOString() ?? null,
    updated_at: listing.updatedAt.toISOString(),
  }));
}

/** 商品库 of a marketplace: my products, each with its listings on that marketplace's stores. */
export async function platformLibrary(
  db: DbExecutor,
  urlOf: FileUrl,
  owner: Owner,
  query: { platform: PublishPlatform; keyword?: string; page: number; page_size: number },
): Promise<{ rows: LibraryProduct[]; total: number }> {
  const products = await listDesignedProducts(db, urlOf, owner, {
    ...(query.keyword ? { keyword: query.keyword } : {}),
    page: query.page,
    perPage: query.page_size,
  });
  const ids = products.rows.map((p) => p.id);
  const code = storePlatformOf[query.platform];
  const rows =
    ids.length && code !== null
      ? await db
          .select({
            id: listings.id,
            productId: listings.productId,
            storeId: listings.storeId,
            storeName: stores.name,
            status: listings.status,
            listingUrl: listings.listingUrl,
          })
          .from(listings)
          .innerJoin(stores, eq(stores.id, listings.storeId))
          .where(
            and(
              ownedBy(listings, owner),
              inArray(listings.productId, ids),
              eq(stores.platform, code),
            ),
          )
          .orderBy(listings.id)
      : [];
  return {
    total: products.total,
    rows: products.rows.map((product) => ({
      id: product.id,
      name: product.name,
      basic_product_name: product.basic_product_name,
      thumbnail: product.thumbnail,
      status: product.status,
      created_at: product.created_at,
      listings: rows
        .filter((row) => row.productId === product.id)
        .map((row) => ({
          id: row.id,
          store_id: row.storeId,
          store_name: row.storeName,
          status: row.status,
          listing_url: row.listingUrl,
        })),
    })),
  };
}
