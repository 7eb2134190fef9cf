import { randomInt } from 'node:crypto';

/**
 * The product writes of the AliExpress fake, after the solution API reference as the TOP SDK
 * transcriptions carry it (bububa/opentaobao model/aesolution: PostProductRequestDto, SkuInfoDto,
 * SkuAttributeDto, SingleLanguageTitleDto, ItemListQuery, PostItemResponseDto):
 * - `aliexpress.solution.product.post {post_product_request}` and `.edit {edit_product_request}`
 *   (with `product_id`; its `sku_info_list` replaces every SKU) answer `result {product_id}`;
 *   checked: a known leaf `aliexpress_category_id`, the subject list holding the main `language`
 *   with subjects of 1–218 characters, 1–6 `main_image_urls_list` URLs, price 0.01–999999,
 *   inventory 1–999999, every SKU of a several-SKU product with attributes, attribute values
 *   without `{ # : = , }` and at most 70 characters, weight 0.001–500 kg, package sides 1–700 cm,
 *   a freight template of the seller;
 * - `aliexpress.postproduct.redefining.offlineaeproduct` / `onlineaeproduct {product_ids}` (`;`
 *   separated) answer `result {success, modify_count}`;
 * - product.list.get filters by `sku_code`, product.info.get answers `product_status_type`.
 * Refusals are `error_response` with a `sub_code` / `sub_msg` worded by us (the reference gives
 * the fields, not the texts); a SKU code used by another product of the seller is refused too
 * (our reading: sku_code is the seller's key to the SKU).
 */

export interface FakeAeSkuAttribute {
  sku_attribute_name: string;
  sku_attribute_value: string;
  sku_image_url?: string;
}

export interface FakeAeSku {
  sku_code: string;
  price: string;
  inventory: number;
  sku_attributes_list: FakeAeSkuAttribute[];
}

export interface FakeAeListing {
  product_id: string;
  status: 'onSelling' | 'offline';
  category_id: number;
  subject: string;
  web_detail: string;
  images: string[];
  skus: FakeAeSku[];
  weight: string;
  freight_template_id: number;
  package: [number, number, number] | null;
}

export interface AliExpressProductState {
  products: FakeAeListing[];
  posts: number;
  edits: number;
}

export const AE_LEAF_CATEGORIES = [200000343, 200000346];
export const AE_FREIGHT_TEMPLATES = [7001, 7002];

type Params = Record<string, string>;
/** What the fake's dispatcher turns into `<method>_response` or an `error_response`. */
export type ProductAnswer = { result: Record<string, unknown> } | { error: [string, string] };

const invalid = (message: string): ProductAnswer => ({
  error: ['isv.invalid-parameter', message],
});

