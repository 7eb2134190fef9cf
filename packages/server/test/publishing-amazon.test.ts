import { ListingsitemsSpApi } from '@amazon-sp-api-release/amazon-sp-api-sdk-js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingTemplate, Store } from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import type { JobWorker } from '../src/modules/jobs/worker.js';
import { listings } from '../src/modules/publishing/schema.js';
import { freshReseller, signedInOperator } from './cart-fixtures.js';
import { startAmazonFake, type AmazonFake } from './fakes/amazon.js';
import type { FakeListingsItem } from './fakes/amazon-listings.js';
import { testDbKind, type TestServer } from './harness.js';
import { saveShirtDesign, shirtDesignBody, type DemoShirt } from './support/designs.js';
import {
  drainJobs,
  listingOf,
  listingTemplateBody,
  release,
  releasesOf,
  type Reseller,
  startPublishingBed,
  usdPriceTemplate,
} from './support/publishing.js';
import { connectOAuthStore } from './support/stores.js';

const APP = {
  applicationId: 'amzn1.sp.solution.podkit-publish',
  clientId: 'amzn1.application-oa2-client.publish',
  clientSecret: 'lwa-publish-secret',
  sellerId: 'A2PUBLISHSELLER',
};

let fake: AmazonFake;
let server: TestServer;
let db: Db;
let siteId: number;
let worker: JobWorker;
let shirt: DemoShirt;

