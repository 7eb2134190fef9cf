import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auth,
  createClient,
  createMemoryNotifier,
  createMemoryStorage,
  createTokenStore,
  fetchTransport,
  uploadFile,
  type Client,
  type UploadForm,
} from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import { uploadedFiles } from '../src/modules/uploads/schema.js';
import { freshReseller } from './cart-fixtures.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { defaultSiteId } from './support/accounts.js';
import { makePng } from './support/images.js';
import { startLocalS3, type LocalS3 } from './support/s3-server.js';

let s3: LocalS3;
let server: TestServer;
let db: Db;
let siteId: number;

beforeAll(async () => {
  s3 = await startLocalS3();
  server = await startTestServer({ env: { ...s3.env, JOBS: 'off' } });
  await server.listen();
  db = server.database.db;
  siteId = await defaultSiteId(db);
});
afterAll(async () => {
  await server?.close();
  await s3?.close();
});

/** A fresh reseller and an sdk-core client signed in as them against the listening server. */
async function resellerClient(prefix: string): Promise<{ client: Client; userId: number }> {
  const { user } = await freshReseller(server.app, db, siteId, prefix);
  const client = createClient({
    baseURL: `${server.url}/req`,
    tokenStore: createTokenStore({ storage: createMemoryStorage() }),
    notifier: createMemoryNotifier(),
    reload: () => {},
  });
  await auth.login(client, { username: user.username, password: 'reseller123' });
  return { client, userId: user.id };
}

const pngFile = (name: string, bytes = makePng(8, 6)) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

/** A browser-style POST of a form's fields (as given), a key and a file to the bucket. */
function postToBucket(form: UploadForm, key: string, file: File, fields = form.fields ?? {}) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('key', key);
  body.append('file', file);
  return fetch(form.host, { method: 'POST', body });
}

