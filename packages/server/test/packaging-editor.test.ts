import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Layer, TextLayer } from '@podkit/design';
import type {
  AdminPackagingTemplate,
  OrderDetail,
  PackagingPrintSize,
  PackagingTemplate,
} from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import { packagingTemplates } from '../src/modules/packaging/schema.js';
import { createStorage } from '../src/storage/index.js';
import { freshReseller, generalGoodsCheckout, signedInOperator } from './cart-fixtures.js';
import { imageLayer } from './support/designs.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { defaultSiteId } from './support/accounts.js';
import { drawPicture, uploadMaterial } from './support/materials.js';

let server: TestServer;
let db: Db;
let siteId: number;
let operator: Awaited<ReturnType<typeof signedInOperator>>;

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
  siteId = await defaultSiteId(db);
  operator = await signedInOperator(server.app, db, siteId, 'pe_operator');
});
afterAll(async () => {
  await server?.close();
});

type Reseller = Awaited<ReturnType<typeof freshReseller>>;
const reseller = (prefix: string) => freshReseller(server.app, db, siteId, prefix, 100_000);

/** A picture uploaded into the reseller's gallery: what an image layer may use. */
async function logoMaterial(r: Reseller, seed = 5) {
  const uploaded = await uploadMaterial(server.app, r.token, {
    bytes: await drawPicture(seed, 400, 300),
    name: `标志${seed}.png`,
  });
  expect(uploaded.status_code, uploaded.msg).toBe(200);
  return uploaded.data.material_id!;
}

const textLayer = (content: string, fontFamily = 'Hanalei Fill'): TextLayer => ({
  kind: 'text',
  id: 'slogan',
  x: 5,
  y: 60,
  width: 44,
  height: 12,
  rotation: 0,
  visible: true,
  locked: false,
  content,
  fontFamily,
  fontSize: 8,
  fill: '#111111',
  stroke: null,
  letterSpacing: 0,
  lineHeight: 1.2,
  align: 'center',
});

/** The logo at the top of a hang tag. */
const logoLayer = (materialId: number) =>
  imageLayer(materialId, { id: 'logo', x: 7, y: 10, width: 40, height: 30, pixelHeight: 300 });

/** A packaging design as the editor sends it; the print area it claims is not trusted. */
const designOf = (layers: Layer[], views = 1) => ({
  schemaVersion: 1,
  productId: 1,
  colorId: 1,
  views: Array.from({ length: views }, (_, index) => ({
    viewId: index + 1,
    printArea: { widthMm: 999, heightMm: 999, dpi: 72 },
    layers,
  })),
});

const create = (r: Reseller, body: Record<string, unknown>) =>
  r.call<PackagingTemplate>('POST', '/distribution/bottomTemplate', {
    kind: 'insert',
    name: '编辑器吊牌',
    ...body,
  });

const approve = (id: number, setup = '10.00', perOrder = '2.00') =>
  operator<AdminPackagingTemplate>('POST', `/admin/bottomTemplate/${id}/approve`, {
    setup_fee: setup,
    per_order_fee: perOrder,
  });

const pay = (r: Reseller, id: number) =>
  r.call<PackagingTemplate>('POST', `/distribution/bottomTemplate/${id}/pay`, {
    idempotency_key: `pe-pay-${id}`,
  });

async function fetchFile(url: string) {
  const res = await server.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.rawPayload };
}

