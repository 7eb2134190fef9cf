import { DropshipperClient } from 'ae_sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingTemplate, Store } from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import type { JobWorker } from '../src/modules/jobs/worker.js';
import { freshReseller } from './cart-fixtures.js';
import { startAliExpressFake, type AliExpressFake } from './fakes/aliexpress.js';
import { startWishFake, type WishFake } from './fakes/wish.js';
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

const AE_APP = { appKey: '509877', appSecret: 'aePublishSecret3c2b7d1e6a4f08c5b2d9e7a1' };
const WISH_APP = { clientId: 'wish-publish-client', clientSecret: 'wish-publish-secret' };

let aliexpress: AliExpressFake;
let wish: WishFake;
let server: TestServer;
let db: Db;
let siteId: number;
let worker: JobWorker;
let shirt: DemoShirt;

beforeAll(async () => {
  aliexpress = await startAliExpressFake(AE_APP);
  wish = await startWishFake(WISH_APP);
  ({ server, db, siteId, worker, shirt } = await startPublishingBed({
    ALIEXPRESS_APP_KEY: AE_APP.appKey,
    ALIEXPRESS_APP_SECRET: AE_APP.appSecret,
    ALIEXPRESS_API_URL: aliexpress.url,
    WISH_CLIENT_ID: WISH_APP.clientId,
    WISH_CLIENT_SECRET: WISH_APP.clientSecret,
    WISH_API_URL: wish.url,
    WISH_AUTHORIZE_URL: `${wish.url}/v3/oauth/authorize`,
  }));
});
afterAll(async () => {
  await server?.close();
  await aliexpress?.close();
  await wish?.close();
});

const drain = () => drainJobs(worker);

/** The price template's price of each SKU of the product, as the preview shows it. */
async function previewPrices(reseller: Reseller, productId: number) {
  const preview = await reseller.call<{ rows: Array<{ sku: string; price: string }> }>(
    'POST',
    '/distribution/amountTemplate/preview',
    {
      template: { currency: 'USD', factor: '2.5', addend: '5', rounding: '99' },
      product_id: productId,
    },
  );
  return new Map(preview.data.rows.map((row) => [row.sku, row.price]));
}

async function template(reseller: Reseller, platform: 'aliexpress' | 'wish', attributes: object) {
  const made = await reseller.call<ListingTemplate>(
    'POST',
    '/distribution/productTemplate',
    listingTemplateBody(platform, {
      name: `${platform} ${Object.keys(attributes).length}`,
      attributes,
    }),
  );
  expect(made.status_code, made.msg).toBe(200);
  return made.data;
}

