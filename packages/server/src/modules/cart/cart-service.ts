import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CartItem, CartItemInput, CartSummary } from '@podkit/sdk-core';
import type { Db, DbExecutor } from '../../db/client.js';
import { statement } from '../../db/statement.js';
import { invalid, notFound } from '../../http/envelope.js';
import { formatCents } from '../../http/money.js';
import { goods, goodsSkus } from '../goods/index.js';
import { designedProducts } from '../products/index.js';
import type { User } from '../users/index.js';
import { priceSkus, skuKeyOf, type PricedSku, type SkuRef } from './cart-pricing.js';
import { MAX_QUANTITY } from './limits.js';
import {
  designedOffers,
  designedPriceColumns,
  firstMockupKey,
  goodsHasSkus,
  goodsPriceColumns,
  type SkuFacts,
} from './sku-facts.js';
import { cartItems, type CartItemRow } from './schema.js';

/** A cart row with its price for the reseller now. */
export interface CartLine {
  row: CartItemRow;
  priced: PricedSku;
  amountCents: number;
}

function owned(user: Pick<User, 'siteId' | 'id'>) {
  return and(eq(cartItems.siteId, user.siteId), eq(cartItems.userId, user.id));
}

const lineSku = alias(goodsSkus, 'line_sku');

/**
 * The user's cart lines, oldest first (all of them, or those of `ids`), each with what pricing it
 * reads besides the catalogue: its general good and SKU, or its designed product (the site's and
 * the user's only). One statement for the whole cart.
 */
const cartLinesOf = statement((db, p: { siteId: number; id: number; ids?: number[] }) =>
  db
    .select({
      line: getTableColumns(cartItems),
      goods: goodsPriceColumns,
      goodsSku: {
        id: lineSku.id,
        specValues: lineSku.specValues,
        priceCents: lineSku.priceCents,
        stock: lineSku.stock,
      },
      goodsHasSkus,
      designed: designedPriceColumns,
      designedHasSku: designedOffers(cartItems.colorId, cartItems.sizeId),
      mockupKey: firstMockupKey(cartItems.colorId),
    })
    .from(cartItems)
    .leftJoin(goods, and(eq(goods.id, cartItems.goodsId), eq(goods.siteId, cartItems.siteId)))
    .leftJoin(
      lineSku,
      and(eq(lineSku.id, cartItems.goodsSkuId), eq(lineSku.goodsId, cartItems.goodsId)),
    )
    .leftJoin(
      designedProducts,
      and(
        eq(designedProducts.id, cartItems.designedProductId),
        eq(designedProducts.siteId, cartItems.siteId),
        eq(designedProducts.userId, cartItems.userId),
      ),
    )
    .where(p.ids === undefined ? owned(p) : and(owned(p), sql`${cartItems.id} = any(${p.ids})`))
    .orderBy(asc(cartItems.id)),
);

type CartLineRead = Awaited<ReturnType<typeof cartLinesOf>>[number];

function factsOf(read: CartLineRead): SkuFacts {
  if (read.goods)
    return { goods: { row: read.goods, sku: read.goodsSku, hasSkus: read.goodsHasSkus } };
  if (read.designed)
    return {
      designed: { row: read.designed, hasSku: read.designedHasSku, mockupKey: read.mockupKey },
    };
  return {};
}

const deleteCartLines = statement((db, p: { siteId: number; id: number; ids: number[] }) =>
  db
    .delete(cartItems)
    .where(and(owned(p), sql`${cartItems.id} = any(${p.ids})`))
    .returning({ id: cartItems.id }),
);

function refOf(row: CartItemRow): SkuRef {
  return {
    itemType: row.itemType,
    basicProductId: row.basicProductId,
    colorId: row.colorId,
    sizeId: row.sizeId,
    designedProductId: row.designedProductId,
    goodsId: row.goodsId,
    goodsSkuId: row.goodsSkuId,
  };
}

/**
 * The reseller's cart lines, priced now: all of them, or exactly `ids` (in that order; any id that
 * is not one of their lines is not found).
 */
