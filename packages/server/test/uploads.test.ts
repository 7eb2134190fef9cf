import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Db } from '../src/db/client.js';
import { encodeCallback } from '../src/modules/uploads/upload-callback.js';
import type { UploadForm } from '@podkit/sdk-core';
import {
  createUploadForm,
  storedKeyFor,
  UPLOAD_SECRET_NAME,
} from '../src/modules/uploads/upload-policy.js';
import { getServerSecret } from '../src/secrets/index.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { makePng, makePngOfSize } from './support/images.js';
import { listFiles, makeSignedInUser, rowsForKey, uploadFormData } from './support/uploads.js';
import { cspDirectives } from './support/csp.js';
import { siteDomains } from '../src/modules/sites/schema.js';

let server: TestServer;
let db: Db;
let token: string;
let userId: number;
let siteId: number;

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
  const signedIn = await makeSignedInUser(db);
  token = signedIn.token;
  userId = signedIn.user.id;
  siteId = signedIn.user.siteId;
  // The form's host is the site's own domain (a Host nobody registered never makes a URL).
  await db.insert(siteDomains).values({ siteId, host: 'shop.example.test' });
});
afterAll(async () => {
  await server?.close();
});

async function signedForm(query = '', bearer = token): Promise<UploadForm> {
  const res = await server.app.inject({
    method: 'GET',
    url: `/req/admin/ossUpload${query}`,
    headers: { authorization: `Bearer ${bearer}`, host: 'shop.example.test' },
  });
  const body = res.json();
  expect(body.status_code, body.msg).toBe(200);
  return body.data as UploadForm;
}

async function postUpload(data: FormData, app = server.app) {
  const res = await app.inject({ method: 'POST', url: '/req/upload/local', payload: data });
  expect(res.statusCode).toBe(200);
  return res.json() as { status_code: number; msg: string; data: Record<string, unknown> | null };
}

/** The harness listens once per server; later tests reuse the address. */
async function baseUrl(): Promise<string> {
  return server.url || server.listen();
}

const filesDir = () => path.join(server.config.dataDir, 'files');
const stagingDir = () => path.join(server.config.dataDir, 'tmp', 'uploads');

/** Nothing under the key the client asked for, nor under the name the server would have given it. */
async function expectNothingStored(key: string) {
  const secret = await getServerSecret(db, UPLOAD_SECRET_NAME);
  const stored = storedKeyFor(secret, key, key.slice(key.lastIndexOf('.') + 1));
  expect(fs.existsSync(path.join(filesDir(), stored))).toBe(false);
  expect(await rowsForKey(db, stored)).toEqual([]);
  expect(fs.existsSync(path.join(filesDir(), key))).toBe(false);
  expect(listFiles(filesDir()).filter((file) => file.startsWith('.staging'))).toEqual([]);
  expect(listFiles(stagingDir())).toEqual([]);
  expect(await rowsForKey(db, key)).toEqual([]);
}

function decodeBase64Json(value: string): unknown {
  return JSON.parse(Buffer.from(value, 'base64').toString('utf8'));
}

