import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserAddress } from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { defaultSiteId } from './support/accounts.js';
import { addAddress, freshReseller, sampleAddress } from './cart-fixtures.js';

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

describe(`addresses on ${testDbKind}`, () => {
  it('creates, lists default first, edits, switches the default and deletes', async () => {
    const { call } = await freshReseller(server.app, db, siteId, 'addr');
    const first = await addAddress(call);
    expect(first).toMatchObject({ recipient_name: '张三', country_code: 'CN', is_default: true });
    const second = await addAddress(call, { recipient_name: '李四', city: '广州市' });
    expect(second.is_default).toBe(false);

    const edited = await call<UserAddress>('PUT', `/distribution/userAddress/${second.id}`, {
      ...sampleAddress,
      recipient_name: '李四四',
      is_default: true,
    });
    expect(edited.data).toMatchObject({ recipient_name: '李四四', is_default: true });

    let list = await call<UserAddress[]>('GET', '/distribution/userAddress/addressList');
    expect(list.data.map((a) => [a.id, a.is_default])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);

    await call('PUT', `/distribution/userAddress/${first.id}/default`);
    list = await call<UserAddress[]>('GET', '/distribution/userAddress/addressList');
    expect(list.data[0]).toMatchObject({ id: first.id, is_default: true });

    // Deleting the default hands the flag to the one left.
    expect((await call('DELETE', `/distribution/userAddress/${first.id}`)).status_code).toBe(200);
    list = await call<UserAddress[]>('GET', '/distribution/userAddress/addressList');
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ id: second.id, is_default: true });
  });

  it('refuses bad input with a Chinese message naming the field', async () => {
    const { call } = await freshReseller(server.app, db, siteId, 'addr');
    const badCountry = await call('POST', '/distribution/userAddress', {
      ...sampleAddress,
      country_code: 'CHN',
    });
    expect(badCountry.status_code).toBe(422);
    expect(badCountry.msg).toContain('国家/地区代码');
    const noName = await call('POST', '/distribution/userAddress', {
      ...sampleAddress,
      recipient_name: '',
    });
    expect(noName.status_code).toBe(422);
    expect(noName.msg).toContain('收件人');
  });

  it("answers another reseller's address as not found and leaves it alone", async () => {
    const owner = await freshReseller(server.app, db, siteId, 'addr');
    const other = await freshReseller(server.app, db, siteId, 'addr');
    const address = await addAddress(owner.call);
    const path = `/distribution/userAddress/${address.id}`;
    expect((await other.call('PUT', path, sampleAddress)).status_code).toBe(404);
    expect((await other.call('PUT', `${path}/default`)).status_code).toBe(404);
    expect((await other.call('DELETE', path)).status_code).toBe(404);
    const theirs = await other.call<UserAddress[]>('GET', '/distribution/userAddress/addressList');
    expect(theirs.data).toEqual([]);
    const mine = await owner.call<UserAddress[]>('GET', '/distribution/userAddress/addressList');
    expect(mine.data).toHaveLength(1);
  });
});
