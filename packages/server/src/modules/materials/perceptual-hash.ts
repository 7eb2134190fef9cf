import type { Sharp } from 'sharp';
import phash from 'sharp-phash';

/** Side of the flattened square the hash is taken from (sharp-phash samples it down to 32×32). */
const HASH_SOURCE_SIDE = 64;

/**
 * The 64-bit DCT perceptual hash of a picture, as a signed bigint (what a Postgres bigint holds).
 * Transparency is flattened onto white first, so a PNG with alpha hashes as it looks on a page.
 */
export async function perceptualHash(image: Sharp): Promise<bigint> {
  const square = await image
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize(HASH_SOURCE_SIDE, HASH_SOURCE_SIDE, { fit: 'fill' })
    .png()
    .toBuffer();
  return bitsToHash(await phash(square));
}

/** sharp-phash's 64 characters of 0/1 as a signed 64-bit integer. */
export function bitsToHash(bits: string): bigint {
  if (!/^[01]{64}$/.test(bits)) throw new Error(`not a 64-bit hash: ${bits}`);
  return BigInt.asIntN(64, BigInt(`0b${bits}`));
}

/** 16 hex digits of the hash's bit pattern. */
export function hashToHex(hash: bigint): string {
  return BigInt.asUintN(64, hash).toString(16).padStart(16, '0');
}

/** Bits in which two hashes differ (0 = same picture, 64 = opposite). */
export function hammingDistance(a: bigint, b: bigint): number {
  let diff = BigInt.asUintN(64, a ^ b);
  let count = 0;
  while (diff > 0n) {
    diff &= diff - 1n;
    count += 1;
  }
  return count;
}
