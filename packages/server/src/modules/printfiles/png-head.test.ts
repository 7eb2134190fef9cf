import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { printPngHead } from './png-head.js';

/** Every chunk of a PNG but the pixels and the end. */
function headOf(png: Buffer): Buffer[] {
  const chunks: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    if (type !== 'IDAT' && type !== 'IEND') chunks.push(png.subarray(at, at + 12 + length));
    at += 12 + length;
  }
  return chunks;
}

describe('printPngHead', () => {
  it('writes the chunks sharp writes for a transparent sRGB print of that size and dpi', async () => {
    for (const [width, height, dpi] of [
      [1181, 591, 300],
      [70_000 / 7, 3, 150],
    ] as const) {
      const bySharp = await sharp({
        create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
      })
        .toColourspace('srgb')
        .withMetadata({ density: dpi })
        .png()
        .toBuffer();
      const head = await printPngHead(width, height, dpi);
      expect(head.map((chunk) => chunk.toString('latin1', 4, 8))).toEqual(
        expect.arrayContaining(['IHDR', 'iCCP', 'pHYs']),
      );
      expect(Buffer.concat(head).equals(Buffer.concat(headOf(bySharp)))).toBe(true);
    }
  });
});
