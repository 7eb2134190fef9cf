import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CartItem,
  CartItemCheck,
  CartPriceBreakdown,
  CartSummary,
  LogisticsMethod,
  OrdinaryProductPrice,
} from '@podkit/sdk-core';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { goods } from '../src/modules/goods/schema.js';
import { groups } from '../src/modules/users/schema.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { defaultSiteId } from './support/accounts.js';
import { addAddress, demoGoods, demoShirt, freshReseller } from './cart-fixtures.js';

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

/** The entry level's price of a SKU, worked out here from the seeded purchase rule. */
async function entryLevelPriceCents(base: number, surcharge: number, productId: number) {
  const [entry] = await db
    .select()
    .from(groups)
    .where(eq(groups.siteId, siteId))
    .orderBy(groups.thresholdCents)
    .limit(1);
  const { rules } = await demoShirt(db, siteId);
  const rule = rules.find((r) => r.groupId === entry!.id && r.productId === productId);
  expect(rule?.mode).toBe('percent');
  return Math.trunc(((base + surcharge) * rule!.discountBasisPoints!) / 10_000);
}

describe(`cart on ${testDbKind}`, () => {
  it('prices a blank SKU by the purchase rule of the caller’s level and merges the same SKU', async () => {
    const { call } = await freshReseller(server.app, db, siteId, 'cart');
    const { shirt, colors, sizes } = await demoShirt(db, siteId);
    const size = sizes[sizes.length - 1]!;
    const sku = { basic_product_id: shirt.id, color_id: colors[0]!.id, size_id: size.id };
    const added = await call<CartItem>('POST', '/distribution/cartItem', { ...sku, quantity: 2 });
    expect(added.status_code).toBe(200);
    const unit = await entryLevelPriceCents(shirt.basePriceCents, size.surchargeCents, shirt.id);
    expect(unit).toBeLessThan(shirt.basePriceCents + size.surchargeCents);
    expect(added.data).toMatchObject({
      quantity: 2,
      unit_price: (unit / 100).toFixed(2),
      amount: ((unit * 2) / 100).toFixed(2),
      available: true,
      sku_text: `${colors[0]!.name} / ${size.name}`,
    });

    const merged = await call<CartItem>('POST', '/distribution/cartItem', { ...sku, quantity: 3 });
    expect(merged.data).toMatchObject({ id: added.data.id, quantity: 5 });
    const items = await call<CartItem[]>('GET', '/distribution/cartItem');
    expect(items.data).toHaveLength(1);

    const tooMany = await call('POST', '/distribution/cartItem', { ...sku, quantity: 9999 });
    expect(tooMany.status_code).toBe(422);
    expect(tooMany.msg).toContain('9999');
    expect((await call<CartItem[]>('GET', '/distribution/cartItem')).data[0]!.quantity).toBe(5);
  });

  it('updates, deletes and totals lines; adds many at once, all or nothing', async () => {
    const { call } = await freshReseller(server.app, db, siteId, 'cart');
    const { shirt, colors, sizes } = await demoShirt(db, siteId);
    const { withSkus, skus, plain } = await demoGoods(db, siteId);
    const many = await call<CartItem[]>('POST', '/distribution/cartItem/addCartItems', {
      items: [
        { basic_product_id: shirt.id, color_id: colors[0]!.id, size_id: sizes[0]!.id, quantity: 1 },
        { goods_id: withSkus.id, goods_sku_id: skus[0]!.id, quantity: 2 },
        { goods_id: plain.id, quantity: 3 },
      ],
    });
    expect(many.status_code).toBe(200);
    expect(many.data.map((item) => item.item_type)).toEqual(['blank', 'goods', 'goods']);
    const [blankLine, skuLine, plainLine] = many.data;
    expect(skuLine!.unit_price).toBe((skus[0]!.priceCents / 100).toFixed(2));

    // One bad line (a good that needs its SKU) and nothing is added.
    const refused = await call('POST', '/distribution/cartItem/addCartItems', {
      items: [
        { goods_id: plain.id, quantity: 1 },
        { goods_id: withSkus.id, quantity: 1 },
      ],
    });
    expect(refused.status_code).toBe(422);
    expect(refused.msg).toContain('第 2 个商品');
    expect((await call<CartItem[]>('GET', '/distribution/cartItem')).data[2]!.quantity).toBe(3);

    await call('PUT', `/distribution/cartItem/${blankLine!.id}`, { quantity: 4 });
    await call('POST', '/distribution/cartItem/multiUpdateCartInfo', {
      items: [
        { id: skuLine!.id, quantity: 1 },
        { id: plainLine!.id, quantity: 2 },
      ],
    });
    const zero = await call('PUT', `/distribution/cartItem/${blankLine!.id}`, { quantity: 0 });
    expect(zero.status_code).toBe(422);
    expect(zero.msg).toContain('数量');

    const items = (await call<CartItem[]>('GET', '/distribution/cartItem')).data;
    const cents = (yuan: string) => Math.round(Number(yuan) * 100);
    const expectedCents =
      cents(blankLine!.unit_price) * 4 + skus[0]!.priceCents + plain.priceCents * 2;
    const summary = await call<CartSummary>('GET', '/distribution/cart');
    expect(summary.data).toEqual({
      total_item_num: 7,
      total_amount: (expectedCents / 100).toFixed(2),
    });
    expect(items.reduce((sum, item) => sum + cents(item.amount), 0)).toBe(expectedCents);

    expect((await call('DELETE', `/distribution/cartItem/${plainLine!.id}`)).status_code).toBe(200);
    expect((await call<CartSummary>('GET', '/distribution/cart')).data.total_item_num).toBe(5);
  });

  it('charges shipping by weight: the first 500 g, then each started 500 g', async () => {
    const { call } = await freshReseller(server.app, db, siteId, 'cart');
    const address = await addAddress(call);
    const { shirt, colors, sizes } = await demoShirt(db, siteId);
    const line = await call<CartItem>('POST', '/distribution/cartItem', {
      basic_product_id: shirt.id,
      color_id: colors[0]!.id,
      size_id: sizes[0]!.id,
      quantity: 1,
    });
    const query = `address_id=${address.id}&item_ids=${line.data.id}`;
    const light = await call<LogisticsMethod[]>('GET', `/distribution/cartItem/logistics?${query}`);
    expect(light.data).toHaveLength(3);
    const standard = light.data.find((m) => m.name === '标准快递')!;
    expect(standard).toMatchObject({ weight_grams: shirt.weightGrams, fee: '15.00' });
    expect(standard.delivery_time).toContain('工作日');

    // Enough shirts to pass 1000 g: two further steps.
    const quantity = Math.floor(1000 / shirt.weightGrams) + 1;
    await call('PUT', `/distribution/cartItem/${line.data.id}`, { quantity });
    const heavy = await call<LogisticsMethod[]>('GET', `/distribution/cartItem/logistics?${query}`);
    const weight = shirt.weightGrams * quantity;
    const steps = Math.ceil((weight - 500) / 500);
    expect(heavy.data.find((m) => m.id === standard.id)).toMatchObject({
      weight_grams: weight,
      fee: ((1500 + steps * 500) / 100).toFixed(2),
    });

    const price = await call<CartPriceBreakdown>(
      'GET',
      `/distribution/cartItem/showPrice?item_ids=${line.data.id}&logistics_id=${standard.id}`,
    );
    const goodsCents = Math.round(Number(price.data.goods_amount) * 100);
    expect(price.data).toMatchObject({
      shipping_fee: ((1500 + steps * 500) / 100).toFixed(2),
      discount: '0.00',
      total: ((goodsCents + 1500 + steps * 500) / 100).toFixed(2),
      item_num: quantity,
    });
  });

  it('checks lines again: price changes, goods taken off sale and stock, each with a reason', async () => {
    const { call } = await freshReseller(server.app, db, siteId, 'cart');
    const { plain } = await demoGoods(db, siteId);
    const line = await call<CartItem>('POST', '/distribution/cartItem', {
      goods_id: plain.id,
      quantity: 2,
    });
    const check = async () =>
      (
        await call<CartItemCheck[]>('POST', '/distribution/cartItem/checkCartItems', {
          item_ids: [line.data.id],
        })
      ).data[0]!;
    expect(await check()).toMatchObject({ status: 'ok', reason: '' });
    try {
      await db
        .update(goods)
        .set({ priceCents: plain.priceCents + 100 })
        .where(eq(goods.id, plain.id));
      expect(await check()).toMatchObject({ status: 'price_changed' });
      expect((await check()).reason).toContain('价格已变动');
      await db.update(goods).set({ stock: 1 }).where(eq(goods.id, plain.id));
      expect(await check()).toMatchObject({
        status: 'out_of_stock',
        reason: '库存不足，仅剩 1 件',
      });
      await db.update(goods).set({ isPublished: 0 }).where(eq(goods.id, plain.id));
      expect(await check()).toMatchObject({ status: 'unavailable', reason: '商品已下架' });
      const list = await call<CartItem[]>('GET', '/distribution/cartItem');
      expect(list.data[0]).toMatchObject({ available: false, reason: '商品已下架' });
      expect((await call<CartSummary>('GET', '/distribution/cart')).data.total_amount).toBe('0.00');
    } finally {
      await db
        .update(goods)
        .set({ priceCents: plain.priceCents, stock: plain.stock, isPublished: 1 })
        .where(eq(goods.id, plain.id));
    }
  });

  it('answers general goods prices by id', async () => {
    const { call } = await freshReseller(server.app, db, siteId, 'cart');
    const { withSkus, skus, plain } = await demoGoods(db, siteId);
    const prices = await call<OrdinaryProductPrice[]>(
      'GET',
      `/distribution/cartItem/ordinaryProductPrice?ids=${withSkus.id},${plain.id},999999`,
    );
    expect(prices.data.map((p) => p.id).sort()).toEqual([withSkus.id, plain.id].sort());
    const entry = prices.data.find((p) => p.id === withSkus.id)!;
    expect(entry.skus.map((s) => s.price)).toEqual(
      skus.map((s) => (s.priceCents / 100).toFixed(2)),
    );
  });

  it("answers another reseller's cart lines as not found", async () => {
    const owner = await freshReseller(server.app, db, siteId, 'cart');
    const other = await freshReseller(server.app, db, siteId, 'cart');
    const { plain } = await demoGoods(db, siteId);
    const line = await owner.call<CartItem>('POST', '/distribution/cartItem', {
      goods_id: plain.id,
      quantity: 1,
    });
    const id = line.data.id;
    expect(
      (await other.call('PUT', `/distribution/cartItem/${id}`, { quantity: 3 })).status_code,
    ).toBe(404);
    expect((await other.call('DELETE', `/distribution/cartItem/${id}`)).status_code).toBe(404);
    const check = await other.call('POST', '/distribution/cartItem/checkCartItems', {
      item_ids: [id],
    });
    expect(check.status_code).toBe(404);
    const price = await other.call('GET', `/distribution/cartItem/showPrice?item_ids=${id}`);
    expect(price.status_code).toBe(404);
    expect((await other.call<CartItem[]>('GET', '/distribution/cartItem')).data).toEqual([]);
    expect((await owner.call<CartItem[]>('GET', '/distribution/cartItem')).data[0]!.quantity).toBe(
      1,
    );
  });
});
