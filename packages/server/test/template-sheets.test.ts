import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type {
  ListingTemplate,
  MarketplaceFields,
  Paginator,
  PriceTemplate,
  TemplateRecord,
  TemplateSheet,
} from '@podkit/sdk-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menus } from '../src/modules/menu/schema.js';
import { templateColumns } from '../src/modules/publishing/template-sheets/columns.js';
import { clientFor, freshReseller } from './cart-fixtures.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { defaultSiteId, signIn } from './support/accounts.js';

let server: TestServer;
let siteId: number;
type Reseller = Awaited<ReturnType<typeof freshReseller>>;

beforeAll(async () => {
  server = await startTestServer();
  siteId = await defaultSiteId(server.database.db);
});
afterAll(async () => {
  await server?.close();
});

const reseller = () => freshReseller(server.app, server.database.db, siteId, 'tpl');

/** A sheet as a reseller fills the downloaded one: titles, then keys, then one template per row. */
async function sheetOf(
  platform: Parameters<typeof templateColumns>[0],
  rows: Array<Record<string, string>>,
): Promise<Buffer> {
  const columns = templateColumns(platform);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('产品模板');
  sheet.addRow(columns.map((c) => c.title));
  sheet.addRow(columns.map((c) => c.key));
  for (const row of rows) sheet.addRow(columns.map((c) => row[c.key] ?? ''));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function upload(token: string, platform: string, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('platform', platform);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await server.app.inject({
    method: 'POST',
    url: '/req/distribution/intoTemplate',
    headers: { authorization: `Bearer ${token}` },
    payload: form,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { status_code: number; msg: string; data: TemplateRecord };
}

async function fetchFile(url: string, token?: string) {
  const { pathname, search } = new URL(url, 'http://localhost');
  return server.app.inject({
    method: 'GET',
    url: `${pathname}${search}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

async function templatesOf(who: Reseller, platform: string) {
  const list = await who.call<Paginator<ListingTemplate>>(
    'GET',
    `/distribution/productTemplate?platform=${platform}&page_size=100`,
  );
  expect(list.status_code, list.msg).toBe(200);
  return list.data.data;
}

const etsyRow = {
  name: 'Etsy 夏季 T 恤',
  title_pattern: '{name} Tee',
  description_pattern: '<p>{name}</p>',
  tags: 'tee，summer',
  attributes: 'Material=Cotton; Fit=Regular',
  taxonomy_id: '482',
  who_made: 'i_did',
  when_made: 'made_to_order',
  shipping_profile_id: '12345',
  readiness_state_id: '67890',
  status: '草稿',
  images: '仅主图',
};

describe(`product templates from spreadsheets on ${testDbKind}`, () => {
  it('imports each valid row as a template and records the others with their row numbers', async () => {
    const alice = await reseller();
    const price = await alice.call<PriceTemplate>('POST', '/distribution/amountTemplate', {
      name: '美元 2 倍',
      currency: 'USD',
      factor: '2',
      addend: '0',
      rounding: '99',
    });
    expect(price.status_code, price.msg).toBe(200);
    const bytes = await sheetOf('etsy', [
      { ...etsyRow, price_template: '美元 2 倍' },
      { ...etsyRow, name: '缺类目', taxonomy_id: '' },
      { ...etsyRow, name: '错占位符', title_pattern: '{title} Tee' },
      { ...etsyRow, name: '无价格模板', price_template: '不存在的模板' },
      { ...etsyRow, name: '错制作者', who_made: 'robot' },
      { ...etsyRow, name: '第二个好模板', attributes: '' },
    ]);
    const answer = await upload(alice.token, 'etsy', bytes, 'etsy 模板.xlsx');
    expect(answer.status_code, answer.msg).toBe(200);
    expect(answer.msg).toBe('已导入 2 个模板，4 行有错误');
    const record = answer.data;
    expect(record).toMatchObject({
      kind: 'import',
      platform: 'etsy',
      file_name: 'etsy 模板.xlsx',
      total_rows: 6,
      ok_rows: 2,
      failed_rows: 4,
      operator: alice.user.username,
    });
    // Rows 1 and 2 are the titles and the keys; data starts on row 3.
    expect(record.error_rows).toEqual([
      { row_number: 4, reason: '请填写类目 taxonomy_id' },
      { row_number: 5, reason: expect.stringContaining('{title}') },
      { row_number: 6, reason: '价格模板「不存在的模板」不存在' },
      { row_number: 7, reason: '制作者 who_made应为 i_did / someone_else / collective 之一' },
    ]);

    const templates = await templatesOf(alice, 'etsy');
    expect(templates.map((t) => t.name).sort()).toEqual(['Etsy 夏季 T 恤', '第二个好模板'].sort());
    const first = templates.find((t) => t.name === 'Etsy 夏季 T 恤')!;
    expect(first).toMatchObject({
      title_pattern: '{name} Tee',
      status: 'draft',
      images: 'main',
      tags: ['tee', 'summer'],
      price_template_id: price.data.id,
      attributes: {
        Material: 'Cotton',
        Fit: 'Regular',
        taxonomy_id: '482',
        who_made: 'i_did',
        when_made: 'made_to_order',
        shipping_profile_id: '12345',
        readiness_state_id: '67890',
      },
      // The same fields as the Etsy connector takes them, stock as many as Etsy allows.
      etsy: {
        taxonomy_id: 482,
        who_made: 'i_did',
        when_made: 'made_to_order',
        shipping_profile_id: 12345,
        readiness_state_id: 67890,
        quantity: 999,
      },
    });
  });

  it('reads csv, and refuses what is not a template sheet with a Chinese reason', async () => {
    const alice = await reseller();
    const csv = Buffer.from('模板名称,标题模板,商品分类\nCSV 模板,{name} - Tee,Shirts\n', 'utf8');
    const fromCsv = await upload(alice.token, 'shopify', csv, 'templates.csv');
    expect(fromCsv.status_code, fromCsv.msg).toBe(200);
    expect(fromCsv.data).toMatchObject({ ok_rows: 1, failed_rows: 0, total_rows: 1 });
    expect((await templatesOf(alice, 'shopify'))[0]).toMatchObject({
      name: 'CSV 模板',
      category: 'Shirts',
      color_option: 'Color',
      status: 'active',
    });

    const noHeader = await upload(alice.token, 'shopify', Buffer.from('a,b\n1,2\n'), 'x.csv');
    expect(noHeader.status_code).toBe(422);
    expect(noHeader.msg).toBe('没有找到表头：第一行应为列名，至少包含「模板名称」「标题模板」');
    const renamed = await upload(alice.token, 'shopify', await sheetOf('shopify', []), 'x.csv');
    expect(renamed.status_code).toBe(422);
    expect(renamed.msg).toBe('文件内容是 xlsx，与扩展名 .csv 不符');
    const empty = await upload(alice.token, 'shopify', await sheetOf('shopify', []), 'x.xlsx');
    expect(empty.msg).toBe('表格中没有模板数据');
    const noPlatform = await upload(alice.token, 'ebay', csv, 'templates.csv');
    expect(noPlatform.status_code).toBe(422);
    expect(noPlatform.msg).toBe('请选择平台（platform）');
    const records = await alice.call<Paginator<TemplateRecord>>(
      'GET',
      '/distribution/templateRecord',
    );
    expect(records.data.data).toHaveLength(1);
  });

  it('keeps the uploaded file private to its owner, exports the same columns back, and deletes a record', async () => {
    const alice = await reseller();
    const bob = await reseller();
    const imported = await upload(
      alice.token,
      'ozon',
      await sheetOf('ozon', [
        {
          name: 'Ozon 模板',
          title_pattern: '{name}',
          description_category_id: '17028922',
          type_id: '93228',
        },
      ]),
      'ozon.xlsx',
    );
    expect(imported.data.ok_rows, JSON.stringify(imported.data.error_rows)).toBe(1);
    expect((await fetchFile(imported.data.file_url)).statusCode).toBe(200);
    const { pathname } = new URL(imported.data.file_url, 'http://localhost');
    expect((await fetchFile(pathname)).statusCode).toBe(403);

    const exported = await alice.call<TemplateRecord>('POST', '/distribution/intoTemplate/export', {
      platform: 'ozon',
    });
    expect(exported.status_code, exported.msg).toBe(200);
    expect(exported.data).toMatchObject({
      kind: 'export',
      ok_rows: 1,
      file_name: 'Ozon产品模板.xlsx',
    });
    const file = await fetchFile(exported.data.file_url);
    expect(file.statusCode).toBe(200);
    // The export is a sheet the import reads: Bob imports it and gets the same template.
    const again = await upload(bob.token, 'ozon', file.rawPayload, 'ozon-export.xlsx');
    expect(again.data).toMatchObject({ ok_rows: 1, failed_rows: 0 });
    const [copy] = await templatesOf(bob, 'ozon');
    expect(copy).toMatchObject({
      name: 'Ozon 模板',
      attributes: { description_category_id: '17028922', type_id: '93228' },
    });
    const nothing = await bob.call('POST', '/distribution/intoTemplate/export', {
      platform: 'wish',
    });
    expect(nothing.status_code).toBe(422);

    const records = await alice.call<Paginator<TemplateRecord>>(
      'GET',
      '/distribution/templateRecord',
    );
    expect(records.data.data.map((r) => r.kind)).toEqual(['export', 'import']);
    const ofBob = await bob.call('PUT', `/distribution/templateRecord/${imported.data.id}`, {
      remark: 'x',
    });
    expect(ofBob.status_code).toBe(404);
    expect(ofBob.msg).toBe('模板记录不存在');
    expect(
      (await bob.call('DELETE', `/distribution/templateRecord/${imported.data.id}`)).status_code,
    ).toBe(404);
    const remarked = await alice.call<TemplateRecord>(
      'PUT',
      `/distribution/templateRecord/${imported.data.id}`,
      { remark: ' 第一批 ' },
    );
    expect(remarked.data.remark).toBe('第一批');
    const removed = await alice.call('DELETE', `/distribution/templateRecord/${imported.data.id}`);
    expect(removed.msg).toBe('已删除');
    expect((await fetchFile(imported.data.file_url)).statusCode).toBe(404);
    expect(await templatesOf(alice, 'ozon')).toHaveLength(1);
  });

  it('offers the empty sheet of a marketplace with its own columns', async () => {
    const alice = await reseller();
    const sheet = await alice.call<TemplateSheet>(
      'GET',
      '/distribution/intoTemplate/sheet?platform=shopee',
    );
    expect(sheet.status_code, sheet.msg).toBe(200);
    expect(sheet.data.name).toBe('Shopee产品模板导入表.xlsx');
    const file = await fetchFile(sheet.data.url);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const titles = (workbook.worksheets[0]!.getRow(1).values as string[]).slice(1);
    expect(titles).toEqual(templateColumns('shopee').map((c) => c.title));
    expect(titles).toContain('平台类目 ID');
  });

  it('names the fields each marketplace needs beyond the common ones', async () => {
    const alice = await reseller();
    const etsy = await alice.call<MarketplaceFields>(
      'GET',
      '/distribution/productTemplate/fields?platform=etsy',
    );
    expect(etsy.status_code, etsy.msg).toBe(200);
    expect(etsy.data.fields.filter((f) => f.required).map((f) => f.key)).toEqual([
      'taxonomy_id',
      'who_made',
      'when_made',
      'shipping_profile_id',
      'readiness_state_id',
    ]);
    const shopify = await alice.call<MarketplaceFields>(
      'GET',
      '/distribution/productTemplate/fields?platform=shopify',
    );
    expect(shopify.data.fields).toEqual([]);
    const unknown = await alice.call('GET', '/distribution/productTemplate/fields?platform=ebay');
    expect(unknown.status_code).toBe(422);
  });

  it('refuses a sub-account whose role lacks the import and the record buttons', async () => {
    const owner = await reseller();
    const role = await owner.call<{ id: number }>('POST', '/distribution/role', {
      name: '只看记录',
      grants: [{ menu_id: await menuId('templateRecord'), operates: [] }],
    });
    expect(role.status_code, role.msg).toBe(200);
    const username = `tplclerk_${owner.user.id}`;
    await owner.call('POST', '/distribution/subAccount', {
      username,
      password: 'clerk12345',
      nickname: '小李',
      role_id: role.data.id,
    });
    const token = await signIn(server.app, username, 'clerk12345');
    const clerk = clientFor(server.app, token);
    expect((await clerk('GET', '/distribution/templateRecord')).status_code).toBe(200);
    const csv = Buffer.from('模板名称,标题模板\nA,{name}\n');
    const form = new FormData();
    form.append('platform', 'shopify');
    form.append('file', new Blob([new Uint8Array(csv)]), 'a.csv');
    const refused = await server.app.inject({
      method: 'POST',
      url: '/req/distribution/intoTemplate',
      headers: { authorization: `Bearer ${token}` },
      payload: form,
    });
    expect(refused.statusCode).toBe(403);
    expect((await clerk('DELETE', '/distribution/templateRecord/1')).http).toBe(403);
  });
});

async function menuId(component: string): Promise<number> {
  const [row] = await server.database.db
    .select({ id: menus.id })
    .from(menus)
    .where(eq(menus.component, component));
  return row!.id;
}
