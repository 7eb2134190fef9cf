import {
  PlatformError,
  type ListingDraft,
  type PublishedListing,
  type RememberListingId,
} from './connector.js';
import { listingImageFile, listingImageName } from './listing-image.js';
import { shopeeItemAttributes } from './shopee-category.js';
import { waitingOutShortLimits } from './platform-http.js';
import { shopeeProductUrl } from './shopee-region.js';

/**
 * Publishing to Shopee through Open Platform v2's product API: pictures uploaded first
 * (`media_space.upload_image`, a partner-level call, answers an `image_id`), the item added
 * (`product.add_item`, the listing key as its `item_sku`) or updated (`product.update_item`), then
 * its colour × size models (`init_tier_variation`, or `update_tier_variation` + `add_model` +
 * `update_price` when the tiers stay the same); unpublish unlists it (`product.unlist_item`).
 */

/** A signed call; `shop` adds the shop's token and id (shop-level APIs). FormData goes as multipart. */
export type ShopeeCall = <T>(
  method: 'GET' | 'POST',
  path: string,
  params: Record<string, unknown> | FormData,
  shop: boolean,
) => Promise<T>;

/** Shopee shows at most 9 pictures an item. */
const ITEM_IMAGES = 9;
/** An item has at most 50 models, two tiers; model lists go 50 a call. */
const MAX_MODELS = 50;
const MAX_TIERS = 2;
const DEFAULT_QUANTITY = 999;
/** Above this, days to ship make the item a pre-order (Shopee's usual non-pre-order limit). */
const READY_STOCK_DAYS = 3;
/** Channels whose fee needs a size or a fee of the seller, which the template does not give. */
const NEEDS_MORE = new Set(['SIZE_SELECTION', 'CUSTOM_PRICE']);

interface TemplateFields {
  categoryId: number;
  weightKg: number;
  daysToShip: number | null;
  quantity: number;
}

interface Channel {
  logistics_channel_id: number;
  enabled?: boolean;
  fee_type?: string;
  mask_channel_id?: number;
}

interface Tier {
  name: string;
  values: string[];
}

interface ShopeeModel {
  model_id: number;
  model_sku?: string;
  tier_index: number[];
}

interface ModelList {
  standardise_tier_variation?: Array<{
    variation_name: string;
    variation_option_list: Array<{ variation_option_name: string }>;
  }>;
  model?: ShopeeModel[];
}

interface WantedModel {
  sku: string;
  price: number;
  tierIndex: number[];
}

function fieldsOf(draft: ListingDraft): TemplateFields {
  const categoryId = Number((draft.attributes.category_id ?? '').trim());
  if (!Number.isInteger(categoryId) || categoryId <= 0)
    throw new PlatformError(
      'Shopee 产品模板缺少叶子类目 ID（category_id），请先在产品模板中填写',
      422,
    );
  const weightKg = Number((draft.attributes.weight_kg ?? '').trim());
  if (!(weightKg > 0))
    throw new PlatformError(
      'Shopee 产品模板缺少重量（weight_kg，如 0.3），请先在产品模板中填写',
      422,
    );
  const days = Number((draft.attributes.days_to_ship ?? '').trim() || NaN);
  const quantity = Number(draft.attributes.quantity || DEFAULT_QUANTITY);
  return {
    categoryId,
    weightKg,
    daysToShip: Number.isInteger(days) && days > 0 ? days : null,
    quantity: Number.isInteger(quantity) && quantity >= 0 ? quantity : DEFAULT_QUANTITY,
  };
}

/** The shop's enabled channels an item can take without a size or fee of its own. */
async function logisticInfo(call: ShopeeCall) {
  const { logistics_channel_list: channels = [] } = await call<{
    logistics_channel_list?: Channel[];
  }>('GET', '/api/v2/logistics/get_channel_list', {}, true);
  const usable = channels.filter(
    (c) => c.enabled && !NEEDS_MORE.has(c.fee_type ?? '') && (c.mask_channel_id ?? 0) === 0,
  );
  if (!usable.length)
    throw new PlatformError('Shopee 店铺没有可用的物流渠道，请先在卖家中心开启物流渠道', 422);
  return usable.map((c) => ({ logistic_id: c.logistics_channel_id, enabled: true }));
}

