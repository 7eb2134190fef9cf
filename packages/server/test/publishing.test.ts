import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CurrencyRate,
  LibraryProduct,
  Listing,
  ListingTemplate,
  Paginator,
  PricePreview,
  PriceTemplate,
  Store,
} from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import { jobHandlers } from '../src/modules/index.js';
import { createJobWorker, type JobWorker } from '../src/modules/jobs/worker.js';
import { menus } from '../src/modules/menu/schema.js';
import { listings } from '../src/modules/publishing/schema.js';
import { clientFor, freshReseller, signedInOperator } from './cart-fixtures.js';
import { startShopifyFake, type ShopifyFake } from './fakes/shopify.js';
import { startTestServer, type TestServer } from './harness.js';
import { defaultSiteId, signIn } from './support/accounts.js';
import {
  demoShirtWithView,
  saveShirtDesign,
  shirtDesignBody,
  type DemoShirt,
} from './support/designs.js';
import {
  drainJobs,
  listingTemplateBody,
  releasesOf,
  templatesOf,
  type Reseller,
} from './support/publishing.js';
import { connectOAuthStore } from './support/stores.js';

const APP = { apiKey: 'publish-key', apiSecret: 'publish-secret' };

let fake: ShopifyFake;
let server: TestServer;
let db: Db;
let siteId: number;
let shirt: DemoShirt;
let worker: JobWorker;

