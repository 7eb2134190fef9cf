import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import path from 'node:path';
import { writePsd } from 'ag-psd';
import { eq } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Material,
  MaterialCategory,
  MaterialExport,
  MaterialSearchResult,
  MaterialTag,
} from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import { hammingDistance, perceptualHash } from '../src/modules/materials/perceptual-hash.js';
import { materials } from '../src/modules/materials/schema.js';
import { ALLOW_PRIVATE_FETCH_ENV } from '../src/modules/materials/url-material.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { callApi } from './support/api.js';
import {
  drawPicture,
  uploadMaterial,
  galleryOwner,
  type GalleryOwner,
} from './support/materials.js';

let server: TestServer;
let db: Db;
type Who = GalleryOwner;
const reseller = () => galleryOwner(db);

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
});
afterAll(async () => {
  await server?.close();
});

const as = (who: Who) => ({ token: who.token });
const storedFile = (key: string) => fs.readFileSync(path.join(server.config.dataDir, 'files', key));

async function materialRow(id: number) {
  const [row] = await db.select().from(materials).where(eq(materials.id, id));
  if (!row) throw new Error(`no material ${id}`);
  return row;
}

/** A Photoshop file whose composite image is the given RGBA picture. */
async function makePsd(picture: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(picture)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const imageData = { width: info.width, height: info.height, data: new Uint8ClampedArray(data) };
  return Buffer.from(writePsd({ width: info.width, height: info.height, imageData, children: [] }));
}

describe(`uploads of type material on ${testDbKind}`, () => {
  it('become materials with a WebP thumbnail, a perceptual hash and the pixel size', async () => {
    const who = await reseller();
    const png = await drawPicture(1, 900, 600);
    const res = await uploadMaterial(server.app, who.token, { bytes: png, name: '海报.png' });
    expect(res.status_code, res.msg).toBe(200);
    expect(res.data).toMatchObject({
      name: '海报.png',
      width: 900,
      height: 600,
      material_id: expect.any(Number),
    });
    const row = await materialRow(res.data.material_id!);
    expect(row).toMatchObject({
      name: '海报',
      type: 'image',
      fileKey: res.data.key,
      width: 900,
      height: 600,
      userId: who.owner.userId,
    });
    expect(row.phash).not.toBeNull();
    const thumb = await sharp(storedFile(row.thumbKey!)).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 300, 200]);
    expect(storedFile(row.fileKey).equals(png)).toBe(true);

    const listed = await callApi<{ data: Material[] }>(
      server.app,
      'GET',
      '/req/distribution/material',
      as(who),
    );
    expect(listed.data.data[0]).toMatchObject({
      id: row.id,
      thumb_url: expect.stringContaining('/files/'),
    });
  });

  it('renders previews for TIFF, SVG and PSD (from its composite image)', async () => {
    const who = await reseller();
    const tiff = await uploadMaterial(server.app, who.token, {
      bytes: await drawPicture(2, 400, 400, 'tiff'),
      name: 'scan.tiff',
    });
    const svg = await uploadMaterial(server.app, who.token, {
      bytes: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="320"><rect width="640" height="320" fill="#0a0"/></svg>',
      ),
      name: 'logo.svg',
    });
    const psdPicture = await drawPicture(3, 500, 250);
    const psd = await uploadMaterial(server.app, who.token, {
      bytes: await makePsd(psdPicture),
      name: '设计稿.psd',
    });
    for (const [res, type, width, height, thumbWidth] of [
      [tiff, 'tiff', 400, 400, 300],
      [svg, 'svg', 640, 320, 300],
      [psd, 'psd', 500, 250, 300],
    ] as const) {
      expect(res.status_code, res.msg).toBe(200);
      const row = await materialRow(res.data.material_id!);
      expect([row.type, row.width, row.height], type).toEqual([type, width, height]);
      expect(row.phash, type).not.toBeNull();
      const thumb = await sharp(storedFile(row.thumbKey!)).metadata();
      expect([thumb.format, thumb.width], type).toEqual(['webp', thumbWidth]);
    }
    // The PSD's preview is its composite picture, not a blank: it hashes like the picture itself.
    const psdRow = await materialRow(psd.data.material_id!);
    expect(
      hammingDistance(psdRow.phash!, await perceptualHash(sharp(psdPicture))),
    ).toBeLessThanOrEqual(4);
  });

  it('follow the upload settings: name rule, prefix, default tags and categories', async () => {
    const who = await reseller();
    const tag = (
      await callApi<MaterialTag>(server.app, 'POST', '/req/distribution/userMaterialTag', {
        ...as(who),
        payload: { name: '新到' },
      })
    ).data;
    const inbox = (
      await callApi<MaterialCategory>(
        server.app,
        'POST',
        '/req/distribution/userMaterialCategory',
        { ...as(who), payload: { name: '收件箱' } },
      )
    ).data;
    await callApi(server.app, 'PUT', '/req/distribution/userConfig/uploadMaterial', {
      ...as(who),
      payload: {
        name_rule: 'file_name',
        name_prefix: 'A-',
        default_tag_ids: [tag.id],
        default_category_ids: [inbox.id],
      },
    });
    const res = await uploadMaterial(server.app, who.token, {
      bytes: await drawPicture(4, 50, 50),
      name: 'flower.png',
    });
    const listed = await callApi<{ data: Material[] }>(
      server.app,
      'GET',
      `/req/distribution/material?category_id=${inbox.id}`,
      as(who),
    );
    expect(listed.data.data).toMatchObject([
      {
        id: res.data.material_id,
        name: 'A-flower.png',
        tags: [{ id: tag.id }],
        categories: [{ id: inbox.id }],
      },
    ]);
  });

  it('other upload types do not become materials', async () => {
    const who = await reseller();
    const res = await uploadMaterial(
      server.app,
      who.token,
      { bytes: await drawPicture(5, 40, 40), name: 'me.png' },
      'avatar',
    );
    expect(res.status_code).toBe(200);
    expect(res.data.material_id).toBeUndefined();
    expect(await db.select().from(materials).where(eq(materials.userId, who.owner.userId))).toEqual(
      [],
    );
  });
});

