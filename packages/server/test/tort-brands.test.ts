import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DesignedProductSaved,
  MadeFile,
  Paginator,
  TortBrand,
  TortBrandImportResult,
  TortCheckResult,
} from '@podkit/sdk-core';
import type { TextLayer } from '@podkit/design';
import type { Db } from '../src/db/client.js';
import { tortBrands } from '../src/modules/tort-brands/index.js';
import type { clientFor } from './cart-fixtures.js';
import { freshReseller, signedInOperator } from './cart-fixtures.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { createSite, createUser, defaultSiteId, signIn } from './support/accounts.js';
import { demoShirtWithView, shirtDesignBody, type DemoShirt } from './support/designs.js';

let server: TestServer;
let db: Db;
let siteId: number;
let shirt: DemoShirt;
let operator: ReturnType<typeof clientFor>;

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
  siteId = await defaultSiteId(db);
  shirt = await demoShirtWithView(db, siteId);
  operator = await signedInOperator(server.app, db, siteId, `tort_op_${Date.now() % 100000}`);
});
afterAll(async () => {
  await server?.close();
});

let counter = 0;
/** A word no other test of the run uses, so tests stay independent on a shared database. */
const unique = (word: string) => `${word}${Date.now() % 100000}${++counter}`;

async function brandRows(where = siteId) {
  return db.select().from(tortBrands).where(eq(tortBrands.siteId, where));
}

