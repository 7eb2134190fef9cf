import type {
  DesignedProductSaved,
  DistributionBasicProduct,
  DistributionBasicProductSummary,
  MergedProduct,
  MergedProductSummary,
  Paginator,
} from '@podkit/sdk-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { createUser, defaultSiteId, signIn } from './support/accounts.js';
import { callApi } from './support/api.js';

let server: TestServer;
let reseller: string;
let other: string;
let shirt: DistributionBasicProduct;
let mug: DistributionBasicProduct;

const api = <T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { token?: string; payload?: unknown } = {},
) => callApi<T>(server.app, method, `/req${url}`, options);

async function blank(code: string): Promise<DistributionBasicProduct> {
  const list = await api<Paginator<DistributionBasicProductSummary>>(
    'GET',
    `/distribution/basicProduct?keyword=${code}`,
    { token: reseller },
  );
  const id = list.data.data.find((row) => row.code === code)!.id;
  return (await api<DistributionBasicProduct>('GET', `/distribution/basicProduct/${id}`, {
    token: reseller,
  }))!.data;
}

/** Saves an (empty) design on a blank with `colors` × `sizes` SKUs. */
async function design(
  token: string,
  on: DistributionBasicProduct,
  name: string,
  colors = 1,
  sizes = 1,
): Promise<number> {
  const res = await api<DesignedProductSaved>('POST', '/distribution/product', {
    token,
    payload: {
      name,
      basic_product_id: on.id,
      document: {
        schemaVersion: 1,
        productId: on.id,
        colorId: on.colors[0]!.id,
        views: [
          {
            viewId: on.views[0]!.view_id,
            printArea: { widthMm: 100, heightMm: 100, dpi: 150 },
            layers: [],
          },
        ],
      },
      color_ids: on.colors.slice(0, colors).map((c) => c.id),
      size_ids: on.sizes.slice(0, sizes).map((s) => s.id),
    },
  });
  expect(res.status_code, res.msg).toBe(200);
  return res.data.id;
}

beforeAll(async () => {
  server = await startTestServer();
  reseller = await signIn(server.app, 'demo', 'demo123456');
  const siteId = await defaultSiteId(server.database.db);
  await createUser(server.database.db, { siteId, username: 'merger2', password: 'merger2pass' });
  other = await signIn(server.app, 'merger2', 'merger2pass');
  shirt = await blank('TSHIRT-001');
  mug = await blank('MUG-001');
});
afterAll(async () => {
  await server?.close();
});

describe('merge SKU', () => {
  it('joins designed products into one product holding every SKU, in the chosen order', async () => {
    const tee = await design(reseller, shirt, '合并用 T 恤', 2, 2);
    const cup = await design(reseller, mug, '合并用马克杯', 1, 1);
    const res = await api<MergedProduct>('POST', '/distribution/product/mergeSku', {
      token: reseller,
      payload: { name: '  夏季套装 ', product_ids: [cup, tee] },
    });
    expect(res.status_code, res.msg).toBe(200);
    expect(res.msg).toBe('合并成功');
    expect(res.data).toMatchObject({ name: '夏季套装', product_count: 2, sku_count: 5 });
    expect(res.data.products.map((p) => p.id)).toEqual([cup, tee]);
    expect(res.data.skus[0]).toMatchObject({ product_id: cup, product_name: '合并用马克杯' });
    expect(res.data.skus.filter((sku) => sku.product_id === tee)).toHaveLength(4);
    expect(res.data.skus.every((sku) => /^\d+\.\d{2}$/.test(sku.purchase_price))).toBe(true);

    const list = await api<Paginator<MergedProductSummary>>('GET', '/distribution/product/merged', {
      token: reseller,
    });
    expect(list.data.data[0]).toMatchObject({ id: res.data.id, product_count: 2, sku_count: 5 });
    const read = await api<MergedProduct>('GET', `/distribution/product/merged/${res.data.id}`, {
      token: reseller,
    });
    expect(read.data.skus).toEqual(res.data.skus);
  });

  it('refuses fewer than two, repeated or another reseller’s products', async () => {
    const mine = await design(reseller, shirt, '单个设计');
    const theirs = await design(other, shirt, '别人的设计');
    const one = await api('POST', '/distribution/product/mergeSku', {
      token: reseller,
      payload: { name: '一个', product_ids: [mine] },
    });
    expect(one.status_code).not.toBe(200);
    expect(one.msg).toMatch(/设计商品 id 列表|至少/);
    const repeated = await api('POST', '/distribution/product/mergeSku', {
      token: reseller,
      payload: { name: '重复', product_ids: [mine, mine] },
    });
    expect(repeated.status_code).toBe(422);
    expect(repeated.msg).toBe('同一个设计商品不能重复合并');
    const foreign = await api('POST', '/distribution/product/mergeSku', {
      token: reseller,
      payload: { name: '别人的', product_ids: [mine, theirs] },
    });
    expect(foreign.status_code).toBe(404);
    expect(foreign.msg).toBe(`设计商品 ${theirs} 不存在`);
  });

  it('keeps merged products to their owner and deletes them without the designs', async () => {
    const a = await design(reseller, shirt, '甲');
    const b = await design(reseller, mug, '乙');
    const merged = await api<MergedProduct>('POST', '/distribution/product/mergeSku', {
      token: reseller,
      payload: { name: '甲乙', product_ids: [a, b] },
    });
    const stranger = await api('GET', `/distribution/product/merged/${merged.data.id}`, {
      token: other,
    });
    expect(stranger.status_code).toBe(404);
    expect(stranger.msg).toBe('合并商品不存在');
    const strangerDelete = await api('DELETE', `/distribution/product/merged/${merged.data.id}`, {
      token: other,
    });
    expect(strangerDelete.status_code).toBe(404);

    const removed = await api('DELETE', `/distribution/product/merged/${merged.data.id}`, {
      token: reseller,
    });
    expect(removed.status_code).toBe(200);
    const gone = await api('GET', `/distribution/product/merged/${merged.data.id}`, {
      token: reseller,
    });
    expect(gone.status_code).toBe(404);
    const design1 = await api('GET', `/distribution/product/${a}`, { token: reseller });
    expect(design1.status_code).toBe(200);
  });

  it('drops a deleted design from the merged product', async () => {
    const a = await design(reseller, shirt, '丙');
    const b = await design(reseller, mug, '丁');
    const merged = await api<MergedProduct>('POST', '/distribution/product/mergeSku', {
      token: reseller,
      payload: { name: '丙丁', product_ids: [a, b] },
    });
    await api('DELETE', `/distribution/product/${a}`, { token: reseller });
    const read = await api<MergedProduct>('GET', `/distribution/product/merged/${merged.data.id}`, {
      token: reseller,
    });
    expect(read.data.products.map((p) => p.id)).toEqual([b]);
    expect(read.data.skus.every((sku) => sku.product_id === b)).toBe(true);
  });
});