describe(`search by image on ${testDbKind}`, () => {
  let who: Who;
  let target: number;

  beforeAll(async () => {
    who = await reseller();
    for (let seed = 10; seed < 16; seed++) {
      const res = await uploadMaterial(server.app, who.token, {
        bytes: await drawPicture(seed),
        name: `图${seed}.png`,
      });
      if (seed === 13) target = res.data.material_id!;
    }
  });

  async function search(payload: unknown, searcher = who) {
    return callApi<MaterialSearchResult>(
      server.app,
      'POST',
      '/req/distribution/material/searchImage',
      { ...as(searcher), payload },
    );
  }

  it('finds a resized, re-encoded (50%, JPEG q70) copy of an upload as the first match', async () => {
    const copy = await sharp(await drawPicture(13))
      .resize(400, 300)
      .jpeg({ quality: 70 })
      .toBuffer();
    const query = await uploadMaterial(
      server.app,
      who.token,
      { bytes: copy, name: 'query.jpg' },
      'file',
    );
    const res = await search({ key: query.data.key });
    expect(res.status_code, res.msg).toBe(200);
    expect(res.data.data[0]).toMatchObject({ id: target, name: '图13' });
    expect(res.data.data[0]!.distance).toBeLessThanOrEqual(6);
    expect(res.data.data.every((m, i, all) => i === 0 || all[i - 1]!.distance <= m.distance)).toBe(
      true,
    );
    expect(res.data.hash).toMatch(/^[0-9a-f]{16}$/);

    // The same query by the stored file's URL, and as a multipart upload.
    const byUrl = await search({ url: String(query.data.url) });
    expect(byUrl.data.data[0]!.id).toBe(target);
    const form = new FormData();
    form.append('limit', '3');
    form.append('file', new Blob([new Uint8Array(copy)]), 'query.jpg');
    const multipart = await server.app.inject({
      method: 'POST',
      url: '/req/distribution/material/searchImage',
      headers: { authorization: `Bearer ${who.token}` },
      payload: form,
    });
    const body = multipart.json() as {
      status_code: number;
      msg: string;
      data: MaterialSearchResult;
    };
    expect(body.status_code, body.msg).toBe(200);
    expect(body.data.data[0]!.id).toBe(target);
    expect(body.data.data.length).toBeLessThanOrEqual(3);
  });

  it('searches by a material itself (distance 0 first)', async () => {
    const res = await search({ material_id: target, max_distance: 64, limit: 100 });
    expect(res.data.data[0]).toMatchObject({ id: target, distance: 0 });
    expect(res.data.data.length).toBe(6);
  });

  it("refuses someone else's file or material and text posing as an image", async () => {
    const other = await reseller();
    const res = await search({ material_id: target }, other);
    expect(res).toMatchObject({ status_code: 404, msg: '素材不存在' });
    const [row] = await db.select().from(materials).where(eq(materials.id, target));
    expect((await search({ key: row!.fileKey }, other)).status_code).toBe(404);
    expect((await search({ url: 'https://elsewhere.example/a.png' })).status_code).toBe(422);
    expect((await search({})).status_code).toBe(422);
    const form = new FormData();
    form.append('file', new Blob([new TextEncoder().encode('not an image')]), 'x.png');
    const fake = await server.app.inject({
      method: 'POST',
      url: '/req/distribution/material/searchImage',
      headers: { authorization: `Bearer ${who.token}` },
      payload: form,
    });
    expect(fake.json()).toMatchObject({ status_code: 422, msg: expect.stringContaining('x.png') });
  });
});

