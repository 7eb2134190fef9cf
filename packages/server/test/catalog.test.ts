import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminBasicProduct,
  BasicProduct,
  BasicProductInput,
  BasicProductSummary,
  DesignMask,
  DesignStyle,
  DistributionBasicProduct,
  DistributionBasicProductSummary,
  Paginator,
  PrivilegePrice,
  PurchaseRule,
  ShowImageDesign,
  StockSkuCategory,
  UserBasicProductCategory,
  UserColors,
} from '@podkit/sdk-core';
import { seedDemo } from '../src/seed/demo.js';
import { basicProducts } from '../src/modules/catalog/schema.js';
import { groups, users } from '../src/modules/users/schema.js';
import { createStorage } from '../src/storage/index.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { callApi } from './support/api.js';
import { createSite, createUser, defaultSiteId, signIn } from './support/accounts.js';

let server: TestServer;
let operator: string;
let reseller: string;

const db = () => server.database.db;
const api = <T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { token?: string; payload?: unknown; host?: string } = {},
) => callApi<T>(server.app, method, `/req${url}`, options);

beforeAll(async () => {
  server = await startTestServer();
  operator = await signIn(server.app, 'operator', 'operator123456');
  reseller = await signIn(server.app, 'demo', 'demo123456');
});
afterAll(async () => {
  await server?.close();
});

async function blankByCode(code: string, token = reseller): Promise<DistributionBasicProduct> {
  const list = await api<Paginator<DistributionBasicProductSummary>>(
    'GET',
    `/distribution/basicProduct?keyword=${encodeURIComponent(code)}`,
    { token },
  );
  const id = list.data.data.find((row) => row.code === code)?.id;
  if (!id) throw new Error(`no blank ${code}`);
  return (await api<DistributionBasicProduct>('GET', `/distribution/basicProduct/${id}`, { token }))
    .data;
}

function newBlank(code: string, overrides: Partial<BasicProductInput> = {}): BasicProductInput {
  return {
    name: `测试空白商品 ${code}`,
    code,
    weight_grams: 200,
    base_price: '33.33',
    colors: [
      { name: '白色', hex: '#fff' },
      { name: '黑色', hex: '#111827' },
    ],
    sizes: [
      { name: 'M', surcharge: 0 },
      { name: 'XL', surcharge: '5.00' },
    ],
    views: [
      {
        name: '正面',
        canvas_width: 1000,
        canvas_height: 1000,
        print_area: {
          left: 335,
          top: 250,
          width: 330,
          height: 440,
          width_mm: 300,
          height_mm: 400,
          dpi: 150,
        },
      },
    ],
    ...overrides,
  };
}

