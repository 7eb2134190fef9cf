import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingTemplate, Store } from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import type { JobWorker } from '../src/modules/jobs/worker.js';
import { listings } from '../src/modules/publishing/schema.js';
import { freshReseller } from './cart-fixtures.js';
import { startShopeeFake, type ShopeeFake } from './fakes/shopee.js';
import { testDbKind, type TestServer } from './harness.js';
import { saveShirtDesign, shirtDesignBody, type DemoShirt } from './support/designs.js';
import {
  drainJobs,
  listingOf,
  listingTemplateBody,
  overHttp,
  release,
  type Reseller,
  startPublishingBed,
  usdPriceTemplate,
} from './support/publishing.js';
import { connectOAuthStore } from './support/stores.js';

const APP = { partnerId: '2001234', partnerKey: 'shopee-publish-partner-key' };

let fake: ShopeeFake;
let server: TestServer;
let db: Db;
let siteId: number;
let worker: JobWorker;
let shirt: DemoShirt;

beforeAll(async () => {
  fake = await startShopeeFake(APP);
  ({ server, db, siteId, worker, shirt } = await startPublishingBed({
    SHOPEE_PARTNER_ID: APP.partnerId,
    SHOPEE_PARTNER_KEY: APP.partnerKey,
    SHOPEE_API_URL: fake.url,
  }));
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

const drain = () => drainJobs(worker);
const itemOf = (id: string) => fake.catalog.items.find((item) => String(item.item_id) === id)!;
/** The item's models as "colour / size → sku @ price". */
const modelsOf = (id: string) => {
  const item = itemOf(id);
  return item.models
    .map(
      (m) =>
        `${m.tier_index.map((n, i) => item.tiers[i]!.options[n]!.option).join(' / ')} → ${m.model_sku} @ ${m.original_price}`,
    )
    .sort();
};

describe(`releases to Shopee through Open Platform v2, on ${testDbKind}`, () => {
  let reseller: Reseller;
  let store: Store;
  let template: ListingTemplate;

  beforeAll(async () => {
    reseller = await freshReseller(server.app, db, siteId, 'shppub');
    store = await connectOAuthStore(reseller, { platform: 4 });
    await usdPriceTemplate(reseller);
    const made = await reseller.call<ListingTemplate>(
      'POST',
      '/distribution/productTemplate',
      listingTemplateBody('shopee', {
        attributes: {
          category_id: '100017',
          weight_kg: '0.25',
          days_to_ship: '10',
          quantity: '60',
        },
      }),
    );
    expect(made.status_code, made.msg).toBe(200);
    template = made.data;
  });

  it('uploads the pictures, adds the item with its models, updates it, unlists it, never duplicates', async () => {
    const product = await saveShirtDesign(reseller.call, shirt, 'Harbour Tee', 2, 2);
    await drain();
    const [queued] = await release(overHttp(server.url, reseller), store.id, template.id, [
      product.id,
    ]);
    await drain();
    const published = await listingOf(reseller, queued!.id);
    expect(published.status, published.message).toBe('published');
    expect(published.listing_url).toBe(
      `https://shopee.sg/product/${fake.shopId}/${published.platform_listing_id}`,
    );
    expect(fake.catalog.adds).toBe(1);
    const item = itemOf(published.platform_listing_id);
    expect(item).toMatchObject({
      item_name: `Harbour Tee | ${shirt.shirt.name}`,
      item_sku: expect.stringMatching(/^harbour-tee-\d+$/),
      category_id: 100017,
      weight: 0.25,
      item_status: 'NORMAL',
      condition: 'NEW',
      pre_order: { is_pre_order: true, days_to_ship: 10 },
      // The shop's enabled channel that needs no size of its own.
      logistic_ids: [18025],
    });
    expect(item.description).toMatch(/^Harbour Tee\nColours: /);
    expect(item.image_id_list.length).toBeGreaterThan(0);
    for (const id of item.image_id_list) expect(fake.catalog.images.has(id)).toBe(true);
    expect(item.tiers.map((t) => t.name)).toEqual(['Color', 'Size']);
    for (const option of item.tiers[0]!.options)
      expect(fake.catalog.images.has(option.image_id)).toBe(true);

    const preview = await reseller.call<{ rows: Array<{ sku: string; price: string }> }>(
      'POST',
      '/distribution/amountTemplate/preview',
      {
        template: { currency: 'USD', factor: '2.5', addend: '5', rounding: '99' },
        product_id: product.id,
      },
    );
    expect(item.models).toHaveLength(4);
    for (const model of item.models) {
      expect(model.original_price).toBe(
        Number(preview.data.rows.find((r) => r.sku === model.model_sku)!.price),
      );
      expect(model.stock).toBe(60);
    }
    const firstModels = item.models.map((m) => m.model_id);

    // A rename and one size fewer: the same item, the kept models keep their ids.
    const renamed = await reseller.call(
      'PUT',
      `/distribution/product/${product.id}`,
      shirtDesignBody(shirt, 'Harbour Tee v2', product.colorIds, product.sizeIds.slice(0, 1)),
    );
    expect(renamed.status_code, renamed.msg).toBe(200);
    await drain();
    await release(overHttp(server.url, reseller), store.id, template.id, [product.id]);
    await drain();
    expect((await listingOf(reseller, queued!.id)).status).toBe('published');
    expect(fake.catalog.adds).toBe(1);
    expect(fake.catalog.updates).toBe(1);
    expect(item.item_name).toBe(`Harbour Tee v2 | ${shirt.shirt.name}`);
    expect(item.models).toHaveLength(2);
    expect(item.tiers[1]!.options).toHaveLength(1);
    for (const model of item.models) expect(firstModels).toContain(model.model_id);
    const models = modelsOf(published.platform_listing_id);

    // A crash that lost the id: the item is found again by its item_sku and updated.
    await db.update(listings).set({ platformListingId: '' }).where(eq(listings.id, queued!.id));
    await release(overHttp(server.url, reseller), store.id, template.id, [product.id]);
    await drain();
    expect(fake.catalog.adds).toBe(1);
    expect(fake.catalog.items).toHaveLength(1);
    expect((await listingOf(reseller, queued!.id)).platform_listing_id).toBe(String(item.item_id));
    expect(modelsOf(published.platform_listing_id)).toEqual(models);

    // Unpublish unlists it; publishing again lists the same item.
    const off = await reseller.call('POST', `/distribution/release/${queued!.id}/unpublish`);
    expect(off.status_code, off.msg).toBe(200);
    await drain();
    expect((await listingOf(reseller, queued!.id)).status).toBe('unpublished');
    expect(item.item_status).toBe('UNLIST');
    await release(overHttp(server.url, reseller), store.id, template.id, [product.id]);
    await drain();
    expect(item.item_status).toBe('NORMAL');
    expect(fake.catalog.adds).toBe(1);
  });

  it('a failure after the item was added makes its models on retry, not a second item', async () => {
    const product = await saveShirtDesign(reseller.call, shirt, 'Quay Tee', 1, 2);
    await drain();
    const adds = fake.catalog.adds;
    fake.catalog.failInits = 1;
    const [queued] = await release(overHttp(server.url, reseller), store.id, template.id, [
      product.id,
    ]);
    await drain();
    const failed = await listingOf(reseller, queued!.id);
    expect(failed.status).toBe('failed');
    expect(failed.platform_listing_id).not.toBe('');
    expect(itemOf(failed.platform_listing_id).models).toHaveLength(0);

    await overHttp(server.url, reseller)('POST', `/distribution/release/${queued!.id}/retry`);
    await drain();
    const fixed = await listingOf(reseller, queued!.id);
    expect(fixed.status, fixed.message).toBe('published');
    expect(fixed.platform_listing_id).toBe(failed.platform_listing_id);
    expect(fake.catalog.adds).toBe(adds + 1);
    expect(itemOf(fixed.platform_listing_id).models).toHaveLength(2);
  });

  it("shows Shopee's refusal and publishes on retry once the template is fixed", async () => {
    const wrong = await reseller.call<ListingTemplate>(
      'POST',
      '/distribution/productTemplate',
      listingTemplateBody('shopee', {
        name: '非叶子类目',
        attributes: { category_id: '100001', weight_kg: '0.25' },
      }),
    );
    const product = await saveShirtDesign(reseller.call, shirt, 'Pier Tee', 1, 1);
    await drain();
    const [queued] = await release(overHttp(server.url, reseller), store.id, wrong.data.id, [
      product.id,
    ]);
    await drain();
    const failed = await listingOf(reseller, queued!.id);
    expect(failed.status).toBe('failed');
    expect(failed.message).toBe(
      'Shopee error_invalid_category：Invalid category ID 100001, please choose a leaf category.',
    );
    expect(failed.platform_listing_id).toBe('');

    await reseller.call(
      'PUT',
      `/distribution/productTemplate/${wrong.data.id}`,
      listingTemplateBody('shopee', {
        name: '非叶子类目',
        attributes: { category_id: '101400', weight_kg: '0.25' },
      }),
    );
    await overHttp(server.url, reseller)('POST', `/distribution/release/${queued!.id}/retry`);
    await drain();
    const fixed = await listingOf(reseller, queued!.id);
    expect(fixed.status, fixed.message).toBe('published');
    expect(itemOf(fixed.platform_listing_id)).toMatchObject({
      category_id: 101400,
      pre_order: null,
    });
  });

  it('fails a template without the weight, naming it, before calling Shopee', async () => {
    const bare = await reseller.call<ListingTemplate>(
      'POST',
      '/distribution/productTemplate',
      listingTemplateBody('shopee', { name: '无重量', attributes: { category_id: '100017' } }),
    );
    const product = await saveShirtDesign(reseller.call, shirt, 'Featherless Tee', 1, 1);
    await drain();
    const adds = fake.catalog.adds;
    const [queued] = await release(reseller.call, store.id, bare.data.id, [product.id]);
    await drain();
    expect((await listingOf(reseller, queued!.id)).message).toBe(
      'Shopee 产品模板缺少重量（weight_kg，如 0.3），请先在产品模板中填写',
    );
    expect(fake.catalog.adds).toBe(adds);
  });
});
