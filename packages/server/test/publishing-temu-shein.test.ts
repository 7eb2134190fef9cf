import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingTemplate, PriceTemplate, Store } from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import type { JobWorker } from '../src/modules/jobs/worker.js';
import { listings } from '../src/modules/publishing/schema.js';
import { freshReseller, signedInOperator } from './cart-fixtures.js';
import { startSheinGoodsFake, type SheinGoodsFake } from './fakes/shein-goods.js';
import { startTemuGoodsFake, type TemuGoodsFake } from './fakes/temu-goods.js';
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

const TEMU = { appKey: 'temu-publish-key-17', appSecret: 'temu-publish-secret-17' };
const LOCAL = { appKey: 'temu-publish-key-18', appSecret: 'temu-publish-secret-18' };
const SHEIN = { appId: 'SHEINPUBLISH01', appSecret: 'AB220D80B31E48A69FEC0FB6D7223421' };
const PACKAGE = { weight_g: '250', length_cm: '30', width_cm: '20', height_cm: '3' };

let temu: TemuGoodsFake;
let local: TemuGoodsFake;
let shein: SheinGoodsFake;
let server: TestServer;
let db: Db;
let siteId: number;
let worker: JobWorker;
let shirt: DemoShirt;
let reseller: Reseller;
let priceTemplate: PriceTemplate;

beforeAll(async () => {
  temu = await startTemuGoodsFake(TEMU);
  local = await startTemuGoodsFake(LOCAL);
  shein = await startSheinGoodsFake(SHEIN);
  ({ server, db, siteId, worker, shirt } = await startPublishingBed({
    TEMU_AUTHORIZE_URL: temu.authorizeUrl,
    TEMU_API_URL: temu.url,
    TEMU_LOCAL_AUTHORIZE_URL: local.authorizeUrl,
    TEMU_LOCAL_API_URL: local.url,
    SHEIN_AUTHORIZE_URL: shein.authorizeUrl,
    SHEIN_API_URL: shein.url,
  }));
  const operator = await signedInOperator(server.app, db, siteId, 'pub_temu_shein_operator');
  for (const [code, fields] of [
    [17, TEMU],
    [18, LOCAL],
    [19, SHEIN],
  ] as const) {
    const saved = await operator('PUT', `/admin/storePlatforms/${code}`, { enabled: true, fields });
    expect(saved.status_code, saved.msg).toBe(200);
  }
  reseller = await freshReseller(server.app, db, siteId, 'pubtemushein');
  priceTemplate = await usdPriceTemplate(reseller);
});
afterAll(async () => {
  await server?.close();
  await temu?.close();
  await local?.close();
  await shein?.close();
});

const drain = () => drainJobs(worker);
const listingOfOurs = (id: number) => listingOf(reseller, id);

async function templateOf(platform: 'temu' | 'temuLocal' | 'shein', attributes: object) {
  const made = await reseller.call<ListingTemplate>(
    'POST',
    '/distribution/productTemplate',
    listingTemplateBody(platform, { name: `${platform} 刊登`, attributes }),
  );
  expect(made.status_code, made.msg).toBe(200);
  return made.data;
}

/** The price the price template (×2.5 +5, or another factor) gives each SKU of the product. */
async function pricesOf(productId: number, factor = '2.5') {
  const preview = await reseller.call<{ rows: Array<{ sku: string; price: string }> }>(
    'POST',
    '/distribution/amountTemplate/preview',
    {
      template: { currency: 'USD', factor, addend: '5', rounding: '99' },
      product_id: productId,
    },
  );
  return new Map(preview.data.rows.map((row) => [row.sku, row.price]));
}

/** Renames the product, then releases it again as it is now. */
async function renameAndRelease(
  product: { id: number; colorIds: number[]; sizeIds: number[] },
  name: string,
  storeId: number,
  templateId: number,
) {
  const renamed = await reseller.call(
    'PUT',
    `/distribution/product/${product.id}`,
    shirtDesignBody(shirt, name, product.colorIds, product.sizeIds),
  );
  expect(renamed.status_code, renamed.msg).toBe(200);
  await drain();
  await release(overHttp(server.url, reseller), storeId, templateId, [product.id]);
  await drain();
}

/** Forgets the marketplace's id as a crash before PodKit's write would, then releases again. */
async function releaseAfterLostId(
  listingId: number,
  storeId: number,
  templateId: number,
  productId: number,
) {
  await db.update(listings).set({ platformListingId: '' }).where(eq(listings.id, listingId));
  await release(overHttp(server.url, reseller), storeId, templateId, [productId]);
  await drain();
}

