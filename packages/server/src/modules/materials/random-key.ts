import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random file name part for keys the server makes itself (10 characters, as upload keys: spec 9). */
export function randomKeyName(length = 10): string {
  let name = '';
  for (let i = 0; i < length; i++) name += ALPHABET[randomInt(ALPHABET.length)];
  return name;
}
