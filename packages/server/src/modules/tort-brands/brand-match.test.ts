import { describe, expect, it } from 'vitest';
import { brandKey, brandsNamedIn } from './brand-match.js';

const listed = ['Nike', 'Apple', '迪士尼', 'Coca Cola', 'H&M', '3M'].map((word) => ({
  word,
  matchKey: brandKey(word),
}));
const found = (...texts: string[]) => brandsNamedIn(listed, texts).map((brand) => brand.word);

describe('brandsNamedIn', () => {
  it('finds a brand in any letter case and in full-width letters', () => {
    expect(found('NIKE running tee')).toEqual(['Nike']);
    expect(found('Ｎｉｋｅ 运动 T 恤')).toEqual(['Nike']);
  });

  it('sees through spaces, dots and dashes put between the letters', () => {
    expect(found('N.I.K.E logo')).toEqual(['Nike']);
    expect(found('n i k e')).toEqual(['Nike']);
    expect(found('cocacola classic')).toEqual(['Coca Cola']);
    expect(found('迪 士 尼 公主')).toEqual(['迪士尼']);
  });

  it('takes a Latin brand only as a whole word, a Chinese one anywhere', () => {
    expect(found('pineapple print')).toEqual([]);
    expect(found('Apple-shaped')).toEqual(['Apple']);
    expect(found('我爱迪士尼乐园')).toEqual(['迪士尼']);
    expect(found('3M tape', '13Mbps')).toEqual(['3M']);
  });

  it('escapes the characters of a brand and checks every text given', () => {
    expect(found('summer', 'h&m style')).toEqual(['H&M']);
    expect(found('hxm')).toEqual([]);
    expect(found('', '   ')).toEqual([]);
  });

  it('keys a word the way it is compared', () => {
    expect(brandKey('  Coca   Cola ')).toBe('coca cola');
    expect(brandKey('ＮＩＫＥ')).toBe('nike');
  });
});
