import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminMemberLevel, GroupBalance, MemberLevel } from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import { users } from '../src/modules/users/schema.js';
import { walletLedger } from '../src/modules/wallet/schema.js';
import { freshReseller, signedInOperator, type clientFor } from './cart-fixtures.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { defaultSiteId } from './support/accounts.js';

let server: TestServer;
let db: Db;
let siteId: number;
let operator: ReturnType<typeof clientFor>;

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
  siteId = await defaultSiteId(db);
  operator = await signedInOperator(server.app, db, siteId, `levels_op_${Date.now() % 100000}`);
});
afterAll(async () => {
  await server?.close();
});

const byName = (levels: MemberLevel[], name: string) => levels.find((l) => l.level_name === name)!;

async function ledgerOf(userId: number) {
  return db
    .select({
      kind: walletLedger.kind,
      amountCents: walletLedger.amountCents,
      referenceType: walletLedger.referenceType,
      description: walletLedger.description,
    })
    .from(walletLedger)
    .where(and(eq(walletLedger.userId, userId), eq(walletLedger.kind, 'payment')));
}

describe(`buying a member level on ${testDbKind}`, () => {
  it('lists the levels with the reseller’s own and what is for sale above it', async () => {
    const { call } = await freshReseller(server.app, db, siteId, 'lv_list');
    const levels = await call<MemberLevel[]>('GET', '/distribution/group/levels');
    expect(levels.status_code).toBe(200);
    expect(levels.data.map((l) => [l.level_name, l.threshold, l.price])).toEqual([
      ['普通会员', '0.00', null],
      ['白银会员', '1000.00', '299.00'],
      ['黄金会员', '5000.00', '999.00'],
    ]);
    expect(levels.data.map((l) => [l.current, l.purchasable])).toEqual([
      [true, false],
      [false, true],
      [false, true],
    ]);
    expect(byName(levels.data, '白银会员').benefits).toContain('白银会员价');
  });

  it('pays once from the balance, takes the level, and a repeated key pays nothing more', async () => {
    const { user, call } = await freshReseller(server.app, db, siteId, 'lv_buy', 50_000);
    const levels = (await call<MemberLevel[]>('GET', '/distribution/group/levels')).data;
    const silver = byName(levels, '白银会员');
    const body = { idempotency_key: `buy-silver-${user.id}` };

    const bought = await call<GroupBalance>('POST', `/distribution/group/${silver.id}/buy`, body);
    expect(bought).toMatchObject({
      status_code: 200,
      msg: '已升级为「白银会员」',
      data: { level_name: '白银会员', next_group_level_name: '黄金会员' },
    });
    const again = await call<GroupBalance>('POST', `/distribution/group/${silver.id}/buy`, body);
    expect(again.status_code).toBe(200);
    expect(again.data.level_name).toBe('白银会员');

    expect(await ledgerOf(user.id)).toEqual([
      {
        kind: 'payment',
        amountCents: -29_900,
        referenceType: 'group_level',
        description: '购买会员等级「白银会员」',
      },
    ]);
    const [row] = await db
      .select({ balanceCents: users.balanceCents, groupId: users.groupId })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row).toEqual({ balanceCents: 20_100, groupId: silver.id });
    const after = (await call<MemberLevel[]>('GET', '/distribution/group/levels')).data;
    expect(after.map((l) => [l.level_name, l.current, l.purchasable])).toEqual([
      ['普通会员', false, false],
      ['白银会员', true, false],
      ['黄金会员', false, true],
    ]);
  });

  it('refuses a level at or below the reseller’s own, one the balance does not cover, and changes nothing', async () => {
    const { user, call } = await freshReseller(server.app, db, siteId, 'lv_no', 50_000);
    const levels = (await call<MemberLevel[]>('GET', '/distribution/group/levels')).data;
    const key = (n: number) => ({ idempotency_key: `refuse-${user.id}-${n}` });

    const entry = await call(
      'POST',
      `/distribution/group/${byName(levels, '普通会员').id}/buy`,
      key(1),
    );
    expect(entry).toMatchObject({
      status_code: 422,
      msg: '「普通会员」不能直接购买，请通过充值达到',
    });
    const gold = await call(
      'POST',
      `/distribution/group/${byName(levels, '黄金会员').id}/buy`,
      key(2),
    );
    expect(gold.status_code).toBe(4001);
    expect(gold.msg).toBe('余额不足：需支付 999.00 元，当前余额 500.00 元，请先充值');
    await call('POST', `/distribution/group/${byName(levels, '白银会员').id}/buy`, key(3));
    const twice = await call(
      'POST',
      `/distribution/group/${byName(levels, '白银会员').id}/buy`,
      key(4),
    );
    expect(twice).toMatchObject({
      status_code: 409,
      msg: '你已是「白银会员」，无需购买同级或更低的等级',
    });
    const unknown = await call('POST', '/distribution/group/999999/buy', key(5));
    expect(unknown.status_code).toBe(404);
    expect(unknown.msg).toContain('会员等级');
    expect(await ledgerOf(user.id)).toHaveLength(1);
    const reused = await call(
      'POST',
      `/distribution/group/${byName(levels, '黄金会员').id}/buy`,
      key(3),
    );
    expect(reused).toMatchObject({ status_code: 409, msg: '该幂等键已用于另一笔支付' });
  });
});

describe(`the operator's member levels on ${testDbKind}`, () => {
  it('creates, edits and deletes a level; resellers cannot', async () => {
    const created = await operator<AdminMemberLevel>('POST', '/admin/memberLevel', {
      level_name: '钻石会员',
      threshold: '20000',
      price: 1999,
      benefits: '钻石会员价',
      sort: 4,
    });
    expect(created).toMatchObject({
      status_code: 200,
      data: { level_name: '钻石会员', threshold: '20000.00', price: '1999.00', members: 0 },
    });
    const { call } = await freshReseller(server.app, db, siteId, 'lv_admin');
    const seen = (await call<MemberLevel[]>('GET', '/distribution/group/levels')).data;
    expect(byName(seen, '钻石会员')).toMatchObject({ price: '1999.00', purchasable: true });

    const edited = await operator<AdminMemberLevel>(
      'PUT',
      `/admin/memberLevel/${created.data.id}`,
      {
        level_name: '钻石会员',
        threshold: '20000',
        price: null,
        benefits: '',
      },
    );
    expect(edited.data.price).toBeNull();
    const bad = await operator('PUT', `/admin/memberLevel/${created.data.id}`, {
      level_name: '钻石会员',
      threshold: '-1',
    });
    expect(bad).toMatchObject({ status_code: 422, msg: '累计充值门槛 不能小于 0' });
    expect((await call('GET', '/admin/memberLevel')).status_code).toBe(403);

    const removed = await operator('DELETE', `/admin/memberLevel/${created.data.id}`);
    expect(removed.status_code).toBe(200);
    const list = await operator<AdminMemberLevel[]>('GET', '/admin/memberLevel');
    expect(list.data.map((level) => level.level_name)).toEqual([
      '普通会员',
      '白银会员',
      '黄金会员',
    ]);
  });
});
