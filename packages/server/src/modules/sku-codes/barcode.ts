import bwipjs from 'bwip-js/node';
import type { BarcodeSymbology, ProductSku } from '@podkit/sdk-core';
import { invalid } from '../../http/envelope.js';

/** The value a SKU's barcode of this kind holds; refuses a kind the SKU has no value for. */
export function barcodeValue(sku: ProductSku, symbology: BarcodeSymbology): string {
  if (symbology === 'code128') return sku.code ?? sku.sku;
  if (symbology === 'ean13') {
    if (!sku.gtin) throw invalid(`SKU ${sku.code ?? sku.sku} 没有 GTIN，请先在条码管理中填写`);
    return sku.gtin;
  }
  if (!sku.fnsku) throw invalid(`SKU ${sku.code ?? sku.sku} 没有 FNSKU，请先在条码管理中填写`);
  return sku.fnsku;
}

export interface BarcodeOptions {
  /** Width of one narrow bar in pixels (bwip-js scale). */
  scale: number;
  /** Bar height in millimetres at bwip-js's 72 dpi, before `scale`. */
  heightMm: number;
}

/** A PNG of the barcode with its human-readable text under it (FNSKU labels are Code 128). */
export function barcodePng(
  symbology: BarcodeSymbology,
  text: string,
  options: BarcodeOptions = { scale: 3, heightMm: 12 },
): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: symbology === 'ean13' ? 'ean13' : 'code128',
    text,
    scale: options.scale,
    height: options.heightMm,
    includetext: true,
    textxalign: 'center',
    // Scanners need a quiet zone of about ten bars on each side.
    paddingwidth: 10,
    paddingheight: 2,
  });
}
