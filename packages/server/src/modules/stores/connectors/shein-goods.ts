import { saveSheinPrices, type SheinPriceChange } from './shein-price.js';
import {
  PlatformError,
  type ListingDraft,
  type ListingVariant,
  type PublishedListing,
  type RememberListingId,
} from './connector.js';

/**
 * Publishing to a Shein store through its goods open API: every picture turned into a SHEIN
 * picture URL first (`/open-api/goods/transform-pic`), then one SPU whose SKCs are the colours and
 * whose SKUs the sizes, published or edited whole (`/open-api/goods/product/publishOrEdit`). The
 * listing key is the SPU's `supplier_code`, each variant's SKU its `supplier_sku`. An edit names
 * the SPU, SKC and SKU codes Shein gave (read back through `/open-api/goods/spu-info`); with no
 * SPU kept (a crash between Shein's answer and PodKit's write) the SPU is found by its supplier
 * code in the product list. An edit sends no prices for SKUs Shein has, so a changed price goes
 * through the price API after it (shein-price.ts). Unpublish takes every SKC off the shelf
 * (`/open-api/goods/modify-skc-shelf`).
 */

/** A signed store call (shein.ts): POST of JSON to `path`, answering the envelope's `info`. */
export type SheinGoodsCall = <T>(path: string, body: object) => Promise<T>;

/** Shein's sale attribute ids of colour (SKC level) and size (SKU level); not confirmed publicly. */
const ATTRIBUTE = { color: 27, size: 87 } as const;
const IMAGE_TYPE = { main: 1, detail: 2, colorBlock: 6 } as const;
/** One main picture and at most 10 detail pictures an SKC. */
const DETAIL_IMAGES = 10;
const DEFAULT_QUANTITY = 999;
const DEFAULT_SITE = 'shein-us';
const MALL_STATE = { onSale: 1, offSale: 2 } as const;
/** product/query pages read looking for a lost SPU. */
const SEARCH_PAGES = 20;
const SEARCH_PAGE_SIZE = 50;

interface SheinFields {
  categoryId: number;
  productTypeId: number | null;
  subSite: string;
  weightG: number;
  size: { length: string; width: string; height: string };
  quantity: number;
}

function fieldsOf(draft: ListingDraft): SheinFields {
  const a = draft.attributes;
  const missing = (what: string) =>
    new PlatformError(`Shein 产品模板缺少${what}，请先在产品模板中填写`, 422);
  const categoryId = Number((a.category_id ?? '').trim());
  if (!Number.isInteger(categoryId) || categoryId <= 0) throw missing('末级类目 ID（category_id）');
  const weightG = Number((a.weight_g ?? '').trim());
  if (!Number.isInteger(weightG) || weightG <= 0) throw missing('包装重量（weight_g，克）');
  const positive = (key: string) => {
    const value = (a[key] ?? '').trim();
    return /^\d+(\.\d{1,2})?$/.test(value) && Number(value) > 0 ? value : null;
  };
  const [length, width, height] = ['length_cm', 'width_cm', 'height_cm'].map(positive);
  if (!length || !width || !height) throw missing('包装尺寸（length_cm、width_cm、height_cm）');
  const productTypeId = Number(a.product_type_id || 0);
  const quantity = Number(a.quantity || DEFAULT_QUANTITY);
  return {
    categoryId,
    productTypeId: Number.isInteger(productTypeId) && productTypeId > 0 ? productTypeId : null,
    subSite: (a.sub_site ?? '').trim() || DEFAULT_SITE,
    weightG,
    size: { length, width, height },
    quantity: Number.isInteger(quantity) && quantity >= 0 ? quantity : DEFAULT_QUANTITY,
  };
}

/** What Shein holds of the SPU: its codes, to name in an edit. */
interface SpuInfo {
  spu_name: string;
  skc_info_list?: Array<{
    skc_name: string;
    supplier_code: string;
    sku_info_list?: Array<{
      sku_code: string;
      supplier_sku: string;
      price_info_list?: Array<{ base_price?: number; currency?: string; sub_site?: string }>;
    }>;
  }>;
}

