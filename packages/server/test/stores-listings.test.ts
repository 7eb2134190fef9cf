import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import {
  PlatformAuthRejected,
  type StoreAccess,
  type StoreConnector,
  type StoreListing,
} from '../src/modules/stores/connectors/connector.js';
import { connectorFor } from '../src/modules/stores/platforms.js';
import { startEtsyFake, type EtsyFake } from './fakes/etsy.js';
import { startShopifyFake, type ShopifyFake } from './fakes/shopify.js';
import { startWooFake, type WooFake } from './fakes/woocommerce.js';

const SHOPIFY = { apiKey: 'listings-key', apiSecret: 'listings-secret' };
const WOO = { consumerKey: 'ck_listings', consumerSecret: 'cs_listings', webhookSecret: 'unused' };
const ETSY = {
  keystring: 'etsylistingskey',
  sharedSecret: 'etsylistingssecret',
  webhookSecret: `whsec_${Buffer.from('unused').toString('base64')}`,
};

/** Every page from the first, with the totals each page reported. */
async function allPages(connector: StoreConnector, access: StoreAccess) {
  const listings: StoreListing[] = [];
  const pages: Array<{ size: number; total: number | null }> = [];
  let position: string | null = null;
  do {
    const page = await connector.listProducts(access, position);
    listings.push(...page.listings);
    pages.push({ size: page.listings.length, total: page.total });
    position = page.next;
  } while (position !== null);
  return { listings, pages };
}

const byVariant = (listings: StoreListing[], variantId: number) =>
  listings.find((listing) => listing.variantId === String(variantId));

describe('Shopify listings', () => {
  let fake: ShopifyFake;
  let connector: StoreConnector;
  const shop = 'listings-shop.myshopify.com';

  beforeAll(async () => {
    // A bucket two pages deep, refilled fast: the connector must pace itself, not be throttled.
    fake = await startShopifyFake({ ...SHOPIFY, bucketSize: 1000, restoreRate: 5000 });
    const config = loadConfig({
      SHOPIFY_API_KEY: SHOPIFY.apiKey,
      SHOPIFY_API_SECRET: SHOPIFY.apiSecret,
      SHOPIFY_SHOP_ORIGIN: fake.shopOrigin,
    }).stores;
    connector = connectorFor(5, config);
    fake.seedProducts(shop, 130);
    fake.addProducts(shop, [
      {
        id: 8_100_001,
        title: '定制 T 恤',
        imageUrl: null,
        variants: [
          { id: 7_900_001, title: '红 / M', sku: '' },
          { id: 7_900_002, title: '红 / L', sku: 'TEE-RED-L' },
        ],
      },
    ]);
  });
  afterAll(async () => {
    await fake?.close();
  });

  const access = (): StoreAccess => ({
    shopDomain: shop,
    credentials: { accessToken: fake.issueToken(shop) },
  });

  it('pages through every variant 100 at a time, counted on the first page, without throttling', async () => {
    const { listings, pages } = await allPages(connector, access());
    const variants = fake.products(shop).flatMap((product) => product.variants);
    expect(variants.length).toBeGreaterThan(250);
    expect(listings).toHaveLength(variants.length);
    expect(new Set(listings.map((l) => l.variantId)).size).toBe(variants.length);
    expect(pages.map((p) => p.size)).toEqual([100, 100, variants.length - 200]);
    expect(pages.map((p) => p.total)).toEqual([variants.length, null, null]);
    expect(fake.throttled).toBe(0);
  });

  it('keys variants by their numeric ids, as order lines carry them, and titles them with options', async () => {
    const { listings } = await allPages(connector, access());
    const [single, withOptions] = fake.products(shop);
    expect(single!.variants[0]!.title).toBe('Default Title');
    expect(byVariant(listings, single!.variants[0]!.id)).toEqual({
      productId: String(single!.id),
      variantId: String(single!.variants[0]!.id),
      sku: single!.variants[0]!.sku,
      title: single!.title,
      imageUrl: single!.imageUrl,
    });
    // The variant seed()'s order lines name as 7000001 / SHOP-SKU-1.
    expect(byVariant(listings, 7_000_001)).toEqual({
      productId: String(withOptions!.id),
      variantId: '7000001',
      sku: 'SHOP-SKU-1',
      title: `${withOptions!.title} - Black / S`,
      imageUrl: withOptions!.imageUrl,
    });
    expect(byVariant(listings, 7_900_001)).toEqual({
      productId: '8100001',
      variantId: '7900001',
      sku: '',
      title: '定制 T 恤 - 红 / M',
      imageUrl: '',
    });
    expect(byVariant(listings, 7_900_002)).toMatchObject({ sku: 'TEE-RED-L' });
  });

  it('refuses a revoked token as an authorisation the store must give again', async () => {
    const revoked = access();
    fake.revokeTokens(shop);
    await expect(connector.listProducts(revoked, null)).rejects.toBeInstanceOf(
      PlatformAuthRejected,
    );
  });
});

