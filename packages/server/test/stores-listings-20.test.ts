import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Paginator,
  ProductSku,
  Store,
  StoreConnectResult,
  StorePlatformApp,
  ThirdProduct,
} from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import { jobHandlers } from '../src/modules/index.js';
import { createJobWorker, type JobWorker } from '../src/modules/jobs/worker.js';
import { orderItems, orders } from '../src/modules/orders/schema.js';
import {
  PlatformAuthRejected,
  PlatformError,
  type StoreConnector,
  type StoreListing,
} from '../src/modules/stores/connectors/connector.js';
import { siteStoresConfig } from '../src/modules/stores/platform-apps.js';
import { connectorFor } from '../src/modules/stores/platforms.js';
import { stores } from '../src/modules/stores/schema.js';
import { storeAccess } from '../src/modules/stores/store-service.js';
import { freshReseller, signedInOperator } from './cart-fixtures.js';
import { ozonApiKey, startOzonFake, type OzonFake } from './fakes/ozon.js';
import { startShopeeFake, type ShopeeFake } from './fakes/shopee.js';
import { startWishFake, type WishFake } from './fakes/wish.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { defaultSiteId } from './support/accounts.js';
import { demoShirtWithView, saveShirtDesign } from './support/designs.js';
import { connectOAuthStore, drainRetrying } from './support/stores.js';

const SHOPEE = { partnerId: '2004420', partnerKey: 'shpk20listings0a1b2c3d4e5f60718293a4b5c6d7' };
const WISH = { clientId: 'wish-listings-20', clientSecret: 'wish-listings-20-secret' };
const OZON = { clientId: '904420', apiKey: ozonApiKey() };

let shopee: ShopeeFake;
let wish: WishFake;
let ozon: OzonFake;
let server: TestServer;
let db: Db;
let siteId: number;
let worker: JobWorker;
let reseller: Awaited<ReturnType<typeof freshReseller>>;
let podkitSkus: ProductSku[];

beforeAll(async () => {
  // Now and then a 429 on the product list: waited out, the pages still whole.
  shopee = await startShopeeFake({ ...SHOPEE, itemListQuotaEvery: 3 });
  wish = await startWishFake({ ...WISH, productListQuotaEvery: 3 });
  ozon = await startOzonFake({ ...OZON, productListQuotaEvery: 3 });
  server = await startTestServer({
    env: {
      SHOPEE_API_URL: shopee.url,
      WISH_API_URL: wish.url,
      WISH_AUTHORIZE_URL: `${wish.url}/v3/oauth/authorize`,
      OZON_API_URL: ozon.url,
    },
  });
  await server.listen();
  db = server.database.db;
  siteId = await defaultSiteId(db);
  worker = createJobWorker({ db, handlers: jobHandlers({ config: server.config }) });
  const operator = await signedInOperator(server.app, db, siteId, 'l20_operator');
  for (const [code, fields] of [
    [4, SHOPEE],
    [3, WISH],
  ] as const) {
    const saved = await operator<StorePlatformApp>('PUT', `/admin/storePlatforms/${code}`, {
      enabled: true,
      fields,
    });
    expect(saved.status_code, saved.msg).toBe(200);
  }
  reseller = await freshReseller(server.app, db, siteId, 'l20');
  const shirt = await demoShirtWithView(db, siteId);
  const design = await saveShirtDesign(reseller.call, shirt, '第三方商品 T 恤', 2, 1);
  podkitSkus = (
    await reseller.call<Paginator<ProductSku>>(
      'GET',
      `/distribution/productSku?product_id=${design.id}`,
    )
  ).data.data;
  // A fresh PGlite database with the demo catalogue is slow to start on a busy machine.
}, 600_000);
afterAll(async () => {
  await server?.close();
  await shopee?.close();
  await wish?.close();
  await ozon?.close();
});

async function accessOf(store: Store) {
  const [row] = await db.select().from(stores).where(eq(stores.id, store.id));
  return storeAccess(db, await siteStoresConfig(db, siteId, server.config.stores), row!);
}

async function connectorOf(platform: 3 | 4 | 14) {
  return connectorFor(platform, await siteStoresConfig(db, siteId, server.config.stores));
}

/** Every page from the first, with the totals each page reported. */
async function allPages(connector: StoreConnector, store: Store) {
  const access = await accessOf(store);
  const listings: StoreListing[] = [];
  const totals: Array<number | null> = [];
  let position: string | null = null;
  do {
    const page = await connector.listProducts(access, position);
    listings.push(...page.listings);
    totals.push(page.total);
    position = page.next;
  } while (position !== null);
  return { listings, totals };
}

