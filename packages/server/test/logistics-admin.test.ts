import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminLogisticsMethod } from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import type { clientFor } from './cart-fixtures.js';
import { freshReseller, signedInOperator } from './cart-fixtures.js';
import { startTestServer, type TestServer } from './harness.js';
import { createSite, createUser, defaultSiteId, signIn } from './support/accounts.js';

let server: TestServer;
let db: Db;
let siteId: number;
let operator: ReturnType<typeof clientFor>;

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
  siteId = await defaultSiteId(db);
  operator = await signedInOperator(server.app, db, siteId, `logi_op_${Date.now() % 100000}`);
});
afterAll(async () => {
  await server?.close();
});

const input = (name: string) => ({
  name,
  first_weight_grams: 500,
  first_fee: '12.5',
  additional_weight_grams: 500,
  additional_fee: 3,
  delivery_time: ' 7-12 天 ',
  country_codes: ['us', 'US', 'gb'],
});

describe('shipping methods in the console (/admin/logistics)', () => {
  it('adds, lists, changes and deletes a method of the site', async () => {
    const name = `测试专线${Date.now() % 100000}`;
    const created = await operator<AdminLogisticsMethod>('POST', '/admin/logistics', {
      ...input(`  ${name}  `),
      status: 0,
    });
    expect(created.status_code).toBe(200);
    expect(created.msg).toBe('已添加');
    const method = created.data!;
    expect(method).toMatchObject({
      name,
      first_fee: '12.50',
      additional_fee: '3.00',
      delivery_time: '7-12 天',
      country_codes: ['US', 'GB'],
      status: 0,
    });

    const listed = await operator<AdminLogisticsMethod[]>('GET', '/admin/logistics');
    expect(listed.data!.find((row) => row.id === method.id)).toEqual(method);

    const changed = await operator<AdminLogisticsMethod>('PUT', `/admin/logistics/${method.id}`, {
      ...input(name),
      first_fee: '20',
      status: 1,
      sort: 7,
    });
    expect(changed.msg).toBe('修改成功');
    expect(changed.data).toMatchObject({ id: method.id, first_fee: '20.00', status: 1, sort: 7 });

    const removed = await operator('DELETE', `/admin/logistics/${method.id}`);
    expect(removed).toMatchObject({ status_code: 200, msg: '删除成功', data: null });
    const after = await operator<AdminLogisticsMethod[]>('GET', '/admin/logistics');
    expect(after.data!.some((row) => row.id === method.id)).toBe(false);
    const again = await operator('DELETE', `/admin/logistics/${method.id}`);
    expect(again.status_code).toBe(404);
    expect(again.msg).toContain('物流方式');
  });

  it('refuses a blank name in Chinese and keeps nothing', async () => {
    const before = await operator<AdminLogisticsMethod[]>('GET', '/admin/logistics');
    const answer = await operator('POST', '/admin/logistics', input('   '));
    expect(answer.status_code).toBe(422);
    expect(answer.msg).toBe('请填写物流方式名称');
    const after = await operator<AdminLogisticsMethod[]>('GET', '/admin/logistics');
    expect(after.data).toHaveLength(before.data!.length);
  });

  it("does not show or change another site's methods, and refuses resellers", async () => {
    const mine = await operator<AdminLogisticsMethod>(
      'POST',
      '/admin/logistics',
      input('本站专线'),
    );
    const otherHost = `logi-${Date.now() % 100000}.example.test`;
    const otherSite = await createSite(db, '另一站点', otherHost);
    const username = `logi_other_${Date.now() % 100000}`;
    await createUser(db, { siteId: otherSite, username, password: 'secret123', role: 'operator' });
    const otherToken = await signIn(server.app, username, 'secret123', otherHost);
    const other = (method: 'GET' | 'PUT', url: string, payload?: unknown) =>
      server.app
        .inject({
          method,
          url: `/req${url}`,
          headers: { authorization: `Bearer ${otherToken}`, host: otherHost },
          ...(payload ? { payload: payload as object } : {}),
        })
        .then((res) => res.json() as { status_code: number; data: unknown });

    const listed = (await other('GET', '/admin/logistics')).data as AdminLogisticsMethod[];
    expect(listed.some((row) => row.id === mine.data!.id)).toBe(false);
    const changed = await other('PUT', `/admin/logistics/${mine.data!.id}`, input('改名'));
    expect(changed.status_code).toBe(404);

    const reseller = await freshReseller(server.app, db, siteId, 'logi_res');
    const refused = await reseller.call('POST', '/admin/logistics', input('经销商专线'));
    expect(refused.status_code).toBe(403);
  });
});
