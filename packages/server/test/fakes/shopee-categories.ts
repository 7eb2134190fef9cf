import { randomBytes } from 'node:crypto';
import type { FakeRequest, FakeResponse } from './fake-http.js';

/**
 * Shopee Open Platform v2's category calls, as the API reference states them (open.shopee.com, as
 * transcribed in lazykern/ecommerce-api-docs: v2.product.get_category, get_attribute_tree,
 * get_brand_list, and add_item's attribute_list / brand):
 * - get_category answers the whole tree as `category_list` of `category_id, parent_category_id,
 *   original_category_name, display_category_name, has_children`;
 * - get_attribute_tree takes `category_id_list` (20 at most) and answers `list` of
 *   `{category_id, attribute_tree}`, each attribute with `attribute_id, mandatory, name,
 *   attribute_value_list[{value_id, name}]` and `attribute_info.input_type` (1 single drop-down,
 *   3 free text, 4 multi drop-down);
 * - get_brand_list requires offset, page_size (≤ 100), category_id and status, and answers
 *   `brand_list`, `has_next_page`, `next_offset`, `is_mandatory`, `input_type`;
 * - add_item without a mandatory attribute is refused `error_less_required_attribute`
 *   ("Mandatory attribute information required"), without a mandatory brand
 *   `error_less_required_brand` ("Brand information required"), a value id the attribute does not
 *   list `error_invalid_attribute_value`.
 * Ours, not the reference's: the small tree below, its names and ids, and answering a parent
 * category's attributes with an empty tree.
 */

interface FakeAttribute {
  attribute_id: number;
  name: string;
  mandatory: boolean;
  input_type: 1 | 3 | 4;
  values: Array<{ value_id: number; name: string }>;
}

const CATEGORIES = [
  { category_id: 100001, parent_category_id: 0, name: 'Women Clothes', has_children: true },
  { category_id: 100017, parent_category_id: 100001, name: 'Tops', has_children: false },
  { category_id: 100635, parent_category_id: 100001, name: 'Dresses', has_children: false },
  { category_id: 101399, parent_category_id: 0, name: 'Men Clothes', has_children: true },
  { category_id: 101400, parent_category_id: 101399, name: 'Hoodies', has_children: false },
  { category_id: 101401, parent_category_id: 101399, name: 'T-Shirts', has_children: false },
];

const MATERIAL = (mandatory: boolean): FakeAttribute => ({
  attribute_id: 100134,
  name: 'Material',
  mandatory,
  input_type: 1,
  values: [
    { value_id: 5001, name: 'Cotton' },
    { value_id: 5002, name: 'Polyester' },
  ],
});

/** Leaf category → its attributes; 101401 (Men T-Shirts) has mandatory ones and a brand. */
const ATTRIBUTES = new Map<number, FakeAttribute[]>([
  [100017, [MATERIAL(false)]],
  [100635, []],
  [101400, []],
  [
    101401,
    [
      MATERIAL(true),
      { attribute_id: 100999, name: 'Care Label', mandatory: true, input_type: 3, values: [] },
      {
        attribute_id: 100200,
        name: 'Season',
        mandatory: false,
        input_type: 4,
        values: [
          { value_id: 6001, name: 'Summer' },
          { value_id: 6002, name: 'Winter' },
        ],
      },
    ],
  ],
]);
const BRANDS = new Map<number, { mandatory: boolean; brands: Array<[number, string]> }>([
  [
    101401,
    {
      mandatory: true,
      brands: [
        [1140001, 'Harbour Prints'],
        [1140002, 'Pier & Co'],
      ],
    },
  ],
]);

const answer = (response: unknown): FakeResponse => ({
  status: 200,
  body: {
    error: '',
    message: '',
    warning: '',
    request_id: randomBytes(8).toString('hex'),
    response,
  },
});
const refuse = (error: string, message: string): FakeResponse => ({
  status: 400,
  body: { error, message, request_id: randomBytes(8).toString('hex') },
});
const known = (id: number) => CATEGORIES.some((c) => c.category_id === id);

function categoryList(): FakeResponse {
  return answer({
    category_list: CATEGORIES.map(({ name, ...node }) => ({
      ...node,
      original_category_name: name,
      display_category_name: name,
    })),
  });
}

