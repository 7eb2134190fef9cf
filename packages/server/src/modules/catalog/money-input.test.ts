import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/envelope.js';
import { normalizeHex, requireHex } from './hex-color.js';
import { yuanToCents } from './yuan-input.js';

describe('yuanToCents', () => {
  it('reads yuan strings and numbers exactly', () => {
    expect(yuanToCents('39.90', '价格')).toBe(3990);
    expect(yuanToCents('0.07', '价格')).toBe(7);
    expect(yuanToCents(12, '价格')).toBe(1200);
    expect(yuanToCents(19.9, '价格')).toBe(1990);
    expect(yuanToCents('0', '价格')).toBe(0);
  });

  it('refuses negatives and a third decimal, naming the field', () => {
    expect(() => yuanToCents('-1', '基础价格（base_price）')).toThrow(
      '基础价格（base_price） 不能小于 0',
    );
    expect(() => yuanToCents(-0.5, '价格')).toThrow(AppError);
    expect(() => yuanToCents('1.999', '价格')).toThrow(/价格 的格式不正确/);
    expect(() => yuanToCents('abc', '价格')).toThrow(/格式不正确/);
  });
});

describe('hex colours', () => {
  it('normalises short and long forms to #RRGGBB', () => {
    expect(normalizeHex('#fff')).toBe('#FFFFFF');
    expect(normalizeHex('1a2B3c')).toBe('#1A2B3C');
    expect(normalizeHex('#12345')).toBeNull();
    expect(normalizeHex('red')).toBeNull();
  });

  it('names the field of a bad colour', () => {
    expect(() => requireHex('#GG0000', '颜色值（colors.0.hex）')).toThrow(
      '颜色值（colors.0.hex） 不是有效的颜色值，应为 #RGB 或 #RRGGBB',
    );
  });
});