/** Each picture transformed once per publish and type; Shein answers its own URL. */
function transformer(call: SheinGoodsCall) {
  const done = new Map<string, Promise<string>>();
  return (url: string, imageType: number) => {
    const key = `${imageType} ${url}`;
    let transformed = done.get(key);
    if (!transformed) {
      transformed = call<{ transformed: string }>('/open-api/goods/transform-pic', {
        image_type: imageType,
        original_url: url,
      }).then((answer) => answer.transformed);
      done.set(key, transformed);
    }
    return transformed;
  };
}

/** The variants by colour (the first option), in the draft's order; one group without options. */
function byColour(draft: ListingDraft) {
  const colour = draft.options[0]?.name;
  const groups = new Map<string, ListingVariant[]>();
  for (const variant of draft.variants) {
    const value = colour ? (variant.optionValues[colour] ?? '') : '';
    groups.set(value, [...(groups.get(value) ?? []), variant]);
  }
  return [...groups.entries()];
}

async function spuBody(
  call: SheinGoodsCall,
  draft: ListingDraft,
  fields: SheinFields,
  known: SpuInfo | null,
) {
  const transform = transformer(call);
  const sizeOption = draft.options[1]?.name;
  const onSale = draft.status === 'active' ? MALL_STATE.onSale : MALL_STATE.offSale;
  const skcList = [];
  for (const [index, [colour, variants]] of byColour(draft).entries()) {
    const supplierCode = `${draft.listingKey}-${index + 1}`;
    const skc = known?.skc_info_list?.find((s) => s.supplier_code === supplierCode);
    const main = variants[0]?.imageUrl || draft.images[0]?.url;
    const images = [];
    if (main)
      images.push({
        image_sort: 1,
        image_type: IMAGE_TYPE.main,
        image_url: await transform(main, IMAGE_TYPE.main),
      });
    for (const [i, image] of draft.images.slice(0, DETAIL_IMAGES).entries())
      images.push({
        image_sort: i + 2,
        image_type: IMAGE_TYPE.detail,
        image_url: await transform(image.url, IMAGE_TYPE.detail),
      });
    // Several SKCs each need a colour block picture (Shein shrinks the mockup to 80 × 80).
    if (main)
      images.push({
        image_sort: images.length + 1,
        image_type: IMAGE_TYPE.colorBlock,
        image_url: await transform(main, IMAGE_TYPE.colorBlock),
      });
    const skuList = variants.map((variant) => {
      const sku = skc?.sku_info_list?.find((s) => s.supplier_sku === variant.sku);
      const size = sizeOption ? variant.optionValues[sizeOption] : undefined;
      return {
        supplier_sku: variant.sku,
        ...(sku ? { sku_code: sku.sku_code } : {}),
        mall_state: onSale,
        weight: fields.weightG,
        ...fields.size,
        sale_attribute_list: size
          ? [{ attribute_id: ATTRIBUTE.size, custom_attribute_value: size, language: 'en' }]
          : [],
        // Shein takes prices and stock only for new SKUs; an edit may not send them.
        ...(sku
          ? {}
          : {
              price_info_list: [
                {
                  base_price: Number(variant.price),
                  currency: variant.currency,
                  sub_site: fields.subSite,
                },
              ],
              stock_info_list: [{ inventory_num: fields.quantity }],
            }),
      };
    });
    skcList.push({
      supplier_code: supplierCode,
      ...(skc ? { skc_name: skc.skc_name } : {}),
      sale_attribute: colour
        ? { attribute_id: ATTRIBUTE.color, custom_attribute_value: colour, language: 'en' }
        : { attribute_id: ATTRIBUTE.color, custom_attribute_value: 'Default', language: 'en' },
      image_info: { image_info_list: images },
      sku_list: skuList,
    });
  }
  return {
    category_id: fields.categoryId,
    ...(fields.productTypeId ? { product_type_id: fields.productTypeId } : {}),
    source_system: 'openapi',
    supplier_code: draft.listingKey,
    ...(known
      ? { spu_name: known.spu_name }
      : { site_list: [{ main_site: 'shein', sub_site_list: [fields.subSite] }] }),
    multi_language_name_list: [{ language: 'en', name: draft.title }],
    multi_language_desc_list: [{ language: 'en', name: draft.descriptionText }],
    skc_list: skcList,
  };
}

