import ExcelJS from 'exceljs';
import { and, eq, inArray } from 'drizzle-orm';
import type { OrderImport, OrderImportTemplate } from '@podkit/sdk-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobHandlers } from '../src/modules/index.js';
import { createJobWorker } from '../src/modules/jobs/worker.js';
import {
  fbaColumns,
  standardColumns,
  type ImportColumn,
} from '../src/modules/order-import/columns.js';
import { runOrderImport } from '../src/modules/order-import/import-job.js';
import {
  importedOrderLines,
  importedOrders,
  orderImports,
} from '../src/modules/order-import/schema.js';
import { orderItems, orders } from '../src/modules/orders/schema.js';
import { packagingTemplates } from '../src/modules/packaging/schema.js';
import { designedProductSkus, designedProducts } from '../src/modules/products/schema.js';
import { skuCodes } from '../src/modules/sku-codes/schema.js';
import { createStorage } from '../src/storage/index.js';
import { defaultSiteId } from './support/accounts.js';
import { demoGoods, demoShirt, freshReseller } from './cart-fixtures.js';
import { startTestServer, type TestServer } from './harness.js';
import { documentWithoutViews } from './support/designed-rows.js';

let server: TestServer;
let siteId: number;
let alice: Awaited<ReturnType<typeof freshReseller>>;
let bob: Awaited<ReturnType<typeof freshReseller>>;
let goodsSku: string;
let designedSku: string;
let shirt: Awaited<ReturnType<typeof demoShirt>>;

const db = () => server.database.db;

type Row = Partial<Record<string, string | number>>;

