import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.js';
import { changeBalance, INSUFFICIENT_BALANCE } from '../src/modules/wallet/balance.js';
import { walletLedger } from '../src/modules/wallet/schema.js';
import { users } from '../src/modules/users/schema.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { bearer, createUser, defaultSiteId, signIn } from './support/accounts.js';

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

let counter = 0;
async function freshReseller(balanceCents = 0) {
  counter += 1;
  const user = await createUser(db, {
    siteId,
    username: `wallet_${counter}`,
    password: 'wallet12345',
  });
  if (balanceCents) {
    await changeBalance(db, {
      siteId,
      userId: user.id,
      kind: 'recharge',
      amountCents: balanceCents,
      description: '测试充值',
    });
  }
  return user;
}

async function balanceOf(userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const [{ sum }] = (await db
    .select({ sum: sql<string>`coalesce(sum(${walletLedger.amountCents}), 0)` })
    .from(walletLedger)
    .where(eq(walletLedger.userId, userId))) as [{ sum: string }];
  return {
    balance: user!.balanceCents,
    ledgerSum: Number(sum),
    rechargeTotal: user!.rechargeTotalCents,
  };
}

describe(`wallet on ${testDbKind}`, () => {
  it('writes a ledger row with the balance after every change, and recharge raises the level total', async () => {
    const user = await freshReseller(10_000);
    const { entry } = await changeBalance(db, {
      siteId,
      userId: user.id,
      kind: 'payment',
      amountCents: -2_550,
      description: '支付订单',
      reference: { type: 'order', id: 42 },
    });
    expect(entry).toMatchObject({
      amountCents: -2550,
      balanceAfterCents: 7450,
      referenceType: 'order',
      referenceId: '42',
    });
    expect(await balanceOf(user.id)).toEqual({
      balance: 7450,
      ledgerSum: 7450,
      rechargeTotal: 10_000,
    });
  });

  it('refuses a payment the balance does not cover, saying how much is missing, and changes nothing', async () => {
    const user = await freshReseller(1_000);
    await expect(
      changeBalance(db, {
        siteId,
        userId: user.id,
        kind: 'payment',
        amountCents: -1_001,
        description: '支付订单',
      }),
    ).rejects.toMatchObject({
      statusCode: INSUFFICIENT_BALANCE,
      message: '余额不足：需支付 10.01 元，当前余额 10.00 元，请先充值',
    });
    expect(await balanceOf(user.id)).toMatchObject({ balance: 1000, ledgerSum: 1000 });
  });

  it('pays exactly 50 of 200 concurrent payments against a balance covering 50', async () => {
    const user = await freshReseller(5_000);
    const attempts = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        changeBalance(db, {
          siteId,
          userId: user.id,
          kind: 'payment',
          amountCents: -100,
          description: `订单 ${i}`,
          idempotencyKey: `order-${i}`,
        }),
      ),
    );
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(50);
    const refused = attempts.filter((a): a is PromiseRejectedResult => a.status === 'rejected');
    expect(
      refused.every(
        (a) => (a.reason as { statusCode: number }).statusCode === INSUFFICIENT_BALANCE,
      ),
    ).toBe(true);
    expect(await balanceOf(user.id)).toMatchObject({ balance: 0, ledgerSum: 0 });
    const [lowest] = await db
      .select({ min: sql<string>`min(${walletLedger.balanceAfterCents})` })
      .from(walletLedger)
      .where(eq(walletLedger.userId, user.id));
    expect(Number(lowest!.min)).toBeGreaterThanOrEqual(0);
  });

  it('charges once for a repeated idempotency key, even when the repeats race', async () => {
    const user = await freshReseller(10_000);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        changeBalance(db, {
          siteId,
          userId: user.id,
          kind: 'payment',
          amountCents: -1_200,
          description: '支付订单',
          idempotencyKey: 'pay-order-7',
        }),
      ),
    );
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.entry.id)).size).toBe(1);
    expect(await balanceOf(user.id)).toMatchObject({ balance: 8_800, ledgerSum: 8_800 });
  });

  it("joins the caller's transaction: a rollback there undoes the change", async () => {
    const user = await freshReseller(5_000);
    await expect(
      db.transaction(async (tx) => {
        await changeBalance(tx, {
          siteId,
          userId: user.id,
          kind: 'payment',
          amountCents: -500,
          description: '支付订单',
        });
        throw new Error('订单状态已变化');
      }),
    ).rejects.toThrow('订单状态已变化');
    expect(await balanceOf(user.id)).toMatchObject({ balance: 5_000, ledgerSum: 5_000 });
  });

  it("answers another site's account as not found", async () => {
    const user = await freshReseller(1_000);
    await expect(
      changeBalance(db, {
        siteId: siteId + 999,
        userId: user.id,
        kind: 'payment',
        amountCents: -1,
        description: 'x',
      }),
    ).rejects.toMatchObject({ statusCode: 404, message: '账户不存在' });
  });
});

describe(`trading records on ${testDbKind}`, () => {
  it("lists the reseller's own balance changes, newest first, filtered by kind", async () => {
    const user = await freshReseller(10_000);
    const other = await freshReseller(777);
    await changeBalance(db, {
      siteId,
      userId: user.id,
      kind: 'payment',
      amountCents: -2_550,
      description: '支付订单 42',
    });
    const token = await signIn(server.app, user.username, 'wallet12345');
    const list = async (query = '') => {
      const res = await server.app.inject({
        method: 'GET',
        url: `/req/distribution/tradingRecord${query}`,
        headers: bearer(token),
      });
      return res.json();
    };
    const all = await list();
    expect(all.data.total).toBe(2);
    expect(all.data.data[0]).toMatchObject({
      kind: 'payment',
      amount: '-25.50',
      balance_after: '74.50',
      description: '支付订单 42',
    });
    expect(all.data.data[1]).toMatchObject({ kind: 'recharge', amount: '100.00' });
    expect(all.data.data.some((r: { amount: string }) => r.amount === '7.77')).toBe(false);
    expect(other.id).not.toBe(user.id);
    const payments = await list('?kind=payment');
    expect(payments.data.total).toBe(1);
    const bad = await list('?kind=gift');
    expect(bad.status_code).toBe(422);
    expect(bad.msg).toContain('类型');
  });
});