async function storedBytes(key: string) {
  const object = await createStorage(server.config).get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const rowOf = async (id: number) =>
  (await db.select().from(packagingTemplates).where(eq(packagingTemplates.id, id)))[0]!;

describe(`packaging designed in the editor on ${testDbKind}`, () => {
  it("renders the design at the kind's print size to a private print file that the review and the print bundle use", async () => {
    const r = await reseller('pe_flow');
    const sizes = await r.call<PackagingPrintSize[]>(
      'GET',
      '/distribution/bottomTemplate/printSizes',
    );
    expect(sizes.data).toEqual([
      { kind: 'insert', kind_label: '吊牌', width_mm: 54, height_mm: 90, dpi: 300 },
      { kind: 'label', kind_label: '贴纸', width_mm: 60, height_mm: 60, dpi: 300 },
      { kind: 'bag', kind_label: '包装袋', width_mm: 200, height_mm: 250, dpi: 150 },
      { kind: 'box', kind_label: '包装盒', width_mm: 300, height_mm: 220, dpi: 150 },
    ]);
    const logo = await logoMaterial(r);
    const created = await create(r, {
      design_document: designOf([logoLayer(logo), textLayer('PodKit')]),
      note: '吊牌正面',
    });
    expect(created.status_code, created.msg).toBe(200);
    expect(created.data).toMatchObject({ kind: 'insert', status: 'pending', note: '吊牌正面' });
    expect(created.data.design_file).toMatchObject({ name: '吊牌设计.png', mime: 'image/png' });
    const reopened = await r.call<PackagingTemplate>(
      'GET',
      `/distribution/bottomTemplate/${created.data.id}`,
    );
    const document = reopened.data.design_document as {
      views: Array<{ printArea: unknown; layers: Array<{ id: string }> }>;
    };
    expect(document.views).toHaveLength(1);
    expect(document.views[0]!.printArea).toEqual({ widthMm: 54, heightMm: 90, dpi: 300 });
    expect(document.views[0]!.layers.map((layer) => layer.id)).toEqual(['logo', 'slogan']);

    // 54 × 90 mm at 300 dpi, private: readable through the signed link only.
    const { key } = (await rowOf(created.data.id)).designFile;
    expect(key).toMatch(new RegExp(`^s${siteId}/u${r.user.id}/printfiles/packaging/`));
    const signed = await fetchFile(created.data.design_file.url);
    expect(signed.status).toBe(200);
    const size = await sharp(signed.body).metadata();
    expect([size.width, size.height, size.format]).toEqual([638, 1063, 'png']);
    const stats = await sharp(signed.body).stats();
    expect(stats.isOpaque).toBe(false);
    expect(stats.channels[3]!.max).toBe(255);
    const unsigned = await fetchFile(created.data.design_file.url.split('?')[0]!);
    expect(unsigned.status).not.toBe(200);

    // The operators review the same file, then it goes on an order of general goods and into
    // the production bundle.
    const queued = await operator<AdminPackagingTemplate>(
      'GET',
      `/admin/bottomTemplate/${created.data.id}`,
    );
    expect(queued.data.design_file.url.split('?')[0]).toBe(
      created.data.design_file.url.split('?')[0],
    );
    expect((await approve(created.data.id)).status_code).toBe(200);
    expect((await pay(r, created.data.id)).status_code).toBe(200);
    const checkout = await generalGoodsCheckout(db, siteId, r.call);
    const order = await r.call<OrderDetail>('POST', '/distribution/cartItem/createOrder', {
      item_ids: checkout.ids,
      address_id: checkout.address_id,
      logistics_id: checkout.logistics_id,
      idempotency_key: `pe-order-${r.user.id}`,
      bottom_template_id: created.data.id,
    });
    expect(order.status_code, order.msg).toBe(200);
    expect(order.data).toMatchObject({
      packaging_fee: '2.00',
      packaging_name: '吊牌 · 编辑器吊牌',
    });
    const bundle = await operator<{ url: string; file_count: number }>(
      'POST',
      '/admin/order/printFiles',
      { order_ids: [order.data.id] },
    );
    expect(bundle.status_code, bundle.msg).toBe(200);
    expect(bundle.data.file_count).toBe(1);
    const zipKey = new URL(bundle.data.url, 'http://x').pathname.slice('/files/'.length);
    const entries = unzipSync(new Uint8Array((await storedBytes(zipKey))!));
    const name = `${order.data.order_no}/包装-吊牌-编辑器吊牌.png`;
    expect(Object.keys(entries)).toEqual([name]);
    expect(Buffer.from(entries[name]!).equals(signed.body)).toBe(true);
  });

  it('sends an edited approved template back to review, and keeps a paid one as it was approved', async () => {
    const r = await reseller('pe_edit');
    const created = await create(r, { design_document: designOf([textLayer('v1')]) });
    const id = created.data.id;
    const firstKey = (await rowOf(id)).designFile.key;
    expect((await approve(id, '10.00', '2.00')).status_code).toBe(200);

    // Approved but not paid: the edit goes back to the operators, who priced the old design.
    const edited = await r.call<PackagingTemplate>('PUT', `/distribution/bottomTemplate/${id}`, {
      kind: 'insert',
      name: '编辑器吊牌 v2',
      design_document: designOf([textLayer('v2')]),
    });
    expect(edited.status_code, edited.msg).toBe(200);
    expect(edited.data).toMatchObject({
      status: 'pending',
      name: '编辑器吊牌 v2',
      setup_fee: null,
      per_order_fee: null,
    });
    const secondKey = (await rowOf(id)).designFile.key;
    expect(secondKey).not.toBe(firstKey);
    expect(await storedBytes(firstKey)).toBeNull();
    expect(
      (edited.data.design_document as { views: Array<{ layers: TextLayer[] }> }).views[0]!
        .layers[0]!.content,
    ).toBe('v2');

    // Another kind needs a design on that kind's size.
    const otherKind = await r.call('PUT', `/distribution/bottomTemplate/${id}`, {
      kind: 'box',
      name: '编辑器吊牌 v2',
    });
    expect(otherKind.status_code).toBe(422);
    expect(otherKind.msg).toBe('更换包装类型后请重新设计：原设计按「吊牌」的印刷尺寸制作');
    const boxed = await r.call<PackagingTemplate>('PUT', `/distribution/bottomTemplate/${id}`, {
      kind: 'box',
      name: '品牌盒',
      design_document: designOf([textLayer('BOX')]),
    });
    expect(boxed.status_code, boxed.msg).toBe(200);
    const box = await sharp((await fetchFile(boxed.data.design_file.url)).body).metadata();
    expect([box.width, box.height]).toEqual([1772, 1299]);

    // Paid: orders and defaults use what was approved, so it is not edited in place.
    expect((await approve(id)).status_code).toBe(200);
    expect((await pay(r, id)).status_code).toBe(200);
    const locked = await r.call('PUT', `/distribution/bottomTemplate/${id}`, {
      kind: 'box',
      name: '改名',
      design_document: designOf([textLayer('v3')]),
    });
    expect(locked.status_code).toBe(409);
    expect(locked.msg).toBe(
      '包装模板「品牌盒」已支付制版费（可使用），不能再修改；如需改动请新建模板',
    );
    const kept = await rowOf(id);
    expect(kept).toMatchObject({ name: '品牌盒', status: 'active', perOrderFeeCents: 200 });
    expect(await storedBytes(kept.designFile.key)).not.toBeNull();
  });

  it('refuses a design it cannot print with a Chinese message and keeps nothing', async () => {
    const r = await reseller('pe_bad');
    const stranger = await reseller('pe_stranger');
    const theirs = await logoMaterial(stranger, 9);
    const refusals: Array<[Record<string, unknown>, number, string]> = [
      [{ design_document: designOf([]), design_file_id: 1 }, 422, '只能提交一种'],
      [{}, 422, '请上传设计文件（design_file_id）或在编辑器中设计（design_document）'],
      [{ design_document: designOf([], 2) }, 422, '包装设计只能有一个视图'],
      [{ design_document: { views: 'x' } }, 422, '设计文档有误'],
      [
        { design_document: designOf([textLayer('吊牌', '不存在的字体')]) },
        422,
        '字体未安装：不存在的字体，无法生成印刷文件',
      ],
      [
        { design_document: designOf([textLayer('你好', 'Hanalei Fill')]) },
        422,
        '字体 Hanalei Fill 不含字符「你好」',
      ],
      [{ design_document: designOf([logoLayer(theirs)]) }, 404, `素材 ${theirs} 不存在`],
    ];
    for (const [body, status, message] of refusals) {
      const res = await create(r, body);
      expect(res.status_code, JSON.stringify(body)).toBe(status);
      expect(res.msg).toContain(message);
    }
    const rows = await db
      .select()
      .from(packagingTemplates)
      .where(eq(packagingTemplates.userId, r.user.id));
    expect(rows).toEqual([]);
  });
});
