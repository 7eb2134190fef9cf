import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing, ListingTemplate, Store } from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import type { JobWorker } from '../src/modules/jobs/worker.js';
import { listings } from '../src/modules/publishing/schema.js';
import type { ListingDraft } from '../src/modules/stores/connectors/connector.js';
import { connectorFor } from '../src/modules/stores/platforms.js';
import { freshReseller } from './cart-fixtures.js';
import type { EtsyFake } from './fakes/etsy.js';
import type { WooFake } from './fakes/woocommerce.js';
import type { TestServer } from './harness.js';
import { startWooEtsyTestbed, type WooEtsyTestbed } from './support/woo-etsy-testbed.js';
import {
  demoShirtWithView,
  saveShirtDesign,
  shirtDesignBody,
  type DemoShirt,
} from './support/designs.js';
import {
  drainJobs,
  listingOf,
  listingTemplateBody,
  overHttp,
  release,
  releasesOf,
  type Reseller,
  templatesOf,
  usdPriceTemplate,
} from './support/publishing.js';
import { connectOAuthStore, connectWooStore } from './support/stores.js';

const WOO = { consumerKey: 'ck_pub_71', consumerSecret: 'cs_pub_93', webhookSecret: 'woo-pub' };
const ETSY = {
  keystring: 'etsypublishkey',
  sharedSecret: 'etsypublishsecret',
  webhookSecret: `whsec_${Buffer.from('etsy-publish-signing').toString('base64')}`,
};

let woo: WooFake;
let etsy: EtsyFake;
let server: TestServer;
let db: Db;
let siteId: number;
let shirt: DemoShirt;
let worker: JobWorker;
let testbed: WooEtsyTestbed;

beforeAll(async () => {
  testbed = await startWooEtsyTestbed({
    woo: { ...WOO, http429Every: 9 },
    etsy: { ...ETSY, perSecond: 4 },
  });
  ({ woo, etsy, server, db, siteId, worker } = testbed);
  // Both fakes slow PodKit down: Etsy at 4 calls a second, WooCommerce with a 429 every 9th call.
  shirt = await demoShirtWithView(db, siteId);
});
afterAll(async () => {
  await testbed?.close();
});

const drain = () => drainJobs(worker);

const etsyFields = () => ({
  taxonomy_id: 482,
  who_made: 'someone_else',
  when_made: 'made_to_order',
  shipping_profile_id: etsy.shippingProfileId,
  readiness_state_id: etsy.readinessStateId,
  quantity: 999,
});

/** Three designed products of a reseller, their mockups made. */
async function threeProducts(reseller: Reseller) {
  const products: Array<Awaited<ReturnType<typeof saveShirtDesign>>> = [];
  for (const name of ['Sunset Tee', 'Ocean Tee', 'Forest Tee'])
    products.push(await saveShirtDesign(reseller.call, shirt, name, 2, 2));
  await drain();
  return products;
}

async function rename(
  reseller: Reseller,
  product: { id: number; colorIds: number[]; sizeIds: number[] },
  name: string,
) {
  const renamed = await reseller.call(
    'PUT',
    `/distribution/product/${product.id}`,
    shirtDesignBody(shirt, name, product.colorIds, product.sizeIds),
  );
  expect(renamed.status_code, renamed.msg).toBe(200);
  await drain();
}