function attributeTree(q: URLSearchParams): FakeResponse {
  const ids = q
    .getAll('category_id_list')
    .flatMap((v) => v.split(','))
    .map(Number);
  if (!ids.length)
    return refuse('error_param', 'Wrong parameters, detail: category_id_list is required.');
  if (ids.length > 20)
    return refuse('error_param', 'Wrong parameters, detail: category_id_list max count is 20.');
  const unknown = ids.find((id) => !known(id));
  if (unknown !== undefined)
    return refuse('error_invalid_category', `Invalid category ID ${unknown}`);
  return answer({
    list: ids.map((id) => ({
      category_id: id,
      attribute_tree: (ATTRIBUTES.get(id) ?? []).map((a) => ({
        attribute_id: a.attribute_id,
        mandatory: a.mandatory,
        name: a.name,
        attribute_value_list: a.values.map((v) => ({ ...v, value_unit: '', multi_lang: [] })),
        attribute_info: { input_type: a.input_type, input_validation_type: 0, format_type: 1 },
        multi_lang: [],
      })),
    })),
  });
}

function brandList(q: URLSearchParams): FakeResponse {
  for (const key of ['offset', 'page_size', 'category_id', 'status'])
    if (!q.get(key)) return refuse('error_param', `Wrong parameters, detail: ${key} is required.`);
  const pageSize = Number(q.get('page_size'));
  if (!(pageSize >= 1 && pageSize <= 100))
    return refuse('error_param', 'Wrong parameters, detail: page_size should be 1 to 100.');
  const category = Number(q.get('category_id'));
  if (!known(category)) return refuse('error_invalid_category', `Invalid category ID ${category}`);
  const brands = BRANDS.get(category);
  const offset = Number(q.get('offset'));
  const page = (brands?.brands ?? []).slice(offset, offset + pageSize);
  const more = offset + page.length < (brands?.brands.length ?? 0);
  return answer({
    brand_list: page.map(([brand_id, name]) => ({
      brand_id,
      original_brand_name: name,
      display_brand_name: name,
    })),
    has_next_page: more,
    next_offset: offset + page.length,
    is_mandatory: brands?.mandatory ?? false,
    input_type: 'DROP_DOWN',
  });
}

/** The category call at `path`, or null when it is not one (the caller checked the signature). */
export function shopeeCategoryCall(request: FakeRequest): FakeResponse | null {
  const path = request.url.pathname;
  const q = request.url.searchParams;
  if (path === '/api/v2/product/get_category') return categoryList();
  if (path === '/api/v2/product/get_attribute_tree') return attributeTree(q);
  if (path === '/api/v2/product/get_brand_list') return brandList(q);
  return null;
}

type Body = Record<string, unknown>;
type SentAttribute = {
  attribute_id?: number;
  attribute_value_list?: Array<{ value_id?: number; original_value_name?: string }>;
};

/** add_item's refusal of the body's category attributes and brand; null when they are enough. */
export function categoryAttributeProblem(body: Body): FakeResponse | null {
  const category = Number(body.category_id);
  const sent = (body.attribute_list as SentAttribute[] | undefined) ?? [];
  for (const attribute of ATTRIBUTES.get(category) ?? []) {
    const given = sent.find((s) => s.attribute_id === attribute.attribute_id);
    const values = given?.attribute_value_list ?? [];
    if (!values.length) {
      if (attribute.mandatory)
        return refuse('error_less_required_attribute', 'Mandatory attribute information required');
      continue;
    }
    for (const value of values) {
      const ok =
        attribute.input_type === 3
          ? value.value_id === 0 && Boolean(value.original_value_name?.trim())
          : attribute.values.some((v) => v.value_id === value.value_id);
      if (!ok) return refuse('error_invalid_attribute_value', 'Invalid attribute value.');
    }
  }
  const brands = BRANDS.get(category);
  const brand = body.brand as { brand_id?: number; original_brand_name?: string } | undefined;
  if (brands?.mandatory && brand?.brand_id === undefined)
    return refuse('error_less_required_brand', 'Brand information required');
  if (brand && brand.brand_id !== 0 && !brands?.brands.some(([id]) => id === brand.brand_id))
    return refuse('error_invalid_brand', 'Invalid brand');
  return null;
}

/** What add_item / update_item recorded of the item's attributes, for tests to read. */
export function recordedAttributes(body: Body) {
  return {
    attributes: ((body.attribute_list as SentAttribute[] | undefined) ?? []).map((a) => ({
      attribute_id: Number(a.attribute_id),
      values: (a.attribute_value_list ?? []).map((v) =>
        v.value_id ? String(v.value_id) : String(v.original_value_name ?? ''),
      ),
    })),
    brand_id: (body.brand as { brand_id?: number } | undefined)?.brand_id ?? null,
  };
}