describe('WooCommerce listings', () => {
  let fake: WooFake;
  let connector: StoreConnector;
  let access: StoreAccess;

  beforeAll(async () => {
    // Now and then a 429 midway through a page's calls: waited out, the page still whole.
    fake = await startWooFake({ ...WOO, http429Every: 25 });
    connector = connectorFor(21, loadConfig({}).stores);
    access = {
      shopDomain: fake.url,
      credentials: { consumerKey: WOO.consumerKey, consumerSecret: WOO.consumerSecret },
    };
    fake.seedProducts(150);
    const picture = 'https://shop.example/wp-content/uploads/cap.jpg';
    fake.addProducts([
      {
        id: 9001,
        name: '棒球帽',
        type: 'variable',
        status: 'publish',
        sku: 'CAP',
        imageSrcs: [picture],
        // More than one page of variations, one of them disabled.
        variations: Array.from({ length: 120 }, (_, i) => ({
          id: 9100 + i,
          sku: i % 2 ? `CAP-${i}` : '',
          status: i === 5 ? 'private' : 'publish',
          imageSrc: null,
          attributes: [{ name: '颜色', option: `色 ${i}` }],
        })),
      },
      {
        id: 9002,
        name: 'Draft mug',
        type: 'simple',
        status: 'draft',
        sku: 'DRAFT',
        imageSrcs: [],
        variations: [],
      },
      {
        id: 9003,
        name: 'Gift set',
        type: 'grouped',
        status: 'publish',
        sku: '',
        imageSrcs: [],
        variations: [],
      },
    ]);
  });
  afterAll(async () => {
    await fake?.close();
  });

  it('lists simple products as themselves and variable ones by variation, page by page', async () => {
    const { listings, pages } = await allPages(connector, access);
    const published = fake.products.filter((p) => p.status === 'publish');
    expect(pages).toHaveLength(2);
    expect(pages.every((p) => p.total === published.length)).toBe(true);
    const expected = published.flatMap((product) =>
      product.type === 'grouped'
        ? []
        : product.variations.length
          ? product.variations.filter((v) => v.status === 'publish').map((v) => v.id)
          : [product.id],
    );
    const ascending = (a: number, b: number) => a - b;
    expect(listings.map((l) => Number(l.variantId)).sort(ascending)).toEqual(
      expected.sort(ascending),
    );
    expect(fake.throttled).toBeGreaterThan(0);

    const [mug, , hoodie] = fake.products;
    expect(byVariant(listings, mug!.id)).toEqual({
      productId: String(mug!.id),
      variantId: String(mug!.id),
      sku: mug!.sku,
      title: mug!.name,
      imageUrl: mug!.imageSrcs[0],
    });
    const [first, second, third] = hoodie!.variations;
    expect(byVariant(listings, first!.id)).toEqual({
      productId: String(hoodie!.id),
      variantId: String(first!.id),
      sku: first!.sku,
      title: `${hoodie!.name} - Black / S`,
      imageUrl: hoodie!.imageSrcs[0],
    });
    expect(byVariant(listings, second!.id)).toMatchObject({ sku: '' });
    expect(byVariant(listings, third!.id)).toMatchObject({
      title: `${hoodie!.name} - Grey / L`,
      imageUrl: third!.imageSrc,
    });
    expect(byVariant(listings, 9100)).toEqual({
      productId: '9001',
      variantId: '9100',
      sku: '',
      title: '棒球帽 - 色 0',
      imageUrl: 'https://shop.example/wp-content/uploads/cap.jpg',
    });
    // The last variation, on the second page of the product's variations.
    expect(byVariant(listings, 9219)).toMatchObject({ sku: 'CAP-119' });
    expect(byVariant(listings, 9105)).toBeUndefined();
  });

  it('refuses keys the store no longer accepts as an authorisation to give again', async () => {
    const revoked = { ...access, credentials: { ...access.credentials, consumerSecret: 'old' } };
    await expect(connector.listProducts(revoked, null)).rejects.toBeInstanceOf(
      PlatformAuthRejected,
    );
  });
});

