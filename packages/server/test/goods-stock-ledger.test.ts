import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CartItem,
  GoodsStockMovement,
  LogisticsMethod,
  OrderDetail,
  OrderPayResult,
  OrdinaryProduct,
  Paginator,
  StockInbound,
} from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import { takeGoodsStock } from '../src/modules/goods/index.js';
import { goods, goodsSkus, goodsStockLedger } from '../src/modules/goods/schema.js';
import type { clientFor } from './cart-fixtures.js';
import { addAddress, freshReseller, signedInOperator } from './cart-fixtures.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { defaultSiteId } from './support/accounts.js';

let server: TestServer;
let db: Db;
let siteId: number;
let operator: ReturnType<typeof clientFor>;
let keyCounter = 0;
const newKey = () => `gsl-${Date.now()}-${(keyCounter += 1)}`;

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
  siteId = await defaultSiteId(db);
  operator = await signedInOperator(server.app, db, siteId, 'gsl_operator');
});
afterAll(async () => {
  await server?.close();
});

type Reseller = Awaited<ReturnType<typeof freshReseller>>;
const reseller = (prefix: string) => freshReseller(server.app, db, siteId, prefix, 1_000_000);

const createGood = async (body: Record<string, unknown>) => {
  const answer = await operator<OrdinaryProduct>('POST', '/admin/goods/product', {
    images: [],
    price: '19.90',
    is_published: 1,
    ...body,
  });
  expect(answer.status_code, answer.msg).toBe(200);
  return answer.data;
};
const adjust = (goodsId: number, body: Record<string, unknown>) =>
  operator<GoodsStockMovement>('POST', `/admin/goods/product/${goodsId}/stock`, {
    idempotency_key: newKey(),
    ...body,
  });
const movements = async (goodsId: number, skuId?: number) =>
  (
    await operator<Paginator<GoodsStockMovement>>(
      'GET',
      `/admin/goods/product/${goodsId}/stock${skuId ? `?sku_id=${skuId}` : ''}`,
    )
  ).data;
const goodStock = async (id: number) =>
  (await db.select({ stock: goods.stock }).from(goods).where(eq(goods.id, id)))[0]!.stock;

/** Every good's and SKU's stock of the site equals the sum of its ledger rows, none below zero. */
async function expectLedgerAddsUp() {
  const plain = await db
    .select({
      stock: goods.stock,
      sum: sql<number>`coalesce((select sum(l.delta) from goods_stock_ledger l where l.goods_id = goods.id and l.goods_sku_id is null), 0)::int`,
    })
    .from(goods)
    .where(eq(goods.siteId, siteId));
  const skus = await db
    .select({
      stock: goodsSkus.stock,
      sum: sql<number>`coalesce((select sum(l.delta) from goods_stock_ledger l where l.goods_sku_id = goods_skus.id), 0)::int`,
    })
    .from(goodsSkus)
    .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
    .where(eq(goods.siteId, siteId));
  expect(plain.length + skus.length).toBeGreaterThan(0);
  for (const row of [...plain, ...skus]) {
    expect(row.stock).toBe(row.sum);
    expect(row.stock).toBeGreaterThanOrEqual(0);
  }
}

/** One reseller orders `quantity` of a good (or a SKU of it) from a fresh cart line. */
async function orderGood(buyer: Reseller, goodsId: number, quantity: number, skuId?: number) {
  const address = await addAddress(buyer.call);
  const line = await buyer.call<CartItem>('POST', '/distribution/cartItem', {
    goods_id: goodsId,
    ...(skuId ? { goods_sku_id: skuId } : {}),
    quantity,
  });
  // The cart already refuses what the stock does not cover.
  if (line.status_code !== 200) return { ...line, data: null as unknown as OrderDetail };
  const methods = await buyer.call<LogisticsMethod[]>(
    'GET',
    `/distribution/cartItem/logistics?address_id=${address.id}&item_ids=${line.data.id}`,
  );
  return buyer.call<OrderDetail>('POST', '/distribution/cartItem/createOrder', {
    item_ids: [line.data.id],
    address_id: address.id,
    logistics_id: methods.data[0]!.id,
    idempotency_key: newKey(),
  });
}