function parse(params: Params, name: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(params[name] ?? '') as unknown;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** AliExpress's detail format: JSON with a module list. */
function isDetail(text: string): boolean {
  try {
    return Array.isArray((JSON.parse(text) as { moduleList?: unknown }).moduleList);
  } catch {
    return false;
  }
}

const money = (text: unknown) => /^\d+(\.\d{1,2})?$/.test(String(text)) && Number(text) >= 0.01;

/** The request as a product, or the first rule it breaks. */
function readProduct(
  state: AliExpressProductState,
  input: Record<string, unknown>,
  productId: string,
): Omit<FakeAeListing, 'product_id' | 'status'> | string {
  const category = Number(input.aliexpress_category_id);
  if (!AE_LEAF_CATEGORIES.includes(category))
    return `aliexpress_category_id ${String(input.aliexpress_category_id)} is not a leaf category`;
  const language = String(input.language ?? '');
  const subjects = (input.multi_language_subject_list ?? []) as Array<Record<string, string>>;
  const subject = subjects.find((s) => s.language === language)?.subject ?? '';
  if (!language || !subject) return 'multi_language_subject_list must contain the main language';
  if (subjects.some((s) => !s.subject || s.subject.length > 218))
    return 'subject must be 1-218 characters';
  const descriptions = (input.multi_language_description_list ?? []) as Array<
    Record<string, string>
  >;
  const description = descriptions.find((d) => d.language === language);
  const webDetail = description?.web_detail ?? '';
  if (!isDetail(webDetail))
    return 'web_detail of the main language must be a detail JSON with moduleList';
  const images = (input.main_image_urls_list ?? []) as string[];
  if (images.length < 1 || images.length > 6) return 'main_image_urls_list must hold 1-6 images';
  if (images.some((url) => !/^https?:\/\//.test(url))) return 'main image url is invalid';
  const skus = (input.sku_info_list ?? []) as FakeAeSku[];
  if (skus.length === 0) return 'sku_info_list is required';
  const codes = new Set<string>();
  for (const sku of skus) {
    if (!sku.sku_code) return 'sku_code is required';
    if (codes.has(sku.sku_code)) return `sku_code ${sku.sku_code} is duplicated`;
    codes.add(sku.sku_code);
    const elsewhere = state.products.find(
      (p) => p.product_id !== productId && p.skus.some((s) => s.sku_code === sku.sku_code),
    );
    if (elsewhere) return `sku_code ${sku.sku_code} is used by product ${elsewhere.product_id}`;
    if (!money(sku.price) || Number(sku.price) > 999_999) return 'price must be 0.01-999999';
    if (!Number.isInteger(sku.inventory) || sku.inventory < 1 || sku.inventory > 999_999)
      return 'inventory must be 1-999999';
    const attributes = sku.sku_attributes_list ?? [];
    if (skus.length > 1 && attributes.length === 0)
      return 'sku_attributes_list is required when there is more than one sku';
    for (const attribute of attributes) {
      const value = attribute.sku_attribute_value ?? '';
      if (!value || value.length > 70 || /[{#:=,}]/.test(value))
        return `sku_attribute_value ${value} is invalid`;
    }
  }
  const weight = String(input.weight ?? '');
  if (!/^\d+(\.\d{1,3})?$/.test(weight) || Number(weight) < 0.001 || Number(weight) > 500)
    return 'weight must be 0.001-500';
  const sides = [input.package_length, input.package_width, input.package_height];
  const given = sides.filter((side) => side !== undefined);
  if (given.length > 0 && given.length < 3) return 'package length, width and height go together';
  if (given.some((side) => !Number.isInteger(side) || Number(side) < 1 || Number(side) > 700))
    return 'package sides must be 1-700 cm';
  const freight = Number(input.freight_template_id);
  if (!AE_FREIGHT_TEMPLATES.includes(freight))
    return `freight_template_id ${String(input.freight_template_id)} does not exist`;
  return {
    category_id: category,
    subject,
    web_detail: webDetail,
    images,
    skus: skus.map((sku) => ({ ...sku, sku_attributes_list: sku.sku_attributes_list ?? [] })),
    weight,
    freight_template_id: freight,
    package: given.length === 3 ? (sides as [number, number, number]) : null,
  };
}

/** Answers a product write, or null for a method this module does not hold. */
export function aliexpressProductCall(
  state: AliExpressProductState,
  method: string,
  params: Params,
): ProductAnswer | null {
  switch (method) {
    case 'aliexpress.solution.product.post': {
      const input = parse(params, 'post_product_request');
      if (!input) return { error: ['MissingParameter', 'post_product_request is required'] };
      const read = readProduct(state, input, '');
      if (typeof read === 'string') return invalid(read);
      const productId = String(1_005_007_000_000_000 + randomInt(1, 999_999_999));
      state.posts++;
      state.products.push({ product_id: productId, status: 'onSelling', ...read });
      return { result: { product_id: productId } };
    }
    case 'aliexpress.solution.product.edit': {
      const input = parse(params, 'edit_product_request');
      if (!input) return { error: ['MissingParameter', 'edit_product_request is required'] };
      const product = state.products.find((p) => p.product_id === String(input.product_id));
      if (!product) return { error: ['ProductNotExist', 'product not exist'] };
      const read = readProduct(state, input, product.product_id);
      if (typeof read === 'string') return invalid(read);
      state.edits++;
      Object.assign(product, read);
      return { result: { product_id: product.product_id } };
    }
    case 'aliexpress.postproduct.redefining.offlineaeproduct':
    case 'aliexpress.postproduct.redefining.onlineaeproduct': {
      const ids = (params.product_ids ?? '').split(';').filter(Boolean);
      if (ids.length === 0 || ids.length > 50)
        return { error: ['MissingParameter', 'product_ids must hold 1-50 ids'] };
      const products = ids.map((id) => state.products.find((p) => p.product_id === id));
      if (products.some((p) => !p))
        return {
          result: { success: false, error_code: '13004', error_message: 'product not exist' },
        };
      for (const product of products)
        product!.status = method.endsWith('offlineaeproduct') ? 'offline' : 'onSelling';
      return { result: { success: true, modify_count: products.length } };
    }
    default:
      return null;
  }
}

/** The published products as product.list.get lists them, by shelf and SKU code. */
export function listedProducts(
  state: AliExpressProductState,
  status: string,
  skuCode: string | undefined,
) {
  return state.products.filter(
    (p) => p.status === status && (!skuCode || p.skus.some((sku) => sku.sku_code === skuCode)),
  );
}