async function sheetOf(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('品牌');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function upload(token: string | null, name: string, bytes: Buffer, type: string) {
  const boundary = '----podkit-brands';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  const res = await server.app.inject({
    method: 'POST',
    url: '/req/admin/tortBrand/import',
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  return { http: res.statusCode, ...(res.json() as { status_code: number; msg: string }) } as {
    http: number;
    status_code: number;
    msg: string;
    data: TortBrandImportResult;
  };
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe(`infringement brands (侵权品牌) on ${testDbKind}`, () => {
  it('lets an operator add, find, edit and delete a brand, one row per word in any case or width', async () => {
    const word = unique('Zentrix');
    const created = await operator<TortBrand>('POST', '/admin/tortBrand', {
      word: `  ${word}  `,
      level: 'warn',
      holder: 'Zentrix Ltd.',
      remark: '美国商标',
    });
    expect(created.status_code, created.msg).toBe(200);
    expect(created.data).toMatchObject({ word, level: 'warn', holder: 'Zentrix Ltd.' });

    const again = await operator('POST', '/admin/tortBrand', {
      word: word.toUpperCase(),
      level: 'block',
      holder: '',
      remark: '',
    });
    expect(again.status_code).toBe(409);
    expect(again.msg).toBe(`品牌「${word.toUpperCase()}」已在侵权品牌列表中`);

    const found = await operator<Paginator<TortBrand>>(
      'GET',
      `/admin/tortBrand?keyword=${encodeURIComponent(word.toLowerCase())}`,
    );
    expect(found.data.data.map((b) => b.id)).toEqual([created.data.id]);

    const edited = await operator<TortBrand>('PUT', `/admin/tortBrand/${created.data.id}`, {
      word,
      level: 'block',
      holder: 'Zentrix Ltd.',
      remark: '',
    });
    expect(edited.data.level).toBe('block');
    const blocking = await operator<Paginator<TortBrand>>('GET', '/admin/tortBrand?level=block');
    expect(blocking.data.data.some((b) => b.id === created.data.id)).toBe(true);

    expect((await operator('DELETE', `/admin/tortBrand/${created.data.id}`)).status_code).toBe(200);
    const gone = await operator('DELETE', `/admin/tortBrand/${created.data.id}`);
    expect(gone).toMatchObject({ status_code: 404, msg: '侵权品牌不存在' });
  });

  it('refuses bad input with a message and changes nothing', async () => {
    const before = (await brandRows()).length;
    const blank = await operator('POST', '/admin/tortBrand', {
      word: ' .- ',
      level: 'warn',
      holder: '',
      remark: '',
    });
    expect(blank).toMatchObject({ status_code: 422, msg: '品牌名称不能为空' });
    const badLevel = await operator('POST', '/admin/tortBrand', {
      word: 'Xyz',
      level: 'forbid',
      holder: '',
      remark: '',
    });
    expect(badLevel.status_code).toBe(422);
    expect(badLevel.msg).toContain('级别');
    const unknown = await operator('PUT', '/admin/tortBrand/999999', {
      word: 'Xyz',
      level: 'warn',
      holder: '',
      remark: '',
    });
    expect(unknown).toMatchObject({ status_code: 404, msg: '侵权品牌不存在' });
    expect(await brandRows()).toHaveLength(before);
  });

  it('keeps the console to operators: a reseller is refused and cannot import', async () => {
    const reseller = await freshReseller(server.app, db, siteId, 'tortres');
    const add = await reseller.call('POST', '/admin/tortBrand', {
      word: 'Xyz',
      level: 'warn',
      holder: '',
      remark: '',
    });
    expect(add.http).toBe(403);
    const sheet = await sheetOf([['品牌'], ['Xyz']]);
    expect((await upload(reseller.token, 'b.xlsx', sheet, XLSX)).http).toBe(403);
    expect((await upload(null, 'b.xlsx', sheet, XLSX)).http).toBe(401);
  });

  it('imports an xlsx: adds new words, updates listed ones, lists the refused rows', async () => {
    const listed = unique('Orvana');
    await operator('POST', '/admin/tortBrand', {
      word: listed,
      level: 'warn',
      holder: '',
      remark: '',
    });
    const fresh = unique('Quilmo');
    const chinese = unique('星辰乐园');
    const sheet = await sheetOf([
      ['备注', '品牌名称', '权利人', '管控级别'],
      ['', fresh, 'Quilmo Inc.', '禁止发布'],
      ['乐园', chinese, '', ''],
      ['改为禁止', listed.toUpperCase(), '', '禁止发布'],
      ['', '', '', '提醒'],
      ['', 'Badlevel', '', '永久'],
      ['后一行为准', fresh, 'Quilmo Inc.', '提醒'],
    ]);
    const result = await upload(await operatorToken(), 'brands.xlsx', sheet, XLSX);
    expect(result.status_code, result.msg).toBe(200);
    expect(result.data).toEqual({
      created: 2,
      updated: 1,
      refused: [
        { row: 5, word: '', reason: '品牌为空' },
        { row: 6, word: 'Badlevel', reason: '级别「永久」应为 提醒 或 禁止发布' },
      ],
    });
    expect(result.msg).toBe('导入完成：新增 2 个，更新 1 个');
    const rows = await brandRows();
    const byWord = new Map(rows.map((row) => [row.word, row]));
    expect(byWord.get(fresh)).toMatchObject({ level: 'warn', holder: 'Quilmo Inc.' });
    expect(byWord.get(chinese)).toMatchObject({ level: 'warn', remark: '乐园' });
    expect(byWord.get(listed.toUpperCase())).toMatchObject({ level: 'block' });
    expect(byWord.has(listed)).toBe(false);
  });

  it('imports a csv without a header, refuses a file that is not a sheet and keeps the list', async () => {
    const word = unique('Praxelo');
    const csv = Buffer.from(`${word},禁止发布,Praxelo GmbH,德国\n`);
    const result = await upload(await operatorToken(), 'brands.csv', csv, 'text/csv');
    expect(result.data).toMatchObject({ created: 1, updated: 0, refused: [] });
    expect((await brandRows()).find((row) => row.word === word)).toMatchObject({
      level: 'block',
      holder: 'Praxelo GmbH',
      remark: '德国',
    });

    const before = (await brandRows()).length;
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const notSheet = await upload(await operatorToken(), 'brands.xlsx', png, XLSX);
    expect(notSheet).toMatchObject({ status_code: 422, msg: '文件内容不是 xlsx 或 csv 表格' });
    const empty = await upload(await operatorToken(), 'e.xlsx', await sheetOf([['品牌']]), XLSX);
    expect(empty).toMatchObject({ status_code: 422, msg: '表格中没有品牌' });
    expect(await brandRows()).toHaveLength(before);
  });

  it('hands out an import template that imports as it is', async () => {
    const template = await operator<MadeFile>('GET', '/admin/tortBrand/template');
    expect(template.data.name).toBe('侵权品牌导入模板.xlsx');
    const { pathname, search } = new URL(template.data.url, 'http://localhost');
    const file = await server.app.inject({ method: 'GET', url: `${pathname}${search}` });
    expect(file.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.getRow(1).values).toEqual([
      undefined,
      '品牌',
      '级别',
      '权利人',
      '备注',
    ]);
  });

  it('tells a reseller which listed brands a text names, and only its own site’s', async () => {
    const word = unique('Velmora');
    await operator('POST', '/admin/tortBrand', {
      word,
      level: 'block',
      holder: 'Velmora SA',
      remark: '',
    });
    const reseller = await freshReseller(server.app, db, siteId, 'tortcheck');
    const spaced = [...word.toUpperCase()].join(' ');
    const check = await reseller.call<TortCheckResult>('POST', '/distribution/tortBrand/check', {
      text: `Summer tee ${spaced} classic`,
    });
    expect(check.status_code, check.msg).toBe(200);
    expect(check.data.blocked).toBe(true);
    expect(check.data.hits.filter((hit) => hit.word === word)).toEqual([
      expect.objectContaining({ word, level: 'block', holder: 'Velmora SA' }),
    ]);
    const clean = await reseller.call<TortCheckResult>('POST', '/distribution/tortBrand/check', {
      text: `${word}ish is not the brand`,
    });
    expect(clean.data.hits.some((hit) => hit.word === word)).toBe(false);
    const empty = await reseller.call('POST', '/distribution/tortBrand/check', { text: '' });
    expect(empty.status_code).toBe(422);

    const list = await reseller.call<Paginator<TortBrand>>(
      'GET',
      `/distribution/tortBrand?keyword=${encodeURIComponent(word)}`,
    );
    expect(list.data.data.map((brand) => brand.word)).toEqual([word]);

    const host = `tort-${Date.now() % 100000}.example.test`;
    const otherSite = await createSite(db, '另一站点', host);
    const foreign = unique('Halvoro');
    await db
      .insert(tortBrands)
      .values({ siteId: otherSite, word: foreign, matchKey: foreign.toLowerCase() });
    const elsewhere = await reseller.call<TortCheckResult>(
      'POST',
      '/distribution/tortBrand/check',
      {
        text: foreign,
      },
    );
    expect(elsewhere.data.hits).toEqual([]);
  });

  it('warns when a saved product’s title or text layer names a listed brand, and saves it', async () => {
    const word = unique('Korvex');
    await operator('POST', '/admin/tortBrand', { word, level: 'warn', holder: '', remark: '' });
    const reseller = await freshReseller(server.app, db, siteId, 'tortsave');
    const colors = [shirt.colors[0]!.id];
    const sizes = [shirt.sizes[0]!.id];
    const titled = await reseller.call<DesignedProductSaved>(
      'POST',
      '/distribution/product',
      shirtDesignBody(shirt, `${word} 联名 T 恤`, colors, sizes),
    );
    expect(titled.status_code).toBe(200);
    expect(titled.data.tort_hits).toEqual([expect.objectContaining({ word, level: 'warn' })]);

    const body = shirtDesignBody(shirt, '夏日 T 恤', colors, sizes);
    const slogan: TextLayer = {
      kind: 'text',
      id: 'slogan',
      x: 10,
      y: 10,
      width: 60,
      height: 12,
      rotation: 0,
      visible: true,
      locked: false,
      content: `I ♥ ${word.toLowerCase()}`,
      fontFamily: 'Noto Sans SC',
      fontSize: 10,
      fill: '#000000',
      stroke: null,
      letterSpacing: 0,
      lineHeight: 1.2,
      align: 'left',
    };
    body.document.views[0]!.layers = [slogan as never];
    const layered = await reseller.call<DesignedProductSaved>(
      'POST',
      '/distribution/product',
      body,
    );
    expect(layered.status_code, layered.msg).toBe(200);
    expect(layered.data.tort_hits.map((hit) => hit.word)).toEqual([word]);

    const plain = await reseller.call<DesignedProductSaved>(
      'POST',
      '/distribution/product',
      shirtDesignBody(shirt, '夏日 T 恤', colors, sizes),
    );
    expect(plain.data.tort_hits).toEqual([]);
  });
});

let operatorTokenCache: string | null = null;
/** The bearer of a second operator, for the multipart calls made without `clientFor`. */
async function operatorToken(): Promise<string> {
  if (operatorTokenCache) return operatorTokenCache;
  const username = `tort_up_${Date.now() % 100000}`;
  await createUser(db, { siteId, username, password: 'secret123', role: 'operator' });
  operatorTokenCache = await signIn(server.app, username, 'secret123');
  return operatorTokenCache;
}
