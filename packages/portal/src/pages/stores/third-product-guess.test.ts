import { describe, expect, it } from 'vitest';
import { guessSku } from './third-product-guess.js';

const skus = [
  { id: 1, color_name: '黑色', size_name: 'M' },
  { id: 2, color_name: '黑色', size_name: 'XL' },
  { id: 3, color_name: 'White', size_name: 'M' },
];

describe('guessSku', () => {
  it('takes the SKU whose colour and size both appear, sizes as whole words', () => {
    expect(guessSku('T 恤 - 黑色 / XL', skus)).toBe(2);
    expect(guessSku('TEE-WHITE-M', skus)).toBe(3);
    expect(guessSku('黑色 T 恤 M 码', skus)).toBe(1);
  });

  it('guesses nothing when no SKU or more than one fits', () => {
    expect(guessSku('Tee - Red / M', skus)).toBeUndefined();
    expect(guessSku('黑色 M XL', skus)).toBeUndefined();
    expect(guessSku('whitem', skus)).toBeUndefined();
  });
});
