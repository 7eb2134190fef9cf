/**
 * Publishing at scale: BENCH_LISTINGS designed products (1–3 colours × 1–3 sizes, one mockup per
 * colour, seeded as bench/product-library-seed.ts does) released to a Shopify shop (the loopback
 * contract fake, productSet over the Admin GraphQL API) through the real path: releaseProducts
 * queues one `publishing.listing` job per product, and the job worker runs them (template
 * rendered, infringement check, SKUs priced, productSet through withPlatform, the listing row
 * finished). Timed end to end in listings/second.
 *
 * The probe, timed in the same run: the same drafts (built by the job's own buildDraft) sent
 * straight to the connector's publishListing for a second shop of the fake, one after another: what
 * the marketplace calls cost alone. The ratio job path ÷ probe is what PodKit's queue, database
 * and draft building add to them.
 *
 * Then every listing is released again (each updates its Shopify product, nothing is created).
 * PGlite always; PostgreSQL too when BENCH_DATABASE_URL names a server.
 *
 * Run from the repo root: pnpm bench:publish
 * Options (env): BENCH_LISTINGS (default 1000).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import type * as Drizzle from 'drizzle-orm';
import { loadConfig } from '../packages/server/src/config.js';
import type { Database } from '../packages/server/src/db/client.js';
import { jobHandlers } from '../packages/server/src/modules/index.js';
import { createJobWorker } from '../packages/server/src/modules/jobs/worker.js';
import { createListingTemplate } from '../packages/server/src/modules/publishing/listing-templates.js';
import {
  createPriceTemplate,
  saveRates,
} from '../packages/server/src/modules/publishing/price-templates.js';
import { buildDraft } from '../packages/server/src/modules/publishing/release-job.js';
import { releaseProducts } from '../packages/server/src/modules/publishing/releases.js';
import { listings } from '../packages/server/src/modules/publishing/schema.js';
import { designedProducts } from '../packages/server/src/modules/products/schema.js';
import { connectorFor } from '../packages/server/src/modules/stores/platforms.js';
import { getServerSecret } from '../packages/server/src/secrets/server-secret.js';
import {
  createStorage,
  FILE_URL_SECRET_NAME,
  fileUrls,
} from '../packages/server/src/storage/index.js';
import { startShopifyFake } from '../packages/server/test/fakes/shopify.js';
import { runOnBenchDatabases, type BenchRow } from './bench-db.js';
import { authorisedShopifyStore } from './bench-stores.js';
import { seedProductLibrary } from './product-library-seed.js';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 1000);
const APP = { apiKey: 'bench-publish-key', apiSecret: 'bench-publish-secret' };
const ORIGIN = 'https://podkit.example';

const serverRequire = createRequire(new URL('../packages/server/package.json', import.meta.url));
const { and, count, eq, ne } = serverRequire('drizzle-orm') as typeof Drizzle;

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const rate = (n: number, took: number) => `${((n / took) * 1000).toFixed(1)} listings/s`;

async function run(label: string, database: Database): Promise<BenchRow[]> {
  const db = database.db;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'podkit-bench-publish-'));
  // The fake's cost bucket restores fast: PodKit is measured, not Shopify's pacing.
  const fake = await startShopifyFake({ ...APP, restoreRate: 1_000_000, bucketSize: 1_000_000 });
  try {
    await database.migrate();
    const library = await seedProductLibrary(db, LISTINGS);
    const owner = library.owner;
    const config = loadConfig({
      DATA_DIR: dataDir,
      SHOPIFY_API_KEY: APP.apiKey,
      SHOPIFY_API_SECRET: APP.apiSecret,
      SHOPIFY_SHOP_ORIGIN: fake.shopOrigin,
    });
    const storeOf = (shop: string) =>
      authorisedShopifyStore(db, owner, shop, fake.issueToken(shop));
    const store = await storeOf('bench-publish.myshopify.com');
    const probeStore = await storeOf('bench-probe.myshopify.com');

    await saveRates(db, owner, [{ currency: 'USD', rate: '0.1380' }]);
    await createPriceTemplate(db, owner, {
      name: 'USD',
      currency: 'USD',
      factor: '2.5',
      addend: '5',
      rounding: '99',
      is_default: true,
    });
    const template = await createListingTemplate(db, owner, {
      platform: 'shopify',
      name: 'bench',
      title_pattern: '{name} | {blank}',
      description_pattern: '{name}\nColours: {colors}\nSizes: {sizes}',
      category: '',
      attributes: {},
      color_option: 'Color',
      size_option: 'Size',
      images: 'all',
      price_template_id: null,
      status: 'active',
      tags: ['podkit'],
      vendor: 'PodKit',
      product_type: 'Apparel',
    });
    const productIds = (
      await db
        .select({ id: designedProducts.id })
        .from(designedProducts)
        .where(eq(designedProducts.userId, owner.userId))
    ).map((row) => row.id);
    const urlOf = fileUrls(createStorage(config), await getServerSecret(db, FILE_URL_SECRET_NAME));
    const worker = createJobWorker({ db, handlers: jobHandlers({ config }) });
    const drain = async () => {
      while (await worker.runOnce()) {
        /* next */
      }
    };
    const body = { store_id: store.id, template_id: template.id, product_ids: productIds };
    const published = async () =>
      (
        await db
          .select({ n: count() })
          .from(listings)
          .where(and(eq(listings.storeId, store.id), eq(listings.status, 'published')))
      )[0]!.n;

    const first = process.hrtime.bigint();
    await releaseProducts(db, urlOf, owner, body, ORIGIN);
    await drain();
    const firstMs = ms(first);
    const firstPublished = await published();
    const made = fake.products(store.shopDomain).length;

    // The probe: the same drafts straight to the connector, for the second shop.
    const rows = await db.select().from(listings).where(eq(listings.storeId, store.id));
    const drafts = [];
    const building = process.hrtime.bigint();
    for (const row of rows) {
      const draft = await buildDraft(db, urlOf, ORIGIN, row);
      drafts.push({ ...draft, listingKey: `probe-${draft.listingKey}`, existingListingId: null });
    }
    const buildMs = ms(building);
    const connector = connectorFor(5, config.stores);
    const access = {
      shopDomain: probeStore.shopDomain,
      credentials: { accessToken: fake.issueToken(probeStore.shopDomain) },
    };
    const probe = process.hrtime.bigint();
    // A dropped connection is sent again, as the job's retry would, and counted.
    let probeRetries = 0;
    for (const draft of drafts) {
      for (;;) {
        try {
          await connector.publishListing(access, draft);
          break;
        } catch (error) {
          if (probeRetries >= 10 || !String(error).includes('无法连接')) throw error;
          probeRetries++;
          console.error('probe retry:', (error as Error).message, (error as Error).cause ?? '');
        }
      }
    }
    const probeMs = ms(probe);

    const calls = fake.productSetCalls;
    const again = process.hrtime.bigint();
    await releaseProducts(db, urlOf, owner, body, ORIGIN);
    await drain();
    const againMs = ms(again);
    const updates = fake.productSetCalls - calls;
    // Listings not settled when the worker found nothing due: a network fault's retry waits.
    const unsettled = (
      await db
        .select({ n: count() })
        .from(listings)
        .where(and(eq(listings.storeId, store.id), ne(listings.status, 'published')))
    )[0]!.n;

    return [
      {
        name: `[${label}] release of ${LISTINGS.toLocaleString('en')} products, job path (${firstPublished} published, ${made} Shopify products)`,
        value: `${(firstMs / 1000).toFixed(2)} s = ${rate(LISTINGS, firstMs)}`,
      },
      {
        name: `[${label}] probe: the same drafts straight to the connector (${probeRetries} resent)`,
        value: `${(probeMs / 1000).toFixed(2)} s = ${rate(LISTINGS, probeMs)}`,
      },
      { name: `[${label}] ratio job path ÷ probe`, value: (firstMs / probeMs).toFixed(2) },
      {
        name: `[${label}] of which building the drafts (buildDraft alone)`,
        value: `${(buildMs / 1000).toFixed(2)} s = ${rate(LISTINGS, buildMs)}`,
      },
      {
        name: `[${label}] release again: every listing updated (${updates} productSet, ${fake.products(store.shopDomain).length} products, ${unsettled} waiting for a retry)`,
        value: `${(againMs / 1000).toFixed(2)} s = ${rate(LISTINGS, againMs)}`,
      },
    ];
  } finally {
    await fake.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await runOnBenchDatabases(run);