const byVariant = (listings: StoreListing[], variantId: number | string) =>
  listings.filter((listing) => listing.variantId === String(variantId));

/** Reads the store's products into 第三方商品 as the reseller asks it to. */
async function importListings(store: Store) {
  const asked = await reseller.call('POST', '/distribution/thirdProduct/import', {
    store_ids: [store.id],
  });
  expect(asked.status_code, asked.msg).toBe(200);
  await drainRetrying(db, worker, 'store.syncListings');
}

async function thirdProduct(store: Store, keyword: string) {
  const list = await reseller.call<Paginator<ThirdProduct>>(
    'GET',
    `/distribution/thirdProduct?store_id=${store.id}&keyword=${encodeURIComponent(keyword)}`,
  );
  expect(list.status_code, list.msg).toBe(200);
  const listed = list.data.data.filter((row) => row.source === 'listing');
  expect(listed, keyword).toHaveLength(1);
  return listed[0]!;
}

async function bind(row: ThirdProduct, sku: ProductSku) {
  const bound = await reseller.call('POST', '/distribution/thirdProduct/bind', {
    items: [{ id: row.id, designed_product_sku_id: sku.id }],
  });
  expect(bound.status_code, bound.msg).toBe(200);
}

/** Syncs the store's orders, then the imported order and its one line. */
async function syncedOrder(store: Store, platformOrderId: string) {
  await reseller.call('POST', '/distribution/order/syncOrder', { store_ids: [store.id] });
  await drainRetrying(db, worker, 'store.syncOrders');
  await drainRetrying(db, worker, 'store.importOrder');
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.storeId, store.id), eq(orders.platformOrderId, platformOrderId)));
  expect(order, platformOrderId).toBeDefined();
  const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
  return { order: order!, lines };
}

describe(`Shopee 第三方商品, on ${testDbKind}`, () => {
  let store: Store;

  beforeAll(async () => {
    shopee.seedItems([
      {
        item_id: 100_001,
        item_name: 'Custom Mug',
        item_sku: 'SP-MUG',
        image_id: 'sg-11134201-mug',
        tiers: [{ name: 'Colour', options: ['White 11oz', 'Black 11oz'] }],
        models: [
          { model_id: 200_001, model_sku: 'SP-MUG-W11', tier_index: [0] },
          { model_id: 200_002, model_sku: '', tier_index: [1] },
        ],
      },
      { item_id: 100_002, item_name: 'Custom Tee', item_sku: 'SP-TEE', image_id: 'sg-tee' },
      {
        item_id: 100_003,
        item_name: '手绘帆布袋',
        item_sku: '',
        image_id: 'sg-bag',
        tiers: [
          { name: '尺寸', options: ['大', '小'] },
          { name: '颜色', options: ['米白'] },
        ],
        models: [
          { model_id: 200_031, model_sku: '', tier_index: [0, 0] },
          { model_id: 200_032, model_sku: '', tier_index: [1, 0] },
        ],
      },
      {
        item_id: 100_004,
        item_name: 'Retired',
        item_sku: 'OLD',
        image_id: 'x',
        item_status: 'UNLIST',
      },
      ...Array.from({ length: 110 }, (_, i) => ({
        item_id: 110_000 + i,
        item_name: `Seller item ${i}`,
        item_sku: `SP-FILL-${i}`,
        image_id: `sg-fill-${i}`,
      })),
    ]);
    store = await connectOAuthStore(reseller, { platform: 4 });
  });

  it('walks every item on sale to the last page, a listing per model, through 429s', async () => {
    const { listings, totals } = await allPages(await connectorOf(4), store);
    const onSale = shopee.catalog.items.filter((item) => item.item_status === 'NORMAL');
    const expected = onSale.flatMap((item) => item.models.length || 1);
    expect(listings).toHaveLength(expected.reduce((sum, n) => sum + n, 0));
    expect(totals).toEqual([onSale.length, null, null]);
    expect(shopee.throttled).toBeGreaterThan(0);
    expect(byVariant(listings, 100_004)).toEqual([]);
    expect(byVariant(listings, 200_001)).toEqual([
      {
        productId: '100001',
        variantId: '200001',
        sku: 'SP-MUG-W11',
        title: 'Custom Mug - White 11oz',
        imageUrl: 'https://cf.shopee.sg/file/sg-11134201-mug',
      },
    ]);
    // A model without its own SKU takes the item's, as get_order_detail's lines are read.
    expect(byVariant(listings, 200_002)[0]).toMatchObject({ sku: 'SP-MUG' });
    // An item without models is ordered as model 0: the item id is its variant.
    expect(byVariant(listings, 100_002)[0]).toMatchObject({ sku: 'SP-TEE', title: 'Custom Tee' });
    expect(byVariant(listings, 200_032)[0]).toMatchObject({
      sku: '',
      title: '手绘帆布袋 - 小 / 米白',
    });
  });

  it('refuses a call signed with another partner key, in Shopee’s words', async () => {
    const config = await siteStoresConfig(db, siteId, server.config.stores);
    const wrong = connectorFor(4, {
      ...config,
      shopee: { ...config.shopee, partnerKey: 'not-the-partner-key' },
    });
    const refused = wrong.listProducts(await accessOf(store), null);
    await expect(refused).rejects.toBeInstanceOf(PlatformError);
    await expect(refused).rejects.toThrow(/error_sign/);
  });

  it('maps a SKU-less model from 第三方商品, and the next order’s line follows', async () => {
    await importListings(store);
    const row = await thirdProduct(store, '手绘帆布袋 - 大');
    expect(row).toMatchObject({ variant_id: '200031', sku: '', platform_product_id: '100003' });
    await bind(row, podkitSkus[0]!);
    const [order] = shopee.seed(1);
    order!.update_time = Math.floor(Date.now() / 1000);
    order!.item_list = [
      {
        item_id: 100_003,
        item_name: '手绘帆布袋',
        item_sku: '',
        model_id: 200_031,
        model_name: '大,米白',
        model_sku: '',
        model_quantity_purchased: 1,
        model_discounted_price: 15,
      },
    ];
    const { order: row2, lines } = await syncedOrder(store, order!.order_sn);
    expect(lines.map((line) => [line.storeSku, line.storeVariantId])).toEqual([[null, '200031']]);
    expect(row2.mappingState).toBe('mapped');
  });
});

