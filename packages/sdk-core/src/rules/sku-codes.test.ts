import { describe, expect, it } from 'vitest';
import { ean13CheckDigit, FNSKU_PATTERN, isValidEan13, SKU_CODE_PATTERN } from './sku-codes';

describe('sku code rules', () => {
  it('computes the EAN-13 check digit of GS1 examples', () => {
    expect(ean13CheckDigit('400638133393')).toBe(1);
    expect(ean13CheckDigit('690123456789')).toBe(2);
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(isValidEan13('4006381333932')).toBe(false);
    expect(isValidEan13('400638133393')).toBe(false);
    expect(isValidEan13('40063813339a1')).toBe(false);
  });

  it('accepts store-style SKU codes and refuses spaces, Chinese and over-long ones', () => {
    expect(SKU_CODE_PATTERN.test('TS-WHT/XL_01')).toBe(true);
    expect(SKU_CODE_PATTERN.test('-lead')).toBe(false);
    expect(SKU_CODE_PATTERN.test('has space')).toBe(false);
    expect(SKU_CODE_PATTERN.test('白色')).toBe(false);
    expect(SKU_CODE_PATTERN.test('A'.repeat(65))).toBe(false);
  });

  it('takes FNSKUs of ten upper-case letters and digits', () => {
    expect(FNSKU_PATTERN.test('X001ABC123')).toBe(true);
    expect(FNSKU_PATTERN.test('x001abc123')).toBe(false);
    expect(FNSKU_PATTERN.test('X001ABC12')).toBe(false);
  });
});
