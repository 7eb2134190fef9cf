import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';
import sharp from 'sharp';

/** Reads the one barcode of a picture with zxing's JS port (Code 128 or EAN-13). */
export async function decodeBarcode(image: Buffer): Promise<string> {
  const { data, info } = await sharp(image)
    .flatten({ background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const source = new RGBLuminanceSource(new Uint8ClampedArray(data), info.width, info.height);
  const reader = new MultiFormatReader();
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128, BarcodeFormat.EAN_13]],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  return reader.decode(new BinaryBitmap(new HybridBinarizer(source)), hints).getText();
}

/** A PDF page as a PNG, drawn by pdf.js (the viewer Firefox uses) at `scale` × 72 dpi. */
export async function pdfPagePng(pdf: Buffer, pageNumber: number, scale = 4): Promise<Buffer> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
  try {
    const page = await document.getPage(pageNumber);
    const viewport = page.getViewport({ scale });
    const { createCanvas } = await import('@napi-rs/canvas');
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    await page.render({
      canvas: canvas as unknown as HTMLCanvasElement,
      canvasContext: canvas.getContext('2d') as unknown as CanvasRenderingContext2D,
      viewport,
    }).promise;
    return canvas.toBuffer('image/png');
  } finally {
    await document.destroy();
  }
}

/** The page count and the first page's size in millimetres. */
export async function pdfFacts(
  pdf: Buffer,
): Promise<{ pages: number; widthMm: number; heightMm: number }> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
  try {
    const page = await document.getPage(1);
    const [, , w, h] = page.view as [number, number, number, number];
    const mm = (points: number) => Math.round((points / 72) * 25.4 * 10) / 10;
    return { pages: document.numPages, widthMm: mm(w), heightMm: mm(h) };
  } finally {
    await document.destroy();
  }
}