describe(`demo catalog seed on ${testDbKind}`, () => {
  it('creates at least 8 on-sale blanks with pictures for every view and colour', async () => {
    const list = await api<Paginator<BasicProductSummary>>(
      'GET',
      '/frontend/basicProduct?page_size=50',
    );
    expect(list.status_code, list.msg).toBe(200);
    expect(list.data.total).toBeGreaterThanOrEqual(8);
    const codes = list.data.data.map((row) => row.code);
    for (const code of [
      'TSHIRT-001',
      'HOODIE-001',
      'TOTE-001',
      'MUG-001',
      'PHONECASE-001',
      'CANVAS-001',
      'PILLOW-001',
      'CAP-001',
    ])
      expect(codes).toContain(code);
    for (const row of list.data.data) {
      expect(row.image).toMatch(/\/files\/.+\.png$/);
      expect(Number(row.price)).toBeGreaterThan(0);
    }
    const shirt = await blankByCode('TSHIRT-001');
    expect(shirt.show_images_design).toHaveLength(shirt.views.length * shirt.colors.length);
    expect(shirt.colors.length).toBeGreaterThanOrEqual(3);
    expect(shirt.sizes.length).toBeGreaterThanOrEqual(3);
  });

  it('draws pictures that storage serves as PNGs of the three widths', async () => {
    const shirt = await blankByCode('TSHIRT-001');
    const picture = shirt.show_images_design[0];
    if (!picture) throw new Error('no picture');
    for (const [url, width] of [
      [picture.big_image_src, 1000],
      [picture.image_src, 469],
      [picture.small_image_src, 120],
    ] as const) {
      const res = await server.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/image\/png/);
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'png', width });
    }
  });

  it('keeps true print sizes: T-shirt 300 × 400 mm at 150 DPI, mug wrap 200 × 90 mm, phone case 70 × 145 mm with a mask', async () => {
    const shirt = await blankByCode('TSHIRT-001');
    expect(shirt.views.map((v) => v.name)).toEqual(['正面', '背面']);
    expect(shirt.print_areas[0]).toMatchObject({ width_mm: 300, height_mm: 400, dpi: 150 });
    const area = shirt.print_areas[0];
    if (!area) throw new Error('no print area');
    expect(area.width / area.height).toBeCloseTo(300 / 400, 3);

    const mug = await blankByCode('MUG-001');
    expect(mug.views).toHaveLength(1);
    expect(mug.views[0]).toMatchObject({
      name: '环绕',
      print_area: { width_mm: 200, height_mm: 90 },
    });
    expect(mug.show_images_design.every((image) => image.is_point === 1)).toBe(true);
    // A cylinder mesh: 9 points across the visible body, 3 rows down it.
    expect(mug.show_images_design[0]?.point_origin_config).toMatchObject({ columns: 9 });
    expect(mug.show_images_design[0]?.point_origin_config?.points).toHaveLength(27);
    const hoodie = await blankByCode('HOODIE-001');
    const hoodieFront = hoodie.show_images_design.find(
      (image) => image.view_id === hoodie.views[0]?.view_id,
    );
    expect(hoodieFront).toMatchObject({ is_point: 1, point_origin_config: { columns: 3 } });

    const phone = await blankByCode('PHONECASE-001');
    expect(phone.print_areas[0]).toMatchObject({ width_mm: 70, height_mm: 145 });
    expect(phone.design_masks).toHaveLength(1);
    expect(phone.design_masks[0]).toMatchObject({
      name: '手机壳摄像头开孔',
      view_id: phone.views[0]?.view_id,
    });
    expect(phone.design_masks[0]?.svg_path).toMatch(/^M/);
  });

  it('runs again without adding anything, quickly', async () => {
    const before = await db().select({ id: basicProducts.id }).from(basicProducts);
    const started = performance.now();
    await seedDemo(db(), { storage: createStorage(server.config) });
    const again = performance.now() - started;
    const after = await db().select({ id: basicProducts.id }).from(basicProducts);
    expect(after).toHaveLength(before.length);
    expect(again).toBeLessThan(2000);
  });
});

