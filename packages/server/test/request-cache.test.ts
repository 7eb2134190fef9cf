/**
 * Sites by host and sessions by token are kept in each server's memory (http/request-cache.ts).
 * Two server instances on one database — on PostgreSQL each with its own pool, as two processes
 * would have; on PGlite sharing the one process's database — must both see a change made through
 * the other at once: the next request after it, with no wait.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { eq } from 'drizzle-orm';
import { sites, siteDomains } from '../src/modules/sites/schema.js';
import { users } from '../src/modules/users/schema.js';
import { changeBalance } from '../src/modules/wallet/balance.js';
import { freshReseller, clientFor } from './cart-fixtures.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { defaultSiteId, signIn } from './support/accounts.js';
import { callApi } from './support/api.js';
import { statementsOf } from './support/statements-sent.js';

let server: TestServer;
/** The second instance: its own app, its own caches, on PostgreSQL its own connections. */
let other: FastifyInstance;
let otherDatabase: Database | null = null;
let siteId: number;

beforeAll(async () => {
  server = await startTestServer();
  if (server.databaseUrl) otherDatabase = await openDatabase({ databaseUrl: server.databaseUrl });
  other = await buildApp({
    db: otherDatabase?.db ?? server.database.db,
    config: server.config,
    logger: false,
  });
  siteId = await defaultSiteId(server.database.db);
});
afterAll(async () => {
  await other?.close();
  await otherDatabase?.close();
  await server?.close();
});

/** The account's own page on the second instance, asked twice so the session is in its cache. */
async function cachedOnOther(token: string): Promise<void> {
  for (let i = 0; i < 2; i++) {
    const answer = await callApi(other, 'GET', '/req/distribution/user', { token });
    expect(answer.http).toBe(200);
  }
}

const userPageOnOther = async (token: string) =>
  (await callApi(other, 'GET', '/req/distribution/user', { token })).http;

describe(`cached sites and sessions, two instances on ${testDbKind}`, () => {
  it('answers a signed-in request without looking up its site or session again', async () => {
    const reseller = await freshReseller(server.app, server.database.db, siteId, 'cache_hit');
    await cachedOnOther(reseller.token);
    const sent = await statementsOf(otherDatabase?.db ?? server.database.db, () =>
      callApi(other, 'GET', '/req/distribution/cart', { token: reseller.token }),
    );
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.filter((text) => /"sessions"|"sites"|"site_domains"/.test(text))).toEqual([]);
  });

  it('refuses a token on the other instance as soon as it is signed out', async () => {
    const reseller = await freshReseller(server.app, server.database.db, siteId, 'cache_out');
    await cachedOnOther(reseller.token);
    const out = await reseller.call('POST', '/api/auth/logout');
    expect(out.status_code).toBe(200);
    expect(await userPageOnOther(reseller.token)).toBe(401);
  });

  it('refuses a device signed out under 账户安全 on the other instance at once', async () => {
    const reseller = await freshReseller(server.app, server.database.db, siteId, 'cache_dev');
    const laptopToken = await signIn(server.app, reseller.user.username, 'reseller123');
    await cachedOnOther(laptopToken);
    const history = await reseller.call<Array<{ id: number; current: boolean }>>(
      'GET',
      '/distribution/user/sessions',
    );
    const laptop = history.data.find((row) => !row.current)!;
    const out = await reseller.call('DELETE', `/distribution/user/sessions/${laptop.id}`);
    expect(out.msg).toBe('该设备已退出登录');
    expect(await userPageOnOther(laptopToken)).toBe(401);
    expect(await userPageOnOther(reseller.token)).toBe(200);
  });

  it('signs the other devices out on the other instance when the password changes', async () => {
    const reseller = await freshReseller(server.app, server.database.db, siteId, 'cache_pw');
    const phoneToken = await signIn(server.app, reseller.user.username, 'reseller123');
    await cachedOnOther(phoneToken);
    const changed = await reseller.call('PUT', '/distribution/user/password', {
      old_password: 'reseller123',
      password: 'newpass2026',
    });
    expect(changed.status_code).toBe(200);
    expect(await userPageOnOther(phoneToken)).toBe(401);
  });

  it('answers with the account as it is now: a new balance, a disabled account', async () => {
    const reseller = await freshReseller(server.app, server.database.db, siteId, 'cache_acct');
    await cachedOnOther(reseller.token);
    const balanceOnOther = async () =>
      (
        await callApi<{ balance: string }>(other, 'GET', '/req/distribution/user', {
          token: reseller.token,
        })
      ).data.balance;
    expect(await balanceOnOther()).toBe('0.00');
    await changeBalance(server.database.db, {
      siteId,
      userId: reseller.user.id,
      kind: 'adjustment',
      amountCents: 12_345,
      description: '测试入账',
    });
    expect(await balanceOnOther()).toBe('123.45');

    await server.database.db
      .update(users)
      .set({ status: 'disabled' })
      .where(eq(users.id, reseller.user.id));
    expect(await userPageOnOther(reseller.token)).toBe(401);
  });

  it('shows a site name changed on one instance on the other at once', async () => {
    const config = async () =>
      callApi<{ site_name: string }>(other, 'POST', '/req/api/frontend/getConfigDdata');
    expect((await config()).data.site_name).toBe('PodKit 演示站');
    expect((await config()).data.site_name).toBe('PodKit 演示站');
    const operator = clientFor(server.app, await signIn(server.app, 'operator', 'operator123456'));
    const saved = await operator('PUT', '/admin/site', { site_name: '改名后的站点' });
    expect(saved.status_code).toBe(200);
    expect((await config()).data.site_name).toBe('改名后的站点');
  });

  it('follows a host name moved to another site on the other instance at once', async () => {
    const [second] = await server.database.db
      .insert(sites)
      .values({ name: '第二站', domainName: 'second.example' })
      .returning();
    await server.database.db
      .insert(siteDomains)
      .values({ siteId: second!.id, host: 'second.example' });
    const nameOn = async (host: string) =>
      (
        await callApi<{ site_name: string }>(other, 'POST', '/req/api/frontend/getConfigDdata', {
          host,
        })
      ).data.site_name;
    expect(await nameOn('second.example')).toBe('第二站');
    expect(await nameOn('moved.example')).not.toBe('第二站');

    await server.database.db
      .update(siteDomains)
      .set({ host: 'moved.example' })
      .where(eq(siteDomains.host, 'second.example'));
    expect(await nameOn('moved.example')).toBe('第二站');
    expect(await nameOn('second.example')).not.toBe('第二站');
  });
});