describe('Etsy listings', () => {
  let etsy: EtsyFake;
  let withoutInventory: EtsyFake;

  const connectorOf = (fake: EtsyFake) =>
    connectorFor(
      7,
      loadConfig({
        ETSY_KEYSTRING: ETSY.keystring,
        ETSY_SHARED_SECRET: ETSY.sharedSecret,
        ETSY_API_URL: fake.url,
        ETSY_CONNECT_URL: fake.connectUrl,
      }).stores,
    );
  const accessOf = (fake: EtsyFake): StoreAccess => ({
    shopDomain: String(fake.shopId),
    credentials: { accessToken: fake.issueToken(), userId: String(fake.userId) },
  });
  const stock = (fake: EtsyFake) => {
    fake.seedListings(230);
    fake.addListings([
      {
        listing_id: 1_700_000_001,
        title: '手绘帆布袋',
        state: 'active',
        imageUrls: [],
        products: [
          {
            product_id: 13_000_001,
            sku: '',
            property_values: [{ property_name: '尺寸', values: ['大'] }],
          },
        ],
      },
      {
        listing_id: 1_700_000_002,
        title: 'Retired bag',
        state: 'inactive',
        imageUrls: [],
        products: [{ product_id: 13_000_002, sku: 'OLD', property_values: [] }],
      },
    ]);
  };

  beforeAll(async () => {
    etsy = await startEtsyFake(ETSY);
    withoutInventory = await startEtsyFake({ ...ETSY, inventoryOnShopListings: false });
    stock(etsy);
    stock(withoutInventory);
  });
  afterAll(async () => {
    await etsy?.close();
    await withoutInventory?.close();
  });

  it('lists every inventory product of the active listings, by offset, with the listing count', async () => {
    const { listings, pages } = await allPages(connectorOf(etsy), accessOf(etsy));
    const active = etsy.listings.filter((l) => l.state === 'active');
    expect(pages).toHaveLength(3);
    expect(pages.every((p) => p.total === active.length)).toBe(true);
    expect(listings).toHaveLength(active.flatMap((l) => l.products).length);
    expect(byVariant(listings, 13_000_002)).toBeUndefined();

    const [plain, , varied] = etsy.listings;
    expect(byVariant(listings, plain!.products[0]!.product_id)).toEqual({
      productId: String(plain!.listing_id),
      variantId: String(plain!.products[0]!.product_id),
      sku: plain!.products[0]!.sku,
      title: plain!.title,
      imageUrl: plain!.imageUrls[0]!.replace('fullxfull', '570xN'),
    });
    const [, noSku, blue] = varied!.products;
    expect(byVariant(listings, noSku!.product_id)).toMatchObject({
      sku: '',
      title: `${varied!.title} - Red / M`,
    });
    expect(byVariant(listings, blue!.product_id)).toMatchObject({
      sku: blue!.sku,
      title: `${varied!.title} - Blue / L`,
    });
    expect(byVariant(listings, 13_000_001)).toEqual({
      productId: '1700000001',
      variantId: '13000001',
      sku: '',
      title: '手绘帆布袋 - 大',
      imageUrl: '',
    });
  });

  it('fetches the inventories in one batch call when the listings come without them', async () => {
    const expected = await allPages(connectorOf(etsy), accessOf(etsy));
    const { listings } = await allPages(connectorOf(withoutInventory), accessOf(withoutInventory));
    expect(listings).toEqual(expected.listings);
    const batches = withoutInventory.log.filter(
      (entry) => entry.path === '/v3/application/listings/batch/inventory',
    );
    expect(batches.map((entry) => entry.status)).toEqual([200, 200, 200]);
  });

  it('refuses a revoked token as an authorisation the store must give again', async () => {
    const access = accessOf(etsy);
    etsy.revokeTokens();
    await expect(connectorOf(etsy).listProducts(access, null)).rejects.toBeInstanceOf(
      PlatformAuthRejected,
    );
  });
});
