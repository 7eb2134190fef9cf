import zlib from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { assemblePng, combineAdler32, deflateBand, filteredRows } from './png-bands.js';

/** RGBA rows mixing noise, a gradient and transparency, so every deflate path is taken. */
function pixels(width: number, height: number): Uint8ClampedArray {
  const data = new Uint8ClampedArray(width * height * 4);
  let seed = 7;
  for (let i = 0; i < data.length; i += 4) {
    const x = (i / 4) % width;
    seed = (seed * 1103515245 + 12345) >>> 0;
    data[i] = x < width / 2 ? seed >>> 24 : x % 256;
    data[i + 1] = (i >>> 10) & 255;
    data[i + 2] = 255 - (x % 256);
    data[i + 3] = x % 3 === 0 ? 0 : 128 + (x % 128);
  }
  return data;
}

const ihdr = (width: number, height: number) => {
  const data = Buffer.from([0, 0, 0, 0, 0, 0, 0, 0, 8, 6, 0, 0, 0]);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  return data;
};

async function bandedPng(rgba: Uint8ClampedArray, width: number, height: number, band: number) {
  const { pngChunk } = await import('./png-bands.js');
  const bands = [];
  for (let top = 0; top < height; top += band) {
    const rows = Math.min(band, height - top);
    const slice = rgba.subarray(top * width * 4, (top + rows) * width * 4);
    bands.push(await deflateBand(filteredRows(slice, width, rows), 4));
  }
  return assemblePng([pngChunk('IHDR', ihdr(width, height))], bands);
}

describe('PNG written band by band', () => {
  it('decodes to exactly the rows it was given, whatever the band height', async () => {
    const [width, height] = [301, 97];
    const rgba = pixels(width, height);
    for (const band of [1, 10, 96, 97]) {
      const png = await bandedPng(rgba, width, height, band);
      const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
      expect(info).toMatchObject({ width, height, channels: 4 });
      expect(data.equals(Buffer.from(rgba.buffer))).toBe(true);
    }
  });

  it('joins the bands into one zlib stream whose checksum zlib accepts', async () => {
    const [width, height] = [64, 40];
    const png = await bandedPng(pixels(width, height), width, height, 7);
    const idat: Buffer[] = [];
    for (let at = 8; at < png.length;) {
      const length = png.readUInt32BE(at);
      if (png.toString('latin1', at + 4, at + 8) === 'IDAT')
        idat.push(png.subarray(at + 8, at + 8 + length));
      at += 12 + length;
    }
    expect(idat).toHaveLength(Math.ceil(height / 7));
    // inflateSync checks the Adler-32 at the end and throws on a wrong one.
    expect(zlib.inflateSync(Buffer.concat(idat))).toHaveLength((width * 4 + 1) * height);
  });

  it('combines Adler-32 checksums as zlib would compute them over the whole', () => {
    const adler = (bytes: Buffer) =>
      zlib.deflateSync(bytes).readUInt32BE(zlib.deflateSync(bytes).length - 4);
    const first = Buffer.from('印刷文件 band one'.repeat(400));
    const second = Buffer.from(pixels(333, 5).buffer);
    expect(combineAdler32(adler(first), adler(second), second.length)).toBe(
      adler(Buffer.concat([first, second])),
    );
  });
});
