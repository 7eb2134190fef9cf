import { describe, expect, it } from 'vitest';
import type { OrdinaryProductSku } from '@podkit/sdk-core';
import { findSku, isSpecAvailable, specOptions, specText } from './sku-specs.js';

function sku(id: number, color: string, size: string): OrdinaryProductSku {
  return {
    id,
    code: `S${id}`,
    spec_values: [
      { name: '颜色', value: color },
      { name: '容量', value: size },
    ],
    price: '10.00',
    stock: id,
  };
}

const skus = [sku(1, '白色', '350ml'), sku(2, '白色', '500ml'), sku(3, '黑色', '350ml')];

describe('SKU specs', () => {
  it('lists each spec with its values in first-use order', () => {
    expect(specOptions(skus)).toEqual([
      { name: '颜色', values: ['白色', '黑色'] },
      { name: '容量', values: ['350ml', '500ml'] },
    ]);
  });

  it('finds the SKU for a full choice and nothing for a partial one', () => {
    expect(findSku(skus, { 颜色: '黑色', 容量: '350ml' })?.id).toBe(3);
    expect(findSku(skus, { 颜色: '黑色' })).toBeNull();
    expect(findSku(skus, { 颜色: '黑色', 容量: '500ml' })).toBeNull();
  });

  it('tells which values still lead to a SKU', () => {
    expect(isSpecAvailable(skus, { 颜色: '黑色' }, '容量', '500ml')).toBe(false);
    expect(isSpecAvailable(skus, { 颜色: '黑色' }, '容量', '350ml')).toBe(true);
    expect(isSpecAvailable(skus, { 容量: '500ml' }, '颜色', '白色')).toBe(true);
  });

  it('writes the specs as one line', () => {
    expect(specText(skus[0]!)).toBe('颜色 白色 / 容量 350ml');
  });
});
