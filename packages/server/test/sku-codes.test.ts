import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { MadeFile, Paginator, ProductSku, TransformResult } from '@podkit/sdk-core';
import { skuMappings, stores } from '../src/modules/stores/index.js';
import { freshReseller } from './cart-fixtures.js';
import { saveShirtDesign, shirtDesignBody, shirtTestbed } from './support/designs.js';
import { testDbKind } from './harness.js';
import { decodeBarcode, pdfFacts, pdfPagePng } from './support/barcodes.js';

const bed = shirtTestbed();

type Reseller = Awaited<ReturnType<typeof freshReseller>>;

/** Saves a design of the demo shirt in the first `colors` × `sizes` and answers its SKUs. */
async function design(reseller: Reseller, name: string, colors = 2, sizes = 2) {
  const saved = await saveShirtDesign(reseller.call, bed.shirt, name, colors, sizes);
  const list = await reseller.call<Paginator<ProductSku>>(
    'GET',
    `/distribution/productSku?product_id=${saved.id}`,
  );
  return { ...saved, skus: list.data.data };
}

/** GET of a link the API handed out, as a browser would: no token. */
async function download(url: string): Promise<Buffer> {
  const { pathname, search } = new URL(url, 'http://localhost');
  const res = await bed.server.app.inject({ method: 'GET', url: `${pathname}${search}` });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

async function sheetRows(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) =>
    rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))),
  );
  return rows;
}

