import { and, asc, eq, inArray } from 'drizzle-orm';
import { cachedMany, versionKey } from '../../cache/index.js';
import type { DbExecutor } from '../../db/client.js';
import { levelRules, loadParts } from '../catalog/index.js';
import { callerLevel } from '../catalog/index.js';
import { priceSku } from '../catalog/index.js';
import { basicProducts, blankImages, blankViews, type BasicProductRow } from '../catalog/index.js';
import { customerMarkup, markupOf } from '../sub-sites/index.js';
import type { User } from '../users/index.js';
import { loadSkuFacts, type SkuFacts } from './sku-facts.js';

/** General goods carry no weight of their own; each unit ships as this much. */
export const GENERAL_GOODS_WEIGHT_GRAMS = 200;

/** What a cart line or a new one names: a blank colour × size, or a general good and its SKU. */
export interface SkuRef {
  itemType: 'blank' | 'goods';
  basicProductId: number | null;
  colorId: number | null;
  sizeId: number | null;
  designedProductId: number | null;
  goodsId: number | null;
  goodsSkuId: number | null;
}

export type Availability =
  'ok' | 'unavailable' | 'out_of_stock' | 'print_file_pending' | 'print_file_failed';

/** A SKU priced for one reseller now. */
export interface PricedSku {
  name: string;
  skuText: string;
  /** Whole cents: the level's price truncated, as it is shown (a sub-site customer's includes the markup). */
  unitPriceCents: number;
  /** Of unitPriceCents, what a sub-site's owner adds (credited to the owner when the order is paid). */
  markupCents: number;
  weightGrams: number;
  /** Units left for general goods; null when stock is not counted (blanks). */
  stock: number | null;
  availability: Availability;
  /** Chinese, '' when available. */
  reason: string;
  /** A picture URL, or a storage key of a designed product's mockup (the caller makes it a URL). */
  image: { url: string } | { key: string } | null;
}

/** The key two lines share when they are the same SKU (so adding again merges). */
export function skuKeyOf(ref: SkuRef): string {
  return ref.itemType === 'blank'
    ? `blank:${ref.basicProductId}:${ref.colorId}:${ref.sizeId}:${ref.designedProductId ?? 0}`
    : `goods:${ref.goodsId}:${ref.goodsSkuId ?? 0}`;
}

const missing = (reason: string): PricedSku => ({
  name: '',
  skuText: '',
  unitPriceCents: 0,
  markupCents: 0,
  weightGrams: 0,
  stock: null,
  availability: 'unavailable',
  reason,
  image: null,
});

/**
 * Prices SKUs for the user at their group level (blanks by their purchase rule, general goods at
 * their price) and says whether each can be ordered `quantity` times. Answers in input order.
 * `facts` (in input order) are the refs' goods and designed products when the caller has read them
 * already (the cart reads them with its lines); else they are read here.
 */
