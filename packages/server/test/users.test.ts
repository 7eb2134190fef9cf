import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groups, pageVisits, users } from '../src/modules/users/schema.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { bearer, defaultSiteId, signIn } from './support/accounts.js';

let server: TestServer;
let siteId: number;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  siteId = await defaultSiteId(server.database.db);
  token = await signIn(server.app, 'demo', 'demo123456');
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.database.db;

async function get(
  url: string,
  headers: Record<string, string> = bearer(token),
  remoteAddress = '127.0.0.1',
) {
  const res = await server.app.inject({ method: 'GET', url, headers, remoteAddress });
  return {
    http: res.statusCode,
    ...(res.json() as { status_code: number; msg: string; data: unknown }),
  };
}

async function levelId(levelName: string): Promise<number> {
  const [row] = await db()
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.siteId, siteId), eq(groups.levelName, levelName)));
  if (!row) throw new Error(`no level ${levelName}`);
  return row.id;
}

async function setDemoLevel(levelName: string, rechargeTotalCents: number) {
  await db()
    .update(users)
    .set({ groupId: await levelId(levelName), rechargeTotalCents })
    .where(and(eq(users.siteId, siteId), eq(users.username, 'demo')));
}

describe(`users and groups on ${testDbKind}`, () => {
  it('describes the signed-in user with a masked phone and the balance in yuan', async () => {
    const me = await get('/req/distribution/user');
    expect(me).toMatchObject({ http: 200, status_code: 200 });
    expect(me.data).toEqual({
      id: expect.any(Number),
      username: 'demo',
      avatar: '',
      phone: '138****8000',
      role: 'reseller',
      balance: '0.00',
      // The demo seed greets the demo reseller with three platform messages.
      user_unread_messages: 3,
      level_name: '普通会员',
      sub_account: null,
    });
  });

  it('refuses user routes without a token with HTTP 401', async () => {
    for (const url of [
      '/req/distribution/user',
      '/req/distribution/user/getGroupBalance',
      '/req/distribution/group',
    ]) {
      const res = await get(url, {});
      expect(res.http, url).toBe(401);
      expect(res.status_code).toBe(401);
    }
  });

  it('lists the site’s levels from the lowest threshold up', async () => {
    const levels = await get('/req/distribution/group');
    expect(
      (levels.data as Array<Record<string, unknown>>).map(({ level_name, threshold, sort }) => ({
        level_name,
        threshold,
        sort,
      })),
    ).toEqual([
      { level_name: '普通会员', threshold: '0.00', sort: 1 },
      { level_name: '白银会员', threshold: '1000.00', sort: 2 },
      { level_name: '黄金会员', threshold: '5000.00', sort: 3 },
    ]);
  });

  it('shows the demo reseller part of the way to the next level', async () => {
    const balance = await get('/req/distribution/user/getGroupBalance');
    expect(balance.data).toEqual({
      level_name: '普通会员',
      next_group_level_name: '白银会员',
      next_group_level_balance: '1000.00',
      recharge_balance: '320.00',
    });
  });

  it('names the next level at a middle level and answers -1 at the top', async () => {
    await setDemoLevel('白银会员', 123_456);
    expect((await get('/req/distribution/user/getGroupBalance')).data).toEqual({
      level_name: '白银会员',
      next_group_level_name: '黄金会员',
      next_group_level_balance: '5000.00',
      recharge_balance: '1234.56',
    });
    expect((await get('/req/distribution/user')).data).toMatchObject({ level_name: '白银会员' });

    await setDemoLevel('黄金会员', 612_345);
    expect((await get('/req/distribution/user/getGroupBalance')).data).toEqual({
      level_name: '黄金会员',
      next_group_level_name: '',
      next_group_level_balance: -1,
      recharge_balance: '6123.45',
    });
    await setDemoLevel('普通会员', 32_000);
  });

  it('tells the caller its IP address', async () => {
    expect(await get('/req/distribution/userIp', {}, '203.0.113.9')).toMatchObject({
      status_code: 200,
      data: { ip: '203.0.113.9' },
    });
  });

  it('records page visits with site, user, path and IP', async () => {
    const path = '/views/main?from=test';
    const res = await get(
      `/req/distribution/systemStatisticsLog?path=${encodeURIComponent(path)}`,
      bearer(token),
      '198.51.100.7',
    );
    expect(res).toMatchObject({ status_code: 200, data: { recorded: true } });
    await get('/req/distribution/systemStatisticsLog?path=%2Fhome', {}, '198.51.100.8');

    const visits = await db().select().from(pageVisits).where(eq(pageVisits.siteId, siteId));
    const [demo] = await db()
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'demo'));
    expect(visits).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path,
          ip: '198.51.100.7',
          userId: demo?.id,
          visitedAt: expect.any(Date),
        }),
        expect.objectContaining({ path: '/home', ip: '198.51.100.8', userId: null }),
      ]),
    );
  });
});
