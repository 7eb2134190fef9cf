import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MessageChange, MessagePage, MessageType, UserInfo } from '@podkit/sdk-core';
import { sendUserMessage } from '../src/modules/messages/message-service.js';
import { userMessages } from '../src/modules/messages/schema.js';
import { users, type User } from '../src/modules/users/schema.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { callApi } from './support/api.js';
import { createSite, createUser, defaultSiteId, signIn } from './support/accounts.js';

const HOST = 'messages.test';
let server: TestServer;
let siteId: number;
let alice: User;
let bob: User;
let aliceToken: string;
let bobToken: string;
let operatorToken: string;

const db = () => server.database.db;
const api = <T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { token?: string; payload?: unknown } = {},
) => callApi<T>(server.app, method, `/req${url}`, { host: HOST, ...options });

async function send(user: User, type: MessageType, description: string): Promise<number> {
  const row = await sendUserMessage(db(), { siteId, userId: user.id, type, description });
  return row.id;
}

async function statusOf(ids: number[]): Promise<Record<number, number>> {
  const rows = await db()
    .select({ id: userMessages.id, status: userMessages.status })
    .from(userMessages)
    .where(inArray(userMessages.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, row.status]));
}

beforeAll(async () => {
  server = await startTestServer();
  siteId = await createSite(db(), '消息测试站', HOST);
  alice = await createUser(db(), { siteId, username: 'alice', password: 'secret123' });
  bob = await createUser(db(), { siteId, username: 'bob', password: 'secret123' });
  await createUser(db(), { siteId, username: 'msg_op', password: 'secret123', role: 'operator' });
  aliceToken = await signIn(server.app, 'alice', 'secret123', HOST);
  bobToken = await signIn(server.app, 'bob', 'secret123', HOST);
  operatorToken = await signIn(server.app, 'msg_op', 'secret123', HOST);
});
afterAll(async () => {
  await server?.close();
});

let aliceIds: Record<'platform' | 'order1' | 'order2' | 'trade', number>;
let bobIds: number[];

beforeEach(async () => {
  await db().delete(userMessages).where(eq(userMessages.siteId, siteId));
  aliceIds = {
    platform: await send(alice, 1, '平台维护通知'),
    order1: await send(alice, 2, '订单 A001 已发货'),
    order2: await send(alice, 2, '订单 A002 已发货'),
    trade: await send(alice, 3, '充值 100.00 元已到账'),
  };
  bobIds = [await send(bob, 2, '订单 B001 已发货'), await send(bob, 3, '充值 50.00 元已到账')];
});