describe('Etsy listing templates', () => {
  it('keep Etsy fields, checked in Chinese, only on Etsy templates', async () => {
    const reseller = await freshReseller(server.app, db, siteId, 'etpl');
    const made = await reseller.call<ListingTemplate>(
      'POST',
      '/distribution/productTemplate',
      listingTemplateBody('etsy', { etsy: etsyFields() }),
    );
    expect(made.status_code, made.msg).toBe(200);
    expect(made.data.etsy).toEqual(etsyFields());
    const badWho = await reseller.call('POST', '/distribution/productTemplate', {
      ...listingTemplateBody('etsy'),
      etsy: { ...etsyFields(), who_made: 'a_robot' },
    });
    expect(badWho.http).toBe(200);
    expect(badWho.status_code).toBe(422);
    expect(badWho.msg).toBe('etsy.who_made 的取值无效');
    const tooMany = await reseller.call('POST', '/distribution/productTemplate', {
      ...listingTemplateBody('etsy'),
      etsy: { ...etsyFields(), quantity: 1000 },
    });
    expect(tooMany.status_code).toBe(422);
    expect(tooMany.msg).toContain('etsy.quantity');
    const onShopify = await reseller.call('POST', '/distribution/productTemplate', {
      ...listingTemplateBody('shopify'),
      etsy: etsyFields(),
    });
    expect(onShopify.status_code).toBe(422);
    expect(onShopify.msg).toBe('只有 Etsy 产品模板可以填写 Etsy 刊登字段');
    // An update without the fields keeps them; null clears them.
    const kept = await reseller.call<ListingTemplate>(
      'PUT',
      `/distribution/productTemplate/${made.data.id}`,
      listingTemplateBody('etsy', { name: '改名' }),
    );
    expect(kept.data.etsy).toEqual(etsyFields());
    const cleared = await reseller.call<ListingTemplate>(
      'PUT',
      `/distribution/productTemplate/${made.data.id}`,
      listingTemplateBody('etsy', { etsy: null }),
    );
    expect(cleared.data.etsy).toBeNull();
  });
});

