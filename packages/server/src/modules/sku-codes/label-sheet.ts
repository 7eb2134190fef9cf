import { createCanvas, loadImage, type SKRSContext2D } from '@napi-rs/canvas';
import { PDFDocument, type PDFImage } from 'pdf-lib';
import type { BarcodeSymbology, LabelSize, ProductSku } from '@podkit/sdk-core';
import { barcodePng, barcodeValue } from './barcode.js';

const DPI = 300;
const MM_PER_INCH = 25.4;
const POINTS_PER_INCH = 72;
const px = (mm: number) => Math.round((mm / MM_PER_INCH) * DPI);
const pt = (mm: number) => (mm / MM_PER_INCH) * POINTS_PER_INCH;

/** Label width × height in mm; A4 sheets hold 3 × 8 labels of 70 × 37 mm. */
const labelMm: Record<LabelSize, { w: number; h: number }> = {
  '50x30': { w: 50, h: 30 },
  '60x40': { w: 60, h: 40 },
  a4: { w: 70, h: 37 },
};
const A4 = { w: 210, h: 297, columns: 3, rows: 8 };
const MARGIN_MM = 2;
const FONT = '"Noto Sans CJK SC", "Noto Sans SC", "Microsoft YaHei", sans-serif';

function fitText(ctx: SKRSContext2D, text: string, width: number): string {
  if (ctx.measureText(text).width <= width) return text;
  let cut = text;
  while (cut.length > 1 && ctx.measureText(`${cut}…`).width > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/**
 * One label as a 300 dpi PNG: the product and its colour / size on top, the barcode under it at
 * a whole number of pixels per bar (scaling bars would blur them), centred.
 */
export async function labelPng(
  sku: ProductSku,
  symbology: BarcodeSymbology,
  size: LabelSize,
): Promise<Buffer> {
  const { w, h } = labelMm[size];
  const canvas = createCanvas(px(w), px(h));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  const margin = px(MARGIN_MM);
  const inner = canvas.width - 2 * margin;
  const lineHeight = px(3.2);
  ctx.fillStyle = '#000000';
  ctx.textBaseline = 'top';
  ctx.font = `${px(2.6)}px ${FONT}`;
  ctx.fillText(fitText(ctx, sku.product_name, inner), margin, margin);
  ctx.fillText(
    fitText(ctx, `${sku.color_name} / ${sku.size_name}`, inner),
    margin,
    margin + lineHeight,
  );

  const value = barcodeValue(sku, symbology);
  const top = margin + 2 * lineHeight + px(0.5);
  const room = { w: inner, h: canvas.height - top - margin };
  // bwip-js draws `heightMm` of bars at 72 dpi times the scale, plus the text under them.
  const barPxPerMm = (scale: number) => (72 / MM_PER_INCH) * scale;
  const probe = await loadImage(await barcodePng(symbology, value, { scale: 1, heightMm: 8 }));
  const scale = Math.max(1, Math.floor(room.w / probe.width));
  const sized = await loadImage(await barcodePng(symbology, value, { scale, heightMm: 8 }));
  const textPx = sized.height - 8 * barPxPerMm(scale);
  const heightMm = Math.max(4, (room.h - textPx) / barPxPerMm(scale));
  const bars = await loadImage(await barcodePng(symbology, value, { scale, heightMm }));
  ctx.drawImage(
    bars,
    margin + Math.floor((room.w - bars.width) / 2),
    top,
    bars.width,
    Math.min(bars.height, room.h),
  );
  return canvas.toBuffer('image/png');
}

/**
 * The labels as a PDF: roll sizes one label per page at its size; A4 in sheets of 3 × 8. Each
 * SKU's label is drawn once and placed `copies` times.
 */
export async function labelSheetPdf(
  skus: ProductSku[],
  symbology: BarcodeSymbology,
  size: LabelSize,
  copies: number,
): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle('条码标签');
  pdf.setCreator('PodKit');
  const images: PDFImage[] = [];
  for (const sku of skus) images.push(await pdf.embedPng(await labelPng(sku, symbology, size)));
  const placed = images.flatMap((image) => Array.from({ length: copies }, () => image));
  const label = labelMm[size];
  if (size !== 'a4') {
    for (const image of placed)
      pdf
        .addPage([pt(label.w), pt(label.h)])
        .drawImage(image, { x: 0, y: 0, width: pt(label.w), height: pt(label.h) });
  } else {
    const perPage = A4.columns * A4.rows;
    const top = (A4.h - A4.rows * label.h) / 2;
    for (let i = 0; i < placed.length; i += perPage) {
      const page = pdf.addPage([pt(A4.w), pt(A4.h)]);
      placed.slice(i, i + perPage).forEach((image, n) => {
        const column = n % A4.columns;
        const row = Math.floor(n / A4.columns);
        page.drawImage(image, {
          x: pt(column * label.w),
          // PDF's y runs upwards from the bottom of the page.
          y: pt(A4.h - top - (row + 1) * label.h),
          width: pt(label.w),
          height: pt(label.h),
        });
      });
    }
  }
  return Buffer.from(await pdf.save());
}
