import { and, eq, inArray, ne, notInArray } from 'drizzle-orm';
import { pointWarpProblem } from '@podkit/design';
import type {
  BasicProductInput,
  PrivilegePriceInput,
  ShowImageDesignInput,
} from '@podkit/sdk-core';
import type { DbExecutor, DbTransaction } from '../../db/client.js';
import { conflict, invalid, notFound } from '../../http/envelope.js';
import { groups } from '../users/index.js';
import { checkNames, checkView, normalizeColorHexes } from './blank-rules.js';
import { yuanToCents } from './yuan-input.js';
import {
  basicProducts,
  blankBottomTemplates,
  blankCategories,
  blankColors,
  blankImages,
  blankSizes,
  blankViews,
  designStyles,
  privilegePrices,
} from './schema.js';

type ProductChanges = Partial<typeof basicProducts.$inferInsert>;

/** The scalar fields of an input as column values, checked against the site's own rows. */
async function productColumns(
  db: DbExecutor,
  siteId: number,
  input: Partial<BasicProductInput>,
): Promise<ProductChanges> {
  const changes: ProductChanges = {};
  if (input.name !== undefined) {
    const name = input.name.trim();
    if (!name) throw invalid('商品名称（name）不能为空');
    changes.name = name;
  }
  if (input.code !== undefined) changes.code = input.code.trim();
  if (input.category_id !== undefined) {
    if (input.category_id !== null) {
      const [category] = await db
        .select({ id: blankCategories.id })
        .from(blankCategories)
        .where(and(eq(blankCategories.siteId, siteId), eq(blankCategories.id, input.category_id)));
      if (!category) throw invalid('分类（category_id）不存在');
    }
    changes.categoryId = input.category_id;
  }
  if (input.design_style !== undefined) {
    const [style] = await db
      .select({ no: designStyles.styleNo })
      .from(designStyles)
      .where(and(eq(designStyles.siteId, siteId), eq(designStyles.styleNo, input.design_style)));
    if (!style) throw invalid('设计款式（design_style）不存在');
    changes.designStyle = input.design_style;
  }
  if (input.description !== undefined) changes.description = input.description;
  if (input.is_merge_design !== undefined) changes.isMergeDesign = input.is_merge_design;
  if (input.is_3d !== undefined) changes.is3d = input.is_3d;
  if (input.status !== undefined) changes.status = input.status;
  if (input.weight_grams !== undefined) changes.weightGrams = input.weight_grams;
  if (input.base_price !== undefined)
    changes.basePriceCents = yuanToCents(input.base_price, '基础价格（base_price）');
  return changes;
}

/** Every list of the input checked before anything is written. */
function checkLists(input: Partial<BasicProductInput>): Partial<BasicProductInput> {
  const checked = { ...input };
  if (input.colors) {
    checkNames(input.colors, 'colors', '颜色');
    checked.colors = normalizeColorHexes(input.colors);
  }
  if (input.sizes) {
    checkNames(input.sizes, 'sizes', '尺码');
    input.sizes.forEach((size, index) => {
      if (size.surcharge !== undefined)
        yuanToCents(size.surcharge, `尺码加价（sizes.${index}.surcharge）`);
    });
  }
  if (input.views) {
    checkNames(input.views, 'views', '视图');
    input.views.forEach((view, index) => checkView(view, `views.${index}`));
  }
  return checked;
}

/** Ids in a list input must be this blank's own rows. */
function assertOwnIds(given: Array<number | undefined>, own: number[], label: string): void {
  for (const id of given)
    if (id !== undefined && !own.includes(id)) throw invalid(`${label} id ${id} 不属于该商品`);
}

/**
 * Replaces one child list: rows whose id is given are updated, new ones inserted, the rest
 * deleted (their images go with them through the foreign keys).
 */
async function syncChildren<Row extends { id?: number | undefined }>(
  tx: DbTransaction,
  table: typeof blankColors | typeof blankSizes | typeof blankViews | typeof blankBottomTemplates,
  productId: number,
  items: Row[],
  label: string,
  toColumns: (item: Row, index: number) => Record<string, unknown>,
): Promise<void> {
  const existing = await tx
    .select({ id: table.id })
    .from(table)
    .where(eq(table.productId, productId));
  const ownIds = existing.map((row) => row.id);
  assertOwnIds(
    items.map((item) => item.id),
    ownIds,
    label,
  );
  const keptIds = items.map((item) => item.id).filter((id): id is number => id !== undefined);
  await tx
    .delete(table)
    .where(
      keptIds.length > 0
        ? and(eq(table.productId, productId), notInArray(table.id, keptIds))
        : eq(table.productId, productId),
    );
  for (const [index, item] of items.entries()) {
    const columns = toColumns(item, index);
    if (item.id !== undefined) await tx.update(table).set(columns).where(eq(table.id, item.id));
    else await tx.insert(table).values({ ...columns, productId } as typeof table.$inferInsert);
  }
}