describe(`signed upload form on ${testDbKind}`, () => {
  it('returns an OSS PostObject form for the signed-in user', async () => {
    const before = Date.now();
    const form = await signedForm();
    expect(Object.keys(form).sort()).toEqual(
      ['accessid', 'callback', 'dir', 'expire', 'host', 'max_size', 'policy', 'signature'].sort(),
    );
    expect(form.dir).toMatch(new RegExp(`^s${siteId}/u${userId}/material/\\d{6}/$`));
    expect(form.host).toBe('http://shop.example.test/req/upload/local');
    expect(form.max_size).toBe(50 * 1024 * 1024);
    expect(form.expire).toBeGreaterThanOrEqual(Math.floor(before / 1000) + 599);
    expect(form.expire).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 600);

    const policy = decodeBase64Json(form.policy) as { expiration: string; conditions: unknown[] };
    expect(new Date(policy.expiration).getTime()).toBe(form.expire * 1000);
    expect(policy.conditions).toEqual([
      ['starts-with', '$key', form.dir],
      ['content-length-range', 1, 50 * 1024 * 1024],
    ]);

    const secret = await getServerSecret(db, 'upload-policy');
    expect(form.signature).toBe(createHmac('sha256', secret).update(form.policy).digest('base64'));

    expect(decodeBase64Json(form.callback)).toEqual({
      callbackUrl: form.host,
      callbackBody: expect.stringContaining('key=${object}'),
      callbackBodyType: 'application/x-www-form-urlencoded',
    });
  });

  it('gives each type its own folder and size limit', async () => {
    const avatar = await signedForm('?type=avatar');
    expect(avatar.dir).toMatch(new RegExp(`^s${siteId}/u${userId}/avatar/\\d{6}/$`));
    expect(avatar.max_size).toBe(5 * 1024 * 1024);
    expect((await signedForm('?type=voucher')).max_size).toBe(10 * 1024 * 1024);
    expect((await signedForm('?type=file')).max_size).toBe(20 * 1024 * 1024);
  });

  it('refuses an unknown type and a file name with an unsupported extension', async () => {
    const auth = { authorization: `Bearer ${token}` };
    const badType = await server.app.inject({
      method: 'GET',
      url: '/req/admin/ossUpload?type=video',
      headers: auth,
    });
    expect(badType.json()).toMatchObject({ status_code: 422, msg: '上传类型（type） 的取值无效' });
    const badName = await server.app.inject({
      method: 'GET',
      url: '/req/admin/ossUpload?name=run.exe',
      headers: auth,
    });
    expect(badName.json()).toMatchObject({ status_code: 422 });
    expect(badName.json().msg).toContain('.exe');
  });

  it('documents the upload routes in the OpenAPI document', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/req/docs/json' });
    const paths = res.json().paths as Record<
      string,
      Record<string, { summary?: string; tags?: string[] }>
    >;
    expect(paths['/req/admin/ossUpload']?.get).toMatchObject({
      tags: ['uploads'],
      summary: expect.stringContaining('上传签名'),
    });
    expect(paths['/req/upload/local']?.post).toMatchObject({
      tags: ['uploads'],
      summary: expect.stringContaining('上传'),
    });
  });

  it('needs a signed-in user', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/req/admin/ossUpload' });
    expect(res.statusCode).toBe(401);
    expect(res.json().status_code).toBe(401);
  });
});