export async function loadCartLines(
  db: DbExecutor,
  user: User,
  ids?: readonly number[],
): Promise<CartLine[]> {
  if (ids && ids.length === 0) return [];
  let reads = await cartLinesOf(db, { siteId: user.siteId, id: user.id, ids: ids && [...ids] });
  if (ids) {
    const byId = new Map(reads.map((read) => [read.line.id, read]));
    if (new Set(ids).size !== byId.size) throw notFound('购物车商品');
    reads = [...new Set(ids)].map((id) => byId.get(id)!);
  }
  const rows = reads.map((read) => read.line);
  const priced = await priceSkus(
    db,
    user,
    rows.map((row) => ({ ...refOf(row), quantity: row.quantity })),
    reads.map(factsOf),
  );
  return rows.map((row, i) => ({
    row,
    priced: priced[i]!,
    amountCents: priced[i]!.unitPriceCents * row.quantity,
  }));
}

/** Where a browser fetches a stored key. */
export type UrlOf = (key: string) => string;

export function toCartItem(line: CartLine, urlOf: UrlOf): CartItem {
  const { row, priced } = line;
  const image = priced.image;
  return {
    id: row.id,
    item_type: row.itemType,
    basic_product_id: row.basicProductId,
    color_id: row.colorId,
    size_id: row.sizeId,
    designed_product_id: row.designedProductId,
    goods_id: row.goodsId,
    goods_sku_id: row.goodsSkuId,
    name: priced.name,
    sku_text: priced.skuText,
    image_url: image === null ? null : 'url' in image ? image.url : urlOf(image.key),
    quantity: row.quantity,
    unit_price: formatCents(priced.unitPriceCents),
    amount: formatCents(line.amountCents),
    weight_grams: priced.weightGrams * row.quantity,
    available: priced.availability === 'ok',
    reason: priced.reason,
    created_at: row.createdAt.toISOString(),
  };
}

export async function cartSummary(db: DbExecutor, user: User): Promise<CartSummary> {
  const lines = await loadCartLines(db, user);
  return {
    total_item_num: lines.reduce((sum, line) => sum + line.row.quantity, 0),
    total_amount: formatCents(
      lines
        .filter((line) => line.priced.availability === 'ok')
        .reduce((sum, line) => sum + line.amountCents, 0),
    ),
  };
}

/** A cart input as a SKU; a designed product's blank comes from `designedBlanks`. */
function refOfInput(input: CartItemInput, designedBlanks: Map<number, number>): SkuRef {
  if ('designed_product_id' in input)
    return {
      itemType: 'blank',
      basicProductId: designedBlanks.get(input.designed_product_id) ?? null,
      colorId: input.color_id,
      sizeId: input.size_id,
      designedProductId: input.designed_product_id,
      goodsId: null,
      goodsSkuId: null,
    };
  if ('basic_product_id' in input)
    return {
      itemType: 'blank',
      basicProductId: input.basic_product_id,
      colorId: input.color_id,
      sizeId: input.size_id,
      designedProductId: null,
      goodsId: null,
      goodsSkuId: null,
    };
  return {
    itemType: 'goods',
    basicProductId: null,
    colorId: null,
    sizeId: null,
    designedProductId: null,
    goodsId: input.goods_id,
    goodsSkuId: input.goods_sku_id ?? null,
  };
}

/**
 * Adds lines in one transaction, all or none: each SKU must exist and be orderable, and the same
 * SKU adds to the quantity already in the cart (at most 9999). Answers the added lines' ids.
 */
export async function addCartItems(
  db: Db,
  user: User,
  inputs: readonly CartItemInput[],
): Promise<number[]> {
  const designedBlanks = await blanksOfDesigned(db, user, inputs);
  const refs = inputs.map((input) => ({
    ...refOfInput(input, designedBlanks),
    quantity: input.quantity,
  }));
  const priced = await priceSkus(db, user, refs);
  priced.forEach((price, i) => {
    if (price.availability !== 'ok') {
      const label = inputs.length > 1 ? `第 ${i + 1} 个商品：` : '';
      throw invalid(`${label}${price.name ? `${price.name} ` : ''}${price.reason}`);
    }
  });
  // One line is one statement: no transaction around it.
  if (refs.length === 1) return [await addLine(db, user, refs[0]!, priced[0]!.unitPriceCents)];
  return db.transaction(async (tx) => {
    const ids: number[] = [];
    for (const [i, ref] of refs.entries())
      ids.push(await addLine(tx, user, ref, priced[i]!.unitPriceCents));
    return ids;
  });
}

