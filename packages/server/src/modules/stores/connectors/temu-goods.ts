import {
  PlatformError,
  type ListingDraft,
  type PublishedListing,
  type RememberListingId,
} from './connector.js';

/**
 * Publishing to a Temu seller's own store (semi-managed 17, local 18) through the partner API's
 * local goods calls: every picture converted first (`bg.local.goods.image.upload`), each colour and
 * size given a custom spec id (`bg.local.goods.spec.id.get`), then the goods added
 * (`bg.local.goods.add`) or edited whole (`bg.local.goods.update`); unpublish and publishing again
 * set the sale status (`bg.local.goods.sale.status.set`). The listing key is the goods'
 * `outGoodsSn` and each variant's SKU its `outSkuSn`, so a retry after a crash finds the goods by
 * those SKUs (`temu.local.goods.list.retrieve`) and edits it.
 */

/** A signed router call with the store's token (temu.ts). */
export type TemuGoodsCall = <T>(type: string, params: object) => Promise<T>;

/** Temu's parent spec ids of the colour and size sale properties (not confirmed publicly). */
const PARENT_SPEC = { color: 1001, size: 3001 } as const;
const DEFAULT_QUANTITY = 999;
/** Days from order to shipment the goods promise; Temu's form offers 1 or 2. */
const DEFAULT_SHIPMENT_DAYS = 2;
/** Temu shows at most 10 carousel pictures (detailImage takes 49; the first ten suffice). */
const CAROUSEL_IMAGES = 10;

interface TemuFields {
  catId: number;
  costTemplateId: string;
  weightG: string;
  size: { length: string; width: string; height: string };
  quantity: number;
  shipmentDays: number;
}

function fieldsOf(platformName: string, draft: ListingDraft): TemuFields {
  const a = draft.attributes;
  const missing = (what: string) =>
    new PlatformError(`${platformName} 产品模板缺少${what}，请先在产品模板中填写`, 422);
  const catId = Number((a.category_id ?? '').trim());
  if (!Number.isInteger(catId) || catId <= 0) throw missing('叶子类目 ID（category_id）');
  const costTemplateId = (a.cost_template_id ?? '').trim();
  if (!costTemplateId) throw missing('运费模板 ID（cost_template_id）');
  const positive = (key: string) => {
    const value = (a[key] ?? '').trim();
    return /^\d+(\.\d+)?$/.test(value) && Number(value) > 0 ? value : null;
  };
  const weightG = positive('weight_g');
  if (!weightG) throw missing('包装重量（weight_g，克）');
  const [length, width, height] = ['length_cm', 'width_cm', 'height_cm'].map(positive);
  if (!length || !width || !height) throw missing('包装尺寸（length_cm、width_cm、height_cm）');
  const whole = (key: string, fallback: number) => {
    const value = Number(a[key] || fallback);
    return Number.isInteger(value) && value >= 0 ? value : fallback;
  };
  return {
    catId,
    costTemplateId,
    weightG,
    size: { length, width, height },
    quantity: whole('quantity', DEFAULT_QUANTITY),
    shipmentDays: whole('shipment_limit_day', DEFAULT_SHIPMENT_DAYS),
  };
}

/** Each picture converted once per publish; Temu answers the URL its goods name it by. */
function imageConverter(call: TemuGoodsCall) {
  const converted = new Map<string, Promise<string>>();
  return (url: string) => {
    let done = converted.get(url);
    if (!done) {
      done = call<{ url: string }>('bg.local.goods.image.upload', { fileUrl: url }).then(
        (answer) => answer.url,
      );
      converted.set(url, done);
    }
    return done;
  };
}

/** Spec ids of each option value, made (or found again) under the category. */
async function specIds(call: TemuGoodsCall, draft: ListingDraft, catId: number) {
  const ids = new Map<string, number>();
  for (const [position, option] of draft.options.entries()) {
    const parentSpecId = position === 0 ? PARENT_SPEC.color : PARENT_SPEC.size;
    for (const value of option.values) {
      const answer = await call<{ specId: number }>('bg.local.goods.spec.id.get', {
        catId,
        parentSpecId,
        childSpecName: value,
      });
      ids.set(`${option.name}\u0000${value}`, answer.specId);
    }
  }
  return ids;
}

