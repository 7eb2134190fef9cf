import sharp from 'sharp';

/** Longest side of a pack preview: enough to judge the artwork, too small to print. */
export const PREVIEW_SIDE = 640;

/** The diagonal text tiled over a preview. */
function watermarkSvg(width: number, height: number, text: string): Buffer {
  const step = 160;
  const marks: string[] = [];
  for (let y = -height; y < height * 2; y += step)
    for (let x = -width; x < width * 2; x += step * 1.6)
      marks.push(`<text x="${x}" y="${y}">${text}</text>`);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<g transform="rotate(-30 ${width / 2} ${height / 2})" fill="#ffffff" fill-opacity="0.55" ` +
      `stroke="#000000" stroke-opacity="0.35" stroke-width="1" font-size="28" ` +
      `font-family="sans-serif" font-weight="bold">${marks.join('')}</g></svg>`,
  );
}

/**
 * A WebP preview of a pack's picture with the watermark drawn into its pixels on the server, so
 * the full-size file never leaves storage before it is bought. Null when sharp cannot read it.
 */
export async function watermarkedPreview(
  original: Buffer,
  text = 'PodKit 图库 样图',
): Promise<{ preview: Buffer; width: number | null; height: number | null } | null> {
  try {
    const meta = await sharp(original).metadata();
    const small = await sharp(original)
      .rotate()
      .resize(PREVIEW_SIDE, PREVIEW_SIDE, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer({ resolveWithObject: true });
    const { width, height } = small.info;
    const preview = await sharp(small.data)
      .composite([{ input: watermarkSvg(width, height, text), top: 0, left: 0 }])
      .webp({ quality: 80 })
      .toBuffer();
    return { preview, width: meta.width ?? null, height: meta.height ?? null };
  } catch {
    return null;
  }
}
