import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OrderDetail, Paginator, ProductSku, ThirdProduct } from '@podkit/sdk-core';
import { orders } from '../src/modules/orders/index.js';
import type { StoreOrder } from '../src/modules/stores/connectors/connector.js';
import { importContext, importStoreOrders } from '../src/modules/stores/order-import.js';
import { skuMappings, storeProducts } from '../src/modules/stores/schema.js';
import { freshReseller } from './cart-fixtures.js';
import { testDbKind } from './harness.js';
import { saveShirtDesign, shirtTestbed } from './support/designs.js';
import { authorisedStore, storeOrder } from './support/store-orders.js';

const bed = shirtTestbed();
type Reseller = Awaited<ReturnType<typeof freshReseller>>;

const storeOf = (reseller: Reseller, name: string) =>
  authorisedStore(bed.db, bed.siteId, reseller.user.id, name);

async function imported(store: Awaited<ReturnType<typeof storeOf>>, order: StoreOrder) {
  const context = await importContext(bed.db, store);
  await bed.db.transaction((tx) => importStoreOrders(tx, store, context, [order]));
  const [row] = await bed.db
    .select()
    .from(orders)
    .where(eq(orders.platformOrderId, order.platformOrderId));
  return row!;
}

async function thirdProducts(reseller: Reseller, query = '') {
  const list = await reseller.call<Paginator<ThirdProduct>>(
    'GET',
    `/distribution/thirdProduct?${query}`,
  );
  expect(list.status_code, list.msg).toBe(200);
  return list.data;
}

async function skusOf(reseller: Reseller, productId: number) {
  const list = await reseller.call<Paginator<ProductSku>>(
    'GET',
    `/distribution/productSku?product_id=${productId}`,
  );
  return list.data.data;
}