describe(`Wish 第三方商品, on ${testDbKind}`, () => {
  let store: Store;
  const at = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

  beforeAll(async () => {
    wish.seedProducts([
      {
        id: '5f0000000000000000000001',
        name: 'Custom Mug',
        imageUrl: 'https://canary.contestimg.wish.com/api/webimage/mug.jpg',
        updatedAt: at(500),
        variations: [
          {
            id: '5f00000000000000000000a1',
            sku: 'WS-MUG-W11',
            options: [
              { name: 'Color', value: 'white' },
              { name: 'Size', value: '11oz' },
            ],
          },
          { sku: 'WS-MUG-OLD', status: 'DISABLED', options: [{ name: 'Color', value: 'red' }] },
        ],
      },
      {
        name: 'Retired tee',
        status: 'DISABLED',
        imageUrl: 'https://canary.contestimg.wish.com/api/webimage/old.jpg',
        updatedAt: at(400),
        variations: [{ sku: 'WS-OLD', options: [] }],
      },
      // 60 products changed at one instant, across the first page's end: none lost or read twice.
      ...Array.from({ length: 230 }, (_, i) => ({
        name: `Seller product ${i}`,
        imageUrl: `https://canary.contestimg.wish.com/api/webimage/p${i}.jpg`,
        updatedAt: i < 78 ? at(390 - i) : i < 138 ? at(300) : at(299 - (i - 138)),
        variations: [{ sku: `WS-FILL-${i}`, options: [{ name: 'Size', value: 'M' }] }],
      })),
    ]);
    store = await connectOAuthStore(reseller, { platform: 3 });
  });

  it('walks every enabled variation by update time to the end, through 429s', async () => {
    const { listings } = await allPages(await connectorOf(3), store);
    const expected = wish.catalog.products
      .filter((p) => p.status === 'ENABLED')
      .flatMap((p) => p.variations.filter((v) => v.status === 'ENABLED'));
    expect(listings.map((l) => l.variantId).sort()).toEqual(expected.map((v) => v.id).sort());
    expect(wish.throttled).toBeGreaterThan(0);
    expect(byVariant(listings, '5f00000000000000000000a1')).toEqual([
      {
        productId: '5f0000000000000000000001',
        variantId: '5f00000000000000000000a1',
        sku: 'WS-MUG-W11',
        title: 'Custom Mug - white / 11oz',
        imageUrl: 'https://canary.contestimg.wish.com/api/webimage/mug.jpg',
      },
    ]);
  });

  it('refuses a revoked token as an authorisation to give again', async () => {
    const access = await accessOf(store);
    const revoked = { ...access, credentials: { ...access.credentials, accessToken: 'revoked' } };
    await expect((await connectorOf(3)).listProducts(revoked, null)).rejects.toBeInstanceOf(
      PlatformAuthRejected,
    );
  });

  it('maps a variation from 第三方商品, and the next order’s line follows', async () => {
    await importListings(store);
    const row = await thirdProduct(store, 'WS-MUG-W11');
    expect(row).toMatchObject({ variant_id: '5f00000000000000000000a1' });
    await bind(row, podkitSkus[1]!);
    const [order] = wish.seed(1);
    order!.updated_at = new Date().toISOString();
    const { order: row2, lines } = await syncedOrder(store, order!.id);
    expect(lines.map((line) => [line.storeSku, line.storeVariantId])).toEqual([
      ['WS-MUG-W11', '5f00000000000000000000a1'],
    ]);
    expect(row2.mappingState).toBe('mapped');
  });
});

