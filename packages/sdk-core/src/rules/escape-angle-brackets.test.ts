import { describe, expect, it } from 'vitest';
import { escapeAngleBrackets } from './escape-angle-brackets';

describe('escapeAngleBrackets', () => {
  it('escapes every angle bracket', () => {
    expect(escapeAngleBrackets('<script>alert(1)</script>')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt;',
    );
    expect(escapeAngleBrackets('a<<b>>c')).toBe('a&lt;&lt;b&gt;&gt;c');
  });

  it('leaves other characters, including ampersands and quotes, as they are', () => {
    expect(escapeAngleBrackets(`Tom & "Jerry" '订单'`)).toBe(`Tom & "Jerry" '订单'`);
  });

  it('turns missing values into an empty string and numbers into text', () => {
    expect(escapeAngleBrackets(null)).toBe('');
    expect(escapeAngleBrackets(undefined)).toBe('');
    expect(escapeAngleBrackets(12)).toBe('12');
  });
});