describe(`blank lists on ${testDbKind}`, () => {
  it('filters by keyword, category (with sub-categories), 3D and design style, and pages', async () => {
    const byKeyword = await api<Paginator<BasicProductSummary>>(
      'GET',
      `/frontend/basicProduct?keyword=${encodeURIComponent(' 马克 杯 ')}`,
    );
    expect(byKeyword.data.data.map((r) => r.code)).toEqual(['MUG-001']);

    const tree = await api<StockSkuCategory[]>('GET', '/frontend/stockSkuCategory');
    const clothing = tree.data.find((node) => node.name === '服装');
    expect(clothing?.children.map((c) => c.name)).toEqual(['T恤', '卫衣', '帽子']);
    const inClothing = await api<Paginator<BasicProductSummary>>(
      'GET',
      `/frontend/basicProduct?category_id=${clothing?.id}`,
    );
    expect(inClothing.data.data.map((r) => r.code).sort()).toEqual([
      'CAP-001',
      'HOODIE-001',
      'TSHIRT-001',
    ]);

    const threeD = await api<Paginator<BasicProductSummary>>(
      'GET',
      '/frontend/basicProduct?is_3d=1',
    );
    expect(threeD.data.data.map((r) => r.code)).toEqual(['MUG-001']);
    const embroidery = await api<Paginator<BasicProductSummary>>(
      'GET',
      '/frontend/basicProduct?design_style=3',
    );
    expect(embroidery.data.data.map((r) => r.code)).toEqual(['CAP-001']);

    const page2 = await api<Paginator<BasicProductSummary>>(
      'GET',
      '/frontend/basicProduct?page=2&page_size=3',
    );
    expect(page2.data).toMatchObject({ current_page: 2, per_page: 3 });
    expect(page2.data.data).toHaveLength(3);
    expect(page2.data.last_page).toBe(Math.ceil(page2.data.total / 3));
    const page1 = await api<Paginator<BasicProductSummary>>(
      'GET',
      '/frontend/basicProduct?page=1&page_size=3',
    );
    expect(page1.data.data.map((r) => r.id)).not.toContain(page2.data.data[0]?.id);
    // Past the last page: no row to carry the count, which is counted on its own.
    const past = await api<Paginator<BasicProductSummary>>(
      'GET',
      '/frontend/basicProduct?page=99&page_size=3',
    );
    expect(past.data).toMatchObject({ data: [], total: page1.data.total });
    expect(page1.data.total).toBeGreaterThan(3);
  });

  it('finds what a person types, with or without spaces and full-width letters', async () => {
    // The demo blank is named "纯棉圆领短袖 T 恤" (a space before 恤).
    for (const typed of ['T恤', 'T 恤', 'Ｔ恤', 't 恤', '短袖T恤']) {
      for (const path of ['/frontend/basicProduct', '/distribution/basicProduct']) {
        const found = await api<Paginator<BasicProductSummary>>(
          'GET',
          `${path}?keyword=${encodeURIComponent(typed)}`,
          { token: reseller },
        );
        expect(
          found.data.data.map((r) => r.code),
          `${path} ${typed}`,
        ).toContain('TSHIRT-001');
      }
    }
    // The goods list searches the same way: "保温杯" finds "304 不锈钢保温杯" as "不锈钢 保温杯".
    const goods = await api<Paginator<{ name: string }>>(
      'GET',
      `/frontend/ordinaryProduct?keyword=${encodeURIComponent('不锈钢 保温杯')}`,
    );
    expect(goods.data.data.map((g) => g.name)).toContain('304 不锈钢保温杯');
  });

  it('treats % and _ in a keyword as plain text', async () => {
    const res = await api<Paginator<BasicProductSummary>>(
      'GET',
      '/frontend/basicProduct?keyword=%25',
    );
    expect(res.data.total).toBe(0);
  });

  it('answers bad filters with a Chinese message naming the field', async () => {
    const res = await api('GET', '/frontend/basicProduct?is_3d=7');
    expect(res).toMatchObject({ http: 200, status_code: 422 });
    expect(res.msg).toContain('是否 3D（is_3d）');
  });

  it('needs a session for the reseller list', async () => {
    expect((await api('GET', '/distribution/basicProduct')).http).toBe(401);
  });
});

