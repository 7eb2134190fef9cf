import type { PublishPlatform } from '@podkit/sdk-core';

/** One variant (colour × size) of a product as a bulk file row shows it. */
export interface BulkVariant {
  sku: string;
  colorName: string;
  sizeName: string;
  /** Decimal string in `currency`, from the price template ("25.99"). */
  price: string;
  currency: string;
  /** Absolute URL of the colour's mockup ('' when none is ready). */
  imageUrl: string;
}

/** A product rendered through the template, as every marketplace's file reads it. */
export interface BulkProduct {
  /** PodKit's key of the product on the marketplace (handle / parent SKU): `<name-slug>-<id>`. */
  key: string;
  title: string;
  /** The description pattern filled, as text and as HTML (lines as `<br>`). */
  description: string;
  descriptionHtml: string;
  /** Absolute URLs, the main mockup first. */
  images: string[];
  category: string;
  /** The template's attributes; one named like a column of the file fills that column when empty. */
  attributes: Record<string, string>;
  tags: string[];
  vendor: string;
  productType: string;
  status: 'active' | 'draft';
  colorOption: string;
  sizeOption: string;
  variants: BulkVariant[];
}

export type Cell = string | number;

/** What a variant's row is made from: its product, itself and its place in the product (from 0). */
export interface VariantRowInput {
  product: BulkProduct;
  variant: BulkVariant;
  index: number;
}

/**
 * A marketplace's bulk-upload file: its documented column list (where it comes from, and whether
 * PodKit could read the marketplace's own template) and how a variant fills each column.
 */
export interface BulkSheet<Column extends string = string> {
  platform: Exclude<PublishPlatform, 'dj' | 'etsy'>;
  format: 'xlsx' | 'csv';
  /** The worksheet's name in an xlsx file. */
  sheetName: string;
  /** Where the column list was taken from. */
  source: string;
  /**
   * false when the marketplace's own template is per category or behind the seller login, so the
   * column list below is taken from secondary documentation and may differ from what it accepts.
   */
  confirmed: boolean;
  columns: readonly Column[];
  /** The rows of one product: one per variant, plus a product row where the format needs one. */
  rows(product: BulkProduct): Array<Partial<Record<NoInfer<Column>, Cell>>>;
}

/** Declares a sheet with its columns typed, so a mapping can only name columns of the list. */
export function defineSheet<const Column extends string>(
  sheet: BulkSheet<Column>,
): BulkSheet<Column> {
  return sheet;
}

/** One row per variant of the product. */
export const perVariant =
  <Column extends string>(cells: (input: VariantRowInput) => Partial<Record<Column, Cell>>) =>
  (product: BulkProduct) =>
    product.variants.map((variant, index) => cells({ product, variant, index }));

/** The product's `n`-th picture (from 0), '' past the last one. */
export const imageAt = (product: BulkProduct, n: number) => product.images[n] ?? '';

/** The variant's picture, else the product's main one. */
export const variantImage = (product: BulkProduct, variant: BulkVariant) =>
  variant.imageUrl || imageAt(product, 0);
