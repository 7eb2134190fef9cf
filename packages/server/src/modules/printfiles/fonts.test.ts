import { GlobalFonts } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { charactersMissingFrom, parseUnicodeRange, registerPrintFonts } from './fonts.js';

describe('print fonts', () => {
  it('registers every design font under its family', () => {
    registerPrintFonts();
    expect(GlobalFonts.has('Hanalei Fill')).toBe(true);
    expect(GlobalFonts.has('ZCOOL KuaiLe')).toBe(true);
  });

  it('reads CSS unicode ranges: single points, spans and wildcards', () => {
    expect(parseUnicodeRange('U+0000-00FF, U+0131,U+4E??')).toEqual([
      [0x0, 0xff],
      [0x131, 0x131],
      [0x4e00, 0x4eff],
    ]);
  });

  it('names the characters a font has no file for, ignoring spaces', () => {
    expect(charactersMissingFrom('Hanalei Fill', 'Hi 你好 你')).toEqual(['你', '好']);
    expect(charactersMissingFrom('ZCOOL KuaiLe', '你好世界，印花设计 Hi')).toEqual([]);
    expect(charactersMissingFrom('不存在的字体', '你好')).toBeNull();
  });
});