describe(`export on ${testDbKind}`, () => {
  it('writes one zip with the originals and a spreadsheet of names, tags and categories', async () => {
    const who = await reseller();
    const pictures = [await drawPicture(21, 120, 80), await drawPicture(22, 60, 60)];
    const uploaded = [];
    for (const [i, bytes] of pictures.entries()) {
      uploaded.push(
        (await uploadMaterial(server.app, who.token, { bytes, name: `导出${i}.png` })).data,
      );
    }
    // Two materials with the same name must not overwrite each other in the zip.
    const twin = (
      await uploadMaterial(server.app, who.token, { bytes: pictures[0]!, name: '导出0.png' })
    ).data;
    const tag = (
      await callApi<MaterialTag>(server.app, 'POST', '/req/distribution/userMaterialTag', {
        ...as(who),
        payload: { name: '出口' },
      })
    ).data;
    const parent = (
      await callApi<MaterialCategory>(
        server.app,
        'POST',
        '/req/distribution/userMaterialCategory',
        { ...as(who), payload: { name: '动物' } },
      )
    ).data;
    const child = (
      await callApi<MaterialCategory>(
        server.app,
        'POST',
        '/req/distribution/userMaterialCategory',
        {
          ...as(who),
          payload: { name: '猫', parent_id: parent.id },
        },
      )
    ).data;
    const ids = [...uploaded, twin].map((u) => u.material_id!);
    await callApi(server.app, 'POST', '/req/distribution/material/tags', {
      ...as(who),
      payload: { ids: [ids[0]], tag_ids: [tag.id] },
    });
    await callApi(server.app, 'POST', '/req/distribution/material/categorys', {
      ...as(who),
      payload: { ids: [ids[0]], category_ids: [child.id] },
    });

    const res = await callApi<MaterialExport>(
      server.app,
      'POST',
      '/req/distribution/material/exportMaterial',
      {
        ...as(who),
        payload: { ids },
      },
    );
    expect(res.status_code, res.msg).toBe(200);
    expect(res.data).toMatchObject({
      count: 3,
      name: expect.stringMatching(/^素材导出-\d{8}-\d{6}\.zip$/),
    });
    const download = await server.app.inject({
      method: 'GET',
      // A private export: the signed link opens it, the bare address does not.
      url: `${new URL(res.data.url).pathname}${new URL(res.data.url).search}`,
    });
    expect(download.statusCode).toBe(200);
    const bare = await server.app.inject({ method: 'GET', url: new URL(res.data.url).pathname });
    expect(bare.statusCode).toBe(403);
    expect(download.rawPayload.length).toBe(res.data.size);

    const entries = unzipSync(new Uint8Array(download.rawPayload));
    expect(Object.keys(entries).sort()).toEqual(
      ['素材/导出0 (2).png', '素材/导出0.png', '素材/导出1.png', '素材清单.xlsx'].sort(),
    );
    expect(Buffer.from(entries['素材/导出1.png']!).equals(pictures[1]!)).toBe(true);
    expect(Buffer.from(entries['素材/导出0.png']!).equals(pictures[0]!)).toBe(true);

    const workbook = unzipSync(entries['素材清单.xlsx']!);
    const sheetText = Object.entries(workbook)
      .filter(([name]) => name.startsWith('xl/'))
      .map(([, bytes]) => strFromU8(bytes))
      .join('\n');
    for (const text of [
      '名称',
      '标签',
      '分类',
      '导出0',
      '导出1',
      '出口',
      '动物 / 猫',
      '素材/导出0 (2).png',
    ]) {
      expect(sheetText, text).toContain(text);
    }
  });

  it('exports by list filters without ids and refuses when nothing matches', async () => {
    const who = await reseller();
    await uploadMaterial(server.app, who.token, {
      bytes: await drawPicture(30, 30, 30),
      name: 'keep.png',
    });
    await uploadMaterial(server.app, who.token, {
      bytes: await drawPicture(31, 30, 30),
      name: 'skip.png',
    });
    const res = await callApi<MaterialExport>(
      server.app,
      'POST',
      '/req/distribution/material/exportMaterial',
      {
        ...as(who),
        payload: { name: 'keep' },
      },
    );
    expect(res.data.count).toBe(1);
    const none = await callApi(server.app, 'POST', '/req/distribution/material/exportMaterial', {
      ...as(who),
      payload: { name: 'nothing-like-this' },
    });
    expect(none).toMatchObject({ status_code: 422, msg: '没有可导出的素材' });
  });
});