describe(`releases to AliExpress through the solution product API, on ${testDbKind}`, () => {
  let reseller: Reseller;
  let store: Store;
  let ready: ListingTemplate;
  const productOf = (id: string) => aliexpress.catalog.products.find((p) => p.product_id === id)!;

  beforeAll(async () => {
    reseller = await freshReseller(server.app, db, siteId, 'aepub');
    store = await connectOAuthStore(reseller, { platform: 2 });
    await usdPriceTemplate(reseller);
    ready = await template(reseller, 'aliexpress', {
      category_id: '200000343',
      weight_kg: '0.25',
      freight_template_id: '7001',
      quantity: '50',
      package_length: '30',
      package_width: '25',
      package_height: '3',
    });
  });

  it('posts the product with its SKUs, prices and pictures, edits it, takes it off and back', async () => {
    const product = await saveShirtDesign(reseller.call, shirt, 'Dune Tee', 2, 2);
    await drain();
    const [queued] = await release(overHttp(server.url, reseller), store.id, ready.id, [
      product.id,
    ]);
    await drain();
    const published = await listingOf(reseller, queued!.id);
    expect(published.status, published.message).toBe('published');
    expect(published.listing_url).toBe(
      `https://www.aliexpress.com/item/${published.platform_listing_id}.html`,
    );
    expect(aliexpress.catalog.posts).toBe(1);
    const made = productOf(published.platform_listing_id);
    expect(made).toMatchObject({
      status: 'onSelling',
      category_id: 200000343,
      subject: `Dune Tee | ${shirt.shirt.name}`,
      weight: '0.25',
      freight_template_id: 7001,
      package: [30, 25, 3],
    });
    expect(JSON.parse(made.web_detail)).toMatchObject({
      moduleList: [{ type: 'html', html: { content: expect.stringMatching(/^Dune Tee<br>/) } }],
    });
    expect(made.images.length).toBeGreaterThan(0);
    for (const url of made.images) expect(url).toMatch(new RegExp(`^${server.url}/files/`));
    const prices = await previewPrices(reseller, product.id);
    expect(made.skus).toHaveLength(4);
    for (const sku of made.skus) {
      expect(sku.price).toBe(prices.get(sku.sku_code));
      expect(sku.inventory).toBe(50);
      expect(sku.sku_attributes_list.map((a) => a.sku_attribute_name)).toEqual(['Color', 'Size']);
      expect(sku.sku_attributes_list[0]!.sku_image_url).toMatch(/\/files\//);
    }

    // An edit of the design edits the same product.
    const renamed = await reseller.call(
      'PUT',
      `/distribution/product/${product.id}`,
      shirtDesignBody(shirt, 'Dune Tee v2', product.colorIds, product.sizeIds),
    );
    expect(renamed.status_code, renamed.msg).toBe(200);
    await drain();
    await release(overHttp(server.url, reseller), store.id, ready.id, [product.id]);
    await drain();
    expect(aliexpress.catalog.posts).toBe(1);
    expect(aliexpress.catalog.edits).toBe(1);
    expect(made.subject).toBe(`Dune Tee v2 | ${shirt.shirt.name}`);

    // A crash that lost the id: the product is found again by its SKU code.
    const steps = listingSteps({ server, db, worker }, reseller, {
      storeId: store.id,
      templateId: ready.id,
      productId: product.id,
      listingId: queued!.id,
    });
    await steps.releaseAfterLostId();
    expect(aliexpress.catalog.posts).toBe(1);
    expect((await listingOf(reseller, queued!.id)).platform_listing_id).toBe(made.product_id);

    // Unpublish takes it off the shelves; publishing again edits it and puts it back.
    await steps.unpublish();
    expect(made.status).toBe('offline');
    await steps.releaseAgain();
    expect(made.status).toBe('onSelling');
    expect(aliexpress.catalog.posts).toBe(1);
    expect(aliexpress.calls).toContain('aliexpress.postproduct.redefining.onlineaeproduct');
  });

  it('answers ae_sdk-signed product calls as AliExpress does (signature checked, then the token)', async () => {
    // ae_sdk types no product calls; its untyped callAPIDirectly signs them as any /sync call.
    const client = Object.assign(
      new DropshipperClient({
        app_key: AE_APP.appKey,
        app_secret: AE_APP.appSecret,
        session: 'not-a-token',
      }),
      { migrated_apis_url: `${aliexpress.url}/sync`, new_apis_url: `${aliexpress.url}/rest` },
    );
    const answer = await client.callAPIDirectly('aliexpress.solution.product.post', {
      post_product_request: JSON.stringify({ aliexpress_category_id: 200000343 }),
    });
    // Refused for the token, not the signature (a wrong sign answers IncompleteSignature).
    expect(answer).toMatchObject({ ok: false, error_response: { code: 'IllegalAccessToken' } });
  });

  it("shows AliExpress's refusal, and names a missing template field before any call", async () => {
    const product = await saveShirtDesign(reseller.call, shirt, 'Oasis Tee', 1, 2);
    await drain();
    const wrongFreight = await template(reseller, 'aliexpress', {
      category_id: '200000343',
      weight_kg: '0.25',
      freight_template_id: '9999',
    });
    const [queued] = await release(overHttp(server.url, reseller), store.id, wrongFreight.id, [
      product.id,
    ]);
    await drain();
    const failed = await listingOf(reseller, queued!.id);
    expect(failed.status).toBe('failed');
    expect(failed.message).toBe(
      '速卖通 isv.invalid-parameter：freight_template_id 9999 does not exist',
    );
    expect(failed.platform_listing_id).toBe('');

    const posts = aliexpress.catalog.posts;
    const noWeight = await template(reseller, 'aliexpress', {
      category_id: '200000343',
      freight_template_id: '7001',
    });
    await release(overHttp(server.url, reseller), store.id, noWeight.id, [product.id]);
    await drain();
    expect((await listingOf(reseller, queued!.id)).message).toBe(
      '速卖通产品模板缺少包装重量（weight_kg，0.001–500，如 0.3），请先在产品模板中填写',
    );
    expect(aliexpress.catalog.posts).toBe(posts);
  });
});

describe(`releases to Wish through the v3 products API, on ${testDbKind}`, () => {
  let reseller: Reseller;
  let store: Store;
  let ready: ListingTemplate;
  const productOf = (id: string) => wish.catalog.products.find((p) => p.id === id)!;

  beforeAll(async () => {
    reseller = await freshReseller(server.app, db, siteId, 'wspub');
    store = await connectOAuthStore(reseller, { platform: 3 });
    await usdPriceTemplate(reseller);
    ready = await template(reseller, 'wish', { category_id: '3021', quantity: '40' });
  });

  it('creates the product with its variations, updates it, disables and enables it', async () => {
    const product = await saveShirtDesign(reseller.call, shirt, 'Harbor Tee', 2, 2);
    await drain();
    const [queued] = await release(overHttp(server.url, reseller), store.id, ready.id, [
      product.id,
    ]);
    await drain();
    const published = await listingOf(reseller, queued!.id);
    expect(published.status, published.message).toBe('published');
    expect(published.listing_url).toBe(`https://www.wish.com/c/${published.platform_listing_id}`);
    expect(wish.catalog.creates).toBe(1);
    const made = productOf(published.platform_listing_id);
    expect(made).toMatchObject({
      status: 'ENABLED',
      name: `Harbor Tee | ${shirt.shirt.name}`,
      category_id: 3021,
      tags: ['podkit', 'tee'],
    });
    expect(made.parent_sku).toMatch(/^harbor-tee-\d+$/);
    expect(made.description).toMatch(/^Harbor Tee\nColours: /);
    expect(made.main_image.url).toMatch(new RegExp(`^${server.url}/files/`));
    const prices = await previewPrices(reseller, product.id);
    expect(made.variations).toHaveLength(4);
    for (const variation of made.variations) {
      expect(variation.price).toEqual({
        amount: Number(prices.get(variation.sku)),
        currency_code: 'USD',
      });
      expect(variation.inventories).toEqual([
        { inventory: 40, warehouse_id: wish.catalog.defaultWarehouseId },
      ]);
      expect(variation.options.map((o) => o.name)).toEqual(['Color', 'Size']);
      expect(variation.image).toMatch(/\/files\//);
    }

    const renamed = await reseller.call(
      'PUT',
      `/distribution/product/${product.id}`,
      shirtDesignBody(shirt, 'Harbor Tee v2', product.colorIds, product.sizeIds),
    );
    expect(renamed.status_code, renamed.msg).toBe(200);
    await drain();
    await release(overHttp(server.url, reseller), store.id, ready.id, [product.id]);
    await drain();
    expect(wish.catalog.creates).toBe(1);
    expect(made.name).toBe(`Harbor Tee v2 | ${shirt.shirt.name}`);
    expect(made.variations).toHaveLength(4);

    // A crash that lost the id: the product is found again by its parent SKU.
    const steps = listingSteps({ server, db, worker }, reseller, {
      storeId: store.id,
      templateId: ready.id,
      productId: product.id,
      listingId: queued!.id,
    });
    await steps.releaseAfterLostId();
    expect(wish.catalog.creates).toBe(1);
    expect((await listingOf(reseller, queued!.id)).platform_listing_id).toBe(made.id);

    await steps.unpublish();
    expect(made.status).toBe('DISABLED');
    await steps.releaseAgain();
    expect(made.status).toBe('ENABLED');
    expect(wish.catalog.creates).toBe(1);

    // Deleted at Wish ("There is no such product for the merchant."): made again.
    wish.catalog.products.splice(wish.catalog.products.indexOf(made), 1);
    await release(overHttp(server.url, reseller), store.id, ready.id, [product.id]);
    await drain();
    const again = await listingOf(reseller, queued!.id);
    expect(again.status, again.message).toBe('published');
    expect(wish.catalog.creates).toBe(2);
    expect(again.platform_listing_id).not.toBe(made.id);
  });

  it("shows Wish's refusal of a SKU another product holds", async () => {
    const product = await saveShirtDesign(reseller.call, shirt, 'Pier Tee', 1, 1);
    await drain();
    const [queued] = await release(overHttp(server.url, reseller), store.id, ready.id, [
      product.id,
    ]);
    await drain();
    const first = await listingOf(reseller, queued!.id);
    expect(first.status, first.message).toBe('published');
    // Another product of the merchant takes the SKU; the listing's own product is gone.
    const held = productOf(first.platform_listing_id);
    wish.catalog.products.splice(wish.catalog.products.indexOf(held), 1);
    wish.catalog.products.push({ ...held, id: 'ab'.repeat(12), parent_sku: 'someone-else' });
    await release(overHttp(server.url, reseller), store.id, ready.id, [product.id]);
    await drain();
    const failed = await listingOf(reseller, queued!.id);
    expect(failed.status).toBe('failed');
    expect(failed.message).toMatch(
      new RegExp(`SKU ${held.variations[0]!.sku} is already used by product ${'ab'.repeat(12)}`),
    );
  });
});
