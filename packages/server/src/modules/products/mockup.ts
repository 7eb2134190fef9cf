import sharp from 'sharp';

/** The print area on the blank's view canvas, in canvas px (catalog blank_views). */
export interface CanvasPrintArea {
  canvasWidth: number;
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * A mockup: the blank's picture with the print file scaled into the print area. The picture may
 * be drawn at another width than the view's canvas (469 px preview of a 1000 px canvas).
 */
export async function composeMockup(
  picture: Buffer,
  printPng: Buffer,
  area: CanvasPrintArea,
): Promise<Buffer> {
  const base = sharp(picture);
  const { width = area.canvasWidth, height = area.canvasWidth } = await base.metadata();
  const scale = width / area.canvasWidth;
  const left = Math.round(area.left * scale);
  const top = Math.round(area.top * scale);
  const boxWidth = Math.max(1, Math.min(Math.round(area.width * scale), width - left));
  const boxHeight = Math.max(1, Math.min(Math.round(area.height * scale), height - top));
  const design = await sharp(printPng, { limitInputPixels: false })
    .resize(boxWidth, boxHeight, { fit: 'fill' })
    .png()
    .toBuffer();
  return base
    .ensureAlpha()
    .composite([{ input: design, left, top }])
    .png()
    .toBuffer();
}
