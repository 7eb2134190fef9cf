import sharp from 'sharp';
import { pngChunk } from './png-bands.js';

const EXIF_IFD_POINTER = 0x8769;
const PIXEL_X_DIMENSION = 0xa002;
const PIXEL_Y_DIMENSION = 0xa003;

/**
 * The chunks before the pixels — IHDR, then sharp's metadata (sRGB ICC profile, EXIF with the
 * resolution, pHYs) — as sharp writes them for a transparent sRGB print of this size. sharp
 * encodes one pixel; the size is then set in IHDR and in EXIF's pixel dimensions.
 */
export async function printPngHead(width: number, height: number, dpi: number): Promise<Buffer[]> {
  const onePixel = await sharp({
    create: { width: 1, height: 1, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .toColourspace('srgb')
    .withMetadata({ density: dpi })
    .png()
    .toBuffer();
  const head: Buffer[] = [];
  for (const { type, data } of readChunks(onePixel)) {
    if (type === 'IDAT' || type === 'IEND') continue;
    if (type === 'IHDR') {
      if (data[8] !== 8 || data[9] !== 6 || data[12] !== 0)
        throw new Error('sharp wrote a print head other than 8-bit RGBA, not interlaced');
      data.writeUInt32BE(width, 0);
      data.writeUInt32BE(height, 4);
    }
    if (type === 'eXIf') setExifPixelSize(data, width, height);
    head.push(pngChunk(type, data));
  }
  return head;
}

function readChunks(png: Buffer): Array<{ type: string; data: Buffer }> {
  const chunks: Array<{ type: string; data: Buffer }> = [];
  for (let at = 8; at + 12 <= png.length;) {
    const length = png.readUInt32BE(at);
    chunks.push({
      type: png.toString('latin1', at + 4, at + 8),
      data: Buffer.from(png.subarray(at + 8, at + 8 + length)),
    });
    at += 12 + length;
  }
  return chunks;
}

/** Rewrites EXIF's PixelXDimension and PixelYDimension (SHORT or LONG) where present. */
function setExifPixelSize(exif: Buffer, width: number, height: number): void {
  const little = exif.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? exif.readUInt16LE(at) : exif.readUInt16BE(at));
  const u32 = (at: number) => (little ? exif.readUInt32LE(at) : exif.readUInt32BE(at));
  const entries = (ifd: number) =>
    Array.from({ length: u16(ifd) }, (_, index) => {
      const at = ifd + 2 + index * 12;
      return { at, tag: u16(at), type: u16(at + 2), value: u32(at + 8) };
    });
  const exifIfd = entries(u32(4)).find((entry) => entry.tag === EXIF_IFD_POINTER);
  if (!exifIfd) return;
  for (const entry of entries(exifIfd.value)) {
    const size =
      entry.tag === PIXEL_X_DIMENSION ? width : entry.tag === PIXEL_Y_DIMENSION ? height : null;
    if (size === null) continue;
    if (entry.type === 4) {
      if (little) exif.writeUInt32LE(size, entry.at + 8);
      else exif.writeUInt32BE(size, entry.at + 8);
    } else if (entry.type === 3) {
      if (little) exif.writeUInt16LE(size, entry.at + 8);
      else exif.writeUInt16BE(size, entry.at + 8);
    }
  }
}
