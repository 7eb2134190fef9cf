import { createHash, randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** The three widths of a product picture (spec 9): big 1000, preview 469, thumbnail 120. */
export const PICTURE_WIDTHS = { big: 1000, image: 469, small: 120 } as const;
export type PictureSize = keyof typeof PICTURE_WIDTHS;

/**
 * An SVG drawn once at the big width, then encoded as PNG at each picture width. Fast zlib
 * settings: the seed runs at every first start and these are flat-shaded drawings.
 */
export async function renderPictureSet(svg: string): Promise<Record<PictureSize, Buffer>> {
  const [big, image, small] = await Promise.all(
    SIZES.map((size) => readCache(svg, PICTURE_WIDTHS[size])),
  );
  if (big && image && small) return { big, image, small };
  const set = await drawPictureSet(svg);
  await Promise.all(SIZES.map((size) => writeCache(svg, PICTURE_WIDTHS[size], set[size])));
  return set;
}

const SIZES = ['big', 'image', 'small'] as const;

async function drawPictureSet(svg: string): Promise<Record<PictureSize, Buffer>> {
  const { data, info } = await sharp(Buffer.from(svg))
    .resize(PICTURE_WIDTHS.big)
    // The drawings have an opaque ground: three channels encode faster and smaller.
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const encode = (width: number) =>
    sharp(data, raw)
      .resize(width)
      .png({ compressionLevel: 3, adaptiveFiltering: false })
      .toBuffer();
  const [big, image, small] = await Promise.all([
    encode(PICTURE_WIDTHS.big),
    encode(PICTURE_WIDTHS.image),
    encode(PICTURE_WIDTHS.small),
  ]);
  return { big, image, small };
}

/** One PNG of an SVG at a width (general goods pictures). */
export async function renderPng(svg: string, width: number): Promise<Buffer> {
  const cached = await readCache(svg, width);
  if (cached) return cached;
  const png = await sharp(Buffer.from(svg))
    .resize(width)
    .removeAlpha()
    .png({ compressionLevel: 3, adaptiveFiltering: false })
    .toBuffer();
  await writeCache(svg, width, png);
  return png;
}

/**
 * Rendered pictures kept on disk between processes when PODKIT_SEED_CACHE_DIR is set (the test
 * suite seeds a fresh database for every file; the drawings never change between them).
 */
function cachePath(svg: string, width: number): string | null {
  const dir = process.env.PODKIT_SEED_CACHE_DIR;
  if (!dir) return null;
  const key = createHash('sha256').update(`${width}\n${svg}`).digest('hex');
  return path.join(dir, `${key}.png`);
}

async function readCache(svg: string, width: number): Promise<Buffer | null> {
  const file = cachePath(svg, width);
  return file ? fsp.readFile(file).catch(() => null) : null;
}

async function writeCache(svg: string, width: number, png: Buffer): Promise<void> {
  const file = cachePath(svg, width);
  if (!file) return;
  await fsp.mkdir(path.dirname(file), { recursive: true });
  // Written aside and renamed, so a parallel test worker never reads half a file.
  const partial = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  await fsp.writeFile(partial, png);
  await fsp.rename(partial, file);
}