const spuInfo = (call: SheinGoodsCall, spuName: string) =>
  call<SpuInfo>('/open-api/goods/spu-info', { languageList: ['en'], spuName });

/** The SPU PodKit made before: by its name, else by its supplier code in the product list. */
async function knownSpu(call: SheinGoodsCall, draft: ListingDraft): Promise<SpuInfo | null> {
  if (draft.existingListingId) return spuInfo(call, draft.existingListingId);
  for (let pageNum = 1; pageNum <= SEARCH_PAGES; pageNum++) {
    const page = await call<{ data?: Array<{ spuName: string; supplierCode?: string }> }>(
      '/open-api/openapi-business-backend/product/query',
      { pageNum, pageSize: SEARCH_PAGE_SIZE },
    );
    const rows = page?.data ?? [];
    const mine = rows.find((row) => row.supplierCode === draft.listingKey);
    if (mine) return spuInfo(call, mine.spuName);
    if (rows.length < SEARCH_PAGE_SIZE) break;
  }
  return null;
}

/** The draft's prices that differ from what Shein holds for SKUs it already has. */
function priceChanges(draft: ListingDraft, known: SpuInfo, site: string): SheinPriceChange[] {
  const held = new Map(
    (known.skc_info_list ?? [])
      .flatMap((skc) => skc.sku_info_list ?? [])
      .map((sku) => [sku.supplier_sku, sku]),
  );
  const changes: SheinPriceChange[] = [];
  for (const variant of draft.variants) {
    const sku = held.get(variant.sku);
    if (!sku) continue;
    const price = Number(variant.price);
    const current = sku.price_info_list?.find(
      (p) => p.sub_site === site && p.currency === variant.currency,
    );
    if (current?.base_price !== price)
      changes.push({ skuCode: sku.sku_code, site, currency: variant.currency, price });
  }
  return changes;
}

export async function publishSheinProduct(
  call: SheinGoodsCall,
  draft: ListingDraft,
  remember: RememberListingId | undefined,
): Promise<PublishedListing> {
  const fields = fieldsOf(draft);
  const known = await knownSpu(call, draft);
  if (known && known.spu_name !== draft.existingListingId) await remember?.(known.spu_name);
  const body = await spuBody(call, draft, fields, known);
  const answer = await call<{ spu_name?: string; success?: boolean; pre_valid_result?: unknown }>(
    '/open-api/goods/product/publishOrEdit',
    body,
  );
  const spuName = known?.spu_name ?? answer?.spu_name;
  if (!spuName) throw new PlatformError('Shein 未返回商品 SPU 编码', 502);
  if (!known) await remember?.(spuName);
  if (known) await saveSheinPrices(call, priceChanges(draft, known, fields.subSite));
  // Taken off the shelf before: publishing again puts its SKCs back.
  if (known && draft.status === 'active') await setShelf(call, known, true);
  // Shein shows the goods to buyers only after its review; the seller finds the SPU in SHEIN 商家后台.
  return { listingId: spuName, url: 'https://sellerhub.shein.com/' };
}

async function setShelf(call: SheinGoodsCall, spu: SpuInfo, onShelf: boolean) {
  const skcs = spu.skc_info_list ?? [];
  if (skcs.length === 0) return;
  await call('/open-api/goods/modify-skc-shelf', {
    spu_name: spu.spu_name,
    skc_list: skcs.map((skc) => ({
      skc_name: skc.skc_name,
      shelf_status: onShelf ? MALL_STATE.onSale : MALL_STATE.offSale,
    })),
  });
}

/** Takes every SKC off the shelf; the SPU keeps its codes, so publishing again edits it. */
export async function unshelfSheinProduct(call: SheinGoodsCall, spuName: string) {
  await setShelf(call, await spuInfo(call, spuName), false);
}