beforeAll(async () => {
  fake = await startAmazonFake({ ...APP, putQuotaEvery: 7 });
  ({ server, db, siteId, worker, shirt } = await startPublishingBed({
    AMAZON_API_URL: fake.url,
    AMAZON_CONSENT_URL: fake.consentUrl,
    AMAZON_LWA_TOKEN_URL: fake.tokenUrl,
  }));
  const operator = await signedInOperator(server.app, db, siteId, 'amzpub_operator');
  const saved = await operator('PUT', '/admin/storePlatforms/1', {
    enabled: true,
    fields: {
      applicationId: APP.applicationId,
      clientId: APP.clientId,
      clientSecret: APP.clientSecret,
    },
  });
  expect(saved.status_code, saved.msg).toBe(200);
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

const drain = () => drainJobs(worker);
const item = (sku: string): FakeListingsItem | undefined =>
  fake.listings.items.get(`${APP.sellerId}/${sku}`);
const value = (it: FakeListingsItem, name: string, key = 'value') =>
  it.attributes[name]?.[0]?.[key];
const childrenOf = (parentSku: string) =>
  [...fake.listings.items.values()].filter(
    (it) => value(it, 'child_parent_sku_relationship', 'parent_sku') === parentSku,
  );

describe(`releases to Amazon through the Listings Items API, on ${testDbKind}`, () => {
  let reseller: Reseller;
  let store: Store;
  let template: ListingTemplate;

  beforeAll(async () => {
    reseller = await freshReseller(server.app, db, siteId, 'amzpub');
    store = await connectOAuthStore(reseller, { platform: 1, region: 'na' });
    await usdPriceTemplate(reseller);
    const made = await reseller.call<ListingTemplate>(
      'POST',
      '/distribution/productTemplate',
      listingTemplateBody('amazon', { attributes: { product_type: 'SHIRT', quantity: '50' } }),
    );
    expect(made.status_code, made.msg).toBe(200);
    template = made.data;
  });

  it('publishes a variation family priced by the price template, updates it, never duplicates', async () => {
    const product = await saveShirtDesign(reseller.call, shirt, 'Harbor Tee', 2, 2);
    await drain();
    const [queued] = await release(reseller.call, store.id, template.id, [product.id]);
    await drain();
    const published = await listingOf(reseller, queued!.id);
    expect(published.status, published.message).toBe('published');
    const [row] = await db.select().from(listings).where(eq(listings.id, queued!.id));
    // The parent SKU is PodKit's listing key, the listing's id on Amazon.
    expect(published.platform_listing_id).toBe(row!.listingKey);
    expect(published.listing_url).toBe(
      `https://sellercentral.amazon.com/skucentral?mSku=${row!.listingKey}`,
    );
    const parent = item(row!.listingKey)!;
    expect(parent.productType).toBe('SHIRT');
    expect(value(parent, 'parentage_level')).toBe('parent');
    expect(value(parent, 'variation_theme', 'name')).toBe('SIZE/COLOR');
    expect(value(parent, 'item_name')).toBe(`Harbor Tee | ${shirt.shirt.name}`);
    expect(value(parent, 'brand')).toBe('PodKit Demo');
    expect(value(parent, 'product_description')).toMatch(/\nColours: /);
    expect(parent.attributes.purchasable_offer).toBeUndefined();

    const children = childrenOf(row!.listingKey);
    expect(children).toHaveLength(4);
    const preview = await reseller.call<{ rows: Array<{ sku: string; price: string }> }>(
      'POST',
      '/distribution/amountTemplate/preview',
      {
        template: { currency: 'USD', factor: '2.5', addend: '5', rounding: '99' },
        product_id: product.id,
      },
    );
    for (const child of children) {
      const priced = preview.data.rows.find((r) => r.sku === child.sku)!;
      const offer = child.attributes.purchasable_offer![0] as {
        currency: string;
        our_price: Array<{ schedule: Array<{ value_with_tax: number }> }>;
      };
      expect(offer.currency).toBe('USD');
      expect(offer.our_price[0]!.schedule[0]!.value_with_tax.toFixed(2)).toBe(priced.price);
      expect(value(child, 'fulfillment_availability', 'quantity')).toBe(50);
      expect(value(child, 'condition_type')).toBe('new_new');
      expect(String(value(child, 'color'))).not.toBe('');
      expect(String(value(child, 'size'))).not.toBe('');
      // The variant's colour mockup is its main picture, served from the site's files.
      expect(String(value(child, 'main_product_image_locator', 'media_location'))).toMatch(
        /\/files\/s\d+\/u\d+\/mockups\//,
      );
    }
    expect(fake.listings.created).toBe(5);

    // Renamed and released again: the same five SKUs are written over.
    const renamed = await reseller.call(
      'PUT',
      `/distribution/product/${product.id}`,
      shirtDesignBody(shirt, 'Harbor Tee v2', product.colorIds, product.sizeIds),
    );
    expect(renamed.status_code, renamed.msg).toBe(200);
    await drain();
    await release(reseller.call, store.id, template.id, [product.id]);
    await drain();
    expect(fake.listings.created).toBe(5);
    expect(value(item(row!.listingKey)!, 'item_name')).toBe(`Harbor Tee v2 | ${shirt.shirt.name}`);

    // A size taken out of the product leaves the family.
    const fewer = await reseller.call(
      'PUT',
      `/distribution/product/${product.id}`,
      shirtDesignBody(shirt, 'Harbor Tee v2', product.colorIds, product.sizeIds.slice(0, 1)),
    );
    expect(fewer.status_code, fewer.msg).toBe(200);
    await drain();
    await release(reseller.call, store.id, template.id, [product.id]);
    await drain();
    expect(childrenOf(row!.listingKey)).toHaveLength(2);
    expect(fake.listings.deletes).toBe(2);

    // A crash that lost the id: the job writes the same SKUs again, nothing new on Amazon.
    await db.update(listings).set({ platformListingId: '' }).where(eq(listings.id, queued!.id));
    await release(reseller.call, store.id, template.id, [product.id]);
    await drain();
    expect(fake.listings.created).toBe(5);
    expect((await listingOf(reseller, queued!.id)).platform_listing_id).toBe(row!.listingKey);

    // Unpublish sets each child's stock to 0; the SKUs (and their ASINs) stay.
    const off = await reseller.call('POST', `/distribution/release/${queued!.id}/unpublish`);
    expect(off.status_code, off.msg).toBe(200);
    await drain();
    expect((await listingOf(reseller, queued!.id)).status).toBe('unpublished');
    for (const child of childrenOf(row!.listingKey))
      expect(value(child, 'fulfillment_availability', 'quantity')).toBe(0);
    expect(item(row!.listingKey)).toBeDefined();
  });

  it('waits out putListingsItem’s 429s across several products', async () => {
    const products = [];
    for (const name of ['Dock Tee', 'Pier Tee', 'Quay Tee'])
      products.push(await saveShirtDesign(reseller.call, shirt, name, 2, 2));
    await drain();
    const throttled = fake.listings.throttled;
    await release(
      reseller.call,
      store.id,
      template.id,
      products.map((p) => p.id),
    );
    await drain();
    const page = (await releasesOf(reseller, '&status=published')).data;
    expect(page.filter((l) => /Dock|Pier|Quay/.test(l.product_name))).toHaveLength(3);
    expect(fake.listings.throttled).toBeGreaterThan(throttled);
  });

  it("shows Amazon's issues when it refuses the item, and publishes once the template is fixed", async () => {
    const wrongType = await reseller.call<ListingTemplate>(
      'POST',
      '/distribution/productTemplate',
      listingTemplateBody('amazon', {
        name: '无品牌',
        vendor: '',
        attributes: { product_type: 'SHIRT' },
      }),
    );
    const product = await saveShirtDesign(reseller.call, shirt, 'Nameless Tee', 1, 1);
    await drain();
    const [noBrand] = await release(reseller.call, store.id, wrongType.data.id, [product.id]);
    await drain();
    expect((await listingOf(reseller, noBrand!.id)).message).toBe(
      'Amazon 刊登需要品牌：请在产品模板的“供应商”中填写品牌名',
    );

    const unknown = await reseller.call<ListingTemplate>(
      'POST',
      '/distribution/productTemplate',
      listingTemplateBody('amazon', {
        name: '未知类型',
        attributes: { product_type: 'SPACESHIP' },
      }),
    );
    const [refused] = await release(reseller.call, store.id, unknown.data.id, [product.id]);
    await drain();
    const failed = await listingOf(reseller, refused!.id);
    expect(failed.status).toBe('failed');
    expect(failed.message).toMatch(
      /^Amazon 拒绝了 SKU .+：4000001 The product type 'SPACESHIP' is not valid\.$/,
    );

    await reseller.call(
      'PUT',
      `/distribution/productTemplate/${unknown.data.id}`,
      listingTemplateBody('amazon', { name: '未知类型', attributes: { product_type: 'shirt' } }),
    );
    await reseller.call('POST', `/distribution/release/${refused!.id}/retry`);
    await drain();
    const fixed = await listingOf(reseller, refused!.id);
    expect(fixed.status, fixed.message).toBe('published');
  });

  it('the official SP-API SDK reads and writes the fake’s listings items', async () => {
    const client = new ListingsitemsSpApi.ApiClient(fake.url);
    client.applyXAmzAccessTokenToRequest(fake.issueAccessToken());
    client.disableRateLimiter();
    fake.liftPutQuota();
    const api = new ListingsitemsSpApi.ListingsApi(client);
    const [any] = [...fake.listings.items.values()].filter(
      (it) => value(it, 'parentage_level') === 'child',
    );
    const got = await api.getListingsItem(APP.sellerId, any!.sku, ['ATVPDKIKX0DER'], {
      includedData: ['summaries', 'attributes'],
    });
    expect(got.sku).toBe(any!.sku);
    expect(got.summaries![0]!.productType).toBe('SHIRT');
    const invalid = await api.putListingsItem(APP.sellerId, 'SDK-ONLY', ['ATVPDKIKX0DER'], {
      productType: 'SHIRT',
      requirements: 'LISTING',
      attributes: { item_name: [{ value: 'SDK tee', marketplace_id: 'ATVPDKIKX0DER' }] },
    });
    expect(invalid.status).toBe('INVALID');
    expect(invalid.issues!.map((i) => i.code)).toContain('90220');
    const patched = await api.patchListingsItem(APP.sellerId, any!.sku, ['ATVPDKIKX0DER'], {
      productType: 'SHIRT',
      patches: [
        {
          op: 'replace',
          path: '/attributes/fulfillment_availability',
          value: [{ fulfillment_channel_code: 'DEFAULT', quantity: 3 }],
        },
      ],
    });
    expect(patched.status).toBe('ACCEPTED');
    await expect(
      api.deleteListingsItem(APP.sellerId, 'NO-SUCH-SKU', ['ATVPDKIKX0DER']),
    ).rejects.toThrow();
  });
});