describe(`general goods stock ledger on ${testDbKind}`, () => {
  it('opens a new good and its SKUs with ledger rows and refuses overwriting stock', async () => {
    const good = await createGood({
      name: '账本帆布袋',
      stock: 5,
      skus: [{ spec_values: [{ name: '颜色', value: '米白' }], price: '29.00', stock: 3 }],
    });
    const sku = good.skus[0]!;
    expect(sku.stock).toBe(3);
    expect((await movements(good.id)).data).toMatchObject([
      {
        kind: 'initial',
        kind_label: '期初库存',
        delta: 5,
        quantity_after: 5,
        actor_name: 'gsl_operator',
      },
    ]);
    expect((await movements(good.id, sku.id)).data).toMatchObject([
      { kind: 'initial', delta: 3, quantity_after: 3, goods_sku_id: sku.id },
    ]);

    // Saving the form with the stock as it is works; another number is refused, nothing changes.
    const same = await operator('PUT', `/admin/goods/product/${good.id}`, {
      name: '账本帆布袋（新）',
      stock: 5,
      skus: [{ id: sku.id, spec_values: [{ name: '颜色', value: '米白' }], price: '29.00' }],
    });
    expect(same.status_code, same.msg).toBe(200);
    const overwrite = await operator('PUT', `/admin/goods/product/${good.id}`, { stock: 50 });
    expect(overwrite.status_code).toBe(422);
    expect(overwrite.msg).toContain('调整库存');
    const skuOverwrite = await operator('PUT', `/admin/goods/product/${good.id}`, {
      skus: [
        { id: sku.id, spec_values: [{ name: '颜色', value: '米白' }], price: '29.00', stock: 9 },
      ],
    });
    expect(skuOverwrite.status_code).toBe(422);
    expect(skuOverwrite.msg).toContain('SKU 库存');
    expect(await goodStock(good.id)).toBe(5);

    // A SKU added later opens with its own row.
    const added = await operator<OrdinaryProduct>('PUT', `/admin/goods/product/${good.id}`, {
      skus: [
        { id: sku.id, spec_values: [{ name: '颜色', value: '米白' }], price: '29.00' },
        { spec_values: [{ name: '颜色', value: '墨绿' }], price: '29.00', stock: 7 },
      ],
    });
    const green = added.data.skus.find((s) => s.spec_values[0]!.value === '墨绿')!;
    expect(green.stock).toBe(7);
    expect((await movements(good.id, green.id)).data).toMatchObject([
      { kind: 'initial', delta: 7 },
    ]);
    await expectLedgerAddsUp();
  });

  it('adjusts with a reason as one row, once per key, never below zero', async () => {
    const good = await createGood({ name: '调整马克杯', stock: 2 });
    const key = newKey();
    const first = await adjust(good.id, { delta: 8, reason: '到货补充', idempotency_key: key });
    expect(first.status_code, first.msg).toBe(200);
    expect(first.msg).toBe('库存已调整');
    expect(first.data).toMatchObject({ kind: 'adjustment', delta: 8, quantity_after: 10 });
    const again = await adjust(good.id, { delta: 8, reason: '到货补充', idempotency_key: key });
    expect(again.data.id).toBe(first.data.id);
    expect(await goodStock(good.id)).toBe(10);

    const short = await adjust(good.id, { delta: -11, reason: '盘点损耗' });
    expect(short.status_code).toBe(409);
    expect(short.msg).toContain('不能小于 0');
    const noReason = await adjust(good.id, { delta: 1, reason: '   ' });
    expect(noReason.status_code).toBe(422);
    expect(noReason.msg).toContain('调整原因');
    const zero = await adjust(good.id, { delta: 0, reason: '无' });
    expect(zero.status_code).toBe(422);
    expect(zero.msg).toContain('非零');
    const foreignSku = await adjust(good.id, { sku_id: 99_999_999, delta: 1, reason: '错' });
    expect(foreignSku.status_code).toBe(404);
    const missing = await adjust(99_999_999, { delta: 1, reason: '错' });
    expect(missing.msg).toBe('通用商品不存在');

    const out = await adjust(good.id, { delta: -4, reason: '盘点损耗' });
    expect(out.data).toMatchObject({ delta: -4, quantity_after: 6, description: '盘点损耗' });
    const page = await movements(good.id);
    expect(page.data.map((m) => m.kind)).toEqual(['adjustment', 'adjustment', 'initial']);
    expect(page.total).toBe(3);

    // Resellers neither adjust nor read the ledger.
    const r = await reseller('gsl_peek');
    const refused = await r.call('POST', `/admin/goods/product/${good.id}/stock`, {
      delta: 100,
      reason: '偷加',
      idempotency_key: newKey(),
    });
    expect(refused.http).toBe(403);
    expect((await r.call('GET', `/admin/goods/product/${good.id}/stock`)).http).toBe(403);
    await expectLedgerAddsUp();
  });

  it('takes stock per order line, gives it back on cancel and refund once, through the ledger', async () => {
    const good = await createGood({
      name: '流水保温杯',
      stock: 0,
      skus: [{ spec_values: [{ name: '容量', value: '500ml' }], price: '59.00', stock: 4 }],
    });
    const sku = good.skus[0]!;
    const [a, b] = await Promise.all([reseller('gsl_a'), reseller('gsl_b')]);
    const first = await orderGood(a, good.id, 3, sku.id);
    expect(first.status_code, first.msg).toBe(200);
    const rows = (await movements(good.id, sku.id)).data;
    expect(rows[0]).toMatchObject({
      kind: 'order',
      kind_label: '订单出库',
      delta: -3,
      quantity_after: 1,
      reference_type: 'order',
      reference_id: String(first.data.id),
    });
    const tooMany = await orderGood(b, good.id, 2, sku.id);
    expect([409, 422]).toContain(tooMany.status_code);
    expect(tooMany.msg).toContain('库存');

    const cancelled = await a.call('POST', '/distribution/order/cancel', {
      order_ids: [first.data.id],
    });
    expect(cancelled.status_code, cancelled.msg).toBe(200);
    const back = (await movements(good.id, sku.id)).data[0]!;
    expect(back).toMatchObject({ kind: 'order_return', delta: 3, quantity_after: 4 });

    const second = await orderGood(b, good.id, 2, sku.id);
    expect(second.status_code, second.msg).toBe(200);
    const paid = await b.call<OrderPayResult[]>('POST', '/distribution/order/pay', {
      order_ids: [second.data.id],
      idempotency_key: newKey(),
    });
    expect(paid.data[0]!.paid, paid.data[0]!.msg).toBe(true);
    const refunded = await operator('POST', `/admin/order/${second.data.id}/refund`, {
      reason: '缺货',
    });
    expect(refunded.status_code, refunded.msg).toBe(200);
    const again = await operator('POST', `/admin/order/${second.data.id}/refund`, {
      reason: '缺货',
    });
    expect(again.status_code).not.toBe(200);
    const after = (await movements(good.id, sku.id)).data;
    expect(after.filter((m) => m.kind === 'order_return')).toHaveLength(2);
    expect(after[0]).toMatchObject({ kind: 'order_return', delta: 2, quantity_after: 4 });
    await expectLedgerAddsUp();
  });

  it('sells exactly the units there are when 12 orders race over HTTP for 5', async () => {
    const good = await createGood({ name: '抢购徽章', stock: 5 });
    const buyers = await Promise.all(Array.from({ length: 12 }, (_, i) => reseller(`gsl_r${i}`)));
    const answers = await Promise.all(buyers.map((buyer) => orderGood(buyer, good.id, 1)));
    const won = answers.filter((answer) => answer.status_code === 200);
    expect(won).toHaveLength(5);
    for (const lost of answers.filter((answer) => answer.status_code !== 200)) {
      expect([409, 422]).toContain(lost.status_code);
      expect(lost.msg).toMatch(/库存不足|售罄/);
    }
    expect(await goodStock(good.id)).toBe(0);
    const taken = await db
      .select()
      .from(goodsStockLedger)
      .where(and(eq(goodsStockLedger.goodsId, good.id), eq(goodsStockLedger.kind, 'order')));
    expect(taken).toHaveLength(5);
    await expectLedgerAddsUp();
  });

  it('lets exactly 10 of 30 racing transactions take the 10 units, one row each', async () => {
    const good = await createGood({ name: '并发贴纸', stock: 10 });
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        db
          .transaction(async (tx) => {
            await takeGoodsStock(
              tx,
              { id: 800_000 + i, orderNo: `RACE${i}`, siteId, actorUserId: null },
              [
                {
                  itemId: 800_000 + i,
                  goodsId: good.id,
                  goodsSkuId: null,
                  quantity: 1,
                  name: '并发贴纸',
                },
              ],
            );
            return true;
          })
          .catch(() => false),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(10);
    expect(await goodStock(good.id)).toBe(0);
    // The same order line again takes nothing more (its key was used).
    const winner = results.indexOf(true);
    await takeGoodsStock(
      db,
      { id: 800_000 + winner, orderNo: 'AGAIN', siteId, actorUserId: null },
      [
        {
          itemId: 800_000 + winner,
          goodsId: good.id,
          goodsSkuId: null,
          quantity: 1,
          name: '并发贴纸',
        },
      ],
    );
    const rows = await db
      .select()
      .from(goodsStockLedger)
      .where(and(eq(goodsStockLedger.goodsId, good.id), eq(goodsStockLedger.kind, 'order')));
    expect(rows).toHaveLength(10);
    await expectLedgerAddsUp();
  });

  it('moves general goods bought ahead for the warehouse through the ledger, and back when closed short', async () => {
    const good = await createGood({ name: '备货笔记本', stock: 6 });
    const r = await reseller('gsl_house');
    const created = await r.call<StockInbound>('POST', '/distribution/warehouse/inbound', {
      item_type: 'goods',
      goods_id: good.id,
      quantity: 4,
      idempotency_key: newKey(),
    });
    expect(created.status_code, created.msg).toBe(200);
    expect(await goodStock(good.id)).toBe(2);
    expect((await movements(good.id)).data[0]).toMatchObject({
      kind: 'stock_up',
      kind_label: '仓储备货出库',
      delta: -4,
      reference_type: 'stock_inbound',
    });
    const received = await operator('POST', `/admin/warehouse/inbound/${created.data.id}/receive`, {
      quantity: 1,
    });
    expect(received.status_code, received.msg).toBe(200);
    const closed = await operator('POST', `/admin/warehouse/inbound/${created.data.id}/close`);
    expect(closed.status_code, closed.msg).toBe(200);
    expect(await goodStock(good.id)).toBe(5);
    expect((await movements(good.id)).data[0]).toMatchObject({ kind: 'stock_up_return', delta: 3 });
    await expectLedgerAddsUp();
  });
});
