import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bitsToHash, hammingDistance, hashToHex, perceptualHash } from './perceptual-hash.js';

describe('perceptual hash', () => {
  it('maps 64 bits to a signed bigint and back to hex', () => {
    expect(bitsToHash('0'.repeat(64))).toBe(0n);
    expect(bitsToHash(`1${'0'.repeat(63)}`)).toBe(-(2n ** 63n));
    expect(hashToHex(bitsToHash('1'.repeat(64)))).toBe('ffffffffffffffff');
    expect(() => bitsToHash('012')).toThrow('not a 64-bit hash');
  });

  it('counts differing bits, sign bit included', () => {
    expect(hammingDistance(0n, -1n)).toBe(64);
    expect(hammingDistance(bitsToHash(`1${'0'.repeat(63)}`), 0n)).toBe(1);
    expect(hammingDistance(0b1011n, 0b0110n)).toBe(3);
  });

  it('sees a transparent picture as it looks on white', async () => {
    const circle = (background: string) =>
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200" fill="${background}"/><circle cx="70" cy="90" r="50" fill="#123"/></svg>`,
      );
    const transparent = await perceptualHash(sharp(await sharp(circle('none')).png().toBuffer()));
    const onWhite = await perceptualHash(sharp(await sharp(circle('#fff')).jpeg().toBuffer()));
    expect(hammingDistance(transparent, onWhite)).toBeLessThanOrEqual(2);
  });
});
