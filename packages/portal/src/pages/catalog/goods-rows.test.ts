import { describe, expect, it } from 'vitest';
import type { OrdinaryProduct } from '@podkit/sdk-core';
import { goodsCsvRows, goodsRows } from './goods-rows.js';

function goods(id: number, skus: OrdinaryProduct['skus']): OrdinaryProduct {
  return {
    id,
    name: `商品${id}`,
    category_id: 1,
    category_name: '水杯',
    image: '',
    images: [],
    price: '9.90',
    stock: 5,
    skus,
    description: '',
    is_published: 1,
    created_at: '2026-01-01T00:00:00Z',
  };
}

describe('goodsRows', () => {
  it('gives a good without SKUs one row and a good with SKUs one row per SKU', () => {
    const rows = goodsRows([
      goods(1, []),
      goods(2, [
        {
          id: 7,
          code: 'C-7',
          spec_values: [{ name: '颜色', value: '白' }],
          price: '12.00',
          stock: 3,
        },
        {
          id: 8,
          code: 'C-8',
          spec_values: [{ name: '颜色', value: '黑' }],
          price: '13.00',
          stock: 0,
        },
      ]),
    ]);
    expect(rows.map((r) => [r.key, r.spec, r.price, r.stock])).toEqual([
      ['g1', '', '9.90', 5],
      ['s7', '颜色 白', '12.00', 3],
      ['s8', '颜色 黑', '13.00', 0],
    ]);
    expect(goodsCsvRows(rows)[1]).toEqual(['商品2', '水杯', 'C-7', '颜色 白', '12.00', 3]);
  });
});