describe(`blank detail and prices on ${testDbKind}`, () => {
  it('gives every field of spec section 3', async () => {
    const shirt = await blankByCode('TSHIRT-001');
    for (const field of [
      'id',
      'colors',
      'sizes',
      'is_merge_design',
      'design_style',
      'is_3d',
      'print_areas',
      'bottom_templates',
      'show_images_design',
      'color_ids',
      'purchase_price',
      'views',
      'weight_grams',
      'status',
      'code',
      'description',
    ])
      expect(shirt, field).toHaveProperty(field);
    expect(shirt.color_ids).toBe(shirt.colors.map((c) => c.id).join(','));
    expect(shirt.bottom_templates.length).toBeGreaterThan(0);
    expect(shirt.bottom_templates[0]).toMatchObject({ name: '标准 OPP 袋' });
    const image: ShowImageDesign | undefined = shirt.show_images_design[0];
    expect(image).toMatchObject({
      view_id: shirt.views[0]?.view_id,
      color_id: shirt.colors[0]?.id,
      is_point: 0,
      canvas_config: { width: 1000, height: 1000 },
      point_origin_config: null,
      is_user_show_image: 1,
      show_model: 0,
    });
    expect(shirt.colors[0]).toMatchObject({ name: '白色', hex: '#FFFFFF' });
    expect(shirt.level_name).toBe('普通会员');
    expect(shirt.level_prices.map((l) => l.level_name)).toEqual([
      '普通会员',
      '白银会员',
      '黄金会员',
    ]);
  });

  it('prices a colour × size for the caller’s level, and the top level lower', async () => {
    const shirt = await blankByCode('TSHIRT-001');
    const xl = shirt.sizes.find((s) => s.name === 'XL');
    const color = shirt.colors[1];
    const url = `/distribution/basicProduct/getPurchaseRule/${shirt.id}?color_id=${color?.id}&size_id=${xl?.id}`;
    const rule = await api<PurchaseRule>('GET', url, { token: reseller });
    expect(rule.status_code, rule.msg).toBe(200);
    // 39.00 + 5.00 for XL; the entry level pays 98 %.
    expect(rule.data).toMatchObject({
      original_price: '44.00',
      purchase_price: '43.12',
      level_name: '普通会员',
      price_mode: 'percent',
      discount_percent: 98,
      weight_grams: 180,
    });

    const siteId = await defaultSiteId(db());
    const vip = await createUser(db(), { siteId, username: 'gold_buyer', password: 'gold123456' });
    const [top] = await db().select().from(groups).where(eq(groups.levelName, '黄金会员'));
    await db()
      .update(users)
      .set({ groupId: top?.id ?? null })
      .where(eq(users.id, vip.id));
    const vipToken = await signIn(server.app, 'gold_buyer', 'gold123456');
    const vipRule = await api<PurchaseRule>('GET', url, { token: vipToken });
    expect(vipRule.data).toMatchObject({
      purchase_price: '37.40',
      original_price: '44.00',
      level_name: '黄金会员',
    });

    // Hoodie: the top level has a fixed price of 72.00, plus the size surcharge.
    const hoodie = await blankByCode('HOODIE-001', vipToken);
    const hoodieXl = hoodie.sizes.find((s) => s.name === 'XL');
    const fixed = await api<PurchaseRule>(
      'GET',
      `/distribution/basicProduct/getPurchaseRule/${hoodie.id}?color_id=${hoodie.colors[0]?.id}&size_id=${hoodieXl?.id}`,
      { token: vipToken },
    );
    expect(fixed.data).toMatchObject({
      purchase_price: '77.00',
      original_price: '94.00',
      price_mode: 'fixed',
    });
    expect(hoodie.purchase_price).toBe('72.00');
  });

  it('refuses a colour or size of another blank', async () => {
    const shirt = await blankByCode('TSHIRT-001');
    const mug = await blankByCode('MUG-001');
    const res = await api(
      'GET',
      `/distribution/basicProduct/getPurchaseRule/${shirt.id}?color_id=${mug.colors[0]?.id}&size_id=${shirt.sizes[0]?.id}`,
      { token: reseller },
    );
    expect(res.status_code).toBe(422);
    expect(res.msg).toContain('color_id');
  });

  it('shows visitors list prices and resellers their own price', async () => {
    const publicList = await api<Paginator<BasicProductSummary>>(
      'GET',
      '/frontend/basicProduct?keyword=TSHIRT',
    );
    const row = publicList.data.data[0];
    expect(row).toMatchObject({ price: '39.00' });
    expect(row).not.toHaveProperty('purchase_price');
    const resellerList = await api<Paginator<DistributionBasicProductSummary>>(
      'GET',
      '/distribution/basicProduct?keyword=TSHIRT',
      { token: reseller },
    );
    expect(resellerList.data.data[0]).toMatchObject({ price: '39.00', purchase_price: '38.22' });
    const detail = await api<BasicProduct>('GET', `/frontend/basicProduct/${row?.id}`);
    expect(detail.data).not.toHaveProperty('purchase_price');
    expect(detail.data).not.toHaveProperty('level_prices');
  });
});

