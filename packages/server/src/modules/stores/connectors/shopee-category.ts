import type {
  ListingAttribute,
  ListingDraft,
  PlatformAttribute,
  PlatformCategory,
  PlatformCategoryAttributes,
} from './connector.js';
import type { ShopeeCall } from './shopee-product.js';

/**
 * Shopee's category tree and a category's attributes and brands (Open Platform v2, as the API
 * reference states them): `product.get_category` answers the whole tree as `category_list`
 * (`category_id`, `parent_category_id`, `display_category_name`, `has_children`);
 * `product.get_attribute_tree` (category_id_list, 20 at most) answers each attribute's
 * `attribute_id`, `name`, `mandatory`, `attribute_value_list` and `attribute_info.input_type`
 * (1 single drop-down, 2 single combo box, 3 free text, 4 multi drop-down, 5 multi combo box);
 * `product.get_brand_list` (offset, page_size ≤ 100, category_id, status 1) answers `brand_list`,
 * `has_next_page`, `next_offset` and `is_mandatory`. add_item takes them as `attribute_list`
 * and `brand` (brand_id 0 is "No Brand").
 */

interface ShopeeCategoryNode {
  category_id: number;
  parent_category_id: number;
  original_category_name?: string;
  display_category_name?: string;
  has_children: boolean;
}

interface ShopeeAttributeNode {
  attribute_id: number;
  mandatory?: boolean;
  name?: string;
  attribute_value_list?: Array<{ value_id: number; name?: string }>;
  attribute_info?: { input_type?: number };
}

const BRAND_PAGE = 100;
/** More brands than a picker can show: the first pages are enough to choose from. */
const BRAND_PAGES = 5;
const NO_BRAND = { id: '0', name: 'No Brand' };

export async function shopeeCategories(
  call: ShopeeCall,
  parentId: string | null,
): Promise<PlatformCategory[]> {
  const { category_list: nodes = [] } = await call<{ category_list?: ShopeeCategoryNode[] }>(
    'GET',
    '/api/v2/product/get_category',
    { language: 'en' },
    true,
  );
  const parent = Number(parentId ?? 0);
  return nodes
    .filter((node) => node.parent_category_id === parent)
    .map((node) => ({
      id: String(node.category_id),
      name: node.display_category_name || node.original_category_name || String(node.category_id),
      leaf: !node.has_children,
    }));
}

const inputTypeOf = (code: number | undefined): PlatformAttribute['inputType'] =>
  code === 4 || code === 5 ? 'multi_select' : code === 3 ? 'text' : 'select';

export async function shopeeCategoryAttributes(
  call: ShopeeCall,
  categoryId: string,
): Promise<PlatformCategoryAttributes> {
  const category = Number(categoryId);
  const tree = await call<{
    list?: Array<{ category_id: number; attribute_tree?: ShopeeAttributeNode[] }>;
  }>('GET', '/api/v2/product/get_attribute_tree', { category_id_list: category }, true);
  const nodes = tree.list?.find((entry) => entry.category_id === category)?.attribute_tree ?? [];
  const attributes = nodes.map((node) => {
    const inputType = inputTypeOf(node.attribute_info?.input_type);
    return {
      id: String(node.attribute_id),
      name: node.name || String(node.attribute_id),
      required: node.mandatory === true,
      inputType,
      values:
        inputType === 'text'
          ? []
          : (node.attribute_value_list ?? []).map((value) => ({
              id: String(value.value_id),
              name: value.name || String(value.value_id),
            })),
    };
  });
  const brands = [NO_BRAND];
  let required = false;
  let offset = 0;
  for (let page = 0; page < BRAND_PAGES; page++) {
    const answer = await call<{
      brand_list?: Array<{
        brand_id: number;
        display_brand_name?: string;
        original_brand_name?: string;
      }>;
      has_next_page?: boolean;
      next_offset?: number;
      is_mandatory?: boolean;
    }>(
      'GET',
      '/api/v2/product/get_brand_list',
      { offset, page_size: BRAND_PAGE, category_id: category, status: 1 },
      true,
    );
    required ||= answer.is_mandatory === true;
    for (const brand of answer.brand_list ?? [])
      if (brand.brand_id !== 0)
        brands.push({
          id: String(brand.brand_id),
          name: brand.display_brand_name || brand.original_brand_name || String(brand.brand_id),
        });
    if (!answer.has_next_page || answer.next_offset === undefined) break;
    offset = answer.next_offset;
  }
  return { attributes, brand: { required, brands } };
}

const shopeeAttribute = (attribute: ListingAttribute) => ({
  attribute_id: Number(attribute.id),
  attribute_value_list:
    attribute.inputType === 'text'
      ? [{ value_id: 0, original_value_name: attribute.text }]
      : attribute.values.map((value) => ({ value_id: Number(value.id) })),
});

/** The draft's category attributes and brand as add_item / update_item take them. */
export function shopeeItemAttributes(draft: ListingDraft) {
  const attributes = draft.categoryAttributes ?? [];
  return {
    ...(attributes.length ? { attribute_list: attributes.map(shopeeAttribute) } : {}),
    ...(draft.brand
      ? { brand: { brand_id: Number(draft.brand.id), original_brand_name: draft.brand.name } }
      : {}),
  };
}