/** Each picture uploaded once per publish; Shopee answers the image_id an item names it by. */
function uploader(call: ShopeeCall) {
  const ids = new Map<string, Promise<string>>();
  return (url: string, rank: number) => {
    let id = ids.get(url);
    if (!id) {
      id = (async () => {
        const form = new FormData();
        form.set('image', await listingImageFile('Shopee', url), listingImageName(url, rank));
        form.set('scene', 'normal');
        const answer = await waitingOutShortLimits(() =>
          call<{ image_info?: { image_id?: string } }>(
            'POST',
            '/api/v2/media_space/upload_image',
            form,
            false,
          ),
        );
        const imageId = answer.image_info?.image_id;
        if (!imageId) throw new PlatformError(`Shopee 未返回图片 ID：${url}`, 502);
        return imageId;
      })();
      ids.set(url, id);
    }
    return id;
  };
}

function tiersOf(draft: ListingDraft): Tier[] {
  const tiers = draft.options.filter((option) => option.values.length > 0);
  if (tiers.length > MAX_TIERS)
    throw new PlatformError(`Shopee 商品最多 ${MAX_TIERS} 层规格（如颜色、尺码）`, 422);
  if (draft.variants.length > MAX_MODELS)
    throw new PlatformError(
      `Shopee 每个商品最多 ${MAX_MODELS} 个规格组合，本商品有 ${draft.variants.length} 个`,
      422,
    );
  return tiers;
}

function wantedModels(draft: ListingDraft, tiers: Tier[]): WantedModel[] {
  return draft.variants.map((variant) => ({
    sku: variant.sku,
    price: Number(variant.price),
    tierIndex: tiers.map((tier) => tier.values.indexOf(variant.optionValues[tier.name] ?? '')),
  }));
}

/** The tiers as Shopee takes them, the first tier's options with their colour's picture. */
async function standardTiers(
  draft: ListingDraft,
  tiers: Tier[],
  upload: (url: string, rank: number) => Promise<string>,
) {
  const result = [];
  for (const [position, tier] of tiers.entries()) {
    const options = [];
    for (const [i, value] of tier.values.entries()) {
      const pictured =
        position === 0
          ? draft.variants.find((v) => v.optionValues[tier.name] === value && v.imageUrl)
          : undefined;
      options.push({
        variation_option_id: 0,
        variation_option_name: value,
        ...(pictured ? { image_id: await upload(pictured.imageUrl, 100 + i) } : {}),
      });
    }
    result.push({
      variation_id: 0,
      variation_group_id: 0,
      variation_name: tier.name,
      variation_option_list: options,
    });
  }
  return result;
}

const chunks = <T>(list: T[]) =>
  Array.from({ length: Math.ceil(list.length / MAX_MODELS) }, (_, i) =>
    list.slice(i * MAX_MODELS, (i + 1) * MAX_MODELS),
  );

const sameTierNames = (current: ModelList, tiers: Tier[]) => {
  const names = (current.standardise_tier_variation ?? []).map((t) => t.variation_name);
  return names.length === tiers.length && names.every((name, i) => name === tiers[i]!.name);
};

/**
 * Makes the item's models the draft's: a new tier structure through init_tier_variation; the same
 * one by moving the models kept (found by their SKU) to their new options, adding the missing ones
 * and repricing the kept ones, so their model ids (which orders name) stay.
 */
async function syncModels(
  call: ShopeeCall,
  itemId: number,
  draft: ListingDraft,
  fields: TemplateFields,
  upload: (url: string, rank: number) => Promise<string>,
) {
  const tiers = tiersOf(draft);
  const wanted = wantedModels(draft, tiers);
  const stock = [{ stock: fields.quantity }];
  const standardise = await standardTiers(draft, tiers, upload);
  const current = await call<ModelList>(
    'GET',
    '/api/v2/product/get_model_list',
    { item_id: itemId },
    true,
  );
  const models = current.model ?? [];
  if (!models.length || !sameTierNames(current, tiers)) {
    await call(
      'POST',
      '/api/v2/product/init_tier_variation',
      {
        item_id: itemId,
        standardise_tier_variation: standardise,
        model: wanted.map((m) => ({
          tier_index: m.tierIndex,
          model_sku: m.sku,
          original_price: m.price,
          seller_stock: stock,
        })),
      },
      true,
    );
    return;
  }
  const kept = wanted.flatMap((m) => {
    const model = models.find((existing) => existing.model_sku === m.sku);
    return model ? [{ ...m, modelId: model.model_id }] : [];
  });
  await call(
    'POST',
    '/api/v2/product/update_tier_variation',
    {
      item_id: itemId,
      standardise_tier_variation: standardise,
      model_list: kept.map((m) => ({ model_id: m.modelId, tier_index: m.tierIndex })),
    },
    true,
  );
  const added = wanted.filter((m) => !kept.some((k) => k.sku === m.sku));
  for (const part of chunks(added))
    await call(
      'POST',
      '/api/v2/product/add_model',
      {
        item_id: itemId,
        model_list: part.map((m) => ({
          tier_index: m.tierIndex,
          model_sku: m.sku,
          original_price: m.price,
          seller_stock: stock,
        })),
      },
      true,
    );
  for (const part of chunks(kept)) {
    const priced = await call<{
      failure_list?: Array<{ model_id: number; failed_reason: string }>;
    }>(
      'POST',
      '/api/v2/product/update_price',
      {
        item_id: itemId,
        price_list: part.map((m) => ({ model_id: m.modelId, original_price: m.price })),
      },
      true,
    );
    const [failed] = priced.failure_list ?? [];
    if (failed)
      throw new PlatformError(
        `Shopee 改价失败（model ${failed.model_id}）：${failed.failed_reason}`,
        400,
      );
  }
}

