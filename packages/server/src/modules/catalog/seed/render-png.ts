import sharp from 'sharp';

/** The three widths of a product picture (spec 9): big 1000, preview 469, thumbnail 120. */
export const PICTURE_WIDTHS = { big: 1000, image: 469, small: 120 } as const;
export type PictureSize = keyof typeof PICTURE_WIDTHS;

/**
 * An SVG drawn once at the big width, then encoded as PNG at each picture width. Fast zlib
 * settings: the seed runs at every first start and these are flat-shaded drawings.
 */
export async function renderPictureSet(svg: string): Promise<Record<PictureSize, Buffer>> {
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
export function renderPng(svg: string, width: number): Promise<Buffer> {
  return sharp(Buffer.from(svg))
    .resize(width)
    .removeAlpha()
    .png({ compressionLevel: 3, adaptiveFiltering: false })
    .toBuffer();
}