describe(`add from URL on ${testDbKind}`, () => {
  let origin: http.Server;
  let base: string;
  let picture: Buffer;

  beforeAll(async () => {
    picture = await drawPicture(40, 320, 200);
    origin = http.createServer((req, res) => {
      if (req.url === '/art/%E7%8C%AB.png')
        return res.writeHead(200, { 'content-type': 'image/png' }).end(picture);
      if (req.url === '/moved') return res.writeHead(302, { location: '/art/%E7%8C%AB.png' }).end();
      if (req.url === '/page.html')
        return res
          .writeHead(200, { 'content-type': 'text/html' })
          .end('<html><body>hi</body></html>');
      if (req.url === '/huge.png') {
        res.writeHead(200, {
          'content-type': 'image/png',
          'content-length': String(60 * 1024 * 1024),
        });
        return res.end();
      }
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    delete process.env[ALLOW_PRIVATE_FETCH_ENV];
    await new Promise((resolve) => origin.close(resolve));
  });

  async function add(who: Who, url: string, name?: string) {
    return callApi<Material>(server.app, 'POST', '/req/distribution/material/urlMaterial', {
      ...as(who),
      payload: name ? { url, name } : { url },
    });
  }

  it('refuses loopback, private and link-local addresses while the test flag is off', async () => {
    delete process.env[ALLOW_PRIVATE_FETCH_ENV];
    const who = await reseller();
    for (const url of [
      `${base}/art/%E7%8C%AB.png`,
      'http://10.1.2.3/a.png',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/a.png',
      'http://localhost:9/a.png',
    ]) {
      const res = await add(who, url);
      expect(res, url).toMatchObject({
        status_code: 422,
        msg: expect.stringContaining('不能读取内网、本机或保留地址'),
      });
    }
    expect((await add(who, 'ftp://example.com/a.png')).msg).toBe(
      '只支持 http 或 https 地址，不支持 ftp',
    );
    expect((await add(who, 'not a url')).status_code).toBe(422);
    expect(await db.select().from(materials).where(eq(materials.userId, who.owner.userId))).toEqual(
      [],
    );
  });

  it('fetches from a loopback test server when the test flag allows it', async () => {
    process.env[ALLOW_PRIVATE_FETCH_ENV] = '1';
    const who = await reseller();
    const res = await add(who, `${base}/moved`);
    expect(res.status_code, res.msg).toBe(200);
    expect(res.data).toMatchObject({
      name: '猫',
      type: 'image',
      width: 320,
      height: 200,
      thumb_url: expect.any(String),
    });
    const row = await materialRow(res.data.id);
    expect(storedFile(row.fileKey).equals(picture)).toBe(true);
    expect(row.phash).not.toBeNull();

    const named = await add(who, `${base}/art/%E7%8C%AB.png`, '自定义名');
    expect(named.data.name).toBe('自定义名');
    expect((await add(who, `${base}/page.html`)).msg).toContain('不是有效的 SVG 图片');
    expect((await add(who, `${base}/missing.png`)).msg).toBe(
      '无法读取图片地址：对方服务器返回 HTTP 404',
    );
    expect((await add(who, `${base}/huge.png`)).msg).toBe('图片超过大小上限 50 MB');
  });
});
