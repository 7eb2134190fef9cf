import { describe, expect, it } from 'vitest';
import { assertSafeStorageKey, isSafeStorageKey, UnsafeStorageKeyError } from './storage-key.js';

describe('storage keys', () => {
  it('accepts plain relative paths', () => {
    for (const key of ['a.png', 's1/u2/material/202501/Ab3dE5gH9k.png', 'x/y_z-1/file.tar.gz']) {
      expect(isSafeStorageKey(key), key).toBe(true);
    }
  });

  it('refuses climbing, absolute paths, hidden segments and odd characters', () => {
    for (const key of [
      '',
      '../etc/passwd',
      'a/../../b.png',
      './a.png',
      '/etc/passwd',
      'a//b.png',
      'a/b/',
      'a/.staging/x',
      'C:\\windows\\x.png',
      'a b.png',
      'a%2F..%2Fb',
      '图片.png',
      'a/b.png\u0000.jpg',
      'x'.repeat(513),
    ]) {
      expect(isSafeStorageKey(key), JSON.stringify(key)).toBe(false);
    }
  });

  it('throws a typed error from the assertion', () => {
    expect(() => assertSafeStorageKey('../x')).toThrow(UnsafeStorageKeyError);
  });
});