describe(`operator catalog on ${testDbKind}`, () => {
  it('creates, edits, prices and deletes a blank', async () => {
    const created = await api<AdminBasicProduct>('POST', '/admin/catalog/basicProduct', {
      token: operator,
      payload: newBlank('TEST-OP-1', { status: 0 }),
    });
    expect(created.status_code, created.msg).toBe(200);
    const blank = created.data;
    expect(blank).toMatchObject({
      code: 'TEST-OP-1',
      status: 0,
      base_price: '33.33',
      design_style: 1,
    });
    expect(blank.colors.map((c) => c.hex)).toEqual(['#FFFFFF', '#111827']);
    expect(blank.sizes.map((s) => s.surcharge)).toEqual(['0.00', '5.00']);

    // Off sale: hidden from visitors, listed for the operator.
    expect((await api('GET', `/frontend/basicProduct/${blank.id}`)).status_code).toBe(404);
    const publicCodes = (
      await api<Paginator<BasicProductSummary>>('GET', '/frontend/basicProduct?keyword=TEST-OP')
    ).data.data;
    expect(publicCodes).toHaveLength(0);
    const adminList = await api<Paginator<BasicProductSummary>>(
      'GET',
      '/admin/catalog/basicProduct?keyword=TEST-OP&status=0',
      { token: operator },
    );
    expect(adminList.data.data.map((r) => r.code)).toEqual(['TEST-OP-1']);

    // Pictures per view × colour, from uploaded file URLs.
    const view = blank.views[0];
    const pictureOfEveryColour = () =>
      api<ShowImageDesign[]>('PUT', `/admin/catalog/basicProduct/${blank.id}/images`, {
        token: operator,
        payload: {
          images: blank.colors.map((color) => ({
            view_id: view?.view_id,
            color_id: color.id,
            image_src: `/files/s1/u1/${color.id}.png`,
            big_image_src: `/files/s1/u1/${color.id}-big.png`,
            small_image_src: `/files/s1/u1/${color.id}-small.png`,
          })),
        },
      });
    const images = await pictureOfEveryColour();
    expect(images.status_code, images.msg).toBe(200);
    expect(images.data).toHaveLength(2);

    // Mapping points: a 2 × 2 mesh is kept with its columns; a mesh that is not whole rows and
    // a perspective whose points do not go round a shape are refused in Chinese.
    const picture = {
      view_id: view?.view_id,
      color_id: blank.colors[0]!.id,
      image_src: '/files/s1/u1/p.png',
      big_image_src: '/files/s1/u1/p-big.png',
      small_image_src: '/files/s1/u1/p-small.png',
      is_point: 1,
    };
    const square = [
      { x: 100, y: 100 },
      { x: 300, y: 110 },
      { x: 100, y: 300 },
      { x: 300, y: 310 },
    ];
    const mesh = await api<ShowImageDesign[]>(
      'PUT',
      `/admin/catalog/basicProduct/${blank.id}/images`,
      {
        token: operator,
        payload: { images: [{ ...picture, point_origin_config: { points: square, columns: 2 } }] },
      },
    );
    expect(mesh.status_code, mesh.msg).toBe(200);
    expect(mesh.data[0]?.point_origin_config).toEqual({ points: square, columns: 2 });
    const ragged = await api('PUT', `/admin/catalog/basicProduct/${blank.id}/images`, {
      token: operator,
      payload: {
        images: [
          { ...picture, point_origin_config: { points: [...square, { x: 1, y: 1 }], columns: 2 } },
        ],
      },
    });
    expect(ragged.msg).toBe(
      '映射点（images.0.point_origin_config）：网格映射的点数 5 不是列数 2 的整数倍（至少 2 行）',
    );
    const crossed = await api('PUT', `/admin/catalog/basicProduct/${blank.id}/images`, {
      token: operator,
      payload: { images: [{ ...picture, point_origin_config: { points: square } }] },
    });
    expect(crossed.msg).toBe(
      '映射点（images.0.point_origin_config）：透视映射的 4 个点须按顺序围成凸四边形',
    );
    const restored = await pictureOfEveryColour();
    expect(restored.status_code, restored.msg).toBe(200);

    // Privilege prices: 88.5 % for the entry level gives 29.49 (truncated, not 29.50).
    const levels = (
      await api<Array<{ id: number; level_name: string }>>('GET', '/distribution/group', {
        token: reseller,
      })
    ).data;
    const entry = levels.find((l) => l.level_name === '普通会员');
    const prices = await api<PrivilegePrice[]>(
      'PUT',
      `/admin/catalog/basicProduct/${blank.id}/privilegePrices`,
      {
        token: operator,
        payload: { prices: [{ group_id: entry?.id, mode: 'percent', discount_percent: 88.5 }] },
      },
    );
    expect(prices.status_code, prices.msg).toBe(200);
    expect(prices.data).toEqual([
      {
        group_id: entry?.id,
        level_name: '普通会员',
        mode: 'percent',
        discount_percent: 88.5,
        fixed_price: null,
      },
    ]);
    await api('PUT', `/admin/catalog/basicProduct/${blank.id}`, {
      token: operator,
      payload: { status: 1 },
    });
    const rule = await api<PurchaseRule>(
      'GET',
      `/distribution/basicProduct/getPurchaseRule/${blank.id}?color_id=${blank.colors[0]?.id}&size_id=${blank.sizes[0]?.id}`,
      { token: reseller },
    );
    expect(rule.data).toMatchObject({ original_price: '33.33', purchase_price: '29.49' });

    // Editing lists keeps ids given, adds new ones and drops the rest (with their pictures).
    const white = blank.colors[0];
    const updated = await api<AdminBasicProduct>('PUT', `/admin/catalog/basicProduct/${blank.id}`, {
      token: operator,
      payload: {
        name: '改名后的空白商品',
        colors: [
          { id: white?.id, name: '纯白', hex: '#FFFFFF' },
          { name: '红色', hex: '#DC2626' },
        ],
      },
    });
    expect(updated.status_code, updated.msg).toBe(200);
    expect(updated.data.name).toBe('改名后的空白商品');
    expect(updated.data.colors.map((c) => [c.name, c.id === white?.id])).toEqual([
      ['纯白', true],
      ['红色', false],
    ]);
    expect(updated.data.show_images_design.map((i) => i.color_id)).toEqual([white?.id]);
    expect(updated.data.privilege_prices).toHaveLength(1);

    const removed = await api('DELETE', `/admin/catalog/basicProduct/${blank.id}`, {
      token: operator,
    });
    expect(removed.status_code).toBe(200);
    expect(
      (await api('GET', `/admin/catalog/basicProduct/${blank.id}`, { token: operator }))
        .status_code,
    ).toBe(404);
  });

  it('refuses a print area outside its canvas, naming the field', async () => {
    const input = newBlank('TEST-BAD-1');
    const view = input.views[0];
    if (!view) throw new Error('no view');
    view.print_area = { ...view.print_area, left: 800 };
    const res = await api('POST', '/admin/catalog/basicProduct', {
      token: operator,
      payload: input,
    });
    expect(res).toMatchObject({ http: 200, status_code: 422 });
    expect(res.msg).toBe(
      '打印区域（views.0.print_area）超出画布：左边距 800 + 宽度 330 大于画布宽度 1000',
    );
  });

  it.each([
    [
      {
        views: [
          {
            name: '正面',
            canvas_width: 1000,
            canvas_height: 1000,
            print_area: {
              left: 0,
              top: 0,
              width: 100,
              height: 100,
              width_mm: 0,
              height_mm: 10,
              dpi: 150,
            },
          },
        ],
      },
      '打印宽度（毫米）（views.0.print_area.width_mm）',
    ],
    [
      {
        views: [
          {
            name: '正面',
            canvas_width: 1000,
            canvas_height: 1000,
            print_area: {
              left: 0,
              top: 0,
              width: 100,
              height: 100,
              width_mm: 10,
              height_mm: 10,
              dpi: 0,
            },
          },
        ],
      },
      '打印分辨率（views.0.print_area.dpi）',
    ],
    [{ base_price: '-1' }, '基础价格（base_price） 不能小于 0'],
    [{ sizes: [{ name: 'M', surcharge: '1.234' }] }, '尺码加价（sizes.0.surcharge）'],
    [{ colors: [{ name: '白色', hex: 'white' }] }, '颜色值（colors.0.hex）'],
    [{ colors: [] }, '颜色（colors） 至少需要 1 项'],
    [{ design_style: 99 }, '设计款式（design_style）不存在'],
  ])('refuses bad input %#', async (overrides, message) => {
    const res = await api('POST', '/admin/catalog/basicProduct', {
      token: operator,
      payload: newBlank('TEST-BAD-2', overrides as Partial<BasicProductInput>),
    });
    expect(res.status_code, res.msg).toBe(422);
    expect(res.msg).toContain(message);
  });

  it('refuses a code that is taken, and privilege prices out of range', async () => {
    const taken = await api('POST', '/admin/catalog/basicProduct', {
      token: operator,
      payload: newBlank('TSHIRT-001'),
    });
    expect(taken).toMatchObject({ status_code: 409 });
    expect(taken.msg).toContain('TSHIRT-001');
    const shirt = await blankByCode('TSHIRT-001');
    const bad = await api('PUT', `/admin/catalog/basicProduct/${shirt.id}/privilegePrices`, {
      token: operator,
      payload: {
        prices: [
          { group_id: shirt.level_prices[0]?.group_id, mode: 'percent', discount_percent: 120 },
        ],
      },
    });
    expect(bad.status_code).toBe(422);
    expect(bad.msg).toContain('折扣百分比（prices.0.discount_percent）');
  });

  it('refuses resellers with 403', async () => {
    for (const [method, url] of [
      ['GET', '/admin/catalog/basicProduct'],
      ['POST', '/admin/catalog/basicProduct'],
      ['POST', '/admin/catalog/category'],
      ['POST', '/admin/catalog/designMask'],
      ['GET', '/admin/goods/product'],
      ['GET', '/admin/goods/form'],
    ] as const) {
      const res = await api(method, url, {
        token: reseller,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(res.http, url).toBe(403);
    }
  });

  it('manages categories, design styles and masks', async () => {
    const parent = await api<StockSkuCategory>('POST', '/admin/catalog/category', {
      token: operator,
      payload: { name: '测试大类' },
    });
    const child = await api<StockSkuCategory>('POST', '/admin/catalog/category', {
      token: operator,
      payload: { name: '测试小类', parent_id: parent.data.id },
    });
    expect(child.data.parent_id).toBe(parent.data.id);
    const cycle = await api('PUT', `/admin/catalog/category/${parent.data.id}`, {
      token: operator,
      payload: { parent_id: child.data.id },
    });
    expect(cycle.status_code).toBe(422);
    expect(
      (await api('DELETE', `/admin/catalog/category/${parent.data.id}`, { token: operator }))
        .status_code,
    ).toBe(409);

    const style = await api<DesignStyle>('POST', '/admin/catalog/designStyle', {
      token: operator,
      payload: { id: 9, name: '烫金' },
    });
    expect(style.data).toMatchObject({ id: 9, name: '烫金' });
    const styles = await api<DesignStyle[]>('GET', '/api/systemConfig/designStyle');
    expect(styles.data.map((s) => s.name)).toEqual(['局部印花', '满版印花', '刺绣', '烫金']);

    const phone = await blankByCode('PHONECASE-001');
    const noShape = await api('POST', '/admin/catalog/designMask', {
      token: operator,
      payload: { name: '空遮罩' },
    });
    expect(noShape.status_code).toBe(422);
    const mask = await api<DesignMask>('POST', '/admin/catalog/designMask', {
      token: operator,
      payload: {
        name: '圆角',
        svg_path: 'M0 0 H10 V10 Z',
        basic_product_id: phone.id,
        view_id: phone.views[0]?.view_id,
      },
    });
    expect(mask.status_code, mask.msg).toBe(200);
    const masks = await api<DesignMask[]>(
      'GET',
      `/api/systemConfig/designMask?basic_product_id=${phone.id}`,
    );
    expect(masks.data.map((m) => m.name)).toEqual(['手机壳摄像头开孔', '圆角']);
  });
});

describe(`reseller's own categories and colours on ${testDbKind}`, () => {
  it('keeps categories per reseller and lists their blanks', async () => {
    const shirt = await blankByCode('TSHIRT-001');
    const created = await api<UserBasicProductCategory>(
      'POST',
      '/distribution/userBasicProductCategory',
      {
        token: reseller,
        payload: { name: '夏季爆款', basic_product_ids: [shirt.id, shirt.id] },
      },
    );
    expect(created.data).toMatchObject({ name: '夏季爆款', basic_product_ids: [shirt.id] });
    const mine = await api<Paginator<DistributionBasicProductSummary>>(
      'GET',
      `/distribution/basicProduct?user_category_id=${created.data.id}`,
      { token: reseller },
    );
    expect(mine.data.data.map((r) => r.code)).toEqual(['TSHIRT-001']);

    const siteId = await defaultSiteId(db());
    await createUser(db(), { siteId, username: 'other_seller', password: 'other123456' });
    const other = await signIn(server.app, 'other_seller', 'other123456');
    expect(
      (
        await api<UserBasicProductCategory[]>('GET', '/distribution/userBasicProductCategory', {
          token: other,
        })
      ).data,
    ).toEqual([]);
    for (const [method, payload] of [
      ['PUT', { name: 'x' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await api(method, `/distribution/userBasicProductCategory/${created.data.id}`, {
        token: other,
        payload,
      });
      expect(res.status_code).toBe(404);
    }
    expect(
      (
        await api('GET', `/distribution/basicProduct?user_category_id=${created.data.id}`, {
          token: other,
        })
      ).status_code,
    ).toBe(404);
    const badId = await api('POST', '/distribution/userBasicProductCategory', {
      token: reseller,
      payload: { name: '坏', basic_product_ids: [999999] },
    });
    expect(badId.status_code).toBe(422);
  });

  it('saves, lists and deletes colours per reseller', async () => {
    const saved = await api<UserColors>('PUT', '/distribution/userConfig/userColors', {
      token: reseller,
      payload: { colors: ['#fff', '#123ABC', 'FFFFFF'] },
    });
    expect(saved.data.colors).toEqual(['#FFFFFF', '#123ABC']);
    const more = await api<UserColors>('PUT', '/distribution/userConfig/userColors', {
      token: reseller,
      payload: { colors: ['#00FF00'] },
    });
    expect(more.data.colors).toEqual(['#FFFFFF', '#123ABC', '#00FF00']);
    const removed = await api<UserColors>('POST', '/distribution/userConfig/deleteUserColors', {
      token: reseller,
      payload: { colors: ['#ffffff'] },
    });
    expect(removed.data.colors).toEqual(['#123ABC', '#00FF00']);
    expect(
      (await api<UserColors>('GET', '/distribution/userConfig/userColors', { token: reseller }))
        .data.colors,
    ).toEqual(['#123ABC', '#00FF00']);

    const siteId = await defaultSiteId(db());
    await createUser(db(), { siteId, username: 'colour_other', password: 'other123456' });
    const other = await signIn(server.app, 'colour_other', 'other123456');
    expect(
      (await api<UserColors>('GET', '/distribution/userConfig/userColors', { token: other })).data
        .colors,
    ).toEqual([]);

    const bad = await api('PUT', '/distribution/userConfig/userColors', {
      token: reseller,
      payload: { colors: ['#12'] },
    });
    expect(bad.status_code).toBe(422);
    expect(bad.msg).toContain('颜色（colors.0）');
  });
});

describe(`another site on ${testDbKind}`, () => {
  it('sees none of the default site’s blanks', async () => {
    const host = 'catalog-other.example.com';
    await createSite(db(), '另一个站点', host);
    await seedDemo(db(), { storage: createStorage(server.config) });
    const list = await api<Paginator<BasicProductSummary>>('GET', '/frontend/basicProduct', {
      host,
    });
    expect(list.data.total).toBe(0);
    const shirt = await blankByCode('TSHIRT-001');
    expect((await api('GET', `/frontend/basicProduct/${shirt.id}`, { host })).status_code).toBe(
      404,
    );
    // Design styles exist on every site.
    expect(
      (await api<DesignStyle[]>('GET', '/api/systemConfig/designStyle', { host })).data.length,
    ).toBeGreaterThanOrEqual(3);
  });
});