/**
 * The item PodKit made before: by its id while Shopee still has it, else by the listing key it was
 * made with as `item_sku` (a crash between Shopee's answer and PodKit's write).
 */
async function knownItem(call: ShopeeCall, draft: ListingDraft): Promise<number | null> {
  if (draft.existingListingId) {
    const { item_list: items = [] } = await call<{
      item_list?: Array<{ item_id: number; item_status: string }>;
    }>(
      'GET',
      '/api/v2/product/get_item_base_info',
      { item_id_list: draft.existingListingId },
      true,
    );
    const item = items.find((i) => String(i.item_id) === draft.existingListingId);
    if (item && (item.item_status === 'NORMAL' || item.item_status === 'UNLIST'))
      return item.item_id;
  }
  const found = await call<{ item_id_list?: number[] }>(
    'GET',
    '/api/v2/product/search_item',
    { page_size: 1, item_sku: draft.listingKey, item_status: ['NORMAL', 'UNLIST'] },
    true,
  );
  return found.item_id_list?.[0] ?? null;
}

export async function publishShopeeItem(
  call: ShopeeCall,
  shopId: string,
  draft: ListingDraft,
  remember: RememberListingId | undefined,
): Promise<PublishedListing> {
  const fields = fieldsOf(draft);
  tiersOf(draft);
  const upload = uploader(call);
  const imageIds = [];
  for (const [i, image] of draft.images.slice(0, ITEM_IMAGES).entries())
    imageIds.push(await upload(image.url, i + 1));
  const item = {
    item_name: draft.title,
    description: draft.descriptionText,
    item_sku: draft.listingKey,
    category_id: fields.categoryId,
    weight: fields.weightKg,
    image: { image_id_list: imageIds },
    logistic_info: await logisticInfo(call),
    condition: 'NEW',
    ...shopeeItemAttributes(draft),
    item_status: draft.status === 'active' ? 'NORMAL' : 'UNLIST',
    ...(fields.daysToShip
      ? {
          pre_order: {
            is_pre_order: fields.daysToShip > READY_STOCK_DAYS,
            days_to_ship: fields.daysToShip,
          },
        }
      : {}),
  };
  let itemId = await knownItem(call, draft);
  if (itemId !== null) {
    await call('POST', '/api/v2/product/update_item', { item_id: itemId, ...item }, true);
  } else {
    const lowest = Math.min(...draft.variants.map((v) => Number(v.price)));
    const made = await call<{ item_id: number }>(
      'POST',
      '/api/v2/product/add_item',
      { ...item, original_price: lowest, seller_stock: [{ stock: fields.quantity }] },
      true,
    );
    itemId = made.item_id;
  }
  if (String(itemId) !== draft.existingListingId) await remember?.(String(itemId));
  await syncModels(call, itemId, draft, fields, upload);
  const shop = await call<{ region?: string }>('GET', '/api/v2/shop/get_shop_info', {}, true);
  return { listingId: String(itemId), url: shopeeProductUrl(shop.region ?? '', shopId, itemId) };
}

/** Unlists the item: it keeps its id and models, so publishing again lists it (update_item NORMAL). */
export async function unlistShopeeItem(call: ShopeeCall, itemId: string) {
  const answer = await call<{ failure_list?: Array<{ item_id: number; failed_reason: string }> }>(
    'POST',
    '/api/v2/product/unlist_item',
    { item_list: [{ item_id: Number(itemId), unlist: true }] },
    true,
  );
  const [failed] = answer.failure_list ?? [];
  if (failed) throw new PlatformError(`Shopee 下架失败：${failed.failed_reason}`, 400);
}
