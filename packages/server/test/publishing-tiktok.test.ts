import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingTemplate, Store } from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import type { JobWorker } from '../src/modules/jobs/worker.js';
import { freshReseller } from './cart-fixtures.js';
import { startTikTokFake, type TikTokFake } from './fakes/tiktok.js';
import { testDbKind, type TestServer } from './harness.js';
import { saveShirtDesign, shirtDesignBody, type DemoShirt } from './support/designs.js';
import {
  drainJobs,
  listingOf,
  listingSteps,
  listingTemplateBody,
  overHttp,
  release,
  type Reseller,
  startPublishingBed,
  usdPriceTemplate,
} from './support/publishing.js';
import { connectOAuthStore } from './support/stores.js';

const APP = {
  appKey: '6a1b2c3d4e5f7',
  appSecret: 'tts-publish-secret',
  serviceId: '7123456789012345679',
};

let fake: TikTokFake;
let server: TestServer;
let db: Db;
let siteId: number;
let worker: JobWorker;
let shirt: DemoShirt;

beforeAll(async () => {
  fake = await startTikTokFake(APP);
  ({ server, db, siteId, worker, shirt } = await startPublishingBed({
    TIKTOK_APP_KEY: APP.appKey,
    TIKTOK_APP_SECRET: APP.appSecret,
    TIKTOK_SERVICE_ID: APP.serviceId,
    TIKTOK_AUTHORIZE_URL: fake.authorizeUrl,
    TIKTOK_AUTH_URL: fake.url,
    TIKTOK_API_URL: fake.url,
  }));
  fake.setRedirectUri(`${server.url}/shopify/auth`);
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

const drain = () => drainJobs(worker);
const productOf = (id: string) => fake.catalog.products.find((p) => p.id === id)!;

describe(`releases to TikTok Shop through the Product API, on ${testDbKind}`, () => {
  let reseller: Reseller;
  let store: Store;
  let template: ListingTemplate;

  beforeAll(async () => {
    reseller = await freshReseller(server.app, db, siteId, 'ttspub');
    store = await connectOAuthStore(reseller, { platform: 10 });
    await usdPriceTemplate(reseller);
    const made = await reseller.call<ListingTemplate>(
      'POST',
      '/distribution/productTemplate',
      listingTemplateBody('tiktok', {
        attributes: { category_id: '601226', weight_kg: '0.25', quantity: '80' },
      }),
    );
    expect(made.status_code, made.msg).toBe(200);
    template = made.data;
  });

  it('uploads the pictures, creates the product priced by the price template, edits it, never duplicates', async () => {
    const product = await saveShirtDesign(reseller.call, shirt, 'Canyon Tee', 2, 2);
    await drain();
    const [queued] = await release(overHttp(server.url, reseller), store.id, template.id, [
      product.id,
    ]);
    await drain();
    const published = await listingOf(reseller, queued!.id);
    expect(published.status, published.message).toBe('published');
    expect(published.listing_url).toBe(
      `https://shop.tiktok.com/view/product/${published.platform_listing_id}`,
    );
    expect(fake.catalog.creates).toBe(1);
    const made = productOf(published.platform_listing_id);
    expect(made).toMatchObject({
      status: 'ACTIVATE',
      title: `Canyon Tee | ${shirt.shirt.name}`,
      category_id: '601226',
      package_weight: { value: '0.25', unit: 'KILOGRAM' },
    });
    expect(made.description).toMatch(/^<p>Canyon Tee<br>Colours: .*<\/p>$/);
    // Every picture was uploaded before the product named it.
    expect(made.main_images.length).toBeGreaterThan(0);
    for (const image of made.main_images)
      expect(fake.catalog.images.get(image.uri)).toMatchObject({ useCase: 'MAIN_IMAGE' });
    const preview = await reseller.call<{ rows: Array<{ sku: string; price: string }> }>(
      'POST',
      '/distribution/amountTemplate/preview',
      {
        template: { currency: 'USD', factor: '2.5', addend: '5', rounding: '99' },
        product_id: product.id,
      },
    );
    expect(made.skus).toHaveLength(4);
    for (const sku of made.skus) {
      expect(sku.price).toEqual({
        amount: preview.data.rows.find((r) => r.sku === sku.seller_sku)!.price,
        currency: 'USD',
      });
      expect(sku.inventory).toEqual([{ warehouse_id: fake.catalog.warehouseId, quantity: 80 }]);
      expect(sku.sales_attributes.map((a) => a.name)).toEqual(['Color', 'Size']);
      expect(fake.catalog.images.get(sku.sales_attributes[0]!.sku_img!.uri)).toMatchObject({
        useCase: 'ATTRIBUTE_IMAGE',
      });
    }

    const renamed = await reseller.call(
      'PUT',
      `/distribution/product/${product.id}`,
      shirtDesignBody(shirt, 'Canyon Tee v2', product.colorIds, product.sizeIds),
    );
    expect(renamed.status_code, renamed.msg).toBe(200);
    await drain();
    await release(overHttp(server.url, reseller), store.id, template.id, [product.id]);
    await drain();
    expect(fake.catalog.creates).toBe(1);
    expect(fake.catalog.edits).toBe(1);
    expect(made.title).toBe(`Canyon Tee v2 | ${shirt.shirt.name}`);

    // A crash that lost the id: the product is found again by its seller SKUs.
    const steps = listingSteps({ server, db, worker }, reseller, {
      storeId: store.id,
      templateId: template.id,
      productId: product.id,
      listingId: queued!.id,
    });
    await steps.releaseAfterLostId();
    expect(fake.catalog.creates).toBe(1);
    expect((await listingOf(reseller, queued!.id)).platform_listing_id).toBe(made.id);

    // Unpublish deactivates it; publishing again edits and activates the same product.
    await steps.unpublish();
    expect(made.status).toBe('SELLER_DEACTIVATED');
    await steps.releaseAgain();
    expect(made.status).toBe('ACTIVATE');
    expect(fake.catalog.creates).toBe(1);
  });

  it("shows TikTok's refusal and publishes on retry once the template is fixed", async () => {
    const wrong = await reseller.call<ListingTemplate>(
      'POST',
      '/distribution/productTemplate',
      listingTemplateBody('tiktok', {
        name: '非叶子类目',
        attributes: { category_id: '600001', weight_kg: '0.25' },
      }),
    );
    const product = await saveShirtDesign(reseller.call, shirt, 'Mesa Tee', 1, 2);
    await drain();
    const [queued] = await release(overHttp(server.url, reseller), store.id, wrong.data.id, [
      product.id,
    ]);
    await drain();
    const failed = await listingOf(reseller, queued!.id);
    expect(failed.status).toBe('failed');
    expect(failed.message).toBe('TikTok Shop 12019003：category_id 600001 is not a leaf category');
    expect(failed.platform_listing_id).toBe('');

    await reseller.call(
      'PUT',
      `/distribution/productTemplate/${wrong.data.id}`,
      listingTemplateBody('tiktok', {
        name: '非叶子类目',
        attributes: { category_id: '601302', weight_kg: '0.25' },
      }),
    );
    await overHttp(server.url, reseller)('POST', `/distribution/release/${queued!.id}/retry`);
    await drain();
    const fixed = await listingOf(reseller, queued!.id);
    expect(fixed.status, fixed.message).toBe('published');
    expect(productOf(fixed.platform_listing_id).category_id).toBe('601302');
  });

  it('fails a template without the package weight, naming it', async () => {
    const bare = await reseller.call<ListingTemplate>(
      'POST',
      '/distribution/productTemplate',
      listingTemplateBody('tiktok', { name: '无重量', attributes: { category_id: '601226' } }),
    );
    const product = await saveShirtDesign(reseller.call, shirt, 'Weightless Tee', 1, 1);
    await drain();
    const creates = fake.catalog.creates;
    const [queued] = await release(reseller.call, store.id, bare.data.id, [product.id]);
    await drain();
    expect((await listingOf(reseller, queued!.id)).message).toBe(
      'TikTok Shop 产品模板缺少包装重量（weight_kg，如 0.3），请先在产品模板中填写',
    );
    expect(fake.catalog.creates).toBe(creates);
  });
});
