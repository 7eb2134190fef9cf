/** Longest key the storage accepts: plenty for `s{site}/u{user}/{type}/{yyyymm}/{name}.{ext}`. */
export const MAX_STORAGE_KEY_LENGTH = 512;

const segmentPattern = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;

/**
 * A key is a relative path of plain segments: only [A-Za-z0-9/_.-], no empty segment, no segment
 * that starts with a dot (so no `.`, `..` or hidden files), no leading or trailing slash.
 */
export function isSafeStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_STORAGE_KEY_LENGTH) return false;
  return key.split('/').every((segment) => segmentPattern.test(segment));
}

export class UnsafeStorageKeyError extends Error {
  constructor(readonly key: string) {
    super(`unsafe storage key: ${JSON.stringify(key.slice(0, 100))}`);
    this.name = 'UnsafeStorageKeyError';
  }
}

export function assertSafeStorageKey(key: string): void {
  if (!isSafeStorageKey(key)) throw new UnsafeStorageKeyError(key);
}
