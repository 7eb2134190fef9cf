import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 22 letters and digits: 62^22 ≈ 2^131, so no stored key can be guessed (issue 16). */
export const KEY_NAME_LENGTH = 22;

/** The random file name part of every key the server makes. */
export function randomKeyName(length = KEY_NAME_LENGTH): string {
  let name = '';
  for (let i = 0; i < length; i++) name += ALPHABET[randomInt(ALPHABET.length)];
  return name;
}
