import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CartItem, LogisticsMethod, OrderDetail, UserAddress } from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import {
  blankColors,
  blankSizes,
  basicProducts,
  privilegePrices,
} from '../src/modules/catalog/schema.js';
import { goods, goodsSkus } from '../src/modules/goods/schema.js';
import { changeBalance } from '../src/modules/wallet/balance.js';
import { callApi } from './support/api.js';
import { createUser, signIn } from './support/accounts.js';

/** Calls for one signed-in reseller. */
export function clientFor(app: FastifyInstance, token: string) {
  return <T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    callApi<T>(app, method, `/req${url}`, { token, payload });
}

let counter = 0;

/** A fresh reseller on the site (entry level, no recharge), signed in. */
export async function freshReseller(
  app: FastifyInstance,
  db: Db,
  siteId: number,
  prefix: string,
  balanceCents = 0,
) {
  counter += 1;
  const username = `${prefix}_${counter}_${Date.now() % 100000}`;
  const user = await createUser(db, { siteId, username, password: 'reseller123' });
  if (balanceCents > 0)
    await changeBalance(db, {
      siteId,
      userId: user.id,
      kind: 'adjustment',
      amountCents: balanceCents,
      description: '测试入账',
    });
  const token = await signIn(app, username, 'reseller123');
  return { user, token, call: clientFor(app, token) };
}

export const sampleAddress = {
  recipient_name: '张三',
  phone: '+86 138-0013-8000',
  country_code: 'cn',
  province: '广东省',
  city: '深圳市',
  district: '南山区',
  address1: '科技园演示大厦 8 楼',
  address2: '',
  postcode: '518000',
};

export async function addAddress(
  call: ReturnType<typeof clientFor>,
  overrides: Partial<typeof sampleAddress> = {},
): Promise<UserAddress> {
  const answer = await call<UserAddress>('POST', '/distribution/userAddress', {
    ...sampleAddress,
    ...overrides,
  });
  if (answer.status_code !== 200) throw new Error(`address not created: ${answer.msg}`);
  return answer.data;
}

/** The demo T-shirt with its colours, sizes and the privilege rule of a level. */
export async function demoShirt(db: Db, siteId: number) {
  const [shirt] = await db
    .select()
    .from(basicProducts)
    .where(and(eq(basicProducts.siteId, siteId), eq(basicProducts.code, 'TSHIRT-001')));
  if (!shirt) throw new Error('demo T-shirt missing');
  const colors = await db
    .select()
    .from(blankColors)
    .where(eq(blankColors.productId, shirt.id))
    .orderBy(asc(blankColors.sort));
  const sizes = await db
    .select()
    .from(blankSizes)
    .where(eq(blankSizes.productId, shirt.id))
    .orderBy(asc(blankSizes.sort));
  const rules = await db
    .select()
    .from(privilegePrices)
    .where(eq(privilegePrices.productId, shirt.id));
  return { shirt, colors, sizes, rules };
}

/** A published general good with SKUs and one without. */
export async function demoGoods(db: Db, siteId: number) {
  const rows = await db
    .select()
    .from(goods)
    .where(and(eq(goods.siteId, siteId), eq(goods.isPublished, 1)))
    .orderBy(asc(goods.id));
  const skus = await db.select().from(goodsSkus).orderBy(asc(goodsSkus.id));
  const withSkus = rows.find((row) => skus.some((sku) => sku.goodsId === row.id));
  const plain = rows.find((row) => !skus.some((sku) => sku.goodsId === row.id) && row.stock > 10);
  if (!withSkus || !plain) throw new Error('demo goods missing');
  return { withSkus, skus: skus.filter((sku) => sku.goodsId === withSkus.id), plain };
}

/** An operator of the site, signed in. */
export async function signedInOperator(
  app: FastifyInstance,
  db: Db,
  siteId: number,
  username: string,
) {
  await createUser(db, { siteId, username, password: 'secret123', role: 'operator' });
  return clientFor(app, await signIn(app, username, 'secret123'));
}

/** An order (pending payment) of two demo shirts and one general good, to a new address. */
export async function orderShirtsAndGood(
  db: Db,
  siteId: number,
  reseller: { user: { id: number }; call: ReturnType<typeof clientFor> },
): Promise<OrderDetail> {
  const { call } = reseller;
  const address = await addAddress(call);
  const { shirt, colors, sizes } = await demoShirt(db, siteId);
  const { plain } = await demoGoods(db, siteId);
  const lines = await call<CartItem[]>('POST', '/distribution/cartItem/addCartItems', {
    items: [
      { basic_product_id: shirt.id, color_id: colors[0]!.id, size_id: sizes[0]!.id, quantity: 2 },
      { goods_id: plain.id, quantity: 1 },
    ],
  });
  const ids = lines.data.map((line) => line.id);
  const methods = await call<LogisticsMethod[]>(
    'GET',
    `/distribution/cartItem/logistics?address_id=${address.id}&item_ids=${ids.join(',')}`,
  );
  const order = await call<OrderDetail>('POST', '/distribution/cartItem/createOrder', {
    item_ids: ids,
    address_id: address.id,
    logistics_id: methods.data[0]!.id,
    idempotency_key: `fixture-${reseller.user.id}-${Date.now()}-${(counter += 1)}`,
  });
  if (order.status_code !== 200) throw new Error(`order not created: ${order.msg}`);
  return order.data;
}

/** One general good in the cart, an address and the first shipping method: what checkout needs. */
export async function generalGoodsCheckout(
  db: Db,
  siteId: number,
  call: ReturnType<typeof clientFor>,
) {
  const address = await addAddress(call);
  const { plain } = await demoGoods(db, siteId);
  const lines = await call<CartItem[]>('POST', '/distribution/cartItem/addCartItems', {
    items: [{ goods_id: plain.id, quantity: 1 }],
  });
  const ids = lines.data.map((line) => line.id);
  const methods = await call<LogisticsMethod[]>(
    'GET',
    `/distribution/cartItem/logistics?address_id=${address.id}&item_ids=${ids.join(',')}`,
  );
  return { ids, address_id: address.id, logistics_id: methods.data[0]!.id };
}
