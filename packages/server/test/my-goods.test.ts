import type {
  CartItem,
  LogisticsMethod,
  MyOrderedGoods,
  OrderDetail,
  OrdinaryProduct,
  OrdinaryProductForm,
  Paginator,
} from '@podkit/sdk-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.js';
import { addAddress, demoGoods, freshReseller } from './cart-fixtures.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { defaultSiteId } from './support/accounts.js';

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

describe(`a reseller's own general goods (generalAdmin) on ${testDbKind}`, () => {
  it('favourites a good once however often, shows it in the library, and takes it out again', async () => {
    const me = await freshReseller(server.app, db, siteId, 'fav');
    const other = await freshReseller(server.app, db, siteId, 'fav_other');
    const { plain, withSkus } = await demoGoods(db, siteId);

    for (let i = 0; i < 3; i++) {
      const added = await me.call('PUT', `/distribution/ordinaryProduct/${plain.id}/favourite`);
      expect(added).toMatchObject({ status_code: 200, msg: '已收藏', data: { favourite: true } });
    }
    await me.call('PUT', `/distribution/ordinaryProduct/${withSkus.id}/favourite`);
    const mine = await me.call<Paginator<OrdinaryProduct>>(
      'GET',
      '/distribution/ordinaryProduct/favourite',
    );
    expect(mine.data.data.map((g) => g.id)).toEqual([withSkus.id, plain.id]);
    expect(mine.data.data.every((g) => g.is_favourite === 1)).toBe(true);

    const detail = await me.call<OrdinaryProduct>(
      'GET',
      `/distribution/ordinaryProduct/${plain.id}`,
    );
    expect(detail.data.is_favourite).toBe(1);
    const theirs = await other.call<OrdinaryProduct>(
      'GET',
      `/distribution/ordinaryProduct/${plain.id}`,
    );
    expect(theirs.data.is_favourite).toBe(0);
    const theirList = await other.call<Paginator<OrdinaryProduct>>(
      'GET',
      '/distribution/ordinaryProduct/favourite',
    );
    expect(theirList.data.total).toBe(0);

    const removed = await me.call('DELETE', `/distribution/ordinaryProduct/${plain.id}/favourite`);
    expect(removed).toMatchObject({ status_code: 200, data: { favourite: false } });
    const after = await me.call<Paginator<OrdinaryProduct>>(
      'GET',
      '/distribution/ordinaryProduct/favourite',
    );
    expect(after.data.data.map((g) => g.id)).toEqual([withSkus.id]);
  });

  it('refuses an unknown good and a malformed id with a clear message, changing nothing', async () => {
    const me = await freshReseller(server.app, db, siteId, 'fav_bad');
    const unknown = await me.call('PUT', '/distribution/ordinaryProduct/99999999/favourite');
    expect(unknown).toMatchObject({ status_code: 404 });
    expect(unknown.msg).toContain('商品');
    const malformed = await me.call('PUT', '/distribution/ordinaryProduct/abc/favourite');
    expect(malformed.status_code).toBe(422);
    expect(malformed.msg).toContain('商品 id');
    const list = await me.call<Paginator<OrdinaryProduct>>(
      'GET',
      '/distribution/ordinaryProduct/favourite',
    );
    expect(list.data.total).toBe(0);
  });

  it('lists the goods of paid orders with quantities, and the reseller’s own sourcing requests', async () => {
    const me = await freshReseller(server.app, db, siteId, 'bought', 1_000_000);
    const other = await freshReseller(server.app, db, siteId, 'bought_other');
    const { plain } = await demoGoods(db, siteId);
    const address = await addAddress(me.call);
    const buy = async (quantity: number, pay: boolean) => {
      const [line] = (
        await me.call<CartItem[]>('POST', '/distribution/cartItem/addCartItems', {
          items: [{ goods_id: plain.id, quantity }],
        })
      ).data;
      const [method] = (
        await me.call<LogisticsMethod[]>(
          'GET',
          `/distribution/cartItem/logistics?address_id=${address.id}&item_ids=${line!.id}`,
        )
      ).data;
      const order = await me.call<OrderDetail>('POST', '/distribution/cartItem/createOrder', {
        item_ids: [line!.id],
        address_id: address.id,
        logistics_id: method!.id,
        idempotency_key: `bought-${Date.now()}-${quantity}`,
      });
      expect(order.status_code, order.msg).toBe(200);
      if (pay) {
        const paid = await me.call('POST', '/distribution/order/pay', {
          order_ids: [order.data.id],
          idempotency_key: `pay-${order.data.id}-${Date.now()}`,
        });
        expect(paid.status_code, paid.msg).toBe(200);
      }
    };
    await buy(2, true);
    await buy(3, true);
    await buy(7, false);
    const ordered = await me.call<Paginator<MyOrderedGoods>>(
      'GET',
      '/distribution/ordinaryProduct/ordered',
    );
    expect(ordered.data.total).toBe(1);
    expect(ordered.data.data[0]).toMatchObject({ quantity: 5, order_count: 2 });
    expect(ordered.data.data[0]!.goods.id).toBe(plain.id);
    expect(
      (await other.call<Paginator<MyOrderedGoods>>('GET', '/distribution/ordinaryProduct/ordered'))
        .data.total,
    ).toBe(0);

    const sent = await me.call<OrdinaryProductForm>('POST', '/distribution/ordinaryProductForm', {
      name: '硅胶手机支架',
      description: '可折叠',
      expected_quantity: 300,
      contact: '13800000000',
    });
    expect(sent.status_code, sent.msg).toBe(200);
    const requests = await me.call<Paginator<OrdinaryProductForm>>(
      'GET',
      '/distribution/ordinaryProductForm',
    );
    expect(requests.data.data.map((r) => r.name)).toEqual(['硅胶手机支架']);
    expect(
      (await other.call<Paginator<OrdinaryProductForm>>('GET', '/distribution/ordinaryProductForm'))
        .data.total,
    ).toBe(0);
  });
});
