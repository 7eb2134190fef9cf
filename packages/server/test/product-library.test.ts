import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DesignedProductSummary, Paginator, ProductSku } from '@podkit/sdk-core';
import { designedProducts } from '../src/modules/products/index.js';
import { freshReseller } from './cart-fixtures.js';
import { testDbKind } from './harness.js';
import { saveShirtDesign, shirtTestbed } from './support/designs.js';

const bed = shirtTestbed();

type Reseller = Awaited<ReturnType<typeof freshReseller>>;

async function names(reseller: Reseller, query: string): Promise<string[]> {
  const list = await reseller.call<Paginator<DesignedProductSummary>>(
    'GET',
    `/distribution/product?${query}`,
  );
  expect(list.status_code, list.msg).toBe(200);
  return list.data.data.map((p) => p.name).sort();
}

describe(`我的商品 (productLibrary) on ${testDbKind}`, () => {
  it('filters by name, SKU or code, blank, category, colour and creation day', async () => {
    const owner = await freshReseller(bed.server.app, bed.db, bed.siteId, 'library');
    await saveShirtDesign(owner.call, bed.shirt, '白色款', 1, 1);
    const both = await saveShirtDesign(owner.call, bed.shirt, '双色款', 2, 1);
    // The second product was made three days ago (in the site's days).
    await bed.db
      .update(designedProducts)
      .set({ createdAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(designedProducts.id, both.id));
    const skus = await owner.call<Paginator<ProductSku>>(
      'GET',
      `/distribution/productSku?product_id=${both.id}`,
    );
    const second = skus.data.data.find((s) => s.color_name === bed.shirt.colors[1]!.name)!;
    await owner.call('PUT', `/distribution/productSku/${second.id}/code`, { code: 'TWO-TONE-B' });

    expect(await names(owner, 'keyword=双色')).toEqual(['双色款']);
    // The name is compared in its search form: spaces and full-width forms do not matter.
    expect(await names(owner, `keyword=${encodeURIComponent('双 色款')}`)).toEqual(['双色款']);
    expect(await names(owner, `keyword=${encodeURIComponent(second.sku.toLowerCase())}`)).toEqual([
      '双色款',
    ]);
    expect(await names(owner, 'keyword=two-tone-b')).toEqual(['双色款']);
    expect(await names(owner, `basic_product_id=${bed.shirt.shirt.id}`)).toEqual([
      '双色款',
      '白色款',
    ]);
    expect(await names(owner, `basic_product_id=${bed.shirt.shirt.id + 100000}`)).toEqual([]);
    expect(await names(owner, `color=${encodeURIComponent(bed.shirt.colors[1]!.name)}`)).toEqual([
      '双色款',
    ]);
    if (bed.shirt.shirt.categoryId !== null)
      expect(await names(owner, `category_id=${bed.shirt.shirt.categoryId}`)).toEqual([
        '双色款',
        '白色款',
      ]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(
      new Date(),
    );
    expect(await names(owner, `created_from=${today}&created_to=${today}`)).toEqual(['白色款']);
    const bad = await owner.call('GET', '/distribution/product?created_from=2026-02-30');
    expect(bad.status_code).toBe(422);
    expect(bad.msg).toBe('日期不存在：2026-02-30（应为 YYYY-MM-DD）');

    // Another reseller's filters never reach these products.
    const other = await freshReseller(bed.server.app, bed.db, bed.siteId, 'library2');
    expect(await names(other, 'keyword=two-tone-b')).toEqual([]);
  });

  it('duplicates a product with its colours and sizes, and deletes in bulk only what is all its own', async () => {
    const owner = await freshReseller(bed.server.app, bed.db, bed.siteId, 'libcopy');
    const other = await freshReseller(bed.server.app, bed.db, bed.siteId, 'libcopy2');
    const original = await saveShirtDesign(owner.call, bed.shirt, '原款', 2, 2);
    const copy = await owner.call<{ id: number; skus: unknown[] }>(
      'POST',
      `/distribution/product/${original.id}/duplicate`,
    );
    expect(copy.status_code, copy.msg).toBe(200);
    expect(copy.data.skus).toHaveLength(4);
    expect(await names(owner, 'keyword=原款')).toEqual(['原款', '原款（副本）']);
    const foreignCopy = await other.call('POST', `/distribution/product/${original.id}/duplicate`);
    expect(foreignCopy.status_code).toBe(404);

    const theirs = await saveShirtDesign(other.call, bed.shirt, '别人的', 1, 1);
    const mixed = await owner.call('POST', '/distribution/product/batchDelete', {
      ids: [original.id, theirs.id],
    });
    expect(mixed.status_code).toBe(404);
    expect(await names(owner, 'keyword=原款')).toEqual(['原款', '原款（副本）']);
    expect(await names(other, '')).toEqual(['别人的']);

    const done = await owner.call<{ deleted: number }>(
      'POST',
      '/distribution/product/batchDelete',
      {
        ids: [original.id, copy.data.id],
      },
    );
    expect(done.status_code, done.msg).toBe(200);
    expect(done.data.deleted).toBe(2);
    expect(await names(owner, '')).toEqual([]);
  });
});
