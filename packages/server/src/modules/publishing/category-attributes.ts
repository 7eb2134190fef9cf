import {
  cachedCategoryAttributes,
  type ListingAttribute,
  type ListingDraft,
  type PlatformCategoryAttributes,
  type StoreAccess,
  type StoreConnector,
  type StoreRow,
} from '../stores/index.js';
import { ListingRefused } from './listing-render.js';

/** Where a template keeps a category attribute's value (value ids comma separated, or the text). */
export const attributeKey = (attributeId: string) => `attr_${attributeId}`;
export const BRAND_KEY = 'brand_id';

/**
 * The template's values of the category's platform attributes, checked against what the platform
 * describes: a required one left empty, or a value the platform no longer lists, is refused in
 * words naming it, before the listing is sent.
 */
export function listingAttributesOf(
  platformName: string,
  described: PlatformCategoryAttributes,
  values: Record<string, string>,
): Pick<ListingDraft, 'categoryAttributes' | 'brand'> {
  const categoryAttributes: ListingAttribute[] = [];
  for (const attribute of described.attributes) {
    const raw = (values[attributeKey(attribute.id)] ?? '').trim();
    if (!raw) {
      if (attribute.required)
        throw new ListingRefused(
          `${platformName} 类目必填属性「${attribute.name}」未填写，请在产品模板中填写`,
        );
      continue;
    }
    if (attribute.inputType === 'text') {
      categoryAttributes.push({ ...attribute, values: [], text: raw });
      continue;
    }
    const ids = raw
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean);
    const chosen = ids.map((id) => attribute.values.find((value) => value.id === id));
    if (chosen.some((value) => !value) || (attribute.inputType === 'select' && ids.length > 1))
      throw new ListingRefused(
        `${platformName} 类目属性「${attribute.name}」的值已不在平台可选值中，请在产品模板中重新选择`,
      );
    categoryAttributes.push({
      id: attribute.id,
      name: attribute.name,
      inputType: attribute.inputType,
      values: chosen as Array<{ id: string; name: string }>,
      text: '',
    });
  }
  let brand: ListingDraft['brand'] = null;
  if (described.brand) {
    const brandId = (values[BRAND_KEY] ?? '').trim();
    if (!brandId && described.brand.required)
      throw new ListingRefused(
        `${platformName} 类目必填属性「品牌」未填写，请在产品模板中选择品牌`,
      );
    if (brandId) {
      brand = described.brand.brands.find((b) => b.id === brandId) ?? null;
      if (!brand)
        throw new ListingRefused(
          `${platformName} 类目的品牌（${brandId}）已不在平台可选品牌中，请在产品模板中重新选择`,
        );
    }
  }
  return { categoryAttributes, brand };
}

/** The draft with its category's attributes, for a platform that describes its categories. */
export async function withCategoryAttributes(
  connector: StoreConnector,
  store: StoreRow,
  access: StoreAccess,
  platformName: string,
  draft: ListingDraft,
): Promise<ListingDraft> {
  const categoryId = (draft.attributes.category_id ?? '').trim();
  if (!categoryId) return draft;
  const described = await cachedCategoryAttributes(connector, store, access, categoryId);
  if (!described) return draft;
  return { ...draft, ...listingAttributesOf(platformName, described, draft.attributes) };
}