beforeAll(async () => {
  fake = await startShopifyFake(APP);
  server = await startTestServer({
    env: {
      SHOPIFY_API_KEY: APP.apiKey,
      SHOPIFY_API_SECRET: APP.apiSecret,
      SHOPIFY_SHOP_ORIGIN: fake.shopOrigin,
    },
  });
  await server.listen();
  db = server.database.db;
  siteId = await defaultSiteId(db);
  shirt = await demoShirtWithView(db, siteId);
  worker = createJobWorker({ db, handlers: jobHandlers({ config: server.config }) });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

const drain = () => drainJobs(worker);

/** A reseller with a Shopify store connected through the fake's OAuth. */
async function resellerWithShop(shop: string): Promise<{ reseller: Reseller; store: Store }> {
  const reseller = await freshReseller(server.app, db, siteId, 'pub');
  const store = await connectOAuthStore(reseller, { platform: 5, shop_domain: shop });
  await drain();
  return { reseller, store };
}

const shirtTemplate = (overrides: Record<string, unknown> = {}) =>
  listingTemplateBody('shopify', overrides);

const releases = releasesOf;

describe('price templates and rates', () => {
  it('keeps rates, refuses bad ones in Chinese, and previews a product SKU by SKU', async () => {
    const reseller = await freshReseller(server.app, db, siteId, 'price');
    const badCode = await reseller.call('PUT', '/distribution/amountTemplate/rates', {
      rates: [{ currency: 'usd', rate: '0.1380' }],
    });
    expect(badCode.http).toBe(200);
    expect(badCode.status_code).toBe(422);
    expect(badCode.msg).toMatch(/币种/);
    const zero = await reseller.call('PUT', '/distribution/amountTemplate/rates', {
      rates: [{ currency: 'USD', rate: '0' }],
    });
    expect(zero.status_code).toBe(422);
    expect(zero.msg).toBe('USD 汇率必须大于 0');
    const saved = await reseller.call<{ rates: CurrencyRate[] }>(
      'PUT',
      '/distribution/amountTemplate/rates',
      {
        rates: [
          { currency: 'USD', rate: '0.138' },
          { currency: 'EUR', rate: '0.1275' },
        ],
      },
    );
    expect(saved.data.rates).toEqual([
      { currency: 'EUR', rate: '0.1275' },
      { currency: 'USD', rate: '0.1380' },
    ]);

    const { id: productId } = await saveShirtDesign(reseller.call, shirt, 'Preview Tee', 2, 2);
    const rule = { currency: 'USD', factor: '2.5', addend: '5', rounding: 'x9' };
    const preview = await reseller.call<PricePreview>(
      'POST',
      '/distribution/amountTemplate/preview',
      {
        template: rule,
        product_id: productId,
      },
    );
    expect(preview.status_code, preview.msg).toBe(200);
    expect(preview.data.currency).toBe('USD');
    expect(preview.data.rows).toHaveLength(4);
    for (const row of preview.data.rows) {
      // cost × 0.138 × 2.5 + 5, rounded up to the next .x9
      const cents = Math.round(Number(row.cost) * 100);
      const exact = (cents * 0.138 * 2.5) / 100 + 5;
      const expected = Math.ceil((exact - 0.09) * 10 - 1e-9) / 10 + 0.09;
      expect(row.price).toBe(expected.toFixed(2));
      expect(row.price).toMatch(/\.\d9$/);
      expect(row.color_name).not.toBe('');
      expect(row.sku).not.toBe('');
    }

    const noRate = await reseller.call('POST', '/distribution/amountTemplate/preview', {
      template: { ...rule, currency: 'GBP' },
      product_id: productId,
    });
    expect(noRate.status_code).toBe(422);
    expect(noRate.msg).toBe('请先在价格模板中设置 GBP 汇率');
  });

  it('has one default price template per reseller', async () => {
    const reseller = await freshReseller(server.app, db, siteId, 'pdef');
    const body = { currency: 'USD', factor: '2', addend: '0', rounding: 'none' };
    const first = await reseller.call<PriceTemplate>('POST', '/distribution/amountTemplate', {
      ...body,
      name: 'A',
    });
    expect(first.data.is_default).toBe(true);
    expect(first.data.factor).toBe('2.00');
    expect(first.data.addend).toBe('0.00');
    const second = await reseller.call<PriceTemplate>('POST', '/distribution/amountTemplate', {
      ...body,
      name: 'B',
      is_default: true,
    });
    expect(second.data.is_default).toBe(true);
    const list = await reseller.call<Paginator<PriceTemplate>>(
      'GET',
      '/distribution/amountTemplate',
    );
    expect(list.data.total).toBe(2);
    expect(list.data.data.filter((t) => t.is_default).map((t) => t.name)).toEqual(['B']);
    const badFactor = await reseller.call('POST', '/distribution/amountTemplate', {
      ...body,
      name: 'C',
      factor: '0',
    });
    expect(badFactor.status_code).toBe(422);
    expect(badFactor.msg).toBe('倍率（factor）必须大于 0');
  });
});

describe('listing templates', () => {
  it('refuses unknown placeholders by name and keeps the fields', async () => {
    const reseller = await freshReseller(server.app, db, siteId, 'ltpl');
    const bad = await reseller.call('POST', '/distribution/productTemplate', {
      ...shirtTemplate(),
      title_pattern: '{name} {price} {brand}',
    });
    expect(bad.status_code).toBe(422);
    expect(bad.msg).toContain('{price}、{brand}');
    const wrongPlatform = await reseller.call('POST', '/distribution/productTemplate', {
      ...shirtTemplate(),
      platform: 'myspace',
    });
    expect(wrongPlatform.status_code).toBe(422);
    const made = await reseller.call<ListingTemplate>(
      'POST',
      '/distribution/productTemplate',
      shirtTemplate({ attributes: { material: 'cotton' } }),
    );
    expect(made.status_code, made.msg).toBe(200);
    expect(made.data).toMatchObject({
      platform: 'shopify',
      color_option: 'Color',
      size_option: 'Size',
      images: 'all',
      status: 'active',
      price_template_id: null,
      attributes: { material: 'cotton' },
    });
    const etsy = await reseller.call<ListingTemplate>(
      'POST',
      '/distribution/productTemplate',
      shirtTemplate({ platform: 'etsy' }),
    );
    expect(etsy.status_code).toBe(200);
    const shopifyOnly = await reseller.call<Paginator<ListingTemplate>>(
      'GET',
      '/distribution/productTemplate?platform=shopify',
    );
    expect(shopifyOnly.data.data.map((t) => t.id)).toEqual([made.data.id]);
  });
});

describe('releases to Shopify', () => {
  it('publishes three products, updates on a second release, never duplicates', async () => {
    const shop = 'publish-three.myshopify.com';
    const { reseller, store } = await resellerWithShop(shop);
    const { template } = await templatesOf(reseller);
    const products: Array<Awaited<ReturnType<typeof saveShirtDesign>>> = [];
    for (const name of ['Sunset Tee', 'Ocean Tee', 'Forest Tee'])
      products.push(await saveShirtDesign(reseller.call, shirt, name, 2, 2));
    await drain(); // the mockups

    const released = await reseller.call<{ listings: Listing[] }>('POST', '/distribution/release', {
      store_id: store.id,
      template_id: template.id,
      product_ids: products.map((p) => p.id),
    });
    expect(released.status_code, released.msg).toBe(200);
    expect(released.data.listings.map((l) => l.status)).toEqual(['queued', 'queued', 'queued']);
    await drain();

    const page = await releases(reseller);
    expect(page.total).toBe(3);
    for (const listing of page.data) {
      expect(listing.status, listing.message).toBe('published');
      expect(listing.platform_listing_id).toMatch(/^\d+$/);
      expect(listing.listing_url).toContain(shop);
      expect(listing.store_name).toBe(store.name);
      expect(listing.template_name).toBe(template.name);
      expect(listing.product_image).toContain('/files/');
    }
    const shopProducts = fake.products(shop);
    expect(shopProducts).toHaveLength(3);
    const sunset = shopProducts.find((p) => p.title.startsWith('Sunset Tee'))!;
    expect(sunset.title).toBe(`Sunset Tee | ${shirt.shirt.name}`);
    expect(sunset.vendor).toBe('PodKit Demo');
    expect(sunset.tags).toEqual(['podkit', 'tee']);
    expect(sunset.descriptionHtml).toContain('<br>Colours: ');
    expect(sunset.options!.map((o) => o.name)).toEqual(['Color', 'Size']);
    expect(sunset.variants).toHaveLength(4);
    for (const variant of sunset.variants) {
      expect(variant.sku).not.toBe('');
      expect(variant.price).toMatch(/^\d+\.99$/);
    }
    // Pictures are absolute URLs of the stored mockups that answer.
    expect(sunset.media!.length).toBeGreaterThan(0);
    for (const media of sunset.media!) {
      expect(media.url).toMatch(/^http:\/\/.+\/files\/s\d+\/u\d+\/mockups\//);
      const path = new URL(media.url).pathname;
      const picture = await fetch(`${server.url}${path}`);
      expect(picture.status).toBe(200);
      expect((await picture.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }

    // Rename a product and publish it again: the same Shopify product is updated.
    const first = page.data.find((l) => l.product_id === products[0]!.id)!;
    const renamed = await reseller.call(
      'PUT',
      `/distribution/product/${products[0]!.id}`,
      shirtDesignBody(shirt, 'Sunset Tee v2', products[0]!.colorIds, products[0]!.sizeIds),
    );
    expect(renamed.status_code, renamed.msg).toBe(200);
    await drain();
    const calls = fake.productSetCalls;
    const again = await reseller.call<{ listings: Listing[] }>('POST', '/distribution/release', {
      store_id: store.id,
      template_id: template.id,
      product_ids: [products[0]!.id],
    });
    expect(again.data.listings[0]!.id).toBe(first.id);
    await drain();
    expect(fake.productSetCalls).toBe(calls + 1);
    expect(fake.products(shop)).toHaveLength(3);
    const updated = fake.products(shop).find((p) => String(p.id) === first.platform_listing_id)!;
    expect(updated.title).toBe(`Sunset Tee v2 | ${shirt.shirt.name}`);
    const after = (await releases(reseller)).data.find((l) => l.id === first.id)!;
    expect(after.status).toBe('published');
    expect(after.platform_listing_id).toBe(first.platform_listing_id);

    // A job repeated after a crash that lost the platform's id finds the product by its handle.
    await db.update(listings).set({ platformListingId: '' }).where(eq(listings.id, first.id));
    await reseller.call('POST', '/distribution/release', {
      store_id: store.id,
      template_id: template.id,
      product_ids: [products[0]!.id],
    });
    await drain();
    expect(fake.products(shop)).toHaveLength(3);
    const recovered = (await releases(reseller)).data.find((l) => l.id === first.id)!;
    expect(recovered.platform_listing_id).toBe(first.platform_listing_id);

    // The library shows each product with its listing on this Shopify store.
    const library = await reseller.call<Paginator<LibraryProduct>>(
      'GET',
      '/distribution/platformLibrary?platform=shopify',
    );
    expect(library.status_code, library.msg).toBe(200);
    expect(library.data.total).toBe(3);
    for (const product of library.data.data) {
      expect(product.listings).toHaveLength(1);
      expect(product.listings[0]).toMatchObject({ store_id: store.id, status: 'published' });
    }
    const etsyLibrary = await reseller.call<Paginator<LibraryProduct>>(
      'GET',
      '/distribution/platformLibrary?platform=etsy',
    );
    expect(etsyLibrary.data.data.every((p) => p.listings.length === 0)).toBe(true);

    // Unpublish archives the product in the shop and keeps its id.
    const off = await reseller.call<Listing>('POST', `/distribution/release/${first.id}/unpublish`);
    expect(off.status_code, off.msg).toBe(200);
    await drain();
    const unpublished = (await releases(reseller)).data.find((l) => l.id === first.id)!;
    expect(unpublished.status).toBe('unpublished');
    expect(updated.status).toBe('ARCHIVED');
    const twice = await reseller.call('POST', `/distribution/release/${first.id}/unpublish`);
    expect(twice.status_code).toBe(409);
  });

  it('shows the refusal of the shop and publishes on retry once the template is fixed', async () => {
    const shop = 'publish-refused.myshopify.com';
    const { reseller, store } = await resellerWithShop(shop);
    const { template } = await templatesOf(reseller);
    const product = await saveShirtDesign(reseller.call, shirt, 'Long Title Tee', 1, 2);
    await drain();
    const long = await reseller.call('PUT', `/distribution/productTemplate/${template.id}`, {
      ...shirtTemplate(),
      title_pattern: `{name} ${'very long words '.repeat(20)}`,
    });
    expect(long.status_code, long.msg).toBe(200);
    const released = await reseller.call<{ listings: Listing[] }>('POST', '/distribution/release', {
      store_id: store.id,
      template_id: template.id,
      product_ids: [product.id],
    });
    await drain();
    const listingId = released.data.listings[0]!.id;
    const failed = (await releases(reseller)).data.find((l) => l.id === listingId)!;
    expect(failed.status).toBe('failed');
    expect(failed.message).toBe('Shopify：Title is too long (maximum is 255 characters)');
    expect(fake.products(shop)).toHaveLength(0);

    const notYet = await reseller.call('POST', `/distribution/release/${listingId}/unpublish`);
    expect(notYet.status_code).toBe(409);
    await reseller.call('PUT', `/distribution/productTemplate/${template.id}`, shirtTemplate());
    const retried = await reseller.call<Listing>(
      'POST',
      `/distribution/release/${listingId}/retry`,
    );
    expect(retried.status_code, retried.msg).toBe(200);
    expect(retried.data.status).toBe('queued');
    await drain();
    const published = (await releases(reseller)).data.find((l) => l.id === listingId)!;
    expect(published.status).toBe('published');
    expect(published.message).toBe('');
    expect(fake.products(shop)).toHaveLength(1);
    const again = await reseller.call('POST', `/distribution/release/${listingId}/retry`);
    expect(again.status_code).toBe(409);
  });

  it('stops a listing whose title names a blocked brand, naming the word', async () => {
    const shop = 'publish-tort.myshopify.com';
    const { reseller, store } = await resellerWithShop(shop);
    const { template } = await templatesOf(reseller);
    const operator = await signedInOperator(
      server.app,
      db,
      siteId,
      `pub_op_${Date.now() % 100000}`,
    );
    const brand = await operator('POST', '/admin/tortBrand', {
      word: 'Nike',
      level: 'block',
      holder: 'Nike, Inc.',
      remark: '',
    });
    expect([200, 409]).toContain(brand.status_code);
    const product = await saveShirtDesign(reseller.call, shirt, 'Just like NIKE Tee', 1, 1);
    await drain();
    await reseller.call('POST', '/distribution/release', {
      store_id: store.id,
      template_id: template.id,
      product_ids: [product.id],
    });
    await drain();
    const [listing] = (await releases(reseller)).data;
    expect(listing!.status).toBe('failed');
    expect(listing!.message).toBe('含禁止发布的品牌：Nike');
    expect(fake.products(shop)).toHaveLength(0);
  });

  it('keeps every reseller to their own rows, and refuses what does not fit in Chinese', async () => {
    const shop = 'publish-owner.myshopify.com';
    const { reseller, store } = await resellerWithShop(shop);
    const { template, price } = await templatesOf(reseller);
    const product = await saveShirtDesign(reseller.call, shirt, 'Mine Tee', 1, 1);
    await drain();
    const released = await reseller.call<{ listings: Listing[] }>('POST', '/distribution/release', {
      store_id: store.id,
      template_id: template.id,
      product_ids: [product.id],
    });
    await drain();
    const listingId = released.data.listings[0]!.id;

    const other = await freshReseller(server.app, db, siteId, 'other');
    expect((await releases(other)).total).toBe(0);
    const theirTemplates = await other.call<Paginator<ListingTemplate>>(
      'GET',
      '/distribution/productTemplate',
    );
    expect(theirTemplates.data.total).toBe(0);
    expect((await other.call('POST', `/distribution/release/${listingId}/retry`)).status_code).toBe(
      404,
    );
    expect(
      (await other.call('POST', `/distribution/release/${listingId}/unpublish`)).status_code,
    ).toBe(404);
    expect(
      (await other.call('PUT', `/distribution/productTemplate/${template.id}`, shirtTemplate()))
        .status_code,
    ).toBe(404);
    expect(
      (await other.call('DELETE', `/distribution/amountTemplate/${price.id}`)).status_code,
    ).toBe(404);
    const otherPreview = await other.call('POST', '/distribution/amountTemplate/preview', {
      template: { currency: 'CNY', factor: '1', addend: '0', rounding: 'none' },
      product_id: product.id,
    });
    expect(otherPreview.status_code).toBe(404);
    // Another reseller's store, template or product: not found, nothing queued.
    const { template: otherTemplate } = await templatesOf(other);
    const intoTheirStore = await other.call('POST', '/distribution/release', {
      store_id: store.id,
      template_id: otherTemplate.id,
      product_ids: [product.id],
    });
    expect(intoTheirStore.status_code).toBe(404);
    expect(intoTheirStore.msg).toBe('店铺不存在');

    // Bad input: 400 with a Chinese message naming the field, never a 500.
    const noProducts = await reseller.call('POST', '/distribution/release', {
      store_id: store.id,
      template_id: template.id,
      product_ids: [],
    });
    expect(noProducts.http).toBe(200);
    expect(noProducts.status_code).toBe(422);
    expect(noProducts.msg).toMatch(/商品/);
    const etsyTemplate = await reseller.call<ListingTemplate>(
      'POST',
      '/distribution/productTemplate',
      shirtTemplate({ platform: 'etsy' }),
    );
    const wrongStore = await reseller.call('POST', '/distribution/release', {
      store_id: store.id,
      template_id: etsyTemplate.data.id,
      product_ids: [product.id],
    });
    expect(wrongStore.status_code).toBe(422);
    expect(wrongStore.msg).toContain('不是 Etsy 店铺');
    const badId = await reseller.call('POST', '/distribution/release/abc/retry');
    expect(badId.http).toBe(200);
    expect(badId.status_code).toBe(422);
    const badQuery = await reseller.call('GET', '/distribution/release?status=done');
    expect(badQuery.status_code).toBe(422);
  });
});

describe('permissions', () => {
  it("lets a sub-account read its owner's screens it was given and refuses their buttons with 403", async () => {
    const owner = await freshReseller(server.app, db, siteId, 'pubowner');
    await templatesOf(owner);
    const menuId = async (component: string) =>
      (await db.select({ id: menus.id }).from(menus).where(eq(menus.component, component)))[0]!.id;
    const role = await owner.call<{ id: number }>('POST', '/distribution/role', {
      name: '刊登查看',
      grants: [
        { menu_id: await menuId('shopifyRelease'), operates: [] },
        { menu_id: await menuId('amountTemplate'), operates: [] },
      ],
    });
    expect(role.status_code, role.msg).toBe(200);
    const username = `pubclerk_${owner.user.id}`;
    await owner.call('POST', '/distribution/subAccount', {
      username,
      password: 'clerk12345',
      nickname: '刊登',
      role_id: role.data.id,
    });
    const clerk = clientFor(server.app, await signIn(server.app, username, 'clerk12345'));
    const prices = await clerk<Paginator<PriceTemplate>>('GET', '/distribution/amountTemplate');
    expect(prices.status_code).toBe(200);
    expect(prices.data.total).toBe(1);
    expect((await clerk('GET', '/distribution/release')).status_code).toBe(200);
    const create = await clerk('POST', '/distribution/amountTemplate', {
      name: 'x',
      currency: 'USD',
      factor: '1',
      addend: '0',
      rounding: 'none',
    });
    expect(create.http).toBe(403);
    const publish = await clerk('POST', '/distribution/release', {
      store_id: 1,
      template_id: 1,
      product_ids: [1],
    });
    expect(publish.http).toBe(403);
    expect((await clerk('GET', '/distribution/platformLibrary?platform=shopify')).http).toBe(200);
  });
});

describe('releases and the Host header', () => {
  it('send marketplaces picture links on the configured origin, never a forged Host', async () => {
    const shop = 'forged-host.myshopify.com';
    const { reseller, store } = await resellerWithShop(shop);
    const { template } = await templatesOf(reseller);
    const product = await saveShirtDesign(reseller.call, shirt, 'Host Tee', 1, 1);
    await drain(); // the mockups

    const publicUrl = server.config.publicUrl;
    server.config.publicUrl = server.url;
    try {
      const released = await server.app.inject({
        method: 'POST',
        url: '/req/distribution/release',
        headers: { authorization: `Bearer ${reseller.token}`, host: 'evil.example' },
        remoteAddress: '203.0.113.9',
        payload: { store_id: store.id, template_id: template.id, product_ids: [product.id] },
      });
      expect(released.json()).toMatchObject({ status_code: 200 });
      await drain();
    } finally {
      server.config.publicUrl = publicUrl;
    }
    const [published] = fake.products(shop);
    expect(published!.media!.length).toBeGreaterThan(0);
    for (const media of published!.media!) {
      expect(media.url).not.toContain('evil.example');
      expect(media.url.startsWith(`${server.url}/files/`)).toBe(true);
    }
  });
});