describe(`Ozon 第三方商品, on ${testDbKind}`, () => {
  let store: Store;

  beforeAll(async () => {
    ozon.seedProducts([
      {
        product_id: 800_001,
        offer_id: 'OZ-MUG-W11',
        name: 'Кружка с принтом, белая 330 мл',
        images: ['https://cdn1.ozone.ru/s3/multimedia-1/mug.jpg'],
        sku: 1_500_000_001,
        archived: false,
      },
      {
        product_id: 800_002,
        offer_id: 'OZ-OLD',
        name: 'Архив',
        images: [],
        sku: 1_500_000_009,
        archived: true,
      },
      ...Array.from({ length: 205 }, (_, i) => ({
        product_id: 810_000 + i,
        offer_id: `OZ-FILL-${i}`,
        name: `Товар ${i}`,
        images: [`https://cdn1.ozone.ru/s3/multimedia-1/${i}.jpg`],
        // The last one is still in moderation: no SKU of Ozon's yet.
        sku: i === 204 ? 0 : 1_510_000_000 + i,
        archived: false,
      })),
    ]);
    const connected = await reseller.call<StoreConnectResult>('POST', '/distribution/store', {
      platform: 14,
      client_id: OZON.clientId,
      api_key: OZON.apiKey,
    });
    expect(connected.status_code, connected.msg).toBe(200);
    store = connected.data.store;
  });

  it('walks every product not archived by last_id to the end, through 429s', async () => {
    const { listings, totals } = await allPages(await connectorOf(14), store);
    const live = ozon.products.filter((p) => !p.archived);
    expect(listings.map((l) => l.sku).sort()).toEqual(live.map((p) => p.offer_id).sort());
    expect(totals).toEqual([live.length, null, null]);
    expect(ozon.throttled).toBeGreaterThan(0);
    expect(byVariant(listings, 1_500_000_001)).toEqual([
      {
        productId: '800001',
        variantId: '1500000001',
        sku: 'OZ-MUG-W11',
        title: 'Кружка с принтом, белая 330 мл',
        imageUrl: 'https://cdn1.ozone.ru/s3/multimedia-1/mug.jpg',
      },
    ]);
    expect(listings.find((l) => l.sku === 'OZ-FILL-204')).toMatchObject({ variantId: '810204' });
  });

  it('refuses a revoked Api-Key as keys to enter again', async () => {
    const access = await accessOf(store);
    const wrong = { ...access, credentials: { ...access.credentials, apiKey: ozonApiKey() } };
    await expect((await connectorOf(14)).listProducts(wrong, null)).rejects.toBeInstanceOf(
      PlatformAuthRejected,
    );
  });

  it('maps a product from 第三方商品, and the next posting’s line follows', async () => {
    await importListings(store);
    const row = await thirdProduct(store, 'OZ-MUG-W11');
    expect(row).toMatchObject({ variant_id: '1500000001', platform_product_id: '800001' });
    await bind(row, podkitSkus[0]!);
    const [posting] = ozon.seed(1);
    posting!.products = posting!.products.slice(0, 1);
    const { order, lines } = await syncedOrder(store, posting!.posting_number);
    expect(lines.map((line) => [line.storeSku, line.storeVariantId])).toEqual([
      ['OZ-MUG-W11', '1500000001'],
    ]);
    expect(order.mappingState).toBe('mapped');
  });
});