describe(`releases to Temu's seller stores through the local goods API, on ${testDbKind}`, () => {
  let store: Store;
  let template: ListingTemplate;

  beforeAll(async () => {
    store = await connectOAuthStore(reseller, { platform: 17 });
    template = await templateOf('temu', {
      category_id: '29069',
      cost_template_id: 'LFT-1001',
      quantity: '60',
      ...PACKAGE,
    });
  });

  it('converts the pictures, adds the goods priced by the price template, edits it, never duplicates', async () => {
    const product = await saveShirtDesign(reseller.call, shirt, 'Harbor Tee', 2, 2);
    await drain();
    const [queued] = await release(overHttp(server.url, reseller), store.id, template.id, [
      product.id,
    ]);
    await drain();
    const published = await listingOfOurs(queued!.id);
    expect(published.status, published.message).toBe('published');
    expect(temu.adds).toBe(1);
    const goods = temu.goods.find((g) => String(g.goodsId) === published.platform_listing_id)!;
    expect(goods).toMatchObject({
      goodsName: `Harbor Tee | ${shirt.shirt.name}`,
      catId: 29069,
      costTemplateId: 'LFT-1001',
      onsale: true,
    });
    expect(goods.outGoodsSn).toMatch(/^harbor-tee-\d+$/);
    expect(goods.goodsDesc).toMatch(/^Harbor Tee\nColours: /);
    expect(goods.detailImage.length).toBeGreaterThan(0);
    for (const url of goods.detailImage) expect(temu.images.get(url)).toMatch(/^http:\/\//);
    const prices = await pricesOf(product.id);
    expect(goods.skus).toHaveLength(4);
    for (const sku of goods.skus) {
      expect(sku.basePrice).toEqual({ amount: prices.get(sku.outSkuSn), currency: 'USD' });
      expect(sku.quantity).toBe(60);
      expect(sku.weight).toBe('250');
      expect(sku.specIdList.map((id) => temu.specs.get(id)!.parentSpecId)).toEqual([1001, 3001]);
      expect(temu.images.has(sku.images[0]!)).toBe(true);
    }

    // A new name updates the same goods.
    await renameAndRelease(product, 'Harbor Tee v2', store.id, template.id);
    expect(temu.adds).toBe(1);
    expect(temu.updates).toBe(1);
    expect(goods.goodsName).toBe(`Harbor Tee v2 | ${shirt.shirt.name}`);

    // A crash that lost the id: the goods is found again by its SKUs and edited.
    await releaseAfterLostId(queued!.id, store.id, template.id, product.id);
    expect(temu.adds).toBe(1);
    expect(temu.goods).toHaveLength(1);
    expect((await listingOfOurs(queued!.id)).platform_listing_id).toBe(String(goods.goodsId));

    // Unpublish takes it off sale; publishing again edits it and puts it back on sale.
    const off = await reseller.call('POST', `/distribution/release/${queued!.id}/unpublish`);
    expect(off.status_code, off.msg).toBe(200);
    await drain();
    expect((await listingOfOurs(queued!.id)).status).toBe('unpublished');
    expect(goods.onsale).toBe(false);
    await release(overHttp(server.url, reseller), store.id, template.id, [product.id]);
    await drain();
    expect(goods.onsale).toBe(true);
    expect(temu.adds).toBe(1);
  });

  it("shows Temu's refusal and fails a template without the shipping template, naming it", async () => {
    const wrong = await templateOf('temu', {
      category_id: '600001',
      cost_template_id: 'LFT-1001',
      ...PACKAGE,
    });
    const product = await saveShirtDesign(reseller.call, shirt, 'Pier Tee', 1, 1);
    await drain();
    const [queued] = await release(overHttp(server.url, reseller), store.id, wrong.id, [
      product.id,
    ]);
    await drain();
    const failed = await listingOfOurs(queued!.id);
    expect(failed.status).toBe('failed');
    expect(failed.message).toBe(
      'Temu 150010003：Invalid Request Parameters: catId is not a leaf category',
    );

    const bare = await templateOf('temu', { category_id: '29069', ...PACKAGE });
    const [again] = await release(reseller.call, store.id, bare.id, [product.id]);
    await drain();
    expect((await listingOfOurs(again!.id)).message).toBe(
      'Temu 产品模板缺少运费模板 ID（cost_template_id），请先在产品模板中填写',
    );
  });

  it('publishes to a Temu local store the same way', async () => {
    const localStore = await connectOAuthStore(reseller, { platform: 18 });
    const localTemplate = await templateOf('temuLocal', {
      category_id: '29070',
      cost_template_id: 'LFT-2002',
      ...PACKAGE,
    });
    const product = await saveShirtDesign(reseller.call, shirt, 'Quay Tee', 1, 2);
    await drain();
    const [queued] = await release(
      overHttp(server.url, reseller),
      localStore.id,
      localTemplate.id,
      [product.id],
    );
    await drain();
    const published = await listingOfOurs(queued!.id);
    expect(published.status, published.message).toBe('published');
    expect(local.goods).toHaveLength(1);
    expect(local.goods[0]).toMatchObject({ catId: 29070, onsale: true });
    expect(local.goods[0]!.skus).toHaveLength(2);
  });
});

describe(`releases to Shein through publishOrEdit, on ${testDbKind}`, () => {
  let store: Store;
  let template: ListingTemplate;

  beforeAll(async () => {
    store = await connectOAuthStore(reseller, { platform: 19 }, (url) => {
      const hash = new URL(url).hash.slice('#/empower?'.length);
      return `${shein.url}/empower/approve?${hash}`;
    });
    template = await templateOf('shein', { category_id: '1738', quantity: '40', ...PACKAGE });
  });

  it('transforms the pictures, publishes one SPU of colour SKCs and size SKUs, edits it, never duplicates', async () => {
    const product = await saveShirtDesign(reseller.call, shirt, 'Lagoon Tee', 2, 2);
    await drain();
    const [queued] = await release(overHttp(server.url, reseller), store.id, template.id, [
      product.id,
    ]);
    await drain();
    const published = await listingOfOurs(queued!.id);
    expect(published.status, published.message).toBe('published');
    expect(shein.publishes).toBe(1);
    const spu = shein.spus.find((s) => s.spu_name === published.platform_listing_id)!;
    expect(spu).toMatchObject({
      name: `Lagoon Tee | ${shirt.shirt.name}`,
      category_id: 1738,
      sub_sites: ['shein-us'],
    });
    expect(spu.supplier_code).toMatch(/^lagoon-tee-\d+$/);
    expect(spu.skcs).toHaveLength(2);
    const prices = await pricesOf(product.id);
    for (const skc of spu.skcs) {
      expect(skc.shelf_status).toBe(1);
      expect(skc.images.filter((i) => i.image_type === 1)).toHaveLength(1);
      for (const image of skc.images)
        expect(shein.pictures.get(image.image_url)?.imageType).toBe(image.image_type);
      expect(skc.skus).toHaveLength(2);
      for (const sku of skc.skus) {
        expect(sku).toMatchObject({
          mall_state: 1,
          weight: 250,
          currency: 'USD',
          inventory_num: 40,
        });
        expect(sku.base_price).toBe(Number(prices.get(sku.supplier_sku)));
      }
    }

    await renameAndRelease(product, 'Lagoon Tee v2', store.id, template.id);
    expect(shein.publishes).toBe(1);
    expect(shein.edits).toBe(1);
    expect(spu.name).toBe(`Lagoon Tee v2 | ${shirt.shirt.name}`);
    // The same prices: nothing for the price API.
    expect(shein.priceSaves).toEqual([]);

    // New prices reach Shein through its price API (publishOrEdit keeps a known SKU's price).
    const raised = await reseller.call('PUT', `/distribution/amountTemplate/${priceTemplate.id}`, {
      name: priceTemplate.name,
      currency: 'USD',
      factor: '3',
      addend: '5',
      rounding: '99',
    });
    expect(raised.status_code, raised.msg).toBe(200);
    await release(overHttp(server.url, reseller), store.id, template.id, [product.id]);
    await drain();
    expect((await listingOfOurs(queued!.id)).status).toBe('published');
    expect(shein.edits).toBe(2);
    const newPrices = await pricesOf(product.id, '3');
    const skus = spu.skcs.flatMap((skc) => skc.skus);
    expect(skus.map((sku) => sku.base_price)).toEqual(
      skus.map((sku) => Number(newPrices.get(sku.supplier_sku))),
    );
    expect(skus.some((sku) => sku.base_price === Number(prices.get(sku.supplier_sku)))).toBe(false);
    expect(shein.priceSaves).toHaveLength(4);
    expect(
      shein.priceSaves.every((row) => row.site === 'shein-us' && row.currencyCode === 'USD'),
    ).toBe(true);

    // A crash that lost the SPU: it is found by its supplier code and edited.
    await releaseAfterLostId(queued!.id, store.id, template.id, product.id);
    expect((await listingOfOurs(queued!.id)).status).toBe('published');
    expect(shein.publishes).toBe(1);
    expect(shein.spus).toHaveLength(1);
    expect(shein.priceSaves).toHaveLength(4);
    expect((await listingOfOurs(queued!.id)).platform_listing_id).toBe(spu.spu_name);

    const off = await reseller.call('POST', `/distribution/release/${queued!.id}/unpublish`);
    expect(off.status_code, off.msg).toBe(200);
    await drain();
    expect((await listingOfOurs(queued!.id)).status).toBe('unpublished');
    expect(spu.skcs.map((skc) => skc.shelf_status)).toEqual([2, 2]);
    await release(overHttp(server.url, reseller), store.id, template.id, [product.id]);
    await drain();
    expect(spu.skcs.map((skc) => skc.shelf_status)).toEqual([1, 1]);
    expect(shein.publishes).toBe(1);
  });

  it("shows Shein's refusal in its words", async () => {
    const wrong = await templateOf('shein', { category_id: '2028', ...PACKAGE });
    const product = await saveShirtDesign(reseller.call, shirt, 'Reef Tee', 1, 1);
    await drain();
    const [queued] = await release(overHttp(server.url, reseller), store.id, wrong.id, [
      product.id,
    ]);
    await drain();
    const failed = await listingOfOurs(queued!.id);
    expect(failed.status).toBe('failed');
    expect(failed.message).toBe('Shein 60011：category_id 2028 is not a last-level category');
    expect(shein.publishes).toBe(1);
  });
});
