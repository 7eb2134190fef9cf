import type { CallOptions, Client } from '../client/client';
import { segment, type Id, type PageQuery, type Paginator } from './shared';

/** One colour × size of a designed product with the reseller's codes (单品管理, 条码管理). */
export interface ProductSku {
  id: number;
  product_id: number;
  product_name: string;
  basic_product_name: string;
  /** The mockup of this colour (first view), '' while it renders. */
  thumbnail: string;
  color_name: string;
  color_hex: string;
  size_name: string;
  /** PodKit's SKU. */
  sku: string;
  /** The reseller's own SKU code, null when not set. */
  code: string | null;
  /** EAN-13, null when not set. */
  gtin: string | null;
  /** Amazon FNSKU, null when not set. */
  fnsku: string | null;
  /** Purchase price, yuan. */
  purchase_price: string;
  weight_grams: number;
}

export interface ProductSkuQuery extends PageQuery {
  /** Product name, PodKit SKU, SKU code, GTIN or FNSKU (part of it). */
  keyword?: string;
  product_id?: number;
  /** 'coded' / 'uncoded': with or without the reseller's SKU code. */
  code_state?: 'coded' | 'uncoded';
  /** 'with' / 'without': with a GTIN or FNSKU, or with neither. */
  barcode_state?: 'with' | 'without';
}

/** GET /distribution/productSku: the reseller's SKUs, newest product first. */
export function listProductSkus(
  client: Client,
  query: ProductSkuQuery = {},
  options?: CallOptions,
): Promise<Paginator<ProductSku>> {
  return client.get('/distribution/productSku', { ...options, query: { ...query } });
}

/** PUT /distribution/productSku/:id/code's body. */
export interface SkuCodeInput {
  code: string | null;
}

/** PUT /distribution/productSku/:id/code: sets (or, with null, clears) the reseller's SKU code. */
export function setSkuCode(
  client: Client,
  id: Id,
  code: string | null,
  options?: CallOptions,
): Promise<ProductSku> {
  const body: SkuCodeInput = { code };
  return client.put(`/distribution/productSku/${segment(id)}/code`, { ...body }, options);
}

export interface SkuBarcodesInput {
  gtin: string | null;
  fnsku: string | null;
}

/** PUT /distribution/productSku/:id/barcode: sets or clears the SKU's GTIN and FNSKU. */
export function setSkuBarcodes(
  client: Client,
  id: Id,
  body: SkuBarcodesInput,
  options?: CallOptions,
): Promise<ProductSku> {
  return client.put(`/distribution/productSku/${segment(id)}/barcode`, { ...body }, options);
}

/** code128: the SKU code (or PodKit's SKU); ean13: the GTIN; fnsku: the FNSKU as Code 128. */
export type BarcodeSymbology = 'code128' | 'ean13' | 'fnsku';

export interface BarcodePreview {
  /** data:image/png;base64,… */
  image: string;
  /** The value the barcode holds. */
  text: string;
}

/** GET /distribution/productSku/:id/barcode's query. */
export interface BarcodePreviewQuery {
  symbology: BarcodeSymbology;
}

/** GET /distribution/productSku/:id/barcode: one barcode as a picture. */
export function previewBarcode(
  client: Client,
  id: Id,
  symbology: BarcodeSymbology,
  options?: CallOptions,
): Promise<BarcodePreview> {
  const query: BarcodePreviewQuery = { symbology };
  return client.get(`/distribution/productSku/${segment(id)}/barcode`, {
    ...options,
    query: { ...query },
  });
}

/** 50×30 mm or 60×40 mm roll labels, or A4 sheets of 3 × 8 labels of 70×37 mm. */
export type LabelSize = '50x30' | '60x40' | 'a4';

export interface LabelSheetInput {
  sku_ids: number[];
  symbology: BarcodeSymbology;
  size: LabelSize;
  /** Labels per SKU. */
  copies: number;
}

/** A file made for the reseller: a link signed for one hour. */
export interface MadeFile {
  url: string;
  name: string;
}

/** A PDF of barcode labels and how many labels it holds. */
export type LabelSheet = MadeFile & { labels: number };

/** POST /distribution/barcode/labels: a PDF of labels to print. */
export function makeLabelSheet(
  client: Client,
  body: LabelSheetInput,
  options?: CallOptions,
): Promise<LabelSheet> {
  return client.post('/distribution/barcode/labels', { ...body }, options);
}

/** POST /distribution/barcode/export's body: the SKUs (all when left out). */
export interface BarcodeExportInput {
  sku_ids?: number[];
}

/** POST /distribution/barcode/export: the SKUs' codes and barcodes as xlsx (all, or `sku_ids`). */
export function exportBarcodes(
  client: Client,
  body: BarcodeExportInput = {},
  options?: CallOptions,
): Promise<MadeFile> {
  return client.post('/distribution/barcode/export', { ...body }, options);
}

/** to_podkit: store SKUs or SKU codes → PodKit SKUs; from_podkit: PodKit SKUs → the others. */
export type TransformDirection = 'to_podkit' | 'from_podkit';

/** What one input code stands for; several when it names SKUs in more than one place. */
export interface CodeMatch {
  sku: string;
  code: string | null;
  /** Store SKUs mapped to it: `店铺名: SKU`. */
  store_skus: string[];
  product_name: string;
  color_name: string;
  size_name: string;
  /** How the input was found: 'sku' | 'code' | 'store'. */
  matched_by: 'sku' | 'code' | 'store';
}

export interface TransformRow {
  input: string;
  matches: CodeMatch[];
}

export interface TransformResult {
  rows: TransformRow[];
  /** Inputs that matched nothing, in input order. */
  unmatched: string[];
}

/** The codes to translate and which way. */
export interface TransformInput {
  direction: TransformDirection;
  codes: string[];
}

/** POST /distribution/codeTransform: translates up to 5,000 codes. */
export function transformCodes(
  client: Client,
  body: TransformInput,
  options?: CallOptions,
): Promise<TransformResult> {
  return client.post('/distribution/codeTransform', { ...body }, options);
}

/**
 * POST /distribution/codeTransform/file: translates the codes of an .xlsx or .csv (first column,
 * a header row is skipped); multipart, field `file` last.
 */
export function transformCodeFile(
  client: Client,
  direction: TransformDirection,
  file: Blob & { readonly name: string },
  options?: CallOptions,
): Promise<TransformResult> {
  const body = new FormData();
  body.append('direction', direction);
  body.append('file', file, file.name);
  return client.post('/distribution/codeTransform/file', body, options);
}

/** POST /distribution/codeTransform/export: the translation of `codes` as an xlsx. */
export function exportTransform(
  client: Client,
  body: TransformInput,
  options?: CallOptions,
): Promise<MadeFile> {
  return client.post('/distribution/codeTransform/export', { ...body }, options);
}