async function writeLists(
  tx: DbTransaction,
  productId: number,
  input: Partial<BasicProductInput>,
): Promise<void> {
  if (input.colors)
    await syncChildren(tx, blankColors, productId, input.colors, '颜色', (c, i) => ({
      name: c.name.trim(),
      hex: c.hex,
      sort: c.sort ?? i,
    }));
  if (input.sizes)
    await syncChildren(tx, blankSizes, productId, input.sizes, '尺码', (s, i) => ({
      name: s.name.trim(),
      sort: s.sort ?? i,
      surchargeCents:
        s.surcharge === undefined
          ? 0
          : yuanToCents(s.surcharge, `尺码加价（sizes.${i}.surcharge）`),
    }));
  if (input.views)
    await syncChildren(
      tx,
      blankViews,
      productId,
      input.views.map(({ view_id, ...view }) => ({ ...view, id: view_id })),
      '视图',
      (v, i) => ({
        name: v.name.trim(),
        sort: v.sort ?? i,
        canvasWidth: v.canvas_width,
        canvasHeight: v.canvas_height,
        areaLeft: v.print_area.left,
        areaTop: v.print_area.top,
        areaWidth: v.print_area.width,
        areaHeight: v.print_area.height,
        printWidthMm: v.print_area.width_mm,
        printHeightMm: v.print_area.height_mm,
        printDpi: v.print_area.dpi,
      }),
    );
  if (input.bottom_templates)
    await syncChildren(
      tx,
      blankBottomTemplates,
      productId,
      input.bottom_templates,
      '包装模板',
      (t, i) => ({
        name: t.name.trim(),
        image: t.image,
        sort: i,
      }),
    );
}

async function assertCodeFree(
  db: DbExecutor,
  siteId: number,
  code: string,
  exceptId?: number,
): Promise<void> {
  const conditions = [eq(basicProducts.siteId, siteId), eq(basicProducts.code, code)];
  if (exceptId !== undefined) conditions.push(ne(basicProducts.id, exceptId));
  const [taken] = await db
    .select({ id: basicProducts.id })
    .from(basicProducts)
    .where(and(...conditions));
  if (taken) throw conflict(`商品编码（code）“${code}”已被其他商品使用`);
}

/** Creates a blank with its colours, sizes, views and templates; returns its id. */
export async function createBlank(
  db: DbExecutor,
  siteId: number,
  input: BasicProductInput,
): Promise<number> {
  const checked = checkLists(input);
  const columns = await productColumns(db, siteId, checked);
  await assertCodeFree(db, siteId, input.code.trim());
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(basicProducts)
      .values({
        ...columns,
        siteId,
        name: columns.name ?? input.name,
        code: columns.code ?? input.code,
      })
      .returning({ id: basicProducts.id });
    if (!row) throw new Error('blank insert returned no row');
    await writeLists(tx, row.id, checked);
    return row.id;
  });
}

/** Changes the fields present in the input; lists present replace the stored ones. */
export async function updateBlank(
  db: DbExecutor,
  siteId: number,
  id: number,
  input: Partial<BasicProductInput>,
): Promise<void> {
  const [existing] = await db
    .select({ id: basicProducts.id })
    .from(basicProducts)
    .where(and(eq(basicProducts.siteId, siteId), eq(basicProducts.id, id)));
  if (!existing) throw notFound('空白商品');
  const checked = checkLists(input);
  const columns = await productColumns(db, siteId, checked);
  if (columns.code !== undefined) await assertCodeFree(db, siteId, columns.code, id);
  await db.transaction(async (tx) => {
    await tx
      .update(basicProducts)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(basicProducts.id, id));
    await writeLists(tx, id, checked);
  });
}