describe('releases to Etsy', () => {
  let reseller: Reseller;
  let store: Store;

  beforeAll(async () => {
    reseller = await freshReseller(server.app, db, siteId, 'etsypub');
    store = await connectOAuthStore(reseller, { platform: 7 });
    await drain();
    await usdPriceTemplate(reseller);
  });

  it('fails a template without Etsy fields, naming what is missing', async () => {
    const template = (
      await reseller.call<ListingTemplate>(
        'POST',
        '/distribution/productTemplate',
        listingTemplateBody('etsy'),
      )
    ).data;
    const product = await saveShirtDesign(reseller.call, shirt, 'Bare Tee', 1, 1);
    await drain();
    const [queued] = await release(overHttp(server.url, reseller), store.id, template.id, [
      product.id,
    ]);
    await drain();
    const failed = await listingOf(reseller, queued!.id);
    expect(failed.status).toBe('failed');
    expect(failed.message).toContain('Etsy 产品模板缺少刊登字段');
    expect(etsy.listingWrites.createDraftListing).toBe(0);
  });

  it('publishes three products as draft → images → inventory → active, updates, never duplicates', async () => {
    const template = (
      await reseller.call<ListingTemplate>(
        'POST',
        '/distribution/productTemplate',
        listingTemplateBody('etsy', { name: 'Etsy 完整', etsy: etsyFields() }),
      )
    ).data;
    const products = await threeProducts(reseller);
    const throttledBefore = etsy.throttled;
    await release(
      overHttp(server.url, reseller),
      store.id,
      template.id,
      products.map((p) => p.id),
    );
    await drain();

    const page = (await releasesOf(reseller, `&store_id=${store.id}&status=published`)).data;
    expect(page).toHaveLength(3);
    expect(etsy.listingWrites.createDraftListing).toBe(3);
    // Etsy's per-second limit was met on the way and waited out, nothing made twice.
    expect(etsy.throttled).toBeGreaterThan(throttledBefore);
    expect(etsy.madeListings()).toHaveLength(3);
    for (const listing of page) {
      const made = etsy
        .madeListings()
        .find((l) => String(l.listing_id) === listing.platform_listing_id)!;
      expect(listing.listing_url).toBe(`https://www.etsy.com/listing/${made.listing_id}`);
      expect(made.state).toBe('active');
      expect(made.title).toBe(`${listing.product_name} | ${shirt.shirt.name}`);
      // Etsy takes plain text: the description's lines, no HTML.
      expect(made.details!.description).toMatch(/\nColours: /);
      expect(made.details!.description).not.toContain('<br>');
      expect(made.details).toMatchObject({
        taxonomy_id: 482,
        who_made: 'someone_else',
        when_made: 'made_to_order',
        shipping_profile_id: etsy.shippingProfileId,
        tags: ['podkit', 'tee'],
      });
      expect(made.details!.images.length).toBeGreaterThan(0);
      for (const image of made.details!.images) expect(image.bytes).toBeGreaterThan(100);
      // One inventory product per colour × size, priced by the price template.
      expect(made.products).toHaveLength(4);
      for (const product of made.products) {
        expect(product.sku).not.toBe('');
        expect(product.property_values.map((p) => p.property_name)).toEqual(['Color', 'Size']);
        expect(product.offerings![0]).toMatchObject({
          quantity: 999,
          is_enabled: true,
          readiness_state_id: etsy.readinessStateId,
        });
        expect(product.offerings![0]!.price.toFixed(2)).toMatch(/\.99$/);
      }
    }

    // Rename a product and publish it again: the same Etsy listing is updated.
    const first = page.find((l) => l.product_id === products[0]!.id)!;
    await rename(reseller, products[0]!, 'Sunset Tee v2');
    await release(overHttp(server.url, reseller), store.id, template.id, [products[0]!.id]);
    await drain();
    expect(etsy.listingWrites.createDraftListing).toBe(3);
    expect(etsy.madeListings()).toHaveLength(3);
    const updated = etsy
      .madeListings()
      .find((l) => String(l.listing_id) === first.platform_listing_id)!;
    expect(updated.title).toBe(`Sunset Tee v2 | ${shirt.shirt.name}`);
    // Pictures replaced at their ranks, not added again.
    expect(updated.details!.images.length).toBe(
      etsy.madeListings().find((l) => l !== updated)!.details!.images.length,
    );
    expect((await listingOf(reseller, first.id)).platform_listing_id).toBe(
      first.platform_listing_id,
    );

    // Unpublish deactivates it; Etsy keeps it, so publishing again reactivates the same listing.
    const off = await reseller.call('POST', `/distribution/release/${first.id}/unpublish`);
    expect(off.status_code, off.msg).toBe(200);
    await drain();
    expect((await listingOf(reseller, first.id)).status).toBe('unpublished');
    expect(updated.state).toBe('inactive');
    await release(overHttp(server.url, reseller), store.id, template.id, [products[0]!.id]);
    await drain();
    expect(updated.state).toBe('active');
    expect(etsy.listingWrites.createDraftListing).toBe(3);
  });

  it("shows Etsy's refusal and publishes on retry once the template is fixed", async () => {
    const template = (
      await reseller.call<ListingTemplate>(
        'POST',
        '/distribution/productTemplate',
        listingTemplateBody('etsy', {
          name: 'Etsy 标签过长',
          etsy: etsyFields(),
          tags: ['podkit', 'a tag far longer than twenty'],
        }),
      )
    ).data;
    const product = await saveShirtDesign(reseller.call, shirt, 'Tagged Tee', 1, 2);
    await drain();
    const [queued] = await release(overHttp(server.url, reseller), store.id, template.id, [
      product.id,
    ]);
    await drain();
    const failed = await listingOf(reseller, queued!.id);
    expect(failed.status).toBe('failed');
    expect(failed.message).toBe(
      `Etsy 返回 400：Tag "a tag far longer than twenty" is invalid: at most 20 letters, numbers, spaces, -, '`,
    );
    expect(failed.platform_listing_id).toBe('');

    await reseller.call(
      'PUT',
      `/distribution/productTemplate/${template.id}`,
      listingTemplateBody('etsy', { name: 'Etsy 标签过长', tags: ['podkit'] }),
    );
    const retried = await overHttp(server.url, reseller)<Listing>(
      'POST',
      `/distribution/release/${queued!.id}/retry`,
    );
    expect(retried.status_code, retried.msg).toBe(200);
    await drain();
    const published = await listingOf(reseller, queued!.id);
    expect(published.status, published.message).toBe('published');
    expect(published.message).toBe('');
  });

  it('keeps the id of a listing Etsy made before a later step failed, so a retry updates it', async () => {
    const template = (
      await reseller.call<ListingTemplate>(
        'POST',
        '/distribution/productTemplate',
        listingTemplateBody('etsy', { name: 'Etsy 中断', etsy: etsyFields() }),
      )
    ).data;
    const product = await saveShirtDesign(reseller.call, shirt, 'Interrupted Tee', 1, 1);
    await drain();
    const creates = etsy.listingWrites.createDraftListing;
    // Pictures linked on an origin that does not answer (a request from outside the site's
    // domains gets PUBLIC_URL): the draft listing is made, its upload step fails.
    const publicUrl = server.config.publicUrl;
    server.config.publicUrl = 'http://127.0.0.1:9';
    try {
      const released = await server.app.inject({
        method: 'POST',
        url: '/req/distribution/release',
        headers: { authorization: `Bearer ${reseller.token}`, host: 'elsewhere.example' },
        remoteAddress: '203.0.113.9',
        payload: { store_id: store.id, template_id: template.id, product_ids: [product.id] },
      });
      expect(released.json(), released.body).toMatchObject({ status_code: 200 });
    } finally {
      server.config.publicUrl = publicUrl;
    }
    await drain();
    const [queued] = (await releasesOf(reseller, '&keyword=Interrupted')).data;
    const failed = await listingOf(reseller, queued!.id);
    expect(failed.status).toBe('failed');
    expect(failed.message).toContain('Etsy：无法读取图片 http://127.0.0.1:9/files/');
    expect(failed.platform_listing_id).not.toBe('');
    expect(etsy.listingWrites.createDraftListing).toBe(creates + 1);

    // Retried from the site: the same listing gets its pictures and goes on sale.
    await overHttp(server.url, reseller)('POST', `/distribution/release/${queued!.id}/retry`);
    await drain();
    const published = await listingOf(reseller, queued!.id);
    expect(published.status, published.message).toBe('published');
    expect(published.platform_listing_id).toBe(failed.platform_listing_id);
    expect(etsy.listingWrites.createDraftListing).toBe(creates + 1);
  });
});