/** A spreadsheet the way a reseller fills the template: titles, the key row, then data rows. */
async function sheetOf(columns: ImportColumn[], rows: Row[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('订单');
  sheet.addRow(columns.map((c) => c.title));
  sheet.addRow(columns.map((c) => c.key));
  for (const row of rows) sheet.addRow(columns.map((c) => row[c.key] ?? ''));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const address = {
  recipient_name: 'Jane Doe',
  address1: '123 Main St',
  city: 'Los Angeles',
  province: 'CA',
  postcode: '01234',
  country_code: 'US',
  phone: '+1 213 555 0100',
};

async function upload(
  token: string,
  bytes: Buffer,
  name: string,
  kind: 'standard' | 'fba' = 'standard',
) {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await server.app.inject({
    method: 'POST',
    url: '/req/distribution/orderImport',
    headers: { authorization: `Bearer ${token}` },
    payload: form,
  });
  return res.json() as { status_code: number; msg: string; data: OrderImport };
}

async function runJobs(): Promise<void> {
  const worker = createJobWorker({
    db: db(),
    handlers: jobHandlers({ config: server.config }),
    onError: (error) => console.error('order-import job failed', error),
  });
  while (await worker.runOnce());
}

/** Uploads, runs the job, answers the finished import. */
async function importFile(
  who: typeof alice,
  bytes: Buffer,
  name = 'orders.xlsx',
  kind: 'standard' | 'fba' = 'standard',
): Promise<OrderImport> {
  const started = await upload(who.token, bytes, name, kind);
  expect(started.status_code, started.msg).toBe(200);
  await runJobs();
  const done = await who.call<OrderImport>('GET', `/distribution/orderImport/${started.data.id}`);
  expect(done.status_code, done.msg).toBe(200);
  return done.data;
}

async function download(url: string): Promise<ExcelJS.Worksheet> {
  const { pathname, search } = new URL(url);
  const res = await server.app.inject({ method: 'GET', url: `${pathname}${search}` });
  expect(res.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

function sheetRows(sheet: ExcelJS.Worksheet): string[][] {
  const out: string[][] = [];
  sheet.eachRow((row) => {
    const cells: string[] = [];
    for (let c = 1; c <= sheet.columnCount; c++) cells.push(row.getCell(c).text);
    out.push(cells);
  });
  return out;
}

async function ordersOf(userId: number) {
  return db().select().from(orders).where(eq(orders.userId, userId));
}

beforeAll(async () => {
  server = await startTestServer();
  siteId = await defaultSiteId(db());
  alice = await freshReseller(server.app, db(), siteId, 'importer');
  bob = await freshReseller(server.app, db(), siteId, 'other');
  const { skus } = await demoGoods(db(), siteId);
  goodsSku = skus[0]!.code;
  shirt = await demoShirt(db(), siteId);
  const [product] = await db()
    .insert(designedProducts)
    .values({
      siteId,
      userId: alice.user.id,
      name: '导入测试设计',
      basicProductId: shirt.shirt.id,
      document: documentWithoutViews(shirt.shirt.id),
      schemaVersion: 1,
      status: 'ready',
    })
    .returning();
  designedSku = `TSHIRT-001-${product!.id}-A`;
  await db().insert(designedProductSkus).values({
    productId: product!.id,
    colorId: shirt.colors[0]!.id,
    sizeId: shirt.sizes[0]!.id,
    sku: designedSku,
    purchasePriceCents: 3000,
  });
});

afterAll(async () => {
  await server?.close();
});

describe('template', () => {
  it('downloads an xlsx with Chinese titles in row 1 and English keys in row 2', async () => {
    for (const [kind, columns] of [
      ['standard', standardColumns],
      ['fba', fbaColumns],
    ] as const) {
      const answer = await alice.call<OrderImportTemplate>(
        'GET',
        `/distribution/orderImport/template?kind=${kind}`,
      );
      expect(answer.status_code, answer.msg).toBe(200);
      expect(answer.data.name).toBe(kind === 'fba' ? 'FBA订单导入模板.xlsx' : '订单导入模板.xlsx');
      const rows = sheetRows(await download(answer.data.url));
      expect(rows[0]).toEqual(columns.map((c) => c.title));
      expect(rows[1]).toEqual(columns.map((c) => c.key));
    }
  });

  it('is read back as an empty import with a clear reason', async () => {
    const answer = await alice.call<OrderImportTemplate>(
      'GET',
      '/distribution/orderImport/template',
    );
    const res = await server.app.inject({ method: 'GET', url: new URL(answer.data.url).pathname });
    const started = await upload(alice.token, res.rawPayload, '模板.xlsx');
    expect(started.status_code).toBe(422);
    expect(started.msg).toBe('表格中没有订单数据');
  });
});

describe('spreadsheet import', () => {
  // Built once the fixtures exist (in beforeAll).
  const goodRows = (): Row[] => [
    { order_no: 'SO-1', ...address, sku: goodsSku, quantity: 2, unit_price: '19.99', note: '加急' },
    { order_no: 'SO-1', sku: designedSku, quantity: 1, personalisation: 'Happy 30th' },
    {
      order_no: 'SO-2',
      ...address,
      product_code: 'tshirt-001',
      color: shirt.colors[0]!.name,
      size: shirt.sizes[1]!.name,
      quantity: 3,
      print_front: 'https://cdn.example.com/art/front.png',
      print_back: 'https://cdn.example.com/art/back.png',
    },
  ];

  let first: OrderImport;
  let fileRows: Row[];

  beforeAll(async () => {
    // Row numbers in the sheet: titles 1, keys 2, data from 3.
    const good = goodRows();
    fileRows = [
      ...good.slice(0, 2),
      { order_no: 'SO-3', ...address, country_code: 'XX', sku: goodsSku, quantity: 1 }, // 5
      { order_no: 'SO-4', ...address, sku: 'NO-SUCH-SKU', quantity: 1 }, // 6
      { order_no: 'SO-5', ...address, sku: goodsSku, quantity: 0 }, // 7
      good[2]!, // 8
      {
        order_no: 'SO-6',
        ...address,
        product_code: 'TSHIRT-001',
        color: shirt.colors[0]!.name,
        size: shirt.sizes[0]!.name,
        quantity: 1,
      }, // 9
      { order_no: 'SO-7', ...address, sku: goodsSku, quantity: 1 }, // 10: good row of a bad order
      { order_no: 'SO-7', sku: goodsSku, quantity: 1, city: 'Boston' }, // 11: address differs
      { order_no: '', ...address, sku: goodsSku, quantity: 1 }, // 12
      {
        order_no: 'SO-8',
        ...address,
        email: 'not-mail',
        print_front: 'ftp://x',
        sku: goodsSku,
        quantity: 1,
      }, // 13
    ];
  });

  it('imports the good orders as pending payment and reports each bad row with its number', async () => {
    first = await importFile(alice, await sheetOf(standardColumns, fileRows));
    expect(first, JSON.stringify(first.error_rows)).toMatchObject({
      status: 'done',
      total_rows: 11,
      imported_orders: 2,
      imported_rows: 3,
      duplicate_orders: 0,
      failed_rows: 8,
      error: '',
    });
    expect(first.progress).toEqual({ done: 22, total: 22 });

    const mine = await ordersOf(alice.user.id);
    expect(mine).toHaveLength(2);
    expect(mine.every((o) => o.status === 'pending_payment')).toBe(true);
    const so1 = mine.find((o) => o.platformOrderName === 'SO-1')!;
    expect(so1.address).toMatchObject({
      country_code: 'US',
      postcode: '01234',
      city: 'Los Angeles',
    });
    expect(so1.orderNo).toMatch(/^PK\d{14}$/);
    const lines = await db().select().from(orderItems).where(eq(orderItems.orderId, so1.id));
    expect(lines.map((l) => [l.itemType, l.quantity, l.storeSku]).sort()).toEqual(
      [
        ['blank', 1, designedSku],
        ['goods', 2, goodsSku],
      ].sort(),
    );
    expect(so1.goodsAmountCents).toBe(lines.reduce((s, l) => s + l.amountCents, 0));
    expect(so1.totalCents).toBe(so1.goodsAmountCents + so1.shippingFeeCents);
    const designedLine = lines.find((l) => l.itemType === 'blank')!;
    expect(designedLine.customisation).toEqual([{ key: '定制文字', value: 'Happy 30th' }]);
    const extras = await db()
      .select()
      .from(importedOrderLines)
      .where(
        inArray(
          importedOrderLines.orderItemId,
          lines.map((l) => l.id),
        ),
      );
    expect(extras.find((e) => e.orderItemId === designedLine.id)?.personalisation).toBe(
      'Happy 30th',
    );
    expect(extras.find((e) => e.rowNumber === 3)?.salePriceCents).toBe(1999);

    const so2 = mine.find((o) => o.platformOrderName === 'SO-2')!;
    const [blankLine] = await db().select().from(orderItems).where(eq(orderItems.orderId, so2.id));
    const [blankExtras] = await db()
      .select()
      .from(importedOrderLines)
      .where(eq(importedOrderLines.orderItemId, blankLine!.id));
    expect(blankExtras!.printFiles).toEqual({
      front: 'https://cdn.example.com/art/front.png',
      back: 'https://cdn.example.com/art/back.png',
    });
  });

  it('gives back the refused rows in an error file: original columns, row number and reason', async () => {
    expect(first.error_file_url).toMatch(/\/files\/.+\.xlsx\?expires=\d+&signature=/);
    const rows = sheetRows(await download(first.error_file_url!));
    const header = rows[0]!;
    expect(header.slice(0, standardColumns.length)).toEqual(standardColumns.map((c) => c.title));
    expect(header.slice(-2)).toEqual(['行号', '错误原因']);
    const reasons = new Map(rows.slice(1).map((r) => [Number(r.at(-2)), r.at(-1)!]));
    expect([...reasons.keys()]).toEqual([5, 6, 7, 9, 10, 11, 12, 13]);
    expect(reasons.get(5)).toBe('「国家代码」「XX」不是两位字母的国家代码（如 US）');
    expect(reasons.get(6)).toBe(
      'SKU「NO-SUCH-SKU」不存在（不是您的设计产品 SKU 或自定义编码，也不是本站通用商品 SKU）',
    );
    expect(reasons.get(7)).toBe('「数量」应为 1–9999 的整数');
    expect(reasons.get(9)).toBe('空白产品须至少填写一个印刷文件链接');
    expect(reasons.get(10)).toBe('同一订单的第 11 行有错误，整单未导入');
    expect(reasons.get(11)).toBe('「城市」与同一订单第 10 行不一致');
    expect(reasons.get(12)).toBe('「订单号」不能为空');
    expect(reasons.get(13)).toBe(
      '「邮箱」「not-mail」格式不正确；「印刷文件-正面」应为 http 或 https 链接',
    );
    const row6 = rows.find((r) => r.at(-2) === '6')!;
    expect(row6[standardColumns.findIndex((c) => c.key === 'sku')]).toBe('NO-SUCH-SKU');
  });

  it('imports the same file again without ordering anything twice', async () => {
    const again = await importFile(alice, await sheetOf(standardColumns, fileRows));
    expect(again).toMatchObject({ imported_orders: 0, duplicate_orders: 2, failed_rows: 8 });
    expect(await ordersOf(alice.user.id)).toHaveLength(2);
  });

  it('finishes a restarted run without losing or doubling orders', async () => {
    const rows: Row[] = Array.from({ length: 250 }, (_, i) => ({
      order_no: `RS-${i}`,
      ...address,
      sku: goodsSku,
      quantity: 1,
    }));
    const started = await upload(alice.token, await sheetOf(standardColumns, rows), 'restart.xlsx');
    const importId = started.data.id;
    const storage = createStorage(server.config);
    // A first run that dies after its first batch of orders: the progress report throws.
    let reports = 0;
    await expect(
      runOrderImport(db(), storage, importId, async () => {
        reports += 1;
        if (reports === 3) throw new Error('worker killed');
      }),
    ).rejects.toThrow('worker killed');
    const partial = await db()
      .select()
      .from(importedOrders)
      .where(eq(importedOrders.importId, importId));
    expect(partial.length).toBe(100);
    // The lease ran out; the queue hands the job to another worker, which runs it to the end.
    await runJobs();
    const [record] = await db().select().from(orderImports).where(eq(orderImports.id, importId));
    expect(record).toMatchObject({ status: 'done', importedOrders: 250, importedRows: 250 });
    const created = await db()
      .select({ id: importedOrders.orderId })
      .from(importedOrders)
      .where(eq(importedOrders.importId, importId));
    expect(created).toHaveLength(250);
    expect(created.every((c) => c.id !== null)).toBe(true);
  });

  it("takes the reseller's own SKU code (单品管理) in any letter case, and not another reseller's", async () => {
    const [sku] = await db()
      .select()
      .from(designedProductSkus)
      .where(eq(designedProductSkus.sku, designedSku));
    await db()
      .insert(skuCodes)
      .values({ skuId: sku!.id, siteId, userId: alice.user.id, code: 'ALICE-TEE-1' })
      .onConflictDoUpdate({ target: skuCodes.skuId, set: { code: 'ALICE-TEE-1' } });
    const row = (orderNo: string) =>
      [orderNo, 'Zoe', '1 High St', '', 'London', 'London', 'E1', 'GB', '', '', '', 'alice-tee-1']
        .concat(['', '', '', '2'])
        .join(',');
    const csv = (orderNo: string) =>
      Buffer.from([standardColumns.map((c) => c.title).join(','), row(orderNo)].join('\r\n'));
    const done = await importFile(alice, csv('CODE-1'), 'codes.csv');
    expect(done, JSON.stringify(done)).toMatchObject({ imported_orders: 1, failed_rows: 0 });
    const [order] = await db()
      .select()
      .from(orders)
      .where(and(eq(orders.userId, alice.user.id), eq(orders.platformOrderName, 'CODE-1')));
    const [line] = await db().select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(line).toMatchObject({ designedProductId: sku!.productId, quantity: 2 });

    const stranger = await freshReseller(server.app, db(), siteId, 'stranger');
    const refused = await importFile(stranger, csv('CODE-2'), 'codes.csv');
    expect(refused).toMatchObject({ imported_orders: 0, failed_rows: 1 });
  });

  it('reads a UTF-8 CSV (with BOM) keeping leading zeros, and a GB18030 one', async () => {
    const csvRows = [
      standardColumns.map((c) => c.title).join(','),
      ['CSV-1', 'Zoe', '1 High St', '', 'London', 'London', '00123', 'GB', '', '', '', goodsSku]
        .concat(['', '', '', '1'])
        .join(','),
    ];
    const utf8 = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(csvRows.join('\r\n')),
    ]);
    const done = await importFile(alice, utf8, 'orders.csv');
    expect(done, JSON.stringify(done)).toMatchObject({ imported_orders: 1, failed_rows: 0 });
    const [order] = await db()
      .select()
      .from(orders)
      .where(and(eq(orders.userId, alice.user.id), eq(orders.platformOrderName, 'CSV-1')));
    expect(order!.address.postcode).toBe('00123');

    const gbk = Buffer.from(
      new Uint8Array(
        // 订单号,收件人,地址1,城市,省/州,国家代码,SKU,数量 in GB18030, then one row.
        [
          ...Buffer.from(
            'b6a9b5a5bac52ccad5bcfec8cb2cb5d8d6b7312cb3c7cad02ccaa12fd6dd2cb9fabcd2b4fac2eb2c534b552ccafdc1bf0d0a',
            'hex',
          ),
          ...Buffer.from(`CSV-2,Li,2 Road,Paris,IDF,FR,${goodsSku},1\r\n`),
        ],
      ),
    );
    const done2 = await importFile(alice, gbk, 'gbk.csv');
    expect(done2, JSON.stringify(done2)).toMatchObject({ imported_orders: 1, failed_rows: 0 });
  });

  it('checks the file by its content, not its name', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect((await upload(alice.token, png, 'orders.xlsx')).msg).toBe(
      '文件内容不是 xlsx 或 csv 表格',
    );
    const xlsx = await sheetOf(standardColumns, [
      { order_no: 'A', ...address, sku: goodsSku, quantity: 1 },
    ]);
    expect((await upload(alice.token, xlsx, 'orders.csv')).msg).toBe(
      '文件内容是 xlsx，与扩展名 .csv 不符',
    );
    expect((await upload(alice.token, Buffer.from('a,b,c\n1,2,3\n'), 'orders.csv')).msg).toBe(
      '没有找到表头：请使用下载的模板，第一行为列名（如「订单号」「收件人」）',
    );
    const ole = Buffer.from('d0cf11e0a1b11ae1', 'hex');
    expect((await upload(alice.token, ole, 'orders.xls')).msg).toBe(
      '不支持旧版 .xls 文件，请在 Excel 中另存为 .xlsx 或 .csv 后上传',
    );
  });
});

describe('tenancy', () => {
  it("keeps one reseller's imports, SKUs and order numbers from another's", async () => {
    const [mine] = (
      await alice.call<{ data: OrderImport[] }>('GET', '/distribution/orderImport?page_size=1')
    ).data.data;
    const peek = await bob.call('GET', `/distribution/orderImport/${mine!.id}`);
    expect(peek.status_code).toBe(404);
    expect(peek.msg).toBe('导入记录不存在');
    const list = await bob.call<{ total: number }>('GET', '/distribution/orderImport');
    expect(list.data.total).toBe(0);

    // Alice's designed SKU is not Bob's; her order number SO-1 is free for him.
    const done = await importFile(
      bob,
      await sheetOf(standardColumns, [
        { order_no: 'SO-1', ...address, sku: goodsSku, quantity: 1 },
        { order_no: 'SO-9', ...address, sku: designedSku, quantity: 1 },
      ]),
    );
    expect(done).toMatchObject({ imported_orders: 1, duplicate_orders: 0, failed_rows: 1 });
    const bobs = await ordersOf(bob.user.id);
    expect(bobs.map((o) => o.platformOrderName)).toEqual(['SO-1']);
  });
});

describe('default packaging', () => {
  it("gives each imported order the account's default packaging (偏好设置), its fee in the total", async () => {
    const carol = await freshReseller(server.app, db(), siteId, 'packer');
    const [template] = await db()
      .insert(packagingTemplates)
      .values({
        siteId,
        userId: carol.user.id,
        kind: 'label',
        name: '导入贴纸',
        designFile: { key: 'test/label.png', name: 'label.png', mime: 'image/png' },
        status: 'active',
        setupFeeCents: 0,
        perOrderFeeCents: 120,
        paidAt: new Date(),
      })
      .returning();
    const saved = await carol.call('PUT', '/distribution/user/preferences', {
      default_bottom_template_id: template!.id,
    });
    expect(saved.status_code, saved.msg).toBe(200);
    const done = await importFile(
      carol,
      await sheetOf(standardColumns, [
        { order_no: 'PK-1', ...address, sku: goodsSku, quantity: 1 },
      ]),
    );
    expect(done).toMatchObject({ imported_orders: 1, failed_rows: 0 });
    const [order] = await ordersOf(carol.user.id);
    expect(order).toMatchObject({
      packagingTemplateId: template!.id,
      packagingName: '贴纸 · 导入贴纸',
      packagingFeeCents: 120,
    });
    expect(order!.totalCents).toBe(order!.goodsAmountCents + order!.shippingFeeCents + 120);
  });
});

describe('FBA import', () => {
  it('imports a shipment to an Amazon warehouse with FNSKU labels, and checks the FBA columns', async () => {
    const shipment = {
      order_no: 'FBA15K7ZQ2X1',
      fc_code: 'ont8',
      ...address,
      recipient_name: 'Amazon.com Services LLC',
    };
    const done = await importFile(
      alice,
      await sheetOf(fbaColumns, [
        {
          ...shipment,
          sku: goodsSku,
          quantity: 40,
          fnsku: 'X001ABCDEF',
          label_url: 'https://cdn.example.com/l.pdf',
        },
        { order_no: 'FBA15K7ZQ2X1', sku: designedSku, quantity: 20, fnsku: 'X001ABCDEG' },
        {
          ...shipment,
          order_no: 'FBA15BAD',
          fc_code: '',
          sku: goodsSku,
          quantity: 1,
          fnsku: 'short',
        },
      ]),
      'fba.xlsx',
      'fba',
    );
    expect(done).toMatchObject({
      kind: 'fba',
      imported_orders: 1,
      imported_rows: 2,
      failed_rows: 1,
    });
    const rows = sheetRows(await download(done.error_file_url!));
    expect(rows[1]!.at(-1)).toBe(
      '「仓库代码」应为 2–8 位字母或数字（如 ONT8）；「FNSKU」应为 10 位字母或数字',
    );
    const [link] = await db()
      .select()
      .from(importedOrders)
      .where(
        and(
          eq(importedOrders.userId, alice.user.id),
          eq(importedOrders.sourceOrderNo, 'FBA15K7ZQ2X1'),
        ),
      );
    expect(link).toMatchObject({ kind: 'fba', fba: { fcCode: 'ONT8' } });
    const [fbaOrder] = await db().select().from(orders).where(eq(orders.id, link!.orderId!));
    // orderAdminFBA lists it: an FBA wholesale order whose shipment id is the sheet's number.
    expect(fbaOrder).toMatchObject({ kind: 'fba', fbaShipmentId: 'FBA15K7ZQ2X1' });
    const lines = await db()
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, link!.orderId!));
    const extras = await db()
      .select()
      .from(importedOrderLines)
      .where(
        inArray(
          importedOrderLines.orderItemId,
          lines.map((l) => l.id),
        ),
      );
    expect(extras.map((e) => e.fnsku).sort()).toEqual(['X001ABCDEF', 'X001ABCDEG']);
  });
});
