import { and, eq, sql } from 'drizzle-orm';
import type { SpecValue } from '@podkit/sdk-core';
import type { DbExecutor } from '../../db/client.js';
import { statement } from '../../db/statement.js';
import { blankViews } from '../catalog/index.js';
import { goods, goodsSkus } from '../goods/index.js';
import { designedProducts, designedProductSkus, productMockups } from '../products/index.js';
import type { User } from '../users/index.js';
import type { SkuRef } from './cart-pricing.js';

/** A general good as its price needs it, with the SKU a line names (null when none matches). */
export interface GoodsFacts {
  row: {
    id: number;
    name: string;
    images: string[];
    priceCents: number;
    stock: number;
    isPublished: number;
  };
  sku: { id: number; specValues: SpecValue[]; priceCents: number; stock: number } | null;
  /** Whether the good has SKUs at all (then a line must name one of them). */
  hasSkus: boolean;
}

/** A designed product of the reseller as a line of it needs it. */
export interface DesignedFacts {
  row: {
    id: number;
    name: string;
    basicProductId: number;
    status: (typeof designedProducts.$inferSelect)['status'];
  };
  /** Whether the product offers the line's colour × size. */
  hasSku: boolean;
  /** Storage key of the line colour's first ready mockup (views in display order). */
  mockupKey: string | null;
}

/**
 * What pricing a SKU reads besides the catalogue (which is cached): its general good, or its
 * designed product. Absent when the ref names none, or one that is not the site's / reseller's.
 */
export interface SkuFacts {
  goods?: GoodsFacts;
  designed?: DesignedFacts;
}

/** Columns of a good that its price needs (not its description). */
export const goodsPriceColumns = {
  id: goods.id,
  name: goods.name,
  images: goods.images,
  priceCents: goods.priceCents,
  stock: goods.stock,
  isPublished: goods.isPublished,
};

/** Columns of a designed product that pricing a line of it needs. */
export const designedPriceColumns = {
  id: designedProducts.id,
  name: designedProducts.name,
  basicProductId: designedProducts.basicProductId,
  status: designedProducts.status,
};

/** Whether the designed product offers colour × size (columns of the outer query). */
export function designedOffers(colorId: unknown, sizeId: unknown) {
  return sql<boolean>`exists (select 1 from ${designedProductSkus} where ${designedProductSkus.productId} = ${designedProducts.id} and ${designedProductSkus.colorId} = ${colorId} and ${designedProductSkus.sizeId} = ${sizeId})`;
}

/** The storage key of the colour's first ready mockup of the designed product in the outer query. */
export function firstMockupKey(colorId: unknown) {
  return sql<
    string | null
  >`(select ${productMockups.fileKey} from ${productMockups} inner join ${blankViews} on ${blankViews.id} = ${productMockups.viewId} where ${productMockups.productId} = ${designedProducts.id} and ${productMockups.colorId} = ${colorId} and ${productMockups.status} = 'ready' and ${productMockups.fileKey} <> '' order by ${blankViews.sort}, ${blankViews.id} limit 1)`;
}

/** Whether the good in the outer query has SKUs. */
export const goodsHasSkus = sql<boolean>`exists (select 1 from ${goodsSkus} where ${goodsSkus.goodsId} = ${goods.id})`;

/** The site's goods among `ids`, once per SKU (`sku` null for a good without SKUs). */
const siteGoodsWithSkus = statement((db, p: { siteId: number; ids: number[] }) =>
  db
    .select({
      goods: goodsPriceColumns,
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

/**
 * The reseller's designed products as each (product, colour, size) asked for needs them: one row
 * per triple whose product is theirs on the site.
 */
const ownDesignedFacts = statement(
  (
    db,
    p: {
      siteId: number;
      userId: number;
      productIds: number[];
      colorIds: number[];
      sizeIds: number[];
    },
  ) =>
    db
      .select({
        product: designedPriceColumns,
        colorId: sql<number>`asked.color_id`,
        sizeId: sql<number>`asked.size_id`,
        hasSku: designedOffers(sql`asked.color_id`, sql`asked.size_id`),
        mockupKey: firstMockupKey(sql`asked.color_id`),
      })
      .from(
        sql`unnest(${p.productIds}::integer[], ${p.colorIds}::integer[], ${p.sizeIds}::integer[]) as asked(product_id, color_id, size_id)`,
      )
      .innerJoin(
        designedProducts,
        and(
          sql`${designedProducts.id} = asked.product_id`,
          eq(designedProducts.siteId, p.siteId),
          eq(designedProducts.userId, p.userId),
        ),
      ),
);

/** The facts of each ref, in input order: two statements at most (goods, designed products). */
export async function loadSkuFacts(
  db: DbExecutor,
  user: User,
  refs: readonly SkuRef[],
): Promise<SkuFacts[]> {
  const goodsIds = unique(refs.map((r) => (r.itemType === 'goods' ? r.goodsId : null)));
  const asked = refs.filter((r) => r.itemType === 'blank' && r.designedProductId !== null);
  const [goodsRows, designedRows] = await Promise.all([
    goodsIds.length ? siteGoodsWithSkus(db, { siteId: user.siteId, ids: goodsIds }) : [],
    asked.length
      ? ownDesignedFacts(db, {
          siteId: user.siteId,
          userId: user.id,
          productIds: asked.map((r) => r.designedProductId!),
          colorIds: asked.map((r) => r.colorId ?? 0),
          sizeIds: asked.map((r) => r.sizeId ?? 0),
        })
      : [],
  ]);
  return refs.map((ref): SkuFacts => {
    if (ref.itemType === 'goods') {
      const rows = goodsRows.filter((r) => r.goods.id === ref.goodsId);
      if (rows.length === 0) return {};
      const skus = rows.flatMap(({ sku }) => (sku ? [sku] : []));
      const sku = skus.find((s) => s.id === ref.goodsSkuId) ?? null;
      return { goods: { row: rows[0]!.goods, sku, hasSkus: skus.length > 0 } };
    }
    const found = designedRows.find(
      (r) =>
        r.product.id === ref.designedProductId &&
        r.colorId === (ref.colorId ?? 0) &&
        r.sizeId === (ref.sizeId ?? 0),
    );
    if (!found) return {};
    return { designed: { row: found.product, hasSku: found.hasSku, mockupKey: found.mockupKey } };
  });
}

function unique(ids: Array<number | null>): number[] {
  return [...new Set(ids.filter((id): id is number => id !== null))];
}
