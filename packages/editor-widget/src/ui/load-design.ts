import { upgradeDocument, type DesignDocument } from '@podkit/design';
import {
  fonts as fontsApi,
  products,
  type Client,
  type DesignFontInfo,
  type DesignMask,
  type DistributionBasicProduct,
} from '@podkit/sdk-core';
import { blankDocument, carryDesign, documentSources, documentTexts } from './document-build';
import { installFontFaces, loadFontFor } from './fonts';
import type { ImageCache } from './image-cache';
import { surfaceBlank, surfaceDocument, type PrintSurface } from './print-surface';

/** Everything the editor needs before it can draw: the blank, its masks and the document. */
export interface LoadedDesign {
  blank: DistributionBasicProduct;
  masks: DesignMask[];
  document: DesignDocument;
  colorId: number;
  /** The saved designed product this document came from, if any. */
  designedProductId: number | null;
  /** The name it was saved under. */
  savedName: string;
  /** Colours and sizes of its SKUs when reopened. */
  savedColorIds: number[];
  savedSizeIds: number[];
}

let fontList: Promise<DesignFontInfo[]> | null = null;

/** The design fonts, declared in the page once. */
export function loadFonts(client: Client, page: Document): Promise<DesignFontInfo[]> {
  fontList ??= fontsApi.listDesignFonts(client).then(
    (list) => {
      installFontFaces(page, list, client.baseURL);
      return list;
    },
    (error: unknown) => {
      fontList = null;
      throw error;
    },
  );
  return fontList;
}

/** Waits for every picture and every used glyph of a document, so it draws complete at once. */
export async function prepareDocument(
  document: DesignDocument,
  images: ImageCache,
  page: Document,
): Promise<void> {
  await Promise.all([
    images.loadAll(documentSources(document)),
    ...[...documentTexts(document)].map(([family, text]) => loadFontFor(page, family, text)),
  ]);
}

/**
 * Loads a design: a saved one (design records reopen it), or a new one on a blank, carrying the
 * previous design over when the reseller switched blanks.
 */
export async function loadDesign(options: {
  client: Client;
  productId: number;
  colorId: number | null;
  designedProductId: number | null;
  carryFrom: DesignDocument | null;
  images: ImageCache;
  page: Document;
  surface?: PrintSurface | undefined;
}): Promise<LoadedDesign> {
  const { client } = options;
  if (options.surface) return loadSurface(options.surface, options);
  const saved = options.designedProductId
    ? await products.getDesigned(client, options.designedProductId)
    : null;
  const blankId = saved?.basic_product_id ?? options.productId;
  const [blank, masks] = await Promise.all([
    products.getBasic(client, blankId),
    products.getDesignMasks(client, { query: { basic_product_id: blankId } }),
    loadFonts(client, options.page),
  ]);
  const colorOf = (id: number | null | undefined) =>
    blank.colors.some((color) => color.id === id) ? (id as number) : null;
  let document: DesignDocument;
  if (saved) {
    const upgraded = upgradeDocument(saved.document);
    if (!upgraded.ok) throw new Error(`设计文档无法打开：${upgraded.errors[0]?.message ?? ''}`);
    document = upgraded.document;
  } else {
    const first = blank.colors[0]?.id;
    if (first === undefined) throw new Error('该产品没有可选颜色，无法设计');
    const empty = blankDocument(blank, colorOf(options.colorId) ?? first);
    document = options.carryFrom ? carryDesign(options.carryFrom, empty) : empty;
  }
  await prepareDocument(document, options.images, options.page);
  return {
    blank,
    masks: masks.filter(
      (mask) => mask.basic_product_id === null || mask.basic_product_id === blank.id,
    ),
    document,
    colorId: colorOf(options.colorId) ?? colorOf(document.colorId) ?? blank.colors[0]!.id,
    designedProductId: saved?.id ?? null,
    savedName: saved?.name ?? '',
    savedColorIds: saved ? [...new Set(saved.skus.map((sku) => sku.color_id))] : [],
    savedSizeIds: saved ? [...new Set(saved.skus.map((sku) => sku.size_id))] : [],
  };
}

/** A design on a print surface (packaging): no blank to fetch, the host gave its size. */
async function loadSurface(
  surface: PrintSurface,
  options: { client: Client; images: ImageCache; page: Document },
): Promise<LoadedDesign> {
  await loadFonts(options.client, options.page);
  const saved = surface.document ? upgradeDocument(surface.document) : null;
  if (saved && !saved.ok) throw new Error(`设计文档无法打开：${saved.errors[0]?.message ?? ''}`);
  const document = surfaceDocument({ ...surface, document: saved?.document ?? null });
  await prepareDocument(document, options.images, options.page);
  const blank = surfaceBlank(surface);
  return {
    blank,
    masks: [],
    document,
    colorId: blank.colors[0]!.id,
    designedProductId: null,
    savedName: '',
    savedColorIds: [],
    savedSizeIds: [],
  };
}
