import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Order,
  OrderDetail,
  OrderReturnDetail,
  Paginator,
  SubSite,
  SubSiteCustomer,
} from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import { users } from '../src/modules/users/schema.js';
import { changeBalance } from '../src/modules/wallet/balance.js';
import { walletLedger } from '../src/modules/wallet/schema.js';
import type { clientFor } from './cart-fixtures.js';
import { orderShirtsAndGood, signedInOperator } from './cart-fixtures.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { defaultSiteId } from './support/accounts.js';
import { verifiedSubSite } from './support/sub-site.js';

let server: TestServer;
let db: Db;
let siteId: number;
let operator: ReturnType<typeof clientFor>;

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
  siteId = await defaultSiteId(db);
  operator = await signedInOperator(server.app, db, siteId, 'ssr_operator');
});
afterAll(async () => {
  await server?.close();
});

type Customer = Awaited<ReturnType<Awaited<ReturnType<typeof verifiedSubSite>>['customer']>>;

const cents = (yuan: string) => Math.round(Number(yuan) * 100);

async function balanceOf(userId: number): Promise<number> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row!.balanceCents;
}

const commissionRows = (userId: number) =>
  db
    .select()
    .from(walletLedger)
    .where(and(eq(walletLedger.userId, userId), eq(walletLedger.kind, 'commission')))
    .orderBy(asc(walletLedger.id));

/** A customer's paid order of 2 shirts and a general good, and the markup it credited. */
async function paidOrder(customer: Customer, ownerUserId: number) {
  const before = await balanceOf(ownerUserId);
  const order = await orderShirtsAndGood(db, siteId, customer);
  const paid = await customer.call<Array<{ paid: boolean; msg: string }>>(
    'POST',
    '/distribution/order/pay',
    { order_ids: [order.id], idempotency_key: `ssr-pay-${order.id}` },
  );
  expect(paid.data[0]!.paid, paid.data[0]!.msg).toBe(true);
  const markup = (await balanceOf(ownerUserId)) - before;
  return { order, markup };
}

async function shipped(order: OrderDetail) {
  await operator('POST', '/admin/order/startProduction', { order_ids: [order.id] });
  const answer = await operator<Order>('POST', `/admin/order/${order.id}/ship`, {
    carrier: 'SF',
    tracking_number: `SF${order.id}0001`,
  });
  expect(answer.status_code, answer.msg).toBe(200);
}

/**
 * A return of one shirt, approved (twice, as a double click would): `amount` yuan, or what the
 * shirt was paid; answers the amount refunded in cents.
 */
async function refundOneShirt(customer: Customer, order: OrderDetail, amount?: string) {
  const applied = await customer.call<OrderReturnDetail>('POST', '/distribution/orderReturn', {
    order_id: order.id,
    lines: [{ order_item_id: order.items.find((i) => i.item_type === 'blank')!.id, quantity: 1 }],
    resolution: amount ? 'partial_refund' : 'refund',
    reason: '印花有瑕疵',
    ...(amount ? { requested_amount: amount } : {}),
    photo_file_ids: [],
  });
  expect(applied.status_code, applied.msg).toBe(200);
  const approve = () =>
    operator<OrderReturnDetail>('POST', `/admin/orderReturn/${applied.data.id}/approve`, {});
  const first = await approve();
  expect(first.status_code, first.msg).toBe(200);
  expect((await approve()).status_code).not.toBe(200);
  return cents(first.data.approved_amount!);
}