function sheetUpload(direction: string, name: string, bytes: Buffer, type: string) {
  const boundary = '----podkit-codes';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="direction"\r\n\r\n${direction}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe(`SKU codes (单品管理) on ${testDbKind}`, () => {
  it('lists one row per colour × size with names, price and no codes yet, for its owner only', async () => {
    const owner = await freshReseller(bed.server.app, bed.db, bed.siteId, 'skulist');
    const other = await freshReseller(bed.server.app, bed.db, bed.siteId, 'skuother');
    const product = await design(owner, '城市线条 T 恤');
    expect(product.skus).toHaveLength(4);
    const first = product.skus[0]!;
    expect(first).toMatchObject({
      product_name: '城市线条 T 恤',
      color_name: bed.shirt.colors[0]!.name,
      code: null,
      gtin: null,
      fnsku: null,
    });
    expect(first.purchase_price).toMatch(/^\d+\.\d{2}$/);
    const theirs = await other.call<Paginator<ProductSku>>(
      'GET',
      `/distribution/productSku?product_id=${product.id}`,
    );
    expect(theirs.data.total).toBe(0);
  });

  it('sets a code, refuses a malformed one and one taken in any letter case, and keeps codes across a design edit', async () => {
    const owner = await freshReseller(bed.server.app, bed.db, bed.siteId, 'skucode');
    const other = await freshReseller(bed.server.app, bed.db, bed.siteId, 'skucode2');
    const product = await design(owner, '编码测试');
    const [a, b] = product.skus;
    const set = await owner.call<ProductSku>('PUT', `/distribution/productSku/${a!.id}/code`, {
      code: ' TS-WHT-S ',
    });
    expect(set.status_code, set.msg).toBe(200);
    expect(set.data.code).toBe('TS-WHT-S');

    const malformed = await owner.call('PUT', `/distribution/productSku/${b!.id}/code`, {
      code: '白色 S',
    });
    expect(malformed.status_code).toBe(422);
    expect(malformed.msg).toContain('SKU 编码「白色 S」不可用');
    const taken = await owner.call('PUT', `/distribution/productSku/${b!.id}/code`, {
      code: 'ts-wht-s',
    });
    expect(taken.status_code).toBe(409);
    expect(taken.msg).toContain('已用于另一个 SKU');
    // Another reseller may use the same code, and may not touch the owner's SKU.
    const theirs = await design(other, '别人的商品', 1, 1);
    const same = await other.call('PUT', `/distribution/productSku/${theirs.skus[0]!.id}/code`, {
      code: 'TS-WHT-S',
    });
    expect(same.status_code).toBe(200);
    const foreign = await other.call('PUT', `/distribution/productSku/${b!.id}/code`, {
      code: 'MINE',
    });
    expect(foreign.status_code).toBe(404);
    expect(foreign.msg).toBe('SKU不存在');

    // Editing the design with the same colours and sizes keeps the SKU rows and their codes;
    // dropping a size drops its SKUs.
    const edited = await owner.call(
      'PUT',
      `/distribution/product/${product.id}`,
      shirtDesignBody(bed.shirt, '编码测试 v2', product.colorIds, product.sizeIds.slice(0, 1)),
    );
    expect(edited.status_code, edited.msg).toBe(200);
    const after = await owner.call<Paginator<ProductSku>>(
      'GET',
      `/distribution/productSku?product_id=${product.id}`,
    );
    expect(after.data.total).toBe(2);
    expect(after.data.data.find((s) => s.id === a!.id)?.code).toBe('TS-WHT-S');
    const coded = await owner.call<Paginator<ProductSku>>(
      'GET',
      '/distribution/productSku?code_state=coded&keyword=wht',
    );
    expect(coded.data.data.map((s) => s.id)).toEqual([a!.id]);
  });
});

describe(`barcodes (条码管理) on ${testDbKind}`, () => {
  it('keeps a valid GTIN and FNSKU, refuses wrong ones, and draws barcodes that decode to them', async () => {
    const owner = await freshReseller(bed.server.app, bed.db, bed.siteId, 'barcode');
    const product = await design(owner, '条码商品', 1, 2);
    const [a, b] = product.skus;
    const wrong = await owner.call('PUT', `/distribution/productSku/${a!.id}/barcode`, {
      gtin: '6901234567893',
      fnsku: null,
    });
    expect(wrong.status_code).toBe(422);
    expect(wrong.msg).toContain('不是有效的 EAN-13');
    const badFnsku = await owner.call('PUT', `/distribution/productSku/${a!.id}/barcode`, {
      gtin: null,
      fnsku: 'x001',
    });
    expect(badFnsku.msg).toContain('FNSKU「x001」不正确');
    const saved = await owner.call<ProductSku>('PUT', `/distribution/productSku/${a!.id}/barcode`, {
      gtin: '6901234567892',
      fnsku: 'X001ABC123',
    });
    expect(saved.status_code, saved.msg).toBe(200);
    expect(saved.data).toMatchObject({ gtin: '6901234567892', fnsku: 'X001ABC123' });

    for (const [symbology, value] of [
      ['ean13', '6901234567892'],
      ['fnsku', 'X001ABC123'],
      ['code128', a!.sku],
    ] as const) {
      const preview = await owner.call<{ image: string; text: string }>(
        'GET',
        `/distribution/productSku/${a!.id}/barcode?symbology=${symbology}`,
      );
      expect(preview.data.text).toBe(value);
      const png = Buffer.from(preview.data.image.split(',')[1]!, 'base64');
      await expect(decodeBarcode(png)).resolves.toBe(value);
    }
    const none = await owner.call(
      'GET',
      `/distribution/productSku/${b!.id}/barcode?symbology=ean13`,
    );
    expect(none.status_code).toBe(422);
    expect(none.msg).toContain('没有 GTIN');
  });

  it('makes a label PDF whose pages are the label size and whose barcodes scan', async () => {
    const owner = await freshReseller(bed.server.app, bed.db, bed.siteId, 'labels');
    const product = await design(owner, '标签商品', 2, 1);
    const [a, b] = product.skus;
    await owner.call('PUT', `/distribution/productSku/${a!.id}/code`, { code: 'LBL-A-01' });
    const made = await owner.call<MadeFile & { labels: number }>(
      'POST',
      '/distribution/barcode/labels',
      {
        sku_ids: [a!.id, b!.id],
        symbology: 'code128',
        size: '50x30',
        copies: 2,
      },
    );
    expect(made.status_code, made.msg).toBe(200);
    expect(made.data.labels).toBe(4);
    const pdf = await download(made.data.url);
    await expect(pdfFacts(pdf)).resolves.toEqual({ pages: 4, widthMm: 50, heightMm: 30 });
    await expect(decodeBarcode(await pdfPagePng(pdf, 1))).resolves.toBe('LBL-A-01');
    await expect(decodeBarcode(await pdfPagePng(pdf, 3))).resolves.toBe(b!.sku);

    const sheet = await owner.call<MadeFile>('POST', '/distribution/barcode/labels', {
      sku_ids: [a!.id],
      symbology: 'code128',
      size: 'a4',
      copies: 25,
    });
    const a4 = await download(sheet.data.url);
    await expect(pdfFacts(a4)).resolves.toEqual({ pages: 2, widthMm: 210, heightMm: 297 });

    // The link is private: without its signature the file is refused.
    const bare = new URL(made.data.url, 'http://localhost').pathname;
    expect((await bed.server.app.inject({ method: 'GET', url: bare })).statusCode).toBe(403);

    const foreign = await (
      await freshReseller(bed.server.app, bed.db, bed.siteId, 'labels2')
    ).call('POST', '/distribution/barcode/labels', {
      sku_ids: [a!.id],
      symbology: 'code128',
      size: '50x30',
      copies: 1,
    });
    expect(foreign.status_code).toBe(404);
  });
});

describe(`code translation (编码转换) on ${testDbKind}`, () => {
  it('turns store SKUs, SKU codes and PodKit SKUs into PodKit SKUs and back, listing the unmatched', async () => {
    const owner = await freshReseller(bed.server.app, bed.db, bed.siteId, 'transform');
    const other = await freshReseller(bed.server.app, bed.db, bed.siteId, 'transform2');
    const product = await design(owner, '转换商品', 2, 1);
    const [a, b] = product.skus;
    await owner.call('PUT', `/distribution/productSku/${a!.id}/code`, { code: 'MY-CODE-A' });
    const [store] = await bed.db
      .insert(stores)
      .values({
        siteId: bed.siteId,
        userId: owner.user.id,
        platform: 1,
        name: '我的 Shopify',
        shopDomain: `t${Date.now()}.myshopify.com`,
      })
      .returning();
    await bed.db.insert(skuMappings).values({
      siteId: bed.siteId,
      userId: owner.user.id,
      storeId: store!.id,
      storeSkuKey: 'sku:SHOP-B-42',
      designedProductSkuId: b!.id,
    });

    const to = await owner.call<TransformResult>('POST', '/distribution/codeTransform', {
      direction: 'to_podkit',
      codes: ['my-code-a', 'SHOP-B-42', b!.sku, 'NOPE-1', '', 'SHOP-B-42'],
    });
    expect(to.status_code, to.msg).toBe(200);
    expect(to.data.rows.map((r) => [r.input, r.matches.map((m) => [m.sku, m.matched_by])])).toEqual(
      [
        ['my-code-a', [[a!.sku, 'code']]],
        ['SHOP-B-42', [[b!.sku, 'store']]],
        [b!.sku, [[b!.sku, 'sku']]],
        ['NOPE-1', []],
      ],
    );
    expect(to.data.unmatched).toEqual(['NOPE-1']);

    const back = await owner.call<TransformResult>('POST', '/distribution/codeTransform', {
      direction: 'from_podkit',
      codes: [a!.sku, b!.sku, 'MY-CODE-A'],
    });
    expect(back.data.rows[0]!.matches[0]!.code).toBe('MY-CODE-A');
    expect(back.data.rows[1]!.matches[0]!.store_skus).toEqual(['我的 Shopify: SHOP-B-42']);
    expect(back.data.unmatched).toEqual(['MY-CODE-A']);

    // Another reseller finds none of it.
    const theirs = await other.call<TransformResult>('POST', '/distribution/codeTransform', {
      direction: 'to_podkit',
      codes: ['MY-CODE-A', 'SHOP-B-42', a!.sku],
    });
    expect(theirs.data.unmatched).toEqual(['MY-CODE-A', 'SHOP-B-42', a!.sku]);
  });

  it('reads codes from an uploaded csv or xlsx, refuses a renamed file, and exports the result', async () => {
    const owner = await freshReseller(bed.server.app, bed.db, bed.siteId, 'transfile');
    const product = await design(owner, '文件转换', 1, 1);
    const sku = product.skus[0]!;
    await owner.call('PUT', `/distribution/productSku/${sku.id}/code`, { code: 'FILE-CODE-1' });

    const csv = Buffer.from(`\uFEFF店铺SKU\nFILE-CODE-1\nUNKNOWN-9\n`);
    const csvUpload = sheetUpload('to_podkit', 'codes.csv', csv, 'text/csv');
    const fromCsv = await bed.server.app.inject({
      method: 'POST',
      url: '/req/distribution/codeTransform/file',
      payload: csvUpload.payload,
      headers: { ...csvUpload.headers, authorization: `Bearer ${owner.token}` },
    });
    const csvBody = fromCsv.json() as {
      status_code: number;
      msg: string;
      data: TransformResult;
    };
    expect(csvBody.status_code, csvBody.msg).toBe(200);
    expect(csvBody.data.rows.map((r) => r.input)).toEqual(['FILE-CODE-1', 'UNKNOWN-9']);
    expect(csvBody.data.rows[0]!.matches[0]!.sku).toBe(sku.sku);
    expect(csvBody.data.unmatched).toEqual(['UNKNOWN-9']);

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('codes');
    sheet.addRow(['SKU']);
    sheet.addRow([sku.sku]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const upload = sheetUpload(
      'from_podkit',
      'codes.xlsx',
      xlsx,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const fromXlsx = await bed.server.app.inject({
      method: 'POST',
      url: '/req/distribution/codeTransform/file',
      payload: upload.payload,
      headers: { ...upload.headers, authorization: `Bearer ${owner.token}` },
    });
    const xlsxBody = fromXlsx.json() as { data: TransformResult };
    expect(xlsxBody.data.rows[0]!.matches[0]!.code).toBe('FILE-CODE-1');

    const renamed = sheetUpload('to_podkit', 'codes.xlsx', csv, 'text/csv');
    const refused = await bed.server.app.inject({
      method: 'POST',
      url: '/req/distribution/codeTransform/file',
      payload: renamed.payload,
      headers: { ...renamed.headers, authorization: `Bearer ${owner.token}` },
    });
    expect(refused.json()).toMatchObject({
      status_code: 422,
      msg: '文件内容是 csv，与扩展名 .xlsx 不符',
    });

    const exported = await owner.call<MadeFile>('POST', '/distribution/codeTransform/export', {
      direction: 'to_podkit',
      codes: ['FILE-CODE-1', 'UNKNOWN-9'],
    });
    expect(exported.status_code, exported.msg).toBe(200);
    const rows = await sheetRows(await download(exported.data.url));
    expect(rows[0]!.slice(0, 3)).toEqual(['店铺 SKU / 自定义编码', '平台 SKU', '匹配方式']);
    expect(rows[1]!.slice(0, 3)).toEqual(['FILE-CODE-1', sku.sku, '自定义编码']);
    expect(rows[2]!.slice(0, 2)).toEqual(['UNKNOWN-9', '未匹配']);
  });
});
