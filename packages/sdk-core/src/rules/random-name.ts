const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
// Largest multiple of the alphabet size below 256, so every letter is equally likely.
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

/** Length of the random part of an upload key (spec 9). */
export const UPLOAD_KEY_NAME_LENGTH = 10;

/**
 * Random name (spec 9): `length` letters and digits from a cryptographic source, followed by
 * the current time in milliseconds when `withTimestamp` is true.
 */
export function randomName(
  length = 32,
  withTimestamp = true,
  now: () => number = Date.now,
): string {
  const size = Math.max(0, Math.floor(length));
  let name = '';
  while (name.length < size) {
    const bytes = globalThis.crypto.getRandomValues(new Uint8Array(size * 2));
    for (const byte of bytes) {
      if (byte < UNBIASED_LIMIT && name.length < size) name += ALPHABET[byte % ALPHABET.length];
    }
  }
  return withTimestamp ? `${name}${now()}` : name;
}

/** The random part of an upload key: 10 letters and digits, no timestamp. */
export function uploadKeyName(): string {
  return randomName(UPLOAD_KEY_NAME_LENGTH, false);
}
