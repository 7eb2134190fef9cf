import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartItem, LogisticsMethod, OrderDetail, ShippingChannel } from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import { logisticsMethods } from '../src/modules/cart/schema.js';
import { startTestServer, type TestServer } from './harness.js';
import { defaultSiteId } from './support/accounts.js';
import { addAddress, demoShirt, freshReseller } from './cart-fixtures.js';

let server: TestServer;
let db: Db;
let siteId: number;

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
  siteId = await defaultSiteId(db);
  // A channel of its own bands, to Germany and Austria only.
  await db.insert(logisticsMethods).values({
    siteId,
    name: '欧洲专线',
    firstWeightGrams: 300,
    firstFeeCents: 2100,
    additionalWeightGrams: 200,
    additionalFeeCents: 350,
    deliveryTime: '6-9 个工作日',
    countryCodes: ['DE', 'AT'],
    sort: 9,
  });
  await db.insert(logisticsMethods).values({
    siteId,
    name: '已停用渠道',
    firstFeeCents: 100,
    additionalFeeCents: 100,
    status: 0,
  });
});
afterAll(async () => {
  await server?.close();
});

const feesOf = (methods: LogisticsMethod[]) =>
  methods.map((method) => ({ id: method.id, fee: method.fee, weight: method.weight_grams }));

describe('shipping (物流渠道)', () => {
  it('lists the methods checkout offers, with destinations, bands, prices and delivery times', async () => {
    const { call } = await freshReseller(server.app, db, siteId, 'ship');
    const answer = await call<ShippingChannel[]>('GET', '/distribution/shipping');
    expect(answer.status_code, answer.msg).toBe(200);
    expect(answer.data.map((channel) => channel.name)).toEqual([
      '标准快递',
      '经济小包',
      '特快专线',
      '欧洲专线',
    ]);
    const europe = answer.data.find((channel) => channel.name === '欧洲专线')!;
    expect(europe).toMatchObject({
      country_codes: ['DE', 'AT'],
      first_weight_grams: 300,
      first_fee: '21.00',
      additional_weight_grams: 200,
      additional_fee: '3.50',
      delivery_time: '6-9 个工作日',
    });
    // 500 g: one started 200 g step; 1 kg: four; 10 kg: 49.
    expect(europe.sample_prices.slice(0, 2)).toEqual([
      { weight_grams: 500, fee: '24.50' },
      { weight_grams: 1000, fee: '35.00' },
    ]);
    expect(europe.sample_prices.at(-1)).toEqual({ weight_grams: 10_000, fee: '192.50' });
    expect(answer.data[0]!.country_codes).toEqual([]);
  });

  it('quotes the fee checkout charges for the same destination and weight', async () => {
    const { call } = await freshReseller(server.app, db, siteId, 'ship', 1_000_000);
    const { shirt, colors, sizes } = await demoShirt(db, siteId);
    const line = await call<CartItem>('POST', '/distribution/cartItem', {
      basic_product_id: shirt.id,
      color_id: colors[0]!.id,
      size_id: sizes[0]!.id,
      quantity: 1,
    });
    for (const country of ['US', 'DE'] as const) {
      const address = await addAddress(call, { country_code: country });
      for (const quantity of [1, 3, 7, 20]) {
        await call('PUT', `/distribution/cartItem/${line.data.id}`, { quantity });
        const checkout = await call<LogisticsMethod[]>(
          'GET',
          `/distribution/cartItem/logistics?address_id=${address.id}&item_ids=${line.data.id}`,
        );
        const weight = checkout.data[0]!.weight_grams;
        expect(weight).toBe(shirt.weightGrams * quantity);
        const quoted = await call<LogisticsMethod[]>(
          'GET',
          `/distribution/shipping/quote?country_code=${country.toLowerCase()}&weight_grams=${weight}`,
        );
        expect(quoted.status_code, quoted.msg).toBe(200);
        expect(feesOf(quoted.data)).toEqual(feesOf(checkout.data));
      }
    }
    const german = await call<LogisticsMethod[]>(
      'GET',
      '/distribution/shipping/quote?country_code=DE&weight_grams=1000',
    );
    expect(german.data.map((method) => method.name)).toContain('欧洲专线');
    const american = await call<LogisticsMethod[]>(
      'GET',
      '/distribution/shipping/quote?country_code=US&weight_grams=1000',
    );
    expect(american.data.map((method) => method.name)).not.toContain('欧洲专线');
    expect(american.data.map((method) => method.name)).not.toContain('已停用渠道');

    // The order placed with a channel pays the quoted fee.
    const address = await addAddress(call, { country_code: 'DE' });
    const weight = shirt.weightGrams * 20;
    const europe = german.data.find((method) => method.name === '欧洲专线')!;
    const quote = await call<LogisticsMethod[]>(
      'GET',
      `/distribution/shipping/quote?country_code=DE&weight_grams=${weight}`,
    );
    const order = await call<OrderDetail>('POST', '/distribution/cartItem/createOrder', {
      item_ids: [line.data.id],
      address_id: address.id,
      logistics_id: europe.id,
      idempotency_key: `shipping-quote-${Date.now()}`,
    });
    expect(order.status_code, order.msg).toBe(200);
    expect(order.data.shipping_fee).toBe(quote.data.find((m) => m.id === europe.id)!.fee);
  });

  it('answers a wrong destination or weight in Chinese, not with a 500', async () => {
    const { call } = await freshReseller(server.app, db, siteId, 'ship');
    for (const query of ['country_code=USA&weight_grams=100', 'country_code=US&weight_grams=0']) {
      const answer = await call('GET', `/distribution/shipping/quote?${query}`);
      expect(answer.http).toBe(200);
      expect(answer.status_code).toBe(422);
      expect(answer.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});
