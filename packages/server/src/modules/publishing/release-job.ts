import { and, eq } from 'drizzle-orm';
import type { ConnectablePlatform } from '@podkit/sdk-core';
import type { ServerConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/envelope.js';
import { getServerSecret } from '../../secrets/server-secret.js';
import {
  createStorage,
  FILE_URL_SECRET_NAME,
  fileUrls,
  type FileUrl,
} from '../../storage/index.js';
import { PermanentJobError, RetryJobLater, type Job, type JobContext } from '../jobs/index.js';
import {
  connectorFor,
  siteStoresConfig,
  platformNames,
  PlatformError,
  PublishingNotSupported,
  stores,
  withPlatform,
  type ListingDraft,
} from '../stores/index.js';
import { withCategoryAttributes } from './category-attributes.js';
import { ListingRefused, renderListing } from './listing-render.js';
import { ownedBy } from './owner.js';
import type { ListingJobPayload } from './releases.js';
import { listingTemplates, listings, type ListingRow } from './schema.js';
import { publishedDraftOf } from './storefront-listings.js';

/** Store platforms whose connectors publish (dj's only marks the listing for its store front). */
const CONNECTABLE = new Set<number>([1, 2, 3, 4, 5, 7, 8, 9, 10, 14, 17, 18, 19, 21, 22]);

/**
 * The listing as the marketplace should hold it now: the template's texts over the product (the
 * infringement check reads them first), its SKUs priced by the price template, its mockups.
 */
export async function buildDraft(
  db: Db,
  urlOf: FileUrl,
  origin: string,
  listing: ListingRow,
): Promise<ListingDraft> {
  const owner = { siteId: listing.siteId, userId: listing.userId };
  const [template] = listing.templateId
    ? await db
        .select()
        .from(listingTemplates)
        .where(and(ownedBy(listingTemplates, owner), eq(listingTemplates.id, listing.templateId)))
    : [];
  if (!template) throw new ListingRefused('产品模板已删除，请选择产品模板重新刊登');
  if (template.platform === 'etsy' && !template.etsyFields)
    throw new ListingRefused(
      'Etsy 产品模板缺少刊登字段（类目、制作者、制作时间、运费模板、备货模板、库存），请先在产品模板中填写',
    );
  const rendered = await renderListing(db, urlOf, origin, owner, template, listing.productId);
  return {
    ...rendered.draft,
    listingKey: listing.listingKey,
    existingListingId: listing.platformListingId || null,
  };
}

/** Words for the reseller from a refusal the job will not retry; null for anything else. */
function refusalMessage(error: unknown): string | null {
  if (
    error instanceof ListingRefused ||
    error instanceof PlatformError ||
    error instanceof PublishingNotSupported ||
    error instanceof PermanentJobError ||
    error instanceof AppError
  )
    return error.message;
  return null;
}

/**
 * The job of one listing: publish (create or update) or unpublish it. Only the job the listing
 * names works on it, so a listing queued again leaves an older job nothing to do; a job repeated
 * after a crash sends the same draft under the same listing key, which updates, never duplicates.
 */
export function listingJobHandler(config: ServerConfig) {
  const storage = createStorage(config);
  let urlOf: FileUrl | null = null;
  return async (job: Job, context: JobContext) => {
    const { db, signal } = context;
    const payload = job.payload as ListingJobPayload;
    urlOf ??= fileUrls(storage, await getServerSecret(db, FILE_URL_SECRET_NAME));
    const [listing] = await db
      .update(listings)
      .set(
        payload.action === 'publish'
          ? { status: 'publishing', updatedAt: new Date() }
          : {
              updatedAt: new Date(),
            },
      )
      .where(and(eq(listings.id, payload.listingId), eq(listings.jobId, job.id)))
      .returning();
    if (!listing) return { skipped: '刊登已由新的任务处理' };
    const mine = and(eq(listings.id, listing.id), eq(listings.jobId, job.id));
    const finish = (values: Partial<ListingRow>) =>
      db
        .update(listings)
        .set({ ...values, updatedAt: new Date() })
        .where(mine);
    const fail = (message: string) =>
      payload.action === 'publish'
        ? finish({ status: 'failed', message: message.slice(0, 1000) })
        : finish({ status: 'published', message: `下架失败：${message}`.slice(0, 1000) });

    try {
      const [store] = await db.select().from(stores).where(eq(stores.id, listing.storeId));
      if (!store) throw new ListingRefused('店铺已解绑');
      if (store.state !== 'authorised')
        throw new ListingRefused(`店铺${store.stateMessage || '未授权'}，请先在店铺管理中重新授权`);
      if (!CONNECTABLE.has(store.platform))
        throw new PublishingNotSupported(platformNames[store.platform] ?? String(store.platform));
      const storesConfig = await siteStoresConfig(db, store.siteId, config.stores);
      const connector = connectorFor(store.platform as ConnectablePlatform, storesConfig);
      if (payload.action === 'unpublish') {
        await withPlatform(
          db,
          storesConfig,
          store,
          signal,
          (access) => connector.unpublishListing(access, listing.platformListingId),
          { refusalExpires: false },
        );
        await finish({ status: 'unpublished', message: '' });
        return { unpublished: listing.platformListingId };
      }
      const platformName = platformNames[store.platform] ?? String(store.platform);
      let draft = await buildDraft(db, urlOf, payload.origin, listing);
      // Kept at once, so a retry after a rate limit or a crash updates what was made.
      const remember = async (listingId: string) => {
        draft = { ...draft, existingListingId: listingId };
        await finish({ platformListingId: listingId });
      };
      const published = await withPlatform(
        db,
        storesConfig,
        store,
        signal,
        async (access) => {
          draft = await withCategoryAttributes(connector, store, access, platformName, draft);
          return connector.publishListing(access, draft, remember);
        },
        { refusalExpires: false },
      );
      await finish({
        status: 'published',
        publishedDraft: publishedDraftOf(draft),
        platformListingId: published.listingId,
        listingUrl: published.url,
        message: '',
        publishedAt: new Date(),
      });
      return { published: published.listingId };
    } catch (error) {
      if (error instanceof RetryJobLater) throw error;
      const refusal = refusalMessage(error);
      if (refusal !== null) {
        await fail(refusal);
        return { failed: refusal };
      }
      // A fault on the way (network, the platform's 5xx) is retried; the last attempt fails it.
      if (job.attempts >= job.maxAttempts)
        await fail(error instanceof Error ? error.message : String(error));
      throw error;
    }
  };
}
