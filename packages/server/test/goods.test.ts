import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  OrdinaryProduct,
  OrdinaryProductCategory,
  OrdinaryProductForm,
  Paginator,
} from '@podkit/sdk-core';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { callApi } from './support/api.js';
import { createSite, signIn } from './support/accounts.js';

let server: TestServer;
let operator: string;
let reseller: string;

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

describe(`general goods on ${testDbKind}`, () => {
  it('seeds six published goods in categories, with stock, SKUs and drawn pictures', async () => {
    const list = await api<Paginator<OrdinaryProduct>>(
      'GET',
      '/frontend/ordinaryProduct?page_size=50',
    );
    expect(list.status_code, list.msg).toBe(200);
    expect(list.data.total).toBeGreaterThanOrEqual(6);
    expect(list.data.data.every((g) => g.is_published === 1 && g.stock > 0)).toBe(true);
    const cup = list.data.data.find((g) => g.name === '304 不锈钢保温杯');
    expect(cup).toMatchObject({ price: '49.00', stock: 200, category_name: '水杯' });
    expect(cup?.skus.map((s) => s.spec_values[0]?.value)).toEqual(['350ml', '500ml']);
    const picture = await server.app.inject({ method: 'GET', url: cup?.image ?? '' });
    expect(picture.statusCode).toBe(200);
    expect((await sharp(picture.rawPayload).metadata()).format).toBe('png');

    const categories = await api<OrdinaryProductCategory[]>(
      'GET',
      '/frontend/ordinaryProductCategory',
    );
    const cups = categories.data.find((c) => c.category_name === '水杯');
    const home = categories.data.find((c) => c.category_name === '家居日用');
    expect(cups).toMatchObject({
      parent_category_id: home?.category_id,
      display_category_name: '家居日用 / 水杯',
    });
    expect(home?.parent_category_id).toBe(0);
    const inHome = await api<Paginator<OrdinaryProduct>>(
      'GET',
      `/frontend/ordinaryProduct?category_id=${home?.category_id}`,
    );
    expect(inHome.data.data.map((g) => g.name).sort()).toEqual(
      ['304 不锈钢保温杯', '棉麻折叠收纳筐', '高硼硅玻璃随手杯'].sort(),
    );
  });

  it('shows drafts only to operators', async () => {
    const draft = await api<OrdinaryProduct>('POST', '/admin/goods/product', {
      token: operator,
      payload: {
        name: '测试草稿商品',
        images: ['/files/s1/site/goods/goods-1.png'],
        price: '10.50',
        stock: 5,
      },
    });
    expect(draft.status_code, draft.msg).toBe(200);
    expect(draft.data).toMatchObject({ is_published: 0, price: '10.50', stock: 5 });
    const id = draft.data.id;
    for (const path of ['/frontend', '/distribution']) {
      const token = path === '/distribution' ? reseller : undefined;
      expect((await api('GET', `${path}/ordinaryProduct/${id}`, { token })).status_code).toBe(404);
      const list = await api<Paginator<OrdinaryProduct>>(
        'GET',
        `${path}/ordinaryProduct?keyword=测试草稿`,
        { token },
      );
      expect(list.data.total).toBe(0);
    }
    const admin = await api<Paginator<OrdinaryProduct>>(
      'GET',
      '/admin/goods/product?is_published=0',
      { token: operator },
    );
    expect(admin.data.data.map((g) => g.id)).toContain(id);

    const published = await api<OrdinaryProduct>('PUT', `/admin/goods/product/${id}/publish`, {
      token: operator,
      payload: { is_published: 1 },
    });
    expect(published).toMatchObject({ status_code: 200, msg: '商品已发布' });
    expect((await api<OrdinaryProduct>('GET', `/frontend/ordinaryProduct/${id}`)).data.name).toBe(
      '测试草稿商品',
    );
    expect(
      (
        await api<OrdinaryProduct>('GET', `/distribution/ordinaryProduct/${id}`, {
          token: reseller,
        })
      ).data.name,
    ).toBe('测试草稿商品');
    expect((await api('GET', '/distribution/ordinaryProduct')).http).toBe(401);
  });

  it('edits SKUs, validates money and deletes', async () => {
    const created = await api<OrdinaryProduct>('POST', '/admin/goods/product', {
      token: operator,
      payload: {
        name: '测试多规格商品',
        images: [],
        price: 0,
        stock: 0,
        is_published: 1,
        skus: [
          { spec_values: [{ name: '颜色', value: '红' }], price: '12.00', stock: 3 },
          { spec_values: [{ name: '颜色', value: '蓝' }], price: 9.9, stock: 4 },
        ],
      },
    });
    expect(created.data).toMatchObject({ price: '9.90', stock: 7 });
    const red = created.data.skus[0];
    const edited = await api<OrdinaryProduct>('PUT', `/admin/goods/product/${created.data.id}`, {
      token: operator,
      payload: {
        skus: [{ id: red?.id, spec_values: [{ name: '颜色', value: '大红' }], price: '11' }],
      },
    });
    // The kept SKU keeps its stock (it moves only by 调整库存); the removed one goes.
    expect(edited.data.skus).toEqual([
      {
        id: red?.id,
        code: '',
        spec_values: [{ name: '颜色', value: '大红' }],
        price: '11.00',
        stock: 3,
      },
    ]);

    const bad = await api('PUT', `/admin/goods/product/${created.data.id}`, {
      token: operator,
      payload: { price: '-3' },
    });
    expect(bad).toMatchObject({ status_code: 422, msg: '价格（price） 不能小于 0' });
    const badImage = await api('PUT', `/admin/goods/product/${created.data.id}`, {
      token: operator,
      payload: { images: ['javascript:alert(1)'] },
    });
    expect(badImage.status_code).toBe(422);
    expect(badImage.msg).toContain('商品图片');

    expect(
      (await api('DELETE', `/admin/goods/product/${created.data.id}`, { token: operator }))
        .status_code,
    ).toBe(200);
    expect(
      (await api('GET', `/admin/goods/product/${created.data.id}`, { token: operator }))
        .status_code,
    ).toBe(404);
  });

  it('manages goods categories', async () => {
    const top = await api<OrdinaryProductCategory>('POST', '/admin/goods/category', {
      token: operator,
      payload: { name: '节日礼品' },
    });
    const sub = await api<OrdinaryProductCategory>('POST', '/admin/goods/category', {
      token: operator,
      payload: { name: '中秋', parent_category_id: top.data.category_id },
    });
    expect(sub.data).toMatchObject({
      parent_category_id: top.data.category_id,
      display_category_name: '节日礼品 / 中秋',
    });
    expect(
      (await api('DELETE', `/admin/goods/category/${top.data.category_id}`, { token: operator }))
        .status_code,
    ).toBe(409);
    expect(
      (await api('DELETE', `/admin/goods/category/${sub.data.category_id}`, { token: operator }))
        .status_code,
    ).toBe(200);
    expect(
      (await api('DELETE', '/admin/goods/category/999999', { token: operator })).status_code,
    ).toBe(404);
  });

  it('stores a sourcing request and lists it for the operator', async () => {
    const missing = await api('POST', '/distribution/ordinaryProductForm', {
      token: reseller,
      payload: { name: '竹制餐具', expected_quantity: 200, contact: '13800138000' },
    });
    expect(missing).toMatchObject({
      status_code: 422,
      msg: '请填写商品链接（link）或商品描述（description）',
    });
    const noContact = await api('POST', '/distribution/ordinaryProductForm', {
      token: reseller,
      payload: { name: '竹制餐具', link: 'https://example.com/item/1', expected_quantity: 200 },
    });
    expect(noContact.status_code).toBe(422);
    expect(noContact.msg).toContain('联系方式（contact）');

    const sent = await api<OrdinaryProductForm>('POST', '/distribution/ordinaryProductForm', {
      token: reseller,
      payload: {
        name: '竹制餐具',
        link: 'https://example.com/item/1',
        expected_quantity: 200,
        contact: '13800138000',
      },
    });
    expect(sent).toMatchObject({ status_code: 200, msg: '提交成功，平台会尽快与您联系' });
    const listed = await api<Paginator<OrdinaryProductForm>>('GET', '/admin/goods/form?status=0', {
      token: operator,
    });
    expect(listed.data.data[0]).toMatchObject({
      name: '竹制餐具',
      username: 'demo',
      expected_quantity: 200,
      status: 0,
    });
    const handled = await api<OrdinaryProductForm>('PUT', `/admin/goods/form/${sent.data.id}`, {
      token: operator,
      payload: { status: 1 },
    });
    expect(handled.data.status).toBe(1);
    expect(
      (
        await api<Paginator<OrdinaryProductForm>>('GET', '/admin/goods/form?status=0', {
          token: operator,
        })
      ).data.total,
    ).toBe(0);
    expect((await api('GET', '/admin/goods/form', { token: reseller })).http).toBe(403);
  });

  it('keeps each site’s goods apart', async () => {
    const host = 'goods-other.example.com';
    await createSite(server.database.db, '另一个站点', host);
    const list = await api<Paginator<OrdinaryProduct>>('GET', '/frontend/ordinaryProduct', {
      host,
    });
    expect(list.data.total).toBe(0);
    const first = (await api<Paginator<OrdinaryProduct>>('GET', '/frontend/ordinaryProduct')).data
      .data[0];
    expect((await api('GET', `/frontend/ordinaryProduct/${first?.id}`, { host })).status_code).toBe(
      404,
    );
  });
});