describe(`sub-site markup on refunds on ${testDbKind}`, () => {
  it('a full refund takes the whole markup back from the owner, once', async () => {
    const { owner, customer } = await verifiedSubSite(server.app, db, siteId, {
      host: 'refund-full.example.com',
      defaultPercent: 15,
    });
    const shopper = await customer('ssr_full');
    const { order, markup } = await paidOrder(shopper, owner.user.id);
    expect(markup).toBeGreaterThan(0);

    const refund = () =>
      operator<Order>('POST', `/admin/order/${order.id}/refund`, { reason: '缺货' });
    const refunded = await refund();
    expect(refunded.status_code, refunded.msg).toBe(200);
    expect((await refund()).status_code).not.toBe(200);

    expect(await balanceOf(owner.user.id)).toBe(0);
    const rows = await commissionRows(owner.user.id);
    expect(rows.map((r) => [r.amountCents, r.referenceId])).toEqual([
      [markup, String(order.id)],
      [-markup, String(order.id)],
    ]);
    expect(rows[1]!.description).toBe(`分站订单 ${order.order_no} 退款，扣回加价收益`);
    const mine = await owner.call<SubSite>('GET', '/distribution/subSite');
    expect(mine.data).toMatchObject({ earned: '0.00', markup_owed: '0.00' });
    const customers = await owner.call<Paginator<SubSiteCustomer>>(
      'GET',
      '/distribution/subSite/customers',
    );
    expect(customers.data.data).toMatchObject([{ id: shopper.user.id, earned: '0.00' }]);
  });

  it('each partial refund takes back its share of the markup, once', async () => {
    const { owner, customer } = await verifiedSubSite(server.app, db, siteId, {
      host: 'refund-part.example.com',
      defaultPercent: 20,
    });
    const shopper = await customer('ssr_part');
    const { order, markup } = await paidOrder(shopper, owner.user.id);
    await shipped(order);
    const total = cents(order.total);

    const first = await refundOneShirt(shopper, order, '10.00');
    expect(first).toBe(1000);
    const share = Math.floor((markup * 1000) / total);
    expect(share).toBeGreaterThan(0);
    expect(await balanceOf(owner.user.id)).toBe(markup - share);
    let rows = await commissionRows(owner.user.id);
    expect(rows.map((r) => r.amountCents)).toEqual([markup, -share]);

    // The other shirt refunded as paid: the refunds so far take back their share together.
    const second = await refundOneShirt(shopper, order);
    const both = Math.floor((markup * (first + second)) / total);
    rows = await commissionRows(owner.user.id);
    expect(rows.map((r) => r.amountCents)).toEqual([markup, -share, -(both - share)]);
    expect(await balanceOf(owner.user.id)).toBe(markup - both);
  });

  it('a balance too low gives what it holds; the rest is owed and taken from the next markup', async () => {
    const { owner, customer } = await verifiedSubSite(server.app, db, siteId, {
      host: 'refund-owed.example.com',
      defaultPercent: 30,
    });
    const shopper = await customer('ssr_owed');
    const { order, markup } = await paidOrder(shopper, owner.user.id);
    // The owner spent most of the markup meanwhile.
    await changeBalance(db, {
      siteId,
      userId: owner.user.id,
      kind: 'payment',
      amountCents: -(markup - 100),
      description: '测试消费',
    });

    const refunded = await operator('POST', `/admin/order/${order.id}/refund`, { reason: '缺货' });
    expect(refunded.status_code, refunded.msg).toBe(200);
    expect(await balanceOf(owner.user.id)).toBe(0);
    const owed = markup - 100;
    let mine = await owner.call<SubSite>('GET', '/distribution/subSite');
    expect(mine.data.markup_owed).toBe((owed / 100).toFixed(2));
    const rows = await commissionRows(owner.user.id);
    expect(rows.at(-1)).toMatchObject({ amountCents: -100, balanceAfterCents: 0 });
    expect(rows.at(-1)!.description).toContain(
      `其余 ${(owed / 100).toFixed(2)} 元从后续加价收益中扣回`,
    );

    // The next paid order's markup pays the debt first (one row), the balance keeps the rest.
    const next = await paidOrder(shopper, owner.user.id);
    expect(next.markup).toBe(markup - owed);
    const after = await commissionRows(owner.user.id);
    expect(after.slice(rows.length).map((r) => r.amountCents)).toEqual([markup, -owed]);
    mine = await owner.call<SubSite>('GET', '/distribution/subSite');
    expect(mine.data.markup_owed).toBe('0.00');
    const ledger = await db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.userId, owner.user.id));
    expect(ledger.every((row) => row.balanceAfterCents >= 0)).toBe(true);
  });
});
