import {
  PlatformError,
  type ListingDraft,
  type PublishedListing,
  type RememberListingId,
} from './connector.js';
import { listOf } from './aliexpress-orders.js';

/**
 * Publishing to AliExpress through the solution product API: `aliexpress.solution.product.post`
 * creates the product (`post_product_request`), `aliexpress.solution.product.edit` rewrites it
 * whole (its `sku_info_list` replaces every SKU), and the post-product calls
 * `aliexpress.postproduct.redefining.offlineaeproduct` / `onlineaeproduct` take it off and put it
 * back on the shelves. Pictures go by URL: the API takes a seller's own server as well as the
 * photo bank, so nothing is uploaded first.
 */

/** A business call under `/sync` on behalf of the store; answers what `<method>_response` holds. */
export type AliExpressCall = <T>(method: string, params: Record<string, unknown>) => Promise<T>;

const MAIN_IMAGES = 6;
const DEFAULT_QUANTITY = 999;
/** AliExpress's unit id for "piece/pieces". */
const PIECE_UNIT = 100_000_015;
/** A SKU attribute value may not hold these (the API reference). */
const FORBIDDEN_IN_VALUE = /[{#:=,}]/g;
const STATUSES = ['onSelling', 'offline', 'auditing', 'editingRequired'] as const;

interface TemplateFields {
  categoryId: number;
  weightKg: string;
  freightTemplateId: number;
  quantity: number;
  packageCm: { length: number; width: number; height: number } | null;
}

const refuse = (message: string) => new PlatformError(message, 422);
const positiveInteger = (value: string | undefined) =>
  /^[1-9]\d{0,18}$/.test((value ?? '').trim()) ? Number(value) : null;

function fieldsOf(draft: ListingDraft): TemplateFields {
  const categoryId = positiveInteger(draft.attributes.category_id);
  if (!categoryId)
    throw refuse('速卖通产品模板缺少叶子类目 ID（category_id），请先在产品模板中填写');
  const weightKg = (draft.attributes.weight_kg ?? '').trim();
  if (!/^\d+(\.\d{1,3})?$/.test(weightKg) || Number(weightKg) < 0.001 || Number(weightKg) > 500)
    throw refuse(
      '速卖通产品模板缺少包装重量（weight_kg，0.001–500，如 0.3），请先在产品模板中填写',
    );
  const freightTemplateId = positiveInteger(draft.attributes.freight_template_id);
  if (!freightTemplateId)
    throw refuse('速卖通产品模板缺少运费模板 ID（freight_template_id），请先在产品模板中填写');
  const quantity = positiveInteger(draft.attributes.quantity) ?? DEFAULT_QUANTITY;
  const [length, width, height] = ['package_length', 'package_width', 'package_height'].map((key) =>
    positiveInteger(draft.attributes[key]),
  );
  return {
    categoryId,
    weightKg,
    freightTemplateId,
    quantity,
    packageCm: length && width && height ? { length, width, height } : null,
  };
}

/** The description in AliExpress's detail format: HTML for the web, plain text for the app. */
function details(draft: ListingDraft) {
  const web = {
    version: '2.0.0',
    moduleList: [{ type: 'html', html: { content: draft.descriptionHtml } }],
  };
  const mobile = {
    version: '2.0.0',
    moduleList: [{ type: 'text', texts: [{ content: draft.descriptionText, class: 'body' }] }],
  };
  return [
    { language: 'en', web_detail: JSON.stringify(web), mobile_detail: JSON.stringify(mobile) },
  ];
}

function productRequest(draft: ListingDraft, fields: TemplateFields) {
  return {
    aliexpress_category_id: fields.categoryId,
    language: 'en',
    multi_language_subject_list: [{ language: 'en', subject: draft.title.slice(0, 218) }],
    multi_language_description_list: details(draft),
    main_image_urls_list: draft.images.slice(0, MAIN_IMAGES).map((image) => image.url),
    sku_info_list: draft.variants.map((variant) => ({
      sku_code: variant.sku,
      price: variant.price,
      inventory: fields.quantity,
      sku_attributes_list: draft.options
        .filter((option) => variant.optionValues[option.name])
        .map((option, position) => ({
          sku_attribute_name: option.name,
          sku_attribute_value: variant.optionValues[option.name]!.replace(FORBIDDEN_IN_VALUE, ' ')
            .trim()
            .slice(0, 70),
          // The first attribute (the colour) carries the variant's picture, as the buyer picks it.
          ...(position === 0 && variant.imageUrl ? { sku_image_url: variant.imageUrl } : {}),
        })),
    })),
    weight: fields.weightKg,
    ...(fields.packageCm
      ? {
          package_length: fields.packageCm.length,
          package_width: fields.packageCm.width,
          package_height: fields.packageCm.height,
        }
      : {}),
    freight_template_id: fields.freightTemplateId,
    product_unit: PIECE_UNIT,
    inventory_deduction_strategy: 'payment_success_deduct',
    ...(draft.vendor ? { brand_name: draft.vendor } : {}),
  };
}

interface ModifyResult {
  success?: boolean;
  error_code?: string | number;
  error_message?: string;
}

/** The post-product calls answer success or the reason in `result`. */
async function modify(call: AliExpressCall, method: string, productId: string) {
  const answer = await call<{ result?: ModifyResult }>(method, { product_ids: productId });
  const result = answer.result ?? {};
  if (result.success === false)
    throw new PlatformError(
      `速卖通 ${result.error_code ?? ''}：${result.error_message ?? '操作失败'}`,
      400,
    );
}

/** Where the product PodKit made is on the shelves, or null when AliExpress no longer has it. */
async function statusOf(call: AliExpressCall, productId: string): Promise<string | null> {
  try {
    const info = await call<{ result?: { product_status_type?: string } }>(
      'aliexpress.solution.product.info.get',
      { product_id: productId },
    );
    return info.result?.product_status_type ?? 'onSelling';
  } catch (error) {
    if (error instanceof PlatformError && /ProductNotExist|not.?exist/i.test(error.message))
      return null;
    throw error;
  }
}

/**
 * The product a crash left without PodKit knowing its id: product.list.get finds it by a SKU code
 * of the listing, whatever shelf it is on.
 */
async function findBySku(call: AliExpressCall, skuCode: string): Promise<string | null> {
  for (const status of STATUSES) {
    const answer = await call<{ result?: { aeop_a_e_product_display_d_t_o_list?: unknown } }>(
      'aliexpress.solution.product.list.get',
      {
        aeop_a_e_product_list_query: {
          product_status_type: status,
          sku_code: skuCode,
          current_page: 1,
          page_size: 1,
        },
      },
    );
    const [found] = listOf<{ product_id: number | string }>(
      answer.result?.aeop_a_e_product_display_d_t_o_list,
    );
    if (found) return String(found.product_id);
  }
  return null;
}

export async function publishAliExpressProduct(
  call: AliExpressCall,
  draft: ListingDraft,
  remember: RememberListingId | undefined,
): Promise<PublishedListing> {
  const fields = fieldsOf(draft);
  const request = productRequest(draft, fields);
  let productId = draft.existingListingId;
  let status = productId ? await statusOf(call, productId) : null;
  if (!status && draft.variants[0]) {
    productId = await findBySku(call, draft.variants[0].sku);
    if (productId) status = await statusOf(call, productId);
  }
  if (productId && status) {
    await call('aliexpress.solution.product.edit', {
      edit_product_request: { ...request, product_id: productId },
    });
  } else {
    const made = await call<{ result?: { product_id?: number | string } }>(
      'aliexpress.solution.product.post',
      { post_product_request: request },
    );
    if (!made.result?.product_id) throw new PlatformError('速卖通未返回商品 ID', 502);
    productId = String(made.result.product_id);
    status = 'onSelling';
  }
  if (productId !== draft.existingListingId) await remember?.(productId);
  // A new product goes on sale once approved; a draft template keeps it (or takes it) offline.
  if (draft.status === 'active' && status === 'offline')
    await modify(call, 'aliexpress.postproduct.redefining.onlineaeproduct', productId);
  if (draft.status === 'draft' && status !== 'offline')
    await modify(call, 'aliexpress.postproduct.redefining.offlineaeproduct', productId);
  return { listingId: productId, url: `https://www.aliexpress.com/item/${productId}.html` };
}

/** Off the shelves: the product keeps its id and SKUs, so publishing again edits and relists it. */
export function offlineAliExpressProduct(call: AliExpressCall, productId: string) {
  return modify(call, 'aliexpress.postproduct.redefining.offlineaeproduct', productId);
}
