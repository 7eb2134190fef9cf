import fsp from 'node:fs/promises';
import { initializeCanvas, readPsd, type PixelArray } from 'ag-psd';
import sharp, { type Sharp } from 'sharp';
import type { MaterialType } from '@podkit/sdk-core';
import { perceptualHash } from './perceptual-hash.js';

// ag-psd asks for a canvas only to allocate pixel buffers; on the server plain arrays serve
// (useImageData keeps every picture as bytes, so no canvas is ever drawn on).
initializeCanvas(
  () => {
    throw new Error('no canvas on the server: read PSD files with useImageData');
  },
  (width, height) =>
    ({ width, height, data: new Uint8ClampedArray(width * height * 4) }) as unknown as ImageData,
);

/** Longest side of a gallery thumbnail. */
export const THUMB_SIDE = 300;

export interface ImagePreview {
  /** 300 px WebP; null when the file could not be rendered. */
  thumbnail: Buffer | null;
  phash: bigint | null;
  width: number | null;
  height: number | null;
}

const nothing: ImagePreview = { thumbnail: null, phash: null, width: null, height: null };

/**
 * Reads a stored original once for the gallery: a WebP thumbnail (alpha kept), the perceptual
 * hash, and the pixel size as shown (EXIF orientation applied; an SVG's from its own size). A PSD
 * is drawn from its composite image (the flattened picture Photoshop saves beside the layers).
 * A file sharp cannot draw gets no preview rather than a placeholder.
 */
export async function renderPreview(
  filePath: string | Buffer,
  type: MaterialType,
): Promise<ImagePreview> {
  let source: Sharp | null;
  try {
    source = await openImage(filePath, type);
  } catch {
    return nothing;
  }
  if (!source) return nothing;
  try {
    const oriented = source.clone().rotate();
    const [thumbnail, phash, size] = await Promise.all([
      oriented
        .clone()
        .resize(THUMB_SIDE, THUMB_SIDE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer(),
      perceptualHash(source.clone()),
      orientedSize(source),
    ]);
    return { thumbnail, phash, ...size };
  } catch {
    return nothing;
  }
}

async function orientedSize(
  image: Sharp,
): Promise<{ width: number | null; height: number | null }> {
  const meta = await image.metadata();
  const swapped = (meta.orientation ?? 1) >= 5;
  const width = meta.width ?? null;
  const height = meta.height ?? null;
  return swapped ? { width: height, height: width } : { width, height };
}

/** A sharp pipeline over the picture (a file path or its bytes); null when a PSD has no composite. */
export async function openImage(input: string | Buffer, type: MaterialType): Promise<Sharp | null> {
  if (type === 'psd')
    return psdComposite(typeof input === 'string' ? await fsp.readFile(input) : input);
  return sharp(input, { animated: false });
}

/** The PSD's composite image as a sharp pipeline; null when the file carries none. */
function psdComposite(bytes: Buffer): Sharp | null {
  const psd = readPsd(bytes, {
    skipLayerImageData: true,
    skipThumbnail: true,
    skipLinkedFilesData: true,
    useImageData: true,
  });
  const composite = psd.imageData;
  if (!composite || composite.width === 0 || composite.height === 0) return null;
  return sharp(toRgba8(composite.data), {
    raw: { width: composite.width, height: composite.height, channels: 4 },
  });
}

/** RGBA bytes from ag-psd's pixel array (8-bit as is; 16-bit and 32-bit float scaled down). */
function toRgba8(pixels: PixelArray): Buffer {
  if (pixels instanceof Uint8Array || pixels instanceof Uint8ClampedArray) {
    return Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength);
  }
  const bytes = Buffer.alloc(pixels.length);
  const scale = pixels instanceof Uint16Array ? 1 / 257 : 255;
  for (let i = 0; i < pixels.length; i++) {
    bytes[i] = Math.max(0, Math.min(255, Math.round((pixels[i] ?? 0) * scale)));
  }
  return bytes;
}