describe(`第三方商品 on ${testDbKind}`, () => {
  it('lists the store SKUs its orders named, once each, unmapped, for their owner only', async () => {
    const owner = await freshReseller(bed.server.app, bed.db, bed.siteId, 'third');
    const other = await freshReseller(bed.server.app, bed.db, bed.siteId, 'thirdother');
    const store = await storeOf(owner, 'ShopA');
    await imported(
      store,
      storeOrder([
        { sku: 'TEE-RED-M', variantId: '111', title: 'Tee - Red / M' },
        { sku: '', variantId: '222', title: 'Mug 11oz' },
      ]),
    );
    await imported(
      store,
      storeOrder([{ sku: 'TEE-RED-M', variantId: '111', title: 'Tee - Red / M' }]),
    );

    const all = await thirdProducts(owner);
    expect(all.total).toBe(2);
    expect(all.data.map((p) => [p.sku, p.variant_id, p.title, p.source, p.mapping])).toEqual([
      ['', '222', 'Mug 11oz', 'order', null],
      ['TEE-RED-M', '111', 'Tee - Red / M', 'order', null],
    ]);
    expect(all.data[0]).toMatchObject({ store_id: store.id, store_name: 'ShopA', platform: 5 });
    expect((await thirdProducts(owner, 'keyword=tee-red')).total).toBe(1);
    expect((await thirdProducts(owner, 'keyword=mug')).data[0]!.variant_id).toBe('222');
    expect((await thirdProducts(owner, 'state=mapped')).total).toBe(0);
    expect((await thirdProducts(other)).total).toBe(0);
    const bad = await owner.call('GET', '/distribution/thirdProduct?state=maybe');
    expect(bad.status_code).toBe(422);
  });

  it('maps in bulk: unpaid orders follow at once and the next order maps by itself', async () => {
    const owner = await freshReseller(bed.server.app, bed.db, bed.siteId, 'thirdbind');
    const store = await storeOf(owner, 'ShopB');
    const design = await saveShirtDesign(owner.call, bed.shirt, '关联 T 恤', 2, 1);
    const [red, blue] = await skusOf(owner, design.id);
    const waiting = await imported(
      store,
      storeOrder([
        { sku: 'B-RED', variantId: '1', title: 'Tee Red' },
        { sku: '', variantId: '2', title: 'Tee Blue' },
      ]),
    );
    expect(waiting.mappingState).toBe('unmapped');
    const rows = (await thirdProducts(owner)).data;
    const byTitle = new Map(rows.map((row) => [row.title, row.id]));

    const bound = await owner.call<{ bound: number; orders_updated: number }>(
      'POST',
      '/distribution/thirdProduct/bind',
      {
        items: [
          { id: byTitle.get('Tee Red'), designed_product_sku_id: red!.id },
          { id: byTitle.get('Tee Blue'), designed_product_sku_id: blue!.id },
        ],
      },
    );
    expect(bound.status_code, bound.msg).toBe(200);
    expect(bound.data).toEqual({ bound: 2, orders_updated: 1 });
    expect(bound.msg).toBe('已关联 2 个商品，更新了 1 个待付款订单');
    const order = await owner.call<OrderDetail>('GET', `/distribution/order/${waiting.id}`);
    expect(order.data.mapping_state).toBe('mapped');
    expect(order.data.items.map((item) => item.sku_text).sort()).toEqual(
      [red!.color_name, blue!.color_name].map((c) => expect.stringContaining(c)).sort() as never,
    );

    const mapped = await thirdProducts(owner, 'state=mapped');
    expect(mapped.data.map((row) => row.mapping?.sku).sort()).toEqual([red!.sku, blue!.sku].sort());
    expect(mapped.data.find((row) => row.title === 'Tee Red')!.mapping!.text).toBe(
      `关联 T 恤（${red!.color_name} / ${red!.size_name}）`,
    );

    const next = await imported(
      store,
      storeOrder([{ sku: '', variantId: '2', title: 'Tee Blue' }]),
    );
    expect(next.mappingState).toBe('mapped');

    const unbound = await owner.call('POST', '/distribution/thirdProduct/unbind', {
      ids: [byTitle.get('Tee Blue')],
    });
    expect(unbound).toMatchObject({ status_code: 200, data: { unbound: 1 } });
    const after = await imported(
      store,
      storeOrder([{ sku: '', variantId: '2', title: 'Tee Blue' }]),
    );
    expect(after.mappingState).toBe('unmapped');
  });

  it('refuses another reseller’s products and SKUs, and changes nothing', async () => {
    const owner = await freshReseller(bed.server.app, bed.db, bed.siteId, 'thirdguard');
    const other = await freshReseller(bed.server.app, bed.db, bed.siteId, 'thirdguard2');
    const store = await storeOf(owner, 'ShopC');
    await imported(store, storeOrder([{ sku: 'C-1', variantId: '9', title: 'Cap' }]));
    const [row] = (await thirdProducts(owner)).data;
    const mine = await saveShirtDesign(owner.call, bed.shirt, '我的', 1, 1);
    const theirs = await saveShirtDesign(other.call, bed.shirt, '别人的', 1, 1);
    const [mySku] = await skusOf(owner, mine.id);
    const [theirSku] = await skusOf(other, theirs.id);

    const foreignRow = await other.call('POST', '/distribution/thirdProduct/bind', {
      items: [{ id: row!.id, designed_product_sku_id: theirSku!.id }],
    });
    expect(foreignRow).toMatchObject({ status_code: 404, msg: '第三方商品不存在' });
    const foreignSku = await owner.call('POST', '/distribution/thirdProduct/bind', {
      items: [{ id: row!.id, designed_product_sku_id: theirSku!.id }],
    });
    expect(foreignSku).toMatchObject({ status_code: 404, msg: '商品 SKU不存在' });
    const partly = await owner.call('POST', '/distribution/thirdProduct/bind', {
      items: [
        { id: row!.id, designed_product_sku_id: mySku!.id },
        { id: 99999999, designed_product_sku_id: mySku!.id },
      ],
    });
    expect(partly.status_code).toBe(404);
    const empty = await owner.call('POST', '/distribution/thirdProduct/bind', { items: [] });
    expect(empty.status_code).toBe(422);
    expect(
      await bed.db.select().from(skuMappings).where(eq(skuMappings.storeId, store.id)),
    ).toEqual([]);

    const foreignDelete = await other.call('POST', '/distribution/thirdProduct/delete', {
      ids: [row!.id],
    });
    expect(foreignDelete.status_code).toBe(404);
    const removed = await owner.call('POST', '/distribution/thirdProduct/delete', {
      ids: [row!.id],
    });
    expect(removed).toMatchObject({ status_code: 200, data: { removed: 1 } });
    expect(
      await bed.db.select().from(storeProducts).where(eq(storeProducts.storeId, store.id)),
    ).toEqual([]);
  });

  it('refuses to read products when no store is authorised', async () => {
    const owner = await freshReseller(bed.server.app, bed.db, bed.siteId, 'thirdnone');
    const asked = await owner.call('POST', '/distribution/thirdProduct/import', {});
    expect(asked).toMatchObject({
      status_code: 422,
      msg: '还没有已授权的店铺，请先在店铺管理中授权店铺',
    });
  });
});