async function goodsBody(call: TemuGoodsCall, draft: ListingDraft, fields: TemuFields) {
  const convert = imageConverter(call);
  const gallery: string[] = [];
  for (const image of draft.images.slice(0, CAROUSEL_IMAGES))
    gallery.push(await convert(image.url));
  const specs = await specIds(call, draft, fields.catId);
  const skuList = [];
  for (const variant of draft.variants) {
    const picture = variant.imageUrl || draft.images[0]?.url;
    skuList.push({
      outSkuSn: variant.sku,
      specIdList: draft.options
        .filter((option) => variant.optionValues[option.name])
        .map((option) => specs.get(`${option.name}\u0000${variant.optionValues[option.name]}`)),
      basePrice: { amount: variant.price, currency: variant.currency },
      // The base price is the one the buyer sees: no separate list price.
      listPriceType: 1,
      quantity: fields.quantity,
      weight: fields.weightG,
      weightUnit: 'g',
      ...fields.size,
      volumeUnit: 'cm',
      images: picture ? [await convert(picture)] : [],
    });
  }
  return {
    goodsBasic: {
      goodsName: draft.title,
      catId: fields.catId,
      outGoodsSn: draft.listingKey,
      goodsGallery: { detailImage: gallery },
    },
    goodsServicePromise: {
      shipmentLimitDay: fields.shipmentDays,
      // 1: the seller ships (the only way for a seller's own store).
      fulfillmentType: 1,
      costTemplateId: fields.costTemplateId,
    },
    goodsProperty: {
      goodsProperties: Object.entries(draft.attributes)
        .filter(([key]) => /^\d+$/.test(key))
        .map(([pid, value]) => ({ pid: Number(pid), value })),
    },
    goodsDesc: draft.descriptionText,
    skuList,
  };
}

interface FoundGoods {
  goodsId: number | string;
  outSkuSnList?: string[];
}

/** The goods PodKit made before: by its id, else by the SKUs it was made with. */
async function knownGoods(call: TemuGoodsCall, draft: ListingDraft): Promise<string | null> {
  if (draft.existingListingId) return draft.existingListingId;
  const found = await call<{ goodsList?: FoundGoods[] }>('temu.local.goods.list.retrieve', {
    goodsSearchType: 'ALL',
    outSkuSnList: draft.variants.map((variant) => variant.sku),
    pageSize: 1,
  });
  const [goods] = found?.goodsList ?? [];
  return goods ? String(goods.goodsId) : null;
}

export async function publishTemuGoods(
  platformName: string,
  call: TemuGoodsCall,
  draft: ListingDraft,
  remember: RememberListingId | undefined,
): Promise<PublishedListing> {
  const fields = fieldsOf(platformName, draft);
  const known = await knownGoods(call, draft);
  const body = await goodsBody(call, draft, fields);
  if (known) {
    if (known !== draft.existingListingId) await remember?.(known);
    await call('bg.local.goods.update', { goodsId: Number(known), ...body });
    // Goods published before are past Temu's review: the template's status sets its sale status.
    await setOnSale(call, known, draft.status === 'active');
    return listed(known);
  }
  // New goods go to Temu's price and audit review and go on sale once it passes.
  const made = await call<{ goodsId: number | string }>('bg.local.goods.add', body);
  const goodsId = String(made.goodsId);
  await remember?.(goodsId);
  return listed(goodsId);
}

const listed = (goodsId: string): PublishedListing => ({
  listingId: goodsId,
  url: `https://www.temu.com/goods.html?goods_id=${goodsId}`,
});

/** Puts the goods on sale (onsale 1) or takes it off (0); Temu keeps its id and SKUs. */
export async function setOnSale(call: TemuGoodsCall, goodsId: string, onSale: boolean) {
  await call('bg.local.goods.sale.status.set', {
    goodsId: Number(goodsId),
    onsale: onSale ? 1 : 0,
    operationType: 1,
  });
}
