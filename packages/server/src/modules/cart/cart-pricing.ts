import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { cachedMany, versionKey } from '../../cache/index.js';
import type { DbExecutor } from '../../db/client.js';
import { statement } from '../../db/statement.js';
import { levelRules, loadParts } from '../catalog/index.js';
import { callerLevel } from '../catalog/index.js';
import { priceSku } from '../catalog/index.js';
import { basicProducts, blankImages, blankViews, type BasicProductRow } from '../catalog/index.js';
import { goods, goodsSkus } from '../goods/index.js';
import { loadArtwork } from '../orders/index.js';
import { designedProducts, designedProductSkus } from '../products/index.js';
import { customerMarkup, markupOf } from '../sub-sites/index.js';
import type { User } from '../users/index.js';

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
 */
export async function priceSkus(
  db: DbExecutor,
  user: User,
  refs: Array<SkuRef & { quantity: number }>,
): Promise<PricedSku[]> {
  const blankIds = unique(refs.map((r) => (r.itemType === 'blank' ? r.basicProductId : null)));
  const goodsIds = unique(refs.map((r) => (r.itemType === 'goods' ? r.goodsId : null)));
  const designedIds = unique(
    refs.map((r) => (r.itemType === 'blank' ? r.designedProductId : null)),
  );
  const [blankRows, parts, level, goodsWithSkus, designedRows, designedSkuRows, markup] =
    await Promise.all([
      siteBlanks(db, user.siteId, blankIds),
      loadParts(db, blankIds, { templates: false }),
      callerLevel(db, user),
      goodsIds.length
        ? siteGoodsWithSkus(db, { siteId: user.siteId, ids: goodsIds })
        : Promise.resolve([]),
      designedIds.length
        ? db
            .select()
            .from(designedProducts)
            .where(
              and(
                eq(designedProducts.siteId, user.siteId),
                eq(designedProducts.userId, user.id),
                inArray(designedProducts.id, designedIds),
              ),
            )
        : Promise.resolve([]),
      designedIds.length
        ? db
            .select()
            .from(designedProductSkus)
            .where(inArray(designedProductSkus.productId, designedIds))
        : Promise.resolve([]),
      customerMarkup(db, user),
    ]);
  const designed = new Map(designedRows.map((row) => [row.id, row]));
  const colorPictures = await firstViewPictures(db, blankIds);
  // Storage keys, not URLs: the caller knows the storage (see PricedSku.image).
  const artwork = await loadArtwork(db, designedIds, (key) => key);
  const rules = await levelRules(db, blankIds, level.level?.id ?? null);
  const blanks = blankRows;
  const goodsById = new Map(goodsWithSkus.map(({ goods: row }) => [row.id, row]));
  const skuRows = goodsWithSkus.flatMap(({ sku }) => (sku ? [sku] : []));

  return refs.map((ref): PricedSku => {
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
      const product = designed.get(ref.designedProductId);
      if (!product || product.basicProductId !== blank.id)
        return { ...priced, availability: 'unavailable', reason: '设计产品不存在' };
      const mockup = artwork.get(product.id)?.mockupByColor.get(color.id);
      const named = {
        ...priced,
        name: product.name,
        ...(mockup ? { image: { key: mockup } } : {}),
      };
      const hasSku = designedSkuRows.some(
        (sku) => sku.productId === product.id && sku.colorId === color.id && sku.sizeId === size.id,
      );
      if (!hasSku)
        return { ...named, availability: 'unavailable', reason: '该设计产品没有此颜色尺码' };
      if (product.status === 'rendering')
        return {
          ...named,
          availability: 'print_file_pending',
          reason: '印刷文件生成中，请稍后再下单',
        };
      if (product.status === 'failed')
        return {
          ...named,
          availability: 'print_file_failed',
          reason: '印刷文件生成失败，请重新保存设计',
        };
      return named;
    }
    const row = ref.goodsId ? goodsById.get(ref.goodsId) : undefined;
    if (!row) return missing('商品不存在');
    const skus = skuRows.filter((sku) => sku.goodsId === row.id);
    const sku = skus.find((s) => s.id === ref.goodsSkuId);
    if (skus.length > 0 && !sku) return { ...missing('请选择有效的商品规格'), name: row.name };
    if (skus.length === 0 && ref.goodsSkuId)
      return { ...missing('该规格已不存在'), name: row.name };
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

/**
 * The site's goods among `ids`, once per SKU (with `sku` null for a good without SKUs): one
 * statement, with only the columns a price needs (not a good's description).
 */
const siteGoodsWithSkus = statement((db, p: { siteId: number; ids: number[] }) =>
  db
    .select({
      goods: {
        id: goods.id,
        name: goods.name,
        images: goods.images,
        priceCents: goods.priceCents,
        stock: goods.stock,
        isPublished: goods.isPublished,
      },
      sku: {
        id: goodsSkus.id,
        goodsId: goodsSkus.goodsId,
        specValues: goodsSkus.specValues,
        priceCents: goodsSkus.priceCents,
        stock: goodsSkus.stock,
      },
    })
    .from(goods)
    .leftJoin(goodsSkus, eq(goodsSkus.goodsId, goods.id))
    .where(and(eq(goods.siteId, p.siteId), sql`${goods.id} = any(${p.ids})`)),
);

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