export async function deleteBlank(db: DbExecutor, siteId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(basicProducts)
    .where(and(eq(basicProducts.siteId, siteId), eq(basicProducts.id, id)))
    .returning({ id: basicProducts.id });
  if (deleted.length === 0) throw notFound('空白商品');
}

/** Replaces a blank's pictures; each names one of its own views and colours, once. */
export async function setBlankImages(
  db: DbExecutor,
  productId: number,
  images: ShowImageDesignInput[],
): Promise<void> {
  const [views, colors] = await Promise.all([
    db.select({ id: blankViews.id }).from(blankViews).where(eq(blankViews.productId, productId)),
    db.select({ id: blankColors.id }).from(blankColors).where(eq(blankColors.productId, productId)),
  ]);
  const viewIds = new Set(views.map((v) => v.id));
  const colorIds = new Set(colors.map((c) => c.id));
  const seen = new Set<string>();
  images.forEach((image, index) => {
    if (!viewIds.has(image.view_id))
      throw invalid(`视图 id（images.${index}.view_id）${image.view_id} 不属于该商品`);
    if (!colorIds.has(image.color_id))
      throw invalid(`颜色 id（images.${index}.color_id）${image.color_id} 不属于该商品`);
    const pair = `${image.view_id}:${image.color_id}`;
    if (seen.has(pair)) throw invalid(`商品图（images.${index}）重复：同一视图和颜色只能有一张图`);
    seen.add(pair);
    const warpProblem = image.point_origin_config && pointWarpProblem(image.point_origin_config);
    if (warpProblem) throw invalid(`映射点（images.${index}.point_origin_config）：${warpProblem}`);
  });
  await db.transaction(async (tx) => {
    await tx.delete(blankImages).where(eq(blankImages.productId, productId));
    if (images.length > 0)
      await tx.insert(blankImages).values(
        images.map((image) => ({
          productId,
          viewId: image.view_id,
          colorId: image.color_id,
          imageSrc: image.image_src,
          bigImageSrc: image.big_image_src,
          smallImageSrc: image.small_image_src,
          isPoint: image.is_point ?? 0,
          canvasConfig: image.canvas_config ?? null,
          pointOriginConfig: image.point_origin_config ?? null,
          isUserShowImage: image.is_user_show_image ?? 0,
          showModel: image.show_model ?? 0,
        })),
      );
  });
}

/** Replaces a blank's group-level prices; levels are the site's own, each at most once. */
export async function setPrivilegePrices(
  db: DbExecutor,
  siteId: number,
  productId: number,
  prices: PrivilegePriceInput[],
): Promise<void> {
  const groupIds = prices.map((price) => price.group_id);
  const known =
    groupIds.length > 0
      ? await db
          .select({ id: groups.id })
          .from(groups)
          .where(and(eq(groups.siteId, siteId), inArray(groups.id, groupIds)))
      : [];
  const knownIds = new Set(known.map((g) => g.id));
  const seen = new Set<number>();
  const rows = prices.map((price, index) => {
    const at = `prices.${index}`;
    if (!knownIds.has(price.group_id)) throw invalid(`会员等级（${at}.group_id）不存在`);
    if (seen.has(price.group_id)) throw invalid(`会员等级（${at}.group_id）重复`);
    seen.add(price.group_id);
    if (price.mode === 'percent') {
      const percent = price.discount_percent;
      if (percent === undefined || !(percent > 0) || percent > 100)
        throw invalid(`折扣百分比（${at}.discount_percent）应大于 0 且不超过 100`);
      const basisPoints = Math.round(percent * 100);
      if (Math.abs(basisPoints - percent * 100) > 1e-6)
        throw invalid(`折扣百分比（${at}.discount_percent）最多两位小数`);
      return {
        productId,
        groupId: price.group_id,
        mode: 'percent' as const,
        discountBasisPoints: basisPoints,
        fixedPriceCents: null,
      };
    }
    if (price.fixed_price === undefined)
      throw invalid(`缺少必填字段：固定价格（${at}.fixed_price）`);
    return {
      productId,
      groupId: price.group_id,
      mode: 'fixed' as const,
      discountBasisPoints: null,
      fixedPriceCents: yuanToCents(price.fixed_price, `固定价格（${at}.fixed_price）`),
    };
  });
  await db.transaction(async (tx) => {
    await tx.delete(privilegePrices).where(eq(privilegePrices.productId, productId));
    if (rows.length > 0) await tx.insert(privilegePrices).values(rows);
  });
}
