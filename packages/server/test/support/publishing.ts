import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type {
  Listing,
  ListingTemplate,
  Paginator,
  PriceTemplate,
  PublishPlatform,
} from '@podkit/sdk-core';
import type { Db } from '../../src/db/client.js';
import { jobHandlers } from '../../src/modules/index.js';
import { createJobWorker, type JobWorker } from '../../src/modules/jobs/worker.js';
import { listings } from '../../src/modules/publishing/schema.js';
import type { freshReseller } from '../cart-fixtures.js';
import { startTestServer, type TestServer } from '../harness.js';
import { defaultSiteId } from './accounts.js';
import type { ApiAnswer } from './api.js';
import { demoShirtWithView, type DemoShirt } from './designs.js';

/** What the publishing tests share: a reseller's templates, releases and the job queue. */

export type Reseller = Awaited<ReturnType<typeof freshReseller>>;

/** Runs every due job, the ones they queue included. */
export async function drainJobs(worker: JobWorker) {
  while (await worker.runOnce()) {
    /* next */
  }
}

export const listingTemplateBody = (
  platform: PublishPlatform,
  overrides: Record<string, unknown> = {},
) => ({
  platform,
  name: `${platform} 默认`,
  title_pattern: '{name} | {blank}',
  description_pattern: '{name}\nColours: {colors}\nSizes: {sizes}',
  tags: ['podkit', 'tee'],
  vendor: 'PodKit Demo',
  product_type: 'T-Shirt',
  ...overrides,
});

/** A USD rate and a USD price template (×2.5 + 5, up to .99), the reseller's default. */
export async function usdPriceTemplate(reseller: Reseller): Promise<PriceTemplate> {
  const rates = await reseller.call('PUT', '/distribution/amountTemplate/rates', {
    rates: [{ currency: 'USD', rate: '0.1380' }],
  });
  expect(rates.status_code, rates.msg).toBe(200);
  const price = await reseller.call<PriceTemplate>('POST', '/distribution/amountTemplate', {
    name: '美元 ×2.5 +5',
    currency: 'USD',
    factor: '2.5',
    addend: '5',
    rounding: '99',
  });
  expect(price.status_code, price.msg).toBe(200);
  return price.data;
}

/** Rates, a default USD price template and a listing template of the platform. */
export async function templatesOf(
  reseller: Reseller,
  platform: PublishPlatform = 'shopify',
  overrides: Record<string, unknown> = {},
) {
  const price = await usdPriceTemplate(reseller);
  const template = await reseller.call<ListingTemplate>(
    'POST',
    '/distribution/productTemplate',
    listingTemplateBody(platform, overrides),
  );
  expect(template.status_code, template.msg).toBe(200);
  return { price, template: template.data };
}

export const releasesOf = async (reseller: Reseller, query = '') =>
  (await reseller.call<Paginator<Listing>>('GET', `/distribution/release?page_size=100${query}`))
    .data;

/** One of the reseller's listings as the release screen lists it. */
export const listingOf = async (reseller: Reseller, id: number): Promise<Listing> =>
  (await releasesOf(reseller)).data.find((listing) => listing.id === id)!;

/** A listening test server whose platforms point at their fakes, its job worker, the demo shirt. */
export interface PublishingBed {
  server: TestServer;
  db: Db;
  siteId: number;
  worker: JobWorker;
  shirt: DemoShirt;
}

export async function startPublishingBed(env: Record<string, string>): Promise<PublishingBed> {
  const server = await startTestServer({ env });
  await server.listen();
  const db = server.database.db;
  const siteId = await defaultSiteId(db);
  return {
    server,
    db,
    siteId,
    worker: createJobWorker({ db, handlers: jobHandlers({ config: server.config }) }),
    shirt: await demoShirtWithView(db, siteId),
  };
}

/**
 * A reseller's call over the server's own loopback address rather than inject: the release then
 * links pictures on an origin that answers, for connectors that read them (Etsy, WooCommerce).
 */
export function overHttp(serverUrl: string, reseller: Reseller): Reseller['call'] {
  return async <T>(method: string, url: string, payload?: unknown) => {
    const response = await fetch(`${serverUrl}/req${url}`, {
      method,
      headers: {
        authorization: `Bearer ${reseller.token}`,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
    });
    return { http: response.status, ...((await response.json()) as object) } as ApiAnswer<T>;
  };
}

/** Queues a release and answers its listings (as queued). */
export async function release(
  call: Reseller['call'],
  storeId: number,
  templateId: number,
  productIds: number[],
): Promise<Listing[]> {
  const released = await call<{ listings: Listing[] }>('POST', '/distribution/release', {
    store_id: storeId,
    template_id: templateId,
    product_ids: productIds,
  });
  expect(released.status_code, released.msg).toBe(200);
  return released.data.listings;
}

/**
 * What every marketplace test does to one listing after its first release, each step run through
 * the job queue: release it again, release it again after a crash lost its platform id, unpublish.
 */
export function listingSteps(
  bed: Pick<PublishingBed, 'server' | 'db' | 'worker'>,
  reseller: Reseller,
  at: { storeId: number; templateId: number; productId: number; listingId: number },
) {
  const again = async () => {
    await release(overHttp(bed.server.url, reseller), at.storeId, at.templateId, [at.productId]);
    await drainJobs(bed.worker);
  };
  return {
    releaseAgain: again,
    async releaseAfterLostId() {
      await bed.db
        .update(listings)
        .set({ platformListingId: '' })
        .where(eq(listings.id, at.listingId));
      await again();
    },
    async unpublish() {
      const off = await reseller.call('POST', `/distribution/release/${at.listingId}/unpublish`);
      expect(off.status_code, off.msg).toBe(200);
      await drainJobs(bed.worker);
      expect((await listingOf(reseller, at.listingId)).status).toBe('unpublished');
    },
  };
}