describe(`S3 storage on ${testDbKind}`, () => {
  it('uploads a voucher straight to the bucket with the signed POST, confirms it, and reads it only by a signed link', async () => {
    const { client, userId } = await resellerClient('s3voucher');
    const form = await client.get<UploadForm>('/admin/ossUpload', { query: { type: 'voucher' } });
    // The spec's fields stay; S3's own come in `fields`, and the confirm call replaces the callback.
    expect(form).toMatchObject({
      dir: expect.stringMatching(new RegExp(`^s${siteId}/u${userId}/voucher/\\d{6}/$`)),
      host: `${s3.endpoint}/${s3.bucket}`,
      callback: '',
      accessid: s3.accessKeyId,
      confirm: '/upload/confirm',
    });
    expect(Object.keys(form.fields ?? {}).sort()).toEqual(
      [
        'Policy',
        'X-Amz-Algorithm',
        'X-Amz-Credential',
        'X-Amz-Date',
        'X-Amz-Signature',
        'bucket',
      ].sort(),
    );
    expect(form.signature).toBe(form.fields?.['X-Amz-Signature']);

    const bytes = makePng(9, 7);
    const stored = await uploadFile(client, pngFile('付款凭证.png', bytes), {
      type: 'voucher',
      transport: fetchTransport,
    });
    expect(s3.refusals).toEqual([]);
    expect(stored).toMatchObject({ name: '付款凭证.png', mime: 'image/png', size: bytes.length });
    expect(stored.key).toMatch(/\/voucher\/\d{6}\/[A-Za-z0-9_-]{22}\.png$/);
    const [row] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.id, stored.id));
    expect(row).toMatchObject({ storage: 's3', userId, kind: 'voucher' });

    // The signed link is checked here, then redirected to a presigned GET of the bucket.
    const signed = await fetch(new URL(stored.url, server.url), { redirect: 'manual' });
    expect(signed.status).toBe(302);
    const location = signed.headers.get('location') ?? '';
    expect(location.startsWith(`${s3.endpoint}/${s3.bucket}/${stored.key}?`)).toBe(true);
    expect(new URL(location).searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    const object = await fetch(location);
    expect(object.status).toBe(200);
    expect(Buffer.from(await object.arrayBuffer()).equals(bytes)).toBe(true);

    for (const url of [
      `/files/${stored.key}`,
      stored.url.replace(/signature=[^&]+/, 'signature=x'),
    ]) {
      const refused = await fetch(new URL(url, server.url), { redirect: 'manual' });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({
        msg: '文件链接无效或已过期，请回到页面重新打开',
      });
    }
  });

  it('serves a public material from the bucket through /files and makes it a material', async () => {
    const { client } = await resellerClient('s3material');
    const stored = (await uploadFile(client, pngFile('花.png'), {
      type: 'material',
      transport: fetchTransport,
    })) as { url: string; key: string; material_id?: number };
    expect(stored.material_id).toEqual(expect.any(Number));
    expect(stored.url).not.toContain('signature=');
    const res = await fetch(new URL(stored.url, server.url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
  });

  it('holds uploads to the policy and confirms only a checked object of the caller', async () => {
    const { client } = await resellerClient('s3policy');
    const form = await client.get<UploadForm>('/admin/ossUpload', { query: { type: 'voucher' } });
    const fields = form.fields ?? {};

    // Outside the signed folder, too large, a forged policy, an extra field: S3 refuses each.
    const outside = await postToBucket(form, `s${siteId}/u1/voucher/x/evil.png`, pngFile('a.png'));
    expect(outside.status).toBe(403);
    const tooLarge = await postToBucket(
      form,
      `${form.dir}big.png`,
      pngFile('big.png', Buffer.alloc(form.max_size + 1, 1)),
    );
    expect(tooLarge.status).toBe(403);
    const forged = Buffer.from(
      Buffer.from(fields.Policy ?? '', 'base64')
        .toString('utf8')
        .replace(form.dir, ''),
    ).toString('base64');
    expect(
      (
        await postToBucket(form, `${form.dir}forged.png`, pngFile('a.png'), {
          ...fields,
          Policy: forged,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await postToBucket(form, `${form.dir}extra.png`, pngFile('a.png'), {
          ...fields,
          acl: 'public-read',
        })
      ).status,
    ).toBe(403);
    expect(s3.refusals).toEqual([
      'AccessDenied',
      'EntityTooLarge',
      'SignatureDoesNotMatch',
      'AccessDenied',
    ]);

    // Posted but not what its name says: confirmed never, and removed from nothing it recorded.
    const fakeKey = `${form.dir}NotAnImage01.png`;
    expect(
      (await postToBucket(form, fakeKey, new File(['plain text'], 'a.png', { type: 'image/png' })))
        .status,
    ).toBe(204);
    const confirm = (key: string) =>
      client
        .request('/upload/confirm', { method: 'POST', body: { key, name: 'a.png' }, silent: true })
        .then(
          (answer) => answer,
          (error: { status_code: number; msg: string }) => error,
        );
    expect(await confirm(fakeKey)).toMatchObject({ msg: expect.stringContaining('a.png') });
    expect(await confirm(`${form.dir}Missing00001.png`)).toMatchObject({
      msg: '未找到已上传的文件「a.png」，请重新上传',
    });
    // Another reseller's folder, even with an object in it.
    const other = await resellerClient('s3other');
    const goodKey = `${form.dir}GoodImage001.png`;
    expect((await postToBucket(form, goodKey, pngFile('a.png'))).status).toBe(204);
    expect(
      await other.client
        .request('/upload/confirm', { method: 'POST', body: { key: goodKey }, silent: true })
        .catch((error: unknown) => error),
    ).toMatchObject({ status_code: 403, msg: '文件路径（key）不在你的上传目录下' });

    // Confirmed twice: one record.
    const first = (await confirm(goodKey)) as { data: { id: number; key: string } };
    const second = (await confirm(goodKey)) as { data: { id: number } };
    expect(second.data.id).toBe(first.data.id);
    expect(first.data.key).not.toBe(goodKey);
  });
});
