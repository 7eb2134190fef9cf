import { describe, expect, it } from 'vitest';
import { normalizeKeyword } from './normalize-keyword';

describe('normalizeKeyword', () => {
  it('removes every whitespace character, inside the text too', () => {
    expect(normalizeKeyword('  t  shirt\tblack\n')).toBe('tshirtblack');
  });

  it('removes full-width spaces used by Chinese input methods', () => {
    expect(normalizeKeyword('\u3000卫衣\u3000男款 ')).toBe('卫衣男款');
  });

  it('gives an empty string for blank or missing input, which means do nothing', () => {
    expect(normalizeKeyword('   \t ')).toBe('');
    expect(normalizeKeyword('')).toBe('');
    expect(normalizeKeyword(undefined)).toBe('');
    expect(normalizeKeyword(null)).toBe('');
  });
});
