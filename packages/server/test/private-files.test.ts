import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRechargeRecord, RechargeRecord, UploadForm } from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import { signedQuery } from '../src/storage/signed-url.js';
import { getServerSecret } from '../src/secrets/index.js';
import { createStorage, FILE_URL_SECRET_NAME, randomKeyName } from '../src/storage/index.js';
import { freshReseller, signedInOperator, type clientFor } from './cart-fixtures.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { createSite, defaultSiteId } from './support/accounts.js';
import { makePng } from './support/images.js';
import { uploadFormData } from './support/uploads.js';

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

let uploads = 0;

async function upload(call: ReturnType<typeof clientFor>, type: 'voucher' | 'material') {
  uploads += 1;
  const form = await call<UploadForm>('GET', `/admin/ossUpload?type=${type}`);
  const res = await server.app.inject({
    method: 'POST',
    url: '/req/upload/local',
    payload: uploadFormData(
      form.data,
      { bytes: makePng(8, 6), name: 'a.png', type: 'image/png' },
      {},
      `Private${String(uploads).padStart(3, '0')}`,
    ),
  });
  const body = res.json() as { data: { id: number; key: string; url: string } };
  return body.data;
}

/** GET of a URL the API handed out, as a browser would: path and query, no token. */
const fetchFile = (url: string, host?: string) => {
  const { pathname, search } = new URL(url, 'http://localhost');
  return server.app.inject({
    method: 'GET',
    url: `${pathname}${search}`,
    ...(host ? { headers: { host } } : {}),
  });
};

describe(`private files on ${testDbKind}`, () => {
  it('keeps a voucher behind a signed, expiring link, and a material public', async () => {
    const { call } = await freshReseller(server.app, db, siteId, 'voucher');
    const voucher = await upload(call, 'voucher');
    // 22 random characters: the key cannot be guessed.
    expect(voucher.key).toMatch(/\/voucher\/\d{6}\/[A-Za-z0-9_-]{22}\.png$/);
    expect(voucher.url).toMatch(/\?expires=\d+&signature=[A-Za-z0-9_-]+$/);

    const signed = await fetchFile(voucher.url);
    expect(signed.statusCode).toBe(200);
    expect(signed.headers['content-type']).toBe('image/png');
    expect(signed.headers['cache-control']).toBe('private, max-age=600');
    expect(signed.headers['access-control-allow-origin']).toBeUndefined();

    const bare = await fetchFile(`/files/${voucher.key}`);
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toMatchObject({ msg: '文件链接无效或已过期，请回到页面重新打开' });
    // From another site's host it is no different.
    await createSite(db, '另一站点', 'other-private.example.test');
    expect(
      (await fetchFile(`/files/${voucher.key}`, 'other-private.example.test')).statusCode,
    ).toBe(403);

    const tampered = voucher.url.replace(/signature=./, (match) =>
      match.endsWith('A') ? `${match.slice(0, -1)}B` : `${match.slice(0, -1)}A`,
    );
    expect((await fetchFile(tampered)).statusCode).toBe(403);
    const secret = await getServerSecret(db, FILE_URL_SECRET_NAME);
    const expired = `/files/${voucher.key}?${signedQuery(secret, voucher.key, new Date(Date.now() - 7200_000))}`;
    expect((await fetchFile(expired)).statusCode).toBe(403);
    // A link signed for one key opens no other.
    const other = await upload(call, 'voucher');
    const borrowed = `/files/${other.key}${new URL(voucher.url, 'http://x').search}`;
    expect((await fetchFile(borrowed)).statusCode).toBe(403);

    const material = await upload(call, 'material');
    expect(material.url).not.toContain('?');
    const open = await fetchFile(material.url);
    expect(open.statusCode).toBe(200);
    expect(open.headers['access-control-allow-origin']).toBe('*');
  });

  it('hands the owner and the operator a working voucher link, and nobody a bare one', async () => {
    const reseller = await freshReseller(server.app, db, siteId, 'voucher_rc');
    const voucher = await upload(reseller.call, 'voucher');
    const created = await reseller.call<RechargeRecord>('POST', '/distribution/recharge/offline', {
      amount: '50',
      voucher_file_id: voucher.id,
    });
    expect(created.status_code, created.msg).toBe(200);
    expect((await fetchFile(created.data.voucher_url!)).statusCode).toBe(200);

    const operator = await signedInOperator(server.app, db, siteId, 'voucher_op');
    const pending = await operator<{ data: AdminRechargeRecord[] }>(
      'GET',
      `/admin/recharge?status=pending&keyword=${reseller.user.username}`,
    );
    const row = pending.data.data.find((record) => record.id === created.data.id)!;
    expect((await fetchFile(row.voucher_url!)).statusCode).toBe(200);
    expect((await fetchFile(`/files/${voucher.key}`)).statusCode).toBe(403);
  });

  // Issue 16's list: vouchers, order attachments, verification documents, print files, exports,
  // imported spreadsheets; mockups and gallery materials stay public.
  it.each([
    ['voucher', 403],
    ['file', 403],
    ['verification', 403],
    ['printfiles', 403],
    ['export', 403],
    ['order-import', 403],
    ['template-sheets', 403],
    ['mockups', 200],
    ['material', 200],
  ])('answers a bare link to a stored %s file with %i', async (folder, bare) => {
    const storage = createStorage(server.config);
    const key = `s${siteId}/u1/${folder}/${randomKeyName()}.png`;
    await storage.put(key, makePng(4, 4), { contentType: 'image/png' });
    expect((await fetchFile(`/files/${key}`)).statusCode).toBe(bare);
    const secret = await getServerSecret(db, FILE_URL_SECRET_NAME);
    expect((await fetchFile(`/files/${key}?${signedQuery(secret, key)}`)).statusCode).toBe(200);
  });
});