describe(`local upload endpoint on ${testDbKind}`, () => {
  it('stores a real PNG, records it and serves it back byte-identical with cache headers', async () => {
    const form = await signedForm();
    const png = makePng(7, 3);
    const body = await postUpload(
      uploadFormData(form, { bytes: png, name: '我的图片.png', type: 'image/png' }),
    );
    expect(body.msg).toBe('');
    expect(body.status_code).toBe(200);
    // The server names the stored file itself: 22 characters no one can guess.
    const key = String(body.data!.key);
    expect(key).toMatch(new RegExp(`^${form.dir}[A-Za-z0-9_-]{22}\\.png$`));
    expect(key).not.toContain('Ab3dE5gH9k');
    expect(body.data).toEqual({
      id: expect.any(Number),
      key,
      url: `http://localhost:80/files/${key}`,
      name: '我的图片.png',
      size: png.length,
      mime: 'image/png',
      width: 7,
      height: 3,
      // An upload of type material becomes a material of the gallery (materials module).
      material_id: expect.any(Number),
    });

    const [row] = await rowsForKey(db, key);
    expect(row).toMatchObject({
      siteId,
      userId,
      kind: 'material',
      name: '我的图片.png',
      size: png.length,
      storage: 'local',
    });
    expect(fs.readFileSync(path.join(filesDir(), key)).equals(png)).toBe(true);

    const served = await server.app.inject({ method: 'GET', url: `/files/${key}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-length']).toBe(String(png.length));
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['access-control-allow-origin']).toBe('*');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // Partner pages show stored pictures in <img> tags: their browsers need this to load them.
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const etag = served.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);

    const revalidated = await server.app.inject({
      method: 'GET',
      url: `/files/${key}`,
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
  });

  it('works over real HTTP with the fields in the contract order, and refuses reusing a key', async () => {
    const base = await baseUrl();
    const form = await signedForm('?type=avatar');
    const png = makePng(2, 2);
    const send = () =>
      fetch(form.host.replace('http://shop.example.test', base), {
        method: 'POST',
        body: uploadFormData(form, { bytes: png, name: 'a.png' }, {}, 'RealHttp01'),
      }).then(
        (res) => res.json() as Promise<{ status_code: number; msg: string; data: { key: string } }>,
      );
    const first = await send();
    expect(first.status_code).toBe(200);
    expect(first.data.key).toMatch(new RegExp(`^${form.dir}[A-Za-z0-9_-]{22}\\.png$`));
    const again = await send();
    expect(again).toMatchObject({
      status_code: 409,
      msg: '该文件路径已有文件，请重新获取上传签名后再上传',
    });
    expect(await rowsForKey(db, first.data.key)).toHaveLength(1);
  });

  it('accepts the name field after the file (the spec lists file before name)', async () => {
    const form = await signedForm();
    const data = new FormData();
    const key = `${form.dir}NameAfter1.png`;
    for (const [field, value] of Object.entries({
      accessid: form.accessid,
      key,
      policy: form.policy,
      callback: form.callback,
      signature: form.signature,
    })) {
      data.append(field, value);
    }
    data.append('file', new Blob([new Uint8Array(makePng(1, 1))]), 'blob');
    data.append('name', '后置名称.png');
    const body = await postUpload(data);
    expect(body).toMatchObject({ status_code: 200, data: { name: '后置名称.png' } });
    expect(String(body.data!.key).startsWith(form.dir)).toBe(true);
  });

  it('stores a clean SVG and serves it with a content security policy', async () => {
    const form = await signedForm();
    const svg = Buffer.from(
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10">' +
        '<defs><style>.a{fill:url(#g)}</style><linearGradient id="g"/></defs><use xlink:href="#r"/><rect id="r" class="a" width="10" height="10"/></svg>',
    );
    const body = await postUpload(
      uploadFormData(form, { bytes: svg, name: 'logo.svg' }, {}, 'SvgClean01'),
    );
    expect(body).toMatchObject({
      status_code: 200,
      data: { mime: 'image/svg+xml', width: null, height: null },
    });
    const served = await server.app.inject({
      method: 'GET',
      url: `/files/${String(body.data!.key)}`,
    });
    // Stored as sanitised text: the same drawing, with nothing taken away from a clean file.
    const stored = served.rawPayload.toString('utf8');
    expect(stored).toContain('<linearGradient id="g"');
    expect(stored).toContain('<use xlink:href="#r"');
    expect(stored).toContain('<rect id="r" class="a" width="10" height="10"');
    expect(body.data?.size).toBe(served.rawPayload.length);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    // Opened by itself, an SVG document loads and runs nothing.
    const csp = cspDirectives(served.headers['content-security-policy']);
    expect(csp.get('default-src')).toBe("'none'");
    expect(csp.get('style-src')).toBe("'unsafe-inline'");
    expect([...csp.keys()].sort()).toEqual(['default-src', 'frame-ancestors', 'style-src']);
  });

  it('refuses a tampered signature', async () => {
    const form = await signedForm();
    const key = `${form.dir}Tampered01.png`;
    const forged = createHmac('sha256', 'guessed-secret').update(form.policy).digest('base64');
    const body = await postUpload(
      uploadFormData(
        form,
        { bytes: makePng(2, 2), name: 'a.png' },
        { signature: forged },
        'Tampered01',
      ),
    );
    expect(body).toEqual({
      status_code: 403,
      msg: '上传签名校验失败，请重新获取上传签名',
      data: null,
    });
    await expectNothingStored(key);
  });

  it('refuses a policy whose size range was widened after signing', async () => {
    const form = await signedForm('?type=avatar');
    const document = decodeBase64Json(form.policy) as { conditions: unknown[] };
    document.conditions[1] = ['content-length-range', 1, 1024 * 1024 * 1024];
    const widened = Buffer.from(JSON.stringify(document)).toString('base64');
    const body = await postUpload(
      uploadFormData(
        form,
        { bytes: makePng(2, 2), name: 'a.png' },
        { policy: widened },
        'Widened001',
      ),
    );
    expect(body.status_code).toBe(403);
    await expectNothingStored(`${form.dir}Widened001.png`);
  });

  it('refuses an expired policy', async () => {
    const secret = await getServerSecret(db, 'upload-policy');
    const host = 'http://localhost:80/req/upload/local';
    const form = createUploadForm({
      secret,
      owner: { siteId, userId },
      kind: 'material',
      host,
      callback: encodeCallback(host),
      now: new Date(Date.now() - 11 * 60 * 1000),
    });
    const body = await postUpload(
      uploadFormData(form, { bytes: makePng(2, 2), name: 'old.png' }, {}, 'Expired001'),
    );
    expect(body).toEqual({
      status_code: 403,
      msg: '上传签名已过期，请重新获取上传签名后再上传',
      data: null,
    });
    await expectNothingStored(`${form.dir}Expired001.png`);
  });

  it("refuses a key outside the user's own folder", async () => {
    const form = await signedForm();
    const otherUsersKey =
      form.dir.replace(`/u${userId}/`, `/u${userId + 1000}/`) + 'Outside001.png';
    const body = await postUpload(
      uploadFormData(form, { bytes: makePng(2, 2), name: 'a.png' }, { key: otherUsersKey }),
    );
    expect(body.status_code).toBe(403);
    expect(body.msg).toBe(`文件路径（key）必须位于你的上传目录 ${form.dir} 下`);
    await expectNothingStored(otherUsersKey);

    const climbing = `${form.dir}../../../escape.png`;
    const climb = await postUpload(
      uploadFormData(form, { bytes: makePng(2, 2), name: 'a.png' }, { key: climbing }),
    );
    expect(climb).toMatchObject({
      status_code: 422,
      msg: '文件路径（key）只能包含字母、数字和 _ . -，且不能含有子目录',
    });
    expect(listFiles(server.config.dataDir).filter((file) => file.includes('escape'))).toEqual([]);
  });

  it('refuses an oversize file while streaming, over real HTTP', async () => {
    const base = await baseUrl();
    const form = await signedForm('?type=avatar');
    const big = makePngOfSize(5 * 1024 * 1024 + 1);
    const res = await fetch(`${base}/req/upload/local`, {
      method: 'POST',
      body: uploadFormData(form, { bytes: big, name: 'huge.png' }, {}, 'Oversize01'),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status_code: 422,
      msg: '文件「huge.png」超过大小上限 5 MB，请压缩后再上传',
      data: null,
    });
    await expectNothingStored(`${form.dir}Oversize01.png`);
  });

  it('accepts a file of exactly the maximum size', async () => {
    const form = await signedForm('?type=avatar');
    const exact = makePngOfSize(5 * 1024 * 1024);
    expect(exact.length).toBe(5 * 1024 * 1024);
    const body = await postUpload(
      uploadFormData(form, { bytes: exact, name: 'exact.png' }, {}, 'ExactSize1'),
    );
    expect(body).toMatchObject({
      status_code: 200,
      data: { size: exact.length, width: 4, height: 4 },
    });
  });

  it('refuses a PNG renamed .jpg, naming the file and its real type', async () => {
    const form = await signedForm();
    const body = await postUpload(
      uploadFormData(form, { bytes: makePng(3, 3), name: 'photo.jpg' }, {}, 'Renamed001'),
    );
    expect(body).toEqual({
      status_code: 422,
      msg: '文件「photo.jpg」的实际类型是 PNG 图片（image/png），与扩展名 .jpg 不符，请上传真实的图片文件',
      data: null,
    });
    await expectNothingStored(`${form.dir}Renamed001.jpg`);
  });

  it('refuses a text file renamed .png', async () => {
    const form = await signedForm();
    const text = Buffer.from('这不是图片，只是一段文字。\nhello\n');
    const body = await postUpload(
      uploadFormData(form, { bytes: text, name: 'notes.png' }, {}, 'TextAsPng1'),
    );
    expect(body).toEqual({
      status_code: 422,
      msg: '文件「notes.png」的实际类型是 文本文件（text/plain），与扩展名 .png 不符，请上传真实的图片文件',
      data: null,
    });
    await expectNothingStored(`${form.dir}TextAsPng1.png`);
  });

  it('sanitises an SVG: script, event handlers and outside references go, the drawing stays', async () => {
    const form = await signedForm();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script>' +
        '<rect width="10" height="10" fill="#16a34a"/><image href="https://tracker.example/p.png"/>' +
        '<a href="javascript:alert(2)"><circle r="3"/></a><foreignObject><p>html</p></foreignObject></svg>',
    );
    const body = await postUpload(
      uploadFormData(form, { bytes: svg, name: 'mixed.svg' }, {}, 'SvgScript1'),
    );
    expect(body.status_code).toBe(200);
    const served = await server.app.inject({
      method: 'GET',
      url: `/files/${String(body.data!.key)}`,
    });
    const stored = served.rawPayload.toString('utf8');
    expect(stored).toContain('<rect width="10" height="10" fill="#16a34a"');
    expect(stored).toContain('<circle r="3"');
    for (const removed of [
      '<script',
      'onload',
      'tracker.example',
      'javascript:',
      'foreignObject',
      '<p>',
    ]) {
      expect(stored).not.toContain(removed);
    }
  });

  it('refuses a .svg file that is not an SVG at all', async () => {
    const form = await signedForm();
    const body = await postUpload(
      uploadFormData(
        form,
        { bytes: Buffer.from('just some notes'), name: 'notes.svg' },
        {},
        'SvgNotSvg1',
      ),
    );
    expect(body.status_code).toBe(422);
    expect(body.msg).toContain('文件「notes.svg」不是有效的 SVG 图片');
    await expectNothingStored(`${form.dir}SvgNotSvg1.svg`);
  });

  it('refuses a form without a signature field', async () => {
    const form = await signedForm();
    const data = uploadFormData(form, { bytes: makePng(1, 1), name: 'a.png' }, {}, 'NoSignatur');
    data.delete('signature');
    const body = await postUpload(data);
    expect(body).toEqual({
      status_code: 422,
      msg: '缺少上传字段：signature（须放在 file 之前）',
      data: null,
    });
    await expectNothingStored(`${form.dir}NoSignatur.png`);
  });

  it('answers an unknown or unsafe file path with a 404 envelope', async () => {
    for (const url of [
      '/files/s1/u1/material/202001/nothing.png',
      '/files/..%2F..%2Fetc%2Fpasswd',
      '/files/.staging/x',
    ]) {
      const res = await server.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ status_code: 404, msg: '文件不存在', data: null });
    }
  });
});

describe(`upload secret shared by server processes on ${testDbKind}`, () => {
  /** A second handle on the same database, with nothing cached: what another process would have. */
  function secondHandle(): Db {
    const client = (db as unknown as { $client: unknown }).$client;
    return (testDbKind === 'postgres'
      ? drizzlePg(client as never)
      : drizzlePglite(client as never)) as unknown as Db;
  }

  it('signs on one app instance and verifies on another', async () => {
    const other = await buildApp({ db: secondHandle(), config: server.config, logger: false });
    try {
      const form = await signedForm();
      const body = await postUpload(
        uploadFormData(form, { bytes: makePng(5, 5), name: 'b.png' }, {}, 'OtherApp01'),
        other,
      );
      expect(body).toMatchObject({
        status_code: 200,
        data: {
          key: expect.stringMatching(new RegExp(`^${form.dir}[A-Za-z0-9_-]{22}\\.png$`)),
          width: 5,
        },
      });
    } finally {
      await other.close();
    }
  });

  it('creates one secret when several processes ask at once', async () => {
    const handles = [secondHandle(), secondHandle(), secondHandle()];
    const values = await Promise.all(handles.map((handle) => getServerSecret(handle, 'race-test')));
    expect(new Set(values).size).toBe(1);
    expect(values[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
