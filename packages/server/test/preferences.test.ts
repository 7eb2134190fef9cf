import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Preferences } from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import { logisticsMethods } from '../src/modules/cart/schema.js';
import { menus } from '../src/modules/menu/schema.js';
import { userPreferences } from '../src/modules/preferences/schema.js';
import { clientFor, freshReseller } from './cart-fixtures.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { createSite, defaultSiteId, signIn } from './support/accounts.js';

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

const url = '/distribution/user/preferences';

async function methodsOf(site: number) {
  return db
    .select({ id: logisticsMethods.id, status: logisticsMethods.status })
    .from(logisticsMethods)
    .where(eq(logisticsMethods.siteId, site));
}

describe(`偏好设置 on ${testDbKind}`, () => {
  it('answers the defaults, stores each account its own and changes only the fields given', async () => {
    const a = await freshReseller(server.app, db, siteId, 'pref_a');
    const b = await freshReseller(server.app, db, siteId, 'pref_b');
    const defaults = await a.call<Preferences>('GET', url);
    expect(defaults).toMatchObject({
      http: 200,
      status_code: 200,
      data: { default_logistics_id: null, list_page_size: 20, bell_message_types: [1, 2, 3] },
    });

    const [method] = (await methodsOf(siteId)).filter((m) => m.status === 1);
    const saved = await a.call<Preferences>('PUT', url, {
      default_logistics_id: method!.id,
      list_page_size: 50,
      bell_message_types: [3, 1, 3],
    });
    expect(saved.status_code, saved.msg).toBe(200);
    expect(saved.msg).toBe('偏好设置已保存');
    const noDefaults = { default_bottom_template_id: null, default_store_id: null };
    expect(saved.data).toEqual({
      ...noDefaults,
      default_logistics_id: method!.id,
      list_page_size: 50,
      bell_message_types: [1, 3],
    });
    const partly = await a.call<Preferences>('PUT', url, { list_page_size: 10 });
    expect(partly.data).toEqual({
      ...noDefaults,
      default_logistics_id: method!.id,
      list_page_size: 10,
      bell_message_types: [1, 3],
    });
    expect((await a.call<Preferences>('GET', url)).data.list_page_size).toBe(10);
    // Another account keeps its defaults.
    expect((await b.call<Preferences>('GET', url)).data).toEqual(defaults.data);
    const cleared = await a.call<Preferences>('PUT', url, { default_logistics_id: null });
    expect(cleared.data.default_logistics_id).toBeNull();
    const rows = await db
      .select()
      .from(userPreferences)
      .where(eq(userPreferences.userId, a.user.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses a logistics method that does not exist, is disabled or is another site, and bad sizes or types', async () => {
    const r = await freshReseller(server.app, db, siteId, 'pref_bad');
    const otherSite = await createSite(db, '别的站', `pref-${Date.now()}.example.com`);
    const [foreign] = await db
      .insert(logisticsMethods)
      .values({ siteId: otherSite, name: '别站物流', firstFeeCents: 100, additionalFeeCents: 50 })
      .returning({ id: logisticsMethods.id });
    const [disabled] = await db
      .insert(logisticsMethods)
      .values({ siteId, name: '停用物流', status: 0, firstFeeCents: 100, additionalFeeCents: 50 })
      .returning({ id: logisticsMethods.id });
    // The choices are the site's offered methods: neither the withdrawn one nor another site's.
    const choices = await r.call<Array<{ id: number; name: string }>>('GET', `${url}/logistics`);
    const offered = (await methodsOf(siteId)).filter((m) => m.status === 1).map((m) => m.id);
    expect(choices.data.map((choice) => choice.id).sort((a, b) => a - b)).toEqual(
      offered.sort((a, b) => a - b),
    );
    for (const id of [999_999, foreign!.id, disabled!.id]) {
      const answer = await r.call('PUT', url, { default_logistics_id: id });
      expect(answer).toMatchObject({
        http: 200,
        status_code: 422,
        msg: `默认物流方式不存在或已停用（id ${id}），请从列表中选择`,
      });
    }
    const size = await r.call('PUT', url, { list_page_size: 37 });
    expect(size).toMatchObject({ status_code: 422, msg: '每页条数只能是 10、20、50、100 之一' });
    for (const body of [
      { list_page_size: 500 },
      { bell_message_types: [4] },
      { default_logistics_id: 'abc' },
      { list_page_size: '二十' },
    ]) {
      const answer = await r.call('PUT', url, body);
      expect(answer.http, JSON.stringify(body)).toBe(200);
      expect(answer.status_code, JSON.stringify(body)).toBe(422);
      expect(answer.msg, JSON.stringify(body)).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await r.call<Preferences>('GET', url)).data.default_logistics_id).toBeNull();
    expect(
      await db.select().from(userPreferences).where(eq(userPreferences.userId, r.user.id)),
    ).toEqual([]);
  });

  it('needs a session to read and the 偏好设置 save button to change', async () => {
    const anonymous = await server.app.inject({ method: 'GET', url: `/req${url}` });
    expect(anonymous.statusCode).toBe(401);
    // A sub-account whose role lacks 偏好设置 reads its preferences but cannot change them.
    const owner = await freshReseller(server.app, db, siteId, 'pref_owner');
    const [orderAdmin] = await db
      .select({ id: menus.id })
      .from(menus)
      .where(eq(menus.component, 'orderAdmin'));
    const role = await owner.call<{ id: number }>('POST', '/distribution/role', {
      name: '只看订单',
      grants: [{ menu_id: orderAdmin!.id, operates: [] }],
    });
    expect(role.status_code, role.msg).toBe(200);
    const username = `pref_clerk_${owner.user.id}`;
    const created = await owner.call('POST', '/distribution/subAccount', {
      username,
      password: 'clerk12345',
      role_id: role.data.id,
    });
    expect(created.status_code, created.msg).toBe(200);
    const clerk = clientFor(server.app, await signIn(server.app, username, 'clerk12345'));
    expect((await clerk<Preferences>('GET', url)).data.list_page_size).toBe(20);
    expect((await clerk('PUT', url, { list_page_size: 50 })).http).toBe(403);
    // The owner's own choice is not the sub-account's.
    await owner.call('PUT', url, { list_page_size: 100 });
    expect((await clerk<Preferences>('GET', url)).data.list_page_size).toBe(20);
  });
});
