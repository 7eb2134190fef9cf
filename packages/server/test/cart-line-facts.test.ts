/**
 * The cart reads its lines together with their goods, SKUs and designed products in one statement;
 * every other caller of priceSkus reads them on its own. Both must price each kind of line alike.
 */
import type { CartItem } from '@podkit/sdk-core';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.js';
import { priceSkus } from '../src/modules/cart/cart-pricing.js';
import { loadCartLines } from '../src/modules/cart/cart-service.js';
import { cartItems } from '../src/modules/cart/schema.js';
import { blankViews } from '../src/modules/catalog/schema.js';
import { productMockups } from '../src/modules/products/schema.js';
import { demoGoods, demoShirt, freshReseller } from './cart-fixtures.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { defaultSiteId } from './support/accounts.js';
import { insertDesignedProduct } from './support/designed-rows.js';
import { statementsOf } from './support/statements-sent.js';

let server: TestServer;
let db: Db;
let siteId: number;

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
  siteId = await defaultSiteId(db);
});
afterAll(async () => {
  await server?.close();
});

/** A ready designed product of `userId` on the demo shirt, offered in colour 0 × sizes 0 and 1. */
async function designedShirt(userId: number, name: string) {
  const { shirt, colors, sizes } = await demoShirt(db, siteId);
  return insertDesignedProduct(db, {
    siteId,
    userId,
    name,
    basicProductId: shirt.id,
    status: 'ready',
    skus: sizes.slice(0, 2).map((size) => ({ colorId: colors[0]!.id, sizeId: size.id })),
  });
}

describe(`cart lines priced from one statement on ${testDbKind}`, () => {
  it('prices every kind of line as priceSkus does on its own, and reads the cart in one statement', async () => {
    const reseller = await freshReseller(server.app, db, siteId, 'facts');
    const stranger = await freshReseller(server.app, db, siteId, 'facts_other');
    const { shirt, colors, sizes } = await demoShirt(db, siteId);
    const { withSkus, skus, plain } = await demoGoods(db, siteId);
    const views = await db
      .select()
      .from(blankViews)
      .where(eq(blankViews.productId, shirt.id))
      .orderBy(asc(blankViews.sort), asc(blankViews.id));
    expect(views.length).toBeGreaterThanOrEqual(2);
    const mine = await designedShirt(reseller.user.id, '事实猫咪T恤');
    const theirs = await designedShirt(stranger.user.id, '别人的T恤');
    // The first view's mockup is rendering again (its file is an earlier render's): the line shows
    // the next view's, which is ready.
    await db.insert(productMockups).values([
      {
        productId: mine.id,
        viewId: views[0]!.id,
        colorId: colors[0]!.id,
        fileKey: `facts/p${mine.id}-earlier-render.png`,
        status: 'pending',
      },
      {
        productId: mine.id,
        viewId: views[1]!.id,
        colorId: colors[0]!.id,
        fileKey: `facts/p${mine.id}-second-view.png`,
        status: 'ready',
      },
    ]);

    const blank = { itemType: 'blank' as const, goodsId: null, goodsSkuId: null };
    const good = {
      itemType: 'goods' as const,
      basicProductId: null,
      colorId: null,
      sizeId: null,
      designedProductId: null,
    };
    const lines = [
      {
        ...blank,
        basicProductId: shirt.id,
        colorId: colors[0]!.id,
        sizeId: sizes[0]!.id,
        designedProductId: null,
      },
      {
        ...blank,
        basicProductId: shirt.id,
        colorId: colors[0]!.id,
        sizeId: sizes[0]!.id,
        designedProductId: mine.id,
      },
      {
        ...blank,
        basicProductId: shirt.id,
        colorId: colors[0]!.id,
        sizeId: sizes[2]!.id,
        designedProductId: mine.id,
      },
      {
        ...blank,
        basicProductId: shirt.id,
        colorId: colors[0]!.id,
        sizeId: sizes[0]!.id,
        designedProductId: theirs.id,
      },
      { ...good, goodsId: withSkus.id, goodsSkuId: skus[0]!.id },
      { ...good, goodsId: withSkus.id, goodsSkuId: null },
      { ...good, goodsId: plain.id, goodsSkuId: skus[0]!.id },
      { ...good, goodsId: 2_000_000_000, goodsSkuId: null },
    ];
    await db.insert(cartItems).values(
      lines.map((line, i) => ({
        ...line,
        siteId,
        userId: reseller.user.id,
        skuKey: `facts:${i}`,
        quantity: 1,
        addedUnitPriceCents: 0,
      })),
    );

    const answer = await reseller.call<CartItem[]>('GET', '/distribution/cartItem');
    expect(answer.status_code, answer.msg).toBe(200);
    expect(answer.data.map((item) => [item.name, item.available, item.reason])).toEqual([
      [shirt.name, true, ''],
      ['事实猫咪T恤', true, ''],
      ['事实猫咪T恤', false, '该设计产品没有此颜色尺码'],
      [shirt.name, false, '设计产品不存在'],
      [withSkus.name, true, ''],
      [withSkus.name, false, '请选择有效的商品规格'],
      [plain.name, false, '该规格已不存在'],
      ['', false, '商品不存在'],
    ]);
    expect(answer.data[1]!.image_url).toContain(`facts/p${mine.id}-second-view.png`);
    expect(answer.data[2]!.image_url).toBe(answer.data[1]!.image_url);
    expect(answer.data[3]!.image_url).toBe(answer.data[0]!.image_url);
    expect(answer.data[4]!.sku_text).toBe(
      skus[0]!.specValues.map((v) => `${v.name}:${v.value}`).join(' / '),
    );
    expect(answer.data[4]!.unit_price).toBe((skus[0]!.priceCents / 100).toFixed(2));

    const read = await loadCartLines(db, reseller.user);
    const alone = await priceSkus(
      db,
      reseller.user,
      read.map(({ row }) => ({ ...lines[Number(row.skuKey.split(':')[1])]!, quantity: 1 })),
    );
    expect(read.map((line) => line.priced)).toEqual(alone);

    // Warm (site, session, catalogue in memory): the lines, goods and products are one statement.
    const sent = await statementsOf(db, () => reseller.call('GET', '/distribution/cartItem'));
    expect(sent.filter((text) => !text.includes('"cache_versions"'))).toEqual([
      expect.stringMatching(/^select .* from "cart_items" left join "goods"/),
    ]);
  });
});