export async function priceSkus(
  db: DbExecutor,
  user: User,
  refs: Array<SkuRef & { quantity: number }>,
  facts?: readonly SkuFacts[],
): Promise<PricedSku[]> {
  const blankIds = unique(refs.map((r) => (r.itemType === 'blank' ? r.basicProductId : null)));
  const [blanks, parts, level, refFacts, markup, colorPictures] = await Promise.all([
    siteBlanks(db, user.siteId, blankIds),
    loadParts(db, blankIds, { templates: false }),
    callerLevel(db, user),
    facts ?? loadSkuFacts(db, user, refs),
    customerMarkup(db, user),
    firstViewPictures(db, blankIds),
  ]);
  const rules = await levelRules(db, blankIds, level.level?.id ?? null);

  return refs.map((ref, i): PricedSku => {
    const { goods: goodsFacts, designed } = refFacts[i]!;
    if (ref.itemType === 'blank') {
      const blank = ref.basicProductId ? blanks.get(ref.basicProductId) : undefined;
      if (!blank) return missing('商品不存在');
      const blankParts = parts.get(blank.id);
      const color = blankParts?.colors.find((c) => c.id === ref.colorId);
      const size = blankParts?.sizes.find((s) => s.id === ref.sizeId);
      if (!color || !size) return { ...missing('该颜色或尺码已不存在'), name: blank.name };
      const price = priceSku(blank.basePriceCents, size.surchargeCents, rules.get(blank.id));
      const platformCents = Math.trunc(price.purchaseCents);
      const markupCents = markup
        ? markupOf(platformCents, markup.basisPointsFor(blank.categoryId))
        : 0;
      const priced: PricedSku = {
        name: blank.name,
        skuText: `${color.name} / ${size.name}`,
        unitPriceCents: platformCents + markupCents,
        markupCents,
        weightGrams: blank.weightGrams,
        stock: null,
        availability: 'ok',
        reason: '',
        image: pictureOf(colorPictures.get(`${blank.id}:${color.id}`)),
      };
      if (blank.status !== 1)
        return { ...priced, availability: 'unavailable', reason: '商品已下架' };
      if (ref.designedProductId === null) return priced;
      if (!designed || designed.row.basicProductId !== blank.id)
        return { ...priced, availability: 'unavailable', reason: '设计产品不存在' };
      const named = {
        ...priced,
        name: designed.row.name,
        ...(designed.mockupKey ? { image: { key: designed.mockupKey } } : {}),
      };
      if (!designed.hasSku)
        return { ...named, availability: 'unavailable', reason: '该设计产品没有此颜色尺码' };
      if (designed.row.status === 'rendering')
        return {
          ...named,
          availability: 'print_file_pending',
          reason: '印刷文件生成中，请稍后再下单',
        };
      if (designed.row.status === 'failed')
        return {
          ...named,
          availability: 'print_file_failed',
          reason: '印刷文件生成失败，请重新保存设计',
        };
      return named;
    }
    if (!goodsFacts) return missing('商品不存在');
    const { row, sku, hasSkus } = goodsFacts;
    if (hasSkus && !sku) return { ...missing('请选择有效的商品规格'), name: row.name };
    if (!hasSkus && ref.goodsSkuId) return { ...missing('该规格已不存在'), name: row.name };
    const stock = sku ? sku.stock : row.stock;
    const base = {
      name: row.name,
      skuText: sku ? sku.specValues.map((v) => `${v.name}:${v.value}`).join(' / ') : '',
      unitPriceCents: sku ? sku.priceCents : row.priceCents,
      markupCents: 0,
      weightGrams: GENERAL_GOODS_WEIGHT_GRAMS,
      stock,
      image: pictureOf(row.images[0]),
    };
    if (row.isPublished !== 1)
      return { ...base, availability: 'unavailable', reason: '商品已下架' };
    if (stock < ref.quantity)
      return {
        ...base,
        availability: 'out_of_stock',
        reason: stock > 0 ? `库存不足，仅剩 ${stock} 件` : '商品已售罄',
      };
    return { ...base, availability: 'ok', reason: '' };
  });
}

const pictureOf = (url: string | undefined) => (url ? { url } : null);

const CATALOG = [versionKey('catalog')];

/** The site's blanks among `ids`, by id; from memory in a reading request while the catalogue is unchanged. */
function siteBlanks(db: DbExecutor, siteId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve(new Map<number, BasicProductRow>());
  return cachedMany(db, `siteBlanks:${siteId}`, ids, CATALOG, async (missing) => {
    const rows = await db
      .select()
      .from(basicProducts)
      .where(and(eq(basicProducts.siteId, siteId), inArray(basicProducts.id, missing)));
    return new Map(rows.map((row) => [row.id, row]));
  });
}

/**
 * The small picture of each blank colour on its first view, by `blank:colour`; from memory in a
 * reading request while the catalogue is unchanged.
 */
export async function firstViewPictures(
  db: DbExecutor,
  blankIds: number[],
): Promise<Map<string, string>> {
  if (blankIds.length === 0) return new Map();
  const byBlank = await cachedMany(db, 'firstViewPictures', blankIds, CATALOG, async (missing) => {
    const rows = await db
      .select({
        productId: blankImages.productId,
        colorId: blankImages.colorId,
        src: blankImages.smallImageSrc,
        image: blankImages.imageSrc,
      })
      .from(blankImages)
      .innerJoin(blankViews, eq(blankViews.id, blankImages.viewId))
      .where(inArray(blankImages.productId, missing))
      .orderBy(asc(blankViews.sort), asc(blankViews.id));
    const pictures = new Map<number, Array<[string, string]>>();
    for (const id of missing) pictures.set(id, []);
    const seen = new Set<string>();
    for (const row of rows) {
      const key = `${row.productId}:${row.colorId}`;
      if (seen.has(key)) continue;
      seen.add(key);
      pictures.get(row.productId)!.push([key, row.src || row.image]);
    }
    return pictures;
  });
  const found = new Map<string, string>();
  for (const pictures of byBlank.values()) for (const [key, src] of pictures) found.set(key, src);
  return found;
}

function unique(ids: Array<number | null>): number[] {
  return [...new Set(ids.filter((id): id is number => id !== null))];
}
