import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CategoryAttributes,
  ListingTemplate,
  PlatformCategories,
  Store,
} from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import type { JobWorker } from '../src/modules/jobs/worker.js';
import { openCredentials, stores } from '../src/modules/stores/index.js';
import { shopeeSign } from '../src/modules/stores/connectors/shopee.js';
import { freshReseller } from './cart-fixtures.js';
import { startShopeeFake, type ShopeeFake } from './fakes/shopee.js';
import { testDbKind, type TestServer } from './harness.js';
import { saveShirtDesign, type DemoShirt } from './support/designs.js';
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

const APP = { partnerId: '2004321', partnerKey: 'shopee-category-partner-key' };
const MEN_TEES = '101401';

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

const categories = (reseller: Reseller, parent?: string) =>
  reseller.call<PlatformCategories>(
    'GET',
    `/distribution/productTemplate/categories?platform=shopee${parent ? `&parent_id=${parent}` : ''}`,
  );
const attributesOf = (reseller: Reseller, categoryId: string) =>
  reseller.call<CategoryAttributes>(
    'GET',
    `/distribution/productTemplate/categoryAttributes?platform=shopee&category_id=${categoryId}`,
  );

describe(`Shopee categories and their required attributes, on ${testDbKind}`, () => {
  let reseller: Reseller;
  let store: Store;

  beforeAll(async () => {
    reseller = await freshReseller(server.app, db, siteId, 'shpcat');
    store = await connectOAuthStore(reseller, { platform: 4 });
    await usdPriceTemplate(reseller);
  });

  it("reads the tree a level at a time from the reseller's authorised store", async () => {
    const top = await categories(reseller);
    expect(top.status_code, top.msg).toBe(200);
    expect(top.data.store_name).toBe(store.name);
    expect(top.data.categories).toEqual([
      { id: '100001', name: 'Women Clothes', leaf: false },
      { id: '101399', name: 'Men Clothes', leaf: false },
    ]);
    const men = await categories(reseller, '101399');
    expect(men.data.categories).toEqual([
      { id: '101400', name: 'Hoodies', leaf: true },
      { id: MEN_TEES, name: 'T-Shirts', leaf: true },
    ]);
  });

  it("reads a leaf category's attributes with their values and its brands", async () => {
    const read = await attributesOf(reseller, MEN_TEES);
    expect(read.status_code, read.msg).toBe(200);
    expect(read.data.attributes).toEqual([
      {
        id: '100134',
        name: 'Material',
        required: true,
        input_type: 'select',
        values: [
          { id: '5001', name: 'Cotton' },
          { id: '5002', name: 'Polyester' },
        ],
      },
      { id: '100999', name: 'Care Label', required: true, input_type: 'text', values: [] },
      {
        id: '100200',
        name: 'Season',
        required: false,
        input_type: 'multi_select',
        values: [
          { id: '6001', name: 'Summer' },
          { id: '6002', name: 'Winter' },
        ],
      },
    ]);
    expect(read.data.brand).toEqual({
      required: true,
      brands: [
        { id: '0', name: 'No Brand' },
        { id: '1140001', name: 'Harbour Prints' },
        { id: '1140002', name: 'Pier & Co' },
      ],
    });
  });

  it("answers Shopee's refusal of an unknown category and a reseller without a store in words", async () => {
    const unknown = await attributesOf(reseller, '999999');
    expect(unknown.status_code).not.toBe(200);
    expect(unknown.msg).toBe(
      '读取 Shopee 类目失败：Shopee error_invalid_category：Invalid category ID 999999',
    );
    const storeless = await freshReseller(server.app, db, siteId, 'shpcat-none');
    const refused = await categories(storeless);
    expect(refused.status_code).not.toBe(200);
    expect(refused.msg).toBe('请先在店铺管理中授权一个 Shopee 店铺，才能读取平台类目');
  });

  it('refuses a release missing a required attribute before calling Shopee, then sends them once filled', async () => {
    const body = (attributes: Record<string, string>) =>
      listingTemplateBody('shopee', {
        name: '男士 T 恤',
        attributes: { category_id: MEN_TEES, weight_kg: '0.25', ...attributes },
      });
    const made = await reseller.call<ListingTemplate>(
      'POST',
      '/distribution/productTemplate',
      body({ brand_id: '1140001', attr_100999: 'Machine wash cold' }),
    );
    expect(made.status_code, made.msg).toBe(200);
    const product = await saveShirtDesign(reseller.call, shirt, 'Bosun Tee', 1, 1);
    await drainJobs(worker);
    const adds = fake.catalog.adds;
    const [queued] = await release(overHttp(server.url, reseller), store.id, made.data.id, [
      product.id,
    ]);
    await drainJobs(worker);
    const refused = await listingOf(reseller, queued!.id);
    expect(refused.status).toBe('failed');
    expect(refused.message).toBe('Shopee 类目必填属性「Material」未填写，请在产品模板中填写');
    expect(fake.catalog.adds).toBe(adds);

    await reseller.call(
      'PUT',
      `/distribution/productTemplate/${made.data.id}`,
      body({
        brand_id: '1140001',
        attr_100134: '5001',
        attr_100999: 'Machine wash cold',
        attr_100200: '6001,6002',
      }),
    );
    await overHttp(server.url, reseller)('POST', `/distribution/release/${queued!.id}/retry`);
    await drainJobs(worker);
    const published = await listingOf(reseller, queued!.id);
    expect(published.status, published.message).toBe('published');
    const item = fake.catalog.items.find(
      (i) => String(i.item_id) === published.platform_listing_id,
    )!;
    expect(item.category_id).toBe(101401);
    expect(item.brand_id).toBe(1140001);
    expect(item.attributes).toEqual([
      { attribute_id: 100134, values: ['5001'] },
      { attribute_id: 100999, values: ['Machine wash cold'] },
      { attribute_id: 100200, values: ['6001', '6002'] },
    ]);
  });

  it("refuses a value the category's attribute no longer lists, naming it", async () => {
    const made = await reseller.call<ListingTemplate>(
      'POST',
      '/distribution/productTemplate',
      listingTemplateBody('shopee', {
        name: '旧属性值',
        attributes: {
          category_id: MEN_TEES,
          weight_kg: '0.25',
          brand_id: '0',
          attr_100134: '4999',
          attr_100999: 'Hand wash',
        },
      }),
    );
    const product = await saveShirtDesign(reseller.call, shirt, 'Rigger Tee', 1, 1);
    await drainJobs(worker);
    const [queued] = await release(reseller.call, store.id, made.data.id, [product.id]);
    await drainJobs(worker);
    expect((await listingOf(reseller, queued!.id)).message).toBe(
      'Shopee 类目属性「Material」的值已不在平台可选值中，请在产品模板中重新选择',
    );
  });

  it("is refused by Shopee's add_item without a mandatory attribute (the fake's contract)", async () => {
    const [row] = await db
      .select()
      .from(stores)
      .where(and(eq(stores.id, store.id), eq(stores.siteId, siteId)));
    const accessToken = (await openCredentials(db, row!.credentials)).accessToken ?? '';
    const path = '/api/v2/product/add_item';
    const timestamp = Math.floor(Date.now() / 1000);
    const url = new URL(`${fake.url}${path}`);
    url.search = new URLSearchParams({
      partner_id: APP.partnerId,
      timestamp: String(timestamp),
      access_token: accessToken,
      shop_id: fake.shopId,
      sign: shopeeSign(APP.partnerKey, APP.partnerId, path, timestamp, accessToken, fake.shopId),
    }).toString();
    const item = {
      item_name: 'Bare Tee',
      description: 'A tee',
      original_price: 12.5,
      weight: 0.2,
      category_id: 101401,
      image: { image_id_list: [[...fake.catalog.images.keys()][0]] },
      logistic_info: [{ logistic_id: 18025, enabled: true }],
      brand: { brand_id: 0, original_brand_name: 'No Brand' },
    };
    const answer = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(item),
    });
    expect(await answer.json()).toMatchObject({
      error: 'error_less_required_attribute',
      message: 'Mandatory attribute information required',
    });
  });
});
