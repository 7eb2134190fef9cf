import { createCanvas, loadImage, type SKRSContext2D } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';
import type { TemuShipOrder } from '@podkit/sdk-core';
import { invalid } from '../../http/envelope.js';
import { barcodePng } from '../sku-codes/index.js';

const DPI = 300;
const px = (mm: number) => Math.round((mm / 25.4) * DPI);
const pt = (mm: number) => (mm / 25.4) * 72;
/** Box labels are 100 × 100 mm, one a page, the size carton label printers take. */
const SIZE_MM = 100;
const MARGIN_MM = 4;
const FONT = '"Noto Sans CJK SC", "Noto Sans SC", "Microsoft YaHei", sans-serif';

function fitText(ctx: SKRSContext2D, text: string, width: number): string {
  if (ctx.measureText(text).width <= width) return text;
  let cut = text;
  while (cut.length > 1 && ctx.measureText(`${cut}…`).width > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** One box's label: ship order, purchase order, warehouse, contents, and its package barcode. */
async function boxLabelPng(ship: TemuShipOrder, boxIndex: number): Promise<Buffer> {
  const box = ship.boxes[boxIndex]!;
  const canvas = createCanvas(px(SIZE_MM), px(SIZE_MM));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#000000';
  ctx.textBaseline = 'top';
  const margin = px(MARGIN_MM);
  const inner = canvas.width - 2 * margin;
  let y = margin;
  const write = (text: string, sizeMm: number, bold = false) => {
    ctx.font = `${bold ? 'bold ' : ''}${px(sizeMm)}px ${FONT}`;
    ctx.fillText(fitText(ctx, text, inner), margin, y);
    y += px(sizeMm * 1.35);
  };
  write(
    `${ship.warehouse_name || 'Temu 仓'}   第 ${boxIndex + 1} / ${ship.boxes.length} 箱`,
    5,
    true,
  );
  write(`发货单 ${ship.delivery_order_sn}`, 3.6);
  write(`采购单 ${ship.sub_purchase_order_sn}`, 3.6);
  write(`货号 ${ship.skc_code || '-'}  ${ship.product_name}`, 3.2);
  const lineOf = new Map(ship.lines.map((l) => [l.id, l]));
  const contents = box.items.map((item) => {
    const line = lineOf.get(item.line_id);
    return `${line?.spec || line?.sku_code || line?.product_sku_id} × ${item.quantity}`;
  });
  write(`内含 ${box.items.reduce((n, i) => n + i.quantity, 0)} 件：${contents.join('，')}`, 3.2);

  // The package number as Code 128, bars at a whole number of pixels so scanners read them.
  const value = box.package_sn!;
  const probe = await loadImage(await barcodePng('code128', value, { scale: 1, heightMm: 10 }));
  const scale = Math.max(1, Math.floor(inner / probe.width));
  const room = canvas.height - y - margin;
  const barPxPerMm = (72 / 25.4) * scale;
  const heightMm = Math.max(8, Math.min(30, (room - px(6)) / barPxPerMm));
  const bars = await loadImage(await barcodePng('code128', value, { scale, heightMm }));
  ctx.drawImage(bars, margin + Math.floor((inner - bars.width) / 2), y + px(2));
  return canvas.toBuffer('image/png');
}

/** Every box of a sent ship order, one 100 × 100 mm page each. */
export async function boxLabelsPdf(ship: TemuShipOrder): Promise<Buffer> {
  if (ship.status === 'draft' || ship.boxes.some((b) => !b.package_sn))
    throw invalid('请先将发货单发送到 Temu，取得包裹号后再打印箱唛');
  const pdf = await PDFDocument.create();
  pdf.setTitle(`箱唛 ${ship.delivery_order_sn}`);
  pdf.setCreator('PodKit');
  for (let i = 0; i < ship.boxes.length; i++) {
    const image = await pdf.embedPng(await boxLabelPng(ship, i));
    pdf
      .addPage([pt(SIZE_MM), pt(SIZE_MM)])
      .drawImage(image, { x: 0, y: 0, width: pt(SIZE_MM), height: pt(SIZE_MM) });
  }
  return Buffer.from(await pdf.save());
}