/** A new line, or the quantity added to the same SKU's line while the sum stays within the limit. */
const insertOrAddToLine = statement((db, p: typeof cartItems.$inferInsert) => {
  const { updatedAt, ...line } = p;
  return db
    .insert(cartItems)
    .values(line)
    .onConflictDoUpdate({
      target: [cartItems.siteId, cartItems.userId, cartItems.skuKey],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt },
      setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${MAX_QUANTITY}`,
    })
    .returning({ id: cartItems.id });
});

/**
 * A line into the cart, or its quantity onto the same SKU's line there; refused (nothing
 * changed) where the line would exceed MAX_QUANTITY. Answers the line's id.
 */
async function addLine(
  db: DbExecutor,
  user: User,
  ref: SkuRef & { quantity: number },
  unitPriceCents: number,
): Promise<number> {
  const skuKey = skuKeyOf(ref);
  const [row] = await insertOrAddToLine(db, {
    siteId: user.siteId,
    userId: user.id,
    ...refOfRow(ref),
    skuKey,
    quantity: ref.quantity,
    addedUnitPriceCents: unitPriceCents,
    updatedAt: new Date(),
  });
  if (row) return row.id;
  const [held] = await db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(owned(user), eq(cartItems.skuKey, skuKey)));
  throw invalid(`购物车中同一商品的数量不能超过 ${MAX_QUANTITY}（已有 ${held?.quantity ?? 0}）`);
}

/** The blank of each designed product named by the inputs; one that is not the user's is not found. */
async function blanksOfDesigned(
  db: DbExecutor,
  user: User,
  inputs: readonly CartItemInput[],
): Promise<Map<number, number>> {
  const ids = [
    ...new Set(
      inputs.flatMap((input) =>
        'designed_product_id' in input ? [input.designed_product_id] : [],
      ),
    ),
  ];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: designedProducts.id, basicProductId: designedProducts.basicProductId })
    .from(designedProducts)
    .where(
      and(
        eq(designedProducts.siteId, user.siteId),
        eq(designedProducts.userId, user.id),
        inArray(designedProducts.id, ids),
      ),
    );
  if (rows.length !== ids.length) throw notFound('设计产品');
  return new Map(rows.map((row) => [row.id, row.basicProductId]));
}

function refOfRow(ref: SkuRef) {
  return {
    itemType: ref.itemType,
    basicProductId: ref.basicProductId,
    colorId: ref.colorId,
    sizeId: ref.sizeId,
    designedProductId: ref.designedProductId,
    goodsId: ref.goodsId,
    goodsSkuId: ref.goodsSkuId,
  };
}

/** Sets the quantities of some of the reseller's lines, all or none. */
export async function setQuantities(
  db: Db,
  user: User,
  changes: ReadonlyArray<{ id: number; quantity: number }>,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const change of changes) {
      const [row] = await tx
        .update(cartItems)
        .set({ quantity: change.quantity, updatedAt: new Date() })
        .where(and(owned(user), eq(cartItems.id, change.id)))
        .returning({ id: cartItems.id });
      if (!row) throw notFound('购物车商品');
    }
  });
}

export async function removeCartItem(db: DbExecutor, user: User, id: number): Promise<void> {
  const deleted = await db
    .delete(cartItems)
    .where(and(owned(user), eq(cartItems.id, id)))
    .returning({ id: cartItems.id });
  if (deleted.length === 0) throw notFound('购物车商品');
}

/** Removes lines that became an order, in the order's transaction; answers how many went. */
export async function removeCartItems(
  db: DbExecutor,
  user: User,
  ids: readonly number[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const removed = await deleteCartLines(db, { siteId: user.siteId, id: user.id, ids: [...ids] });
  return removed.length;
}