describe(`messages on ${testDbKind}`, () => {
  it('lists only the caller’s messages, newest first, with unread counts per type', async () => {
    const page = await api<MessagePage>('GET', '/distribution/userMessage', { token: aliceToken });
    expect(page.status_code).toBe(200);
    expect(page.data).toMatchObject({ total: 4, current_page: 1, per_page: 10, last_page: 1 });
    expect(page.data.unread).toEqual({ 1: 1, 2: 2, 3: 1 });
    expect(page.data.data.map((m) => m.id)).toEqual([
      aliceIds.trade,
      aliceIds.order2,
      aliceIds.order1,
      aliceIds.platform,
    ]);
    expect(page.data.data[0]).toEqual({
      id: aliceIds.trade,
      description: '充值 100.00 元已到账',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      status: 2,
      type: 3,
    });

    const orders = await api<MessagePage>(
      'GET',
      `/distribution/userMessage?type=2&user_id=${alice.id}&page_size=1&page=2`,
      { token: aliceToken },
    );
    expect(orders.data).toMatchObject({ total: 2, last_page: 2, current_page: 2 });
    expect(orders.data.data.map((m) => m.id)).toEqual([aliceIds.order1]);
  });

  it('answers not found for another user’s id instead of their rows', async () => {
    const res = await api<MessagePage>('GET', `/distribution/userMessage?user_id=${bob.id}`, {
      token: aliceToken,
    });
    expect(res).toMatchObject({ http: 200, status_code: 404, msg: '用户不存在', data: null });
  });

  it('refuses a type outside 1–3 with a Chinese message, and visitors with 401', async () => {
    const bad = await api('GET', '/distribution/userMessage?type=4', { token: aliceToken });
    expect(bad.status_code).toBe(422);
    expect(bad.msg).toContain('消息类型');
    expect((await api('GET', '/distribution/userMessage')).http).toBe(401);
  });

  it('marks read by ids, never touching another user’s ids', async () => {
    const res = await api<MessageChange>('PUT', '/distribution/userMessage/reads', {
      token: aliceToken,
      payload: { ids: [aliceIds.order1, ...bobIds] },
    });
    expect(res.msg).toBe('');
    expect(res.data).toEqual({
      changed: 1,
      unread: { 1: 1, 2: 1, 3: 1 },
      user_unread_messages: 3,
    });
    expect(await statusOf([aliceIds.order1, ...bobIds])).toEqual({
      [aliceIds.order1]: 1,
      [bobIds[0] as number]: 2,
      [bobIds[1] as number]: 2,
    });
  });

  it('marks all of a type read, or everything when no ids and no type are given', async () => {
    const byType = await api<MessageChange>('PUT', '/distribution/userMessage/reads', {
      token: aliceToken,
      payload: { type: 2 },
    });
    expect(byType.data).toMatchObject({ changed: 2, unread: { 1: 1, 2: 0, 3: 1 } });
    const all = await api<MessageChange>('PUT', '/distribution/userMessage/reads', {
      token: aliceToken,
      payload: {},
    });
    expect(all.data).toEqual({ changed: 2, unread: { 1: 0, 2: 0, 3: 0 }, user_unread_messages: 0 });
    expect(Object.values(await statusOf(bobIds))).toEqual([2, 2]);
    const bobPage = await api<MessagePage>('GET', '/distribution/userMessage', { token: bobToken });
    expect(bobPage.data.unread).toEqual({ 1: 0, 2: 1, 3: 1 });
  });

  it('deletes only the caller’s own messages', async () => {
    const res = await api<MessageChange>('DELETE', '/distribution/userMessage', {
      token: aliceToken,
      payload: { ids: [aliceIds.platform, ...bobIds] },
    });
    expect(res.data).toMatchObject({ changed: 1, unread: { 1: 0, 2: 2, 3: 1 } });
    expect(await statusOf([aliceIds.platform, ...bobIds])).toEqual({
      [bobIds[0] as number]: 2,
      [bobIds[1] as number]: 2,
    });
    const empty = await api('DELETE', '/distribution/userMessage', {
      token: aliceToken,
      payload: { ids: [] },
    });
    expect(empty.status_code).toBe(422);
  });

  it('counts unread messages in the user info', async () => {
    const me = await api<UserInfo>('GET', '/distribution/user', { token: aliceToken });
    expect(me.data.user_unread_messages).toBe(4);
    await api('PUT', '/distribution/userMessage/reads', {
      token: aliceToken,
      payload: { type: 2 },
    });
    const after = await api<UserInfo>('GET', '/distribution/user', { token: aliceToken });
    expect(after.data.user_unread_messages).toBe(2);
  });

  it('lets an operator send a platform message to one user or to the whole site', async () => {
    const one = await api<{ sent: number }>('POST', '/admin/userMessage', {
      token: operatorToken,
      payload: { user_id: bob.id, description: '  您的店铺授权即将过期  ' },
    });
    expect(one).toMatchObject({ status_code: 200, data: { sent: 1 }, msg: '消息已发送' });
    const bobPage = await api<MessagePage>('GET', '/distribution/userMessage?type=1', {
      token: bobToken,
    });
    expect(bobPage.data.data.map((m) => [m.description, m.type, m.status])).toEqual([
      ['您的店铺授权即将过期', 1, 2],
    ]);

    const all = await api<{ sent: number }>('POST', '/admin/userMessage', {
      token: operatorToken,
      payload: { to_all: true, description: '系统将于今晚 23:00 维护' },
    });
    expect(all.data.sent).toBe(3);
    const rows = await db()
      .select({ userId: userMessages.userId })
      .from(userMessages)
      .where(eq(userMessages.description, '系统将于今晚 23:00 维护'));
    expect(new Set(rows.map((r) => r.userId)).size).toBe(3);
    expect(rows.map((r) => r.userId)).toContain(alice.id);
  });

  it('refuses sending without a recipient, to another site’s user, or by a reseller', async () => {
    const none = await api('POST', '/admin/userMessage', {
      token: operatorToken,
      payload: { description: '无收件人' },
    });
    expect(none.status_code).toBe(422);
    const [demoUser] = await db()
      .select()
      .from(users)
      .where(eq(users.siteId, await defaultSiteId(db())))
      .limit(1);
    const foreign = await api('POST', '/admin/userMessage', {
      token: operatorToken,
      payload: { user_id: demoUser?.id, description: '跨站' },
    });
    expect(foreign.status_code).toBe(404);
    const asReseller = await api('POST', '/admin/userMessage', {
      token: aliceToken,
      payload: { user_id: bob.id, description: '冒充' },
    });
    expect(asReseller.http).toBe(403);
  });
});
