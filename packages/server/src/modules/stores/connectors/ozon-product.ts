import { PlatformError, type ListingDraft, type PublishedListing } from './connector.js';

/** Ozon's attribute ids PodKit fills itself: the description (Аннотация), the card a variant joins. */
const DESCRIPTION_ATTRIBUTE = 4191;
const MODEL_NAME_ATTRIBUTE = 9048;
const MAX_IMAGES = 15;
const VAT_RATES = ['0', '0.05', '0.07', '0.1', '0.2'];

/** The template's fields (publishing's marketplace-fields.ts) that size the package. */
const DIMENSIONS = ['weight_g', 'depth_mm', 'height_mm', 'width_mm'] as const;

export interface OzonImportItem {
  offer_id: string;
  name: string;
  description_category_id: number;
  type_id: number;
  price: string;
  currency_code: string;
  vat: string;
  weight: number;
  weight_unit: 'g';
  depth: number;
  height: number;
  width: number;
  dimension_unit: 'mm';
  images: string[];
  primary_image: string;
  attributes: Array<{ id: number; complex_id: number; values: Array<{ value: string }> }>;
}

export interface OzonImportInfo {
  items?: Array<{
    offer_id: string;
    product_id?: number;
    status: string;
    errors?: Array<{ code?: string; level?: string; message?: string; description?: string }>;
  }>;
  total?: number;
}

const refuse = (message: string) => new PlatformError(message, 422);

/** The template's description category and the type inside it. */
function categoryOf(attributes: Record<string, string>): {
  description_category_id: number;
  type_id: number;
} {
  const category = Number(attributes.description_category_id);
  const type = Number(attributes.type_id);
  if (!(Number.isInteger(category) && category > 0 && Number.isInteger(type) && type > 0))
    throw refuse('Ozon 产品模板缺少类目 description_category_id 或商品类型 type_id');
  return { description_category_id: category, type_id: type };
}

function dimension(attributes: Record<string, string>, key: (typeof DIMENSIONS)[number]): number {
  const value = Number(attributes[key]);
  if (!Number.isInteger(value) || value <= 0)
    throw refuse(
      'Ozon 产品模板缺少包装重量与尺寸：请填写重量（克）与长、宽、高（毫米），均为正整数',
    );
  return value;
}

/**
 * The listing as /v3/product/import items, one per variant: Ozon keeps each colour × size as its
 * own product and puts products of one model name on one card. Template attributes keyed by an
 * Ozon attribute id become that attribute's value.
 */
export function ozonImportItems(draft: ListingDraft): OzonImportItem[] {
  const category = categoryOf(draft.attributes);
  const vat = draft.attributes.vat ?? '0';
  if (!VAT_RATES.includes(vat))
    throw refuse(`Ozon 的增值税率（vat）只能是 ${VAT_RATES.join('、')}`);
  const [weight, depth, height, width] = DIMENSIONS.map((key) => dimension(draft.attributes, key));
  const own = Object.entries(draft.attributes)
    .filter(([key, value]) => /^\d+$/.test(key) && value.trim() !== '')
    .map(([key, value]) => ({ id: Number(key), complex_id: 0, values: [{ value }] }));
  const pictures = draft.images.map((image) => image.url);
  return draft.variants.map((variant) => {
    if (!variant.sku) throw refuse('Ozon 要求每个变体都有 SKU（offer_id）');
    const images = [...new Set([variant.imageUrl, ...pictures].filter(Boolean))].slice(
      0,
      MAX_IMAGES,
    );
    const options = draft.options.map((o) => variant.optionValues[o.name]).filter(Boolean);
    return {
      offer_id: variant.sku,
      name: [draft.title, ...options].join(' ').slice(0, 500),
      ...category,
      price: variant.price,
      currency_code: variant.currency,
      vat,
      weight: weight!,
      weight_unit: 'g',
      depth: depth!,
      height: height!,
      width: width!,
      dimension_unit: 'mm',
      images,
      primary_image: images[0] ?? '',
      attributes: [
        ...own.filter((a) => a.id !== DESCRIPTION_ATTRIBUTE && a.id !== MODEL_NAME_ATTRIBUTE),
        { id: DESCRIPTION_ATTRIBUTE, complex_id: 0, values: [{ value: draft.descriptionText }] },
        { id: MODEL_NAME_ATTRIBUTE, complex_id: 0, values: [{ value: draft.listingKey }] },
      ],
    };
  });
}

/**
 * The import task's outcome once Ozon has decided every item: the product ids (comma-separated,
 * the listing's id) when all were imported, a refusal in Ozon's words when any failed; null while
 * any is still pending.
 */
export function ozonImportOutcome(
  info: OzonImportInfo | undefined,
  items: OzonImportItem[],
): PublishedListing | null {
  const results = info?.items ?? [];
  const byOffer = new Map(results.map((r) => [r.offer_id, r]));
  if (
    items.some(
      (item) => !byOffer.has(item.offer_id) || byOffer.get(item.offer_id)!.status === 'pending',
    )
  )
    return null;
  const failed = results.filter((r) => r.status === 'failed');
  if (failed.length > 0)
    throw refuse(
      `Ozon 拒绝了商品：${failed
        .map(
          (r) =>
            `${r.offer_id}：${(r.errors ?? []).map((e) => e.message || e.description || e.code).join('；')}`,
        )
        .join(' | ')}`.slice(0, 480),
    );
  const ids = items.map((item) => byOffer.get(item.offer_id)!.product_id).filter(Boolean);
  return {
    listingId: ids.join(','),
    url: `https://seller.ozon.ru/app/products?search=${encodeURIComponent(items[0]?.offer_id ?? '')}`,
  };
}