describe('Etsy scopes', () => {
  it('refuses listing writes to a token granted without listings_w, as shops connected before', async () => {
    const connector = connectorFor(7, server.config.stores);
    const access = {
      shopDomain: String(etsy.shopId),
      credentials: { accessToken: etsy.issueToken(['transactions_r', 'shops_r', 'listings_r']) },
    };
    const draft: ListingDraft = {
      listingKey: 'scoped-1',
      title: 'Scoped Tee',
      descriptionHtml: '',
      descriptionText: 'Scoped',
      vendor: '',
      productType: '',
      tags: [],
      status: 'active',
      options: [{ name: 'Color', values: ['Red'] }],
      variants: [
        {
          sku: 'SC-1',
          price: '9.99',
          currency: 'USD',
          optionValues: { Color: 'Red' },
          imageUrl: '',
        },
      ],
      images: [],
      existingListingId: null,
      category: '',
      attributes: {},
      etsy: { ...etsyFields(), who_made: 'someone_else', when_made: 'made_to_order' },
    };
    await expect(connector.publishListing(access, draft)).rejects.toThrow(
      'Etsy 返回 403：The access token lacks the listings_w scope',
    );
    expect(server.config.stores.etsy.scopes.split(' ')).toContain('listings_w');
  });
});

describe('releases to WooCommerce', () => {
  let reseller: Reseller;
  let store: Store;
  let template: ListingTemplate;

  beforeAll(async () => {
    reseller = await freshReseller(server.app, db, siteId, 'woopub');
    store = await connectWooStore(reseller, woo.url, WOO);
    await drain();
    template = (await templatesOf(reseller, 'woocommerce')).template;
  });

  const madeProducts = () => woo.products.filter((product) => product.attributes);

  it('publishes three variable products with variations, updates, finds them again by SKU', async () => {
    const products = await threeProducts(reseller);
    await release(
      overHttp(server.url, reseller),
      store.id,
      template.id,
      products.map((p) => p.id),
    );
    await drain();

    const page = (await releasesOf(reseller, `&store_id=${store.id}`)).data;
    expect(page.map((l) => l.status)).toEqual(['published', 'published', 'published']);
    expect(madeProducts()).toHaveLength(3);
    expect(woo.productWrites.productCreates).toBe(3);
    expect(woo.throttled).toBeGreaterThan(0);
    for (const listing of page) {
      const made = madeProducts().find((p) => String(p.id) === listing.platform_listing_id)!;
      expect(listing.listing_url).toMatch(new RegExp(`^${woo.url}/product/`));
      expect(made).toMatchObject({
        type: 'variable',
        status: 'publish',
        name: `${listing.product_name} | ${shirt.shirt.name}`,
        tags: ['podkit', 'tee'],
      });
      expect(made.description).toContain('<br>Colours: ');
      const [row] = await db.select().from(listings).where(eq(listings.id, listing.id));
      expect(made.sku).toBe(row!.listingKey);
      expect(made.attributes!.map((a) => [a.name, a.options.length, a.variation])).toEqual([
        ['Color', 2, true],
        ['Size', 2, true],
      ]);
      // Pictures are the stored mockups, which WooCommerce fetched.
      expect(made.imageSrcs.length).toBeGreaterThan(0);
      for (const src of made.imageSrcs) expect(src).toMatch(/\/files\/s\d+\/u\d+\/mockups\//);
      expect(made.variations).toHaveLength(4);
      for (const variation of made.variations) {
        expect(variation.sku).not.toBe('');
        expect(variation.regularPrice).toMatch(/^\d+\.99$/);
        expect(variation.attributes.map((a) => a.name)).toEqual(['Color', 'Size']);
        expect(made.imageSrcs).toContain(variation.imageSrc);
      }
    }

    // Rename and publish again: the same product is updated, its variations too.
    const first = page.find((l) => l.product_id === products[0]!.id)!;
    await rename(reseller, products[0]!, 'Sunset Tee v2');
    await release(overHttp(server.url, reseller), store.id, template.id, [products[0]!.id]);
    await drain();
    expect(woo.productWrites.productCreates).toBe(3);
    const updated = madeProducts().find((p) => String(p.id) === first.platform_listing_id)!;
    expect(updated.name).toBe(`Sunset Tee v2 | ${shirt.shirt.name}`);
    expect(updated.variations).toHaveLength(4);

    // A job repeated after a crash that lost the product id finds the product by its SKU.
    await db.update(listings).set({ platformListingId: '' }).where(eq(listings.id, first.id));
    await release(overHttp(server.url, reseller), store.id, template.id, [products[0]!.id]);
    await drain();
    expect(woo.productWrites.productCreates).toBe(3);
    expect(madeProducts()).toHaveLength(3);
    expect((await listingOf(reseller, first.id)).platform_listing_id).toBe(
      first.platform_listing_id,
    );

    // Unpublish keeps the product as a draft with its id.
    const off = await reseller.call('POST', `/distribution/release/${first.id}/unpublish`);
    expect(off.status_code, off.msg).toBe(200);
    await drain();
    expect((await listingOf(reseller, first.id)).status).toBe('unpublished');
    expect(updated.status).toBe('draft');
  });

  it("shows WooCommerce's refusal of a duplicated SKU and publishes on retry", async () => {
    const product = await saveShirtDesign(reseller.call, shirt, 'Clashing Tee', 1, 2);
    await drain();
    const skus = (
      await reseller.call<{ rows: Array<{ sku: string }> }>(
        'POST',
        '/distribution/amountTemplate/preview',
        {
          template: { currency: 'USD', factor: '1', addend: '0', rounding: 'none' },
          product_id: product.id,
        },
      )
    ).data.rows.map((row) => row.sku);
    // Another product of the store already sells the second SKU.
    woo.addProducts([
      {
        id: 77,
        name: 'Old product',
        type: 'simple',
        status: 'publish',
        sku: skus[1]!,
        imageSrcs: [],
        variations: [],
      },
    ]);
    const [queued] = await release(overHttp(server.url, reseller), store.id, template.id, [
      product.id,
    ]);
    await drain();
    const failed = await listingOf(reseller, queued!.id);
    expect(failed.status).toBe('failed');
    expect(failed.message).toBe('WooCommerce：Invalid or duplicated SKU.');

    woo.products.splice(
      woo.products.findIndex((p) => p.id === 77),
      1,
    );
    const creates = woo.productWrites.productCreates;
    await overHttp(server.url, reseller)('POST', `/distribution/release/${queued!.id}/retry`);
    await drain();
    const published = await listingOf(reseller, queued!.id);
    expect(published.status, published.message).toBe('published');
    expect(published.platform_listing_id).toBe(failed.platform_listing_id);
    expect(woo.productWrites.productCreates).toBe(creates);
    const made = madeProducts().find((p) => String(p.id) === published.platform_listing_id)!;
    expect(made.variations.map((v) => v.sku).sort()).toEqual([...skus].sort());
  });
});
