import type { DesignedProductSku } from '@podkit/sdk-core';
import { describe, expect, it } from 'vitest';
import { cartLinesOf, cellKey, skuGrid } from './sku-quantities.js';

const sku = (color: [number, string], size: [number, string]): DesignedProductSku => ({
  id: color[0] * 10 + size[0],
  color_id: color[0],
  color_name: color[1],
  size_id: size[0],
  size_name: size[1],
  sku: `SKU-${color[0]}-${size[0]}`,
  purchase_price: '10.00',
});

describe('the add-to-cart grid of a design', () => {
  const skus = [sku([1, '白'], [7, 'M']), sku([1, '白'], [8, 'L']), sku([2, '黑'], [8, 'L'])];

  it('lays the SKUs out by colour and size, with a gap where no SKU was saved', () => {
    const grid = skuGrid(skus);
    expect(grid.colors).toEqual([
      { id: 1, name: '白' },
      { id: 2, name: '黑' },
    ]);
    expect(grid.sizes).toEqual([
      { id: 7, name: 'M' },
      { id: 8, name: 'L' },
    ]);
    expect(grid.skuAt(2, 8)?.sku).toBe('SKU-2-8');
    expect(grid.skuAt(2, 7)).toBeNull();
  });

  it('turns the typed quantities into cart lines, leaving out empty and zero cells', () => {
    const quantities = new Map([
      [cellKey(1, 7), 2],
      [cellKey(1, 8), 0],
      [cellKey(2, 8), 3],
    ]);
    expect(cartLinesOf(5, quantities)).toEqual([
      { designed_product_id: 5, color_id: 1, size_id: 7, quantity: 2 },
      { designed_product_id: 5, color_id: 2, size_id: 8, quantity: 3 },
    ]);
  });
});
