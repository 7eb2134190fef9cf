import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { searchPattern, searchTextSql } from '../../http/text-search.js';
import type {
  BasicProduct,
  BasicProductSummary,
  DesignMask,
  PrintArea,
  PrivilegePrice,
  ShowImageDesign,
} from '@podkit/sdk-core';
import { cachedMany, cachedOne, versionKey } from '../../cache/index.js';
import type { DbExecutor } from '../../db/client.js';
import { pageSizeLiteral, statement, type Placeholders } from '../../db/statement.js';
import { formatCents } from '../../http/money.js';
import { groups } from '../users/index.js';
import { buildTree, withDescendants, type FlatCategory } from './category-tree.js';
import { basisPointsToPercent, cheapestSku, type LevelPriceRule } from './pricing.js';
import {
  basicProducts,
  blankBottomTemplates,
  blankCategories,
  blankColors,
  blankImages,
  blankSizes,
  blankViews,
  designMasks,
  privilegePrices,
  type BasicProductRow,
} from './schema.js';

type ColorRow = typeof blankColors.$inferSelect;
type SizeRow = typeof blankSizes.$inferSelect;
type ViewRow = typeof blankViews.$inferSelect;
type ImageRow = typeof blankImages.$inferSelect;
type TemplateRow = typeof blankBottomTemplates.$inferSelect;
type MaskRow = typeof designMasks.$inferSelect;

/** A blank's child rows, each list in display order. */
export interface BlankParts {
  colors: ColorRow[];
  sizes: SizeRow[];
  views: ViewRow[];
  images: ImageRow[];
  templates: TemplateRow[];
}

function groupBy<T extends { productId: number }>(rows: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.productId);
    if (list) list.push(row);
    else map.set(row.productId, [row]);
  }
  return map;
}

const CATALOG = [versionKey('catalog')];

/**
 * Colours, sizes, views, images and templates of several blanks in five queries; from memory in a
 * reading request while the catalogue is unchanged (cache/read-scope.ts). Shared: do not change.
 */
export async function loadParts(
  db: DbExecutor,
  productIds: number[],
  options: { templates?: boolean } = {},
): Promise<Map<number, BlankParts>> {
  if (productIds.length === 0) return new Map();
  const withTemplates = options.templates !== false;
  const found = await cachedMany(
    db,
    withTemplates ? 'blankParts' : 'blankPartsNoTemplates',
    productIds,
    CATALOG,
    (ids) => readParts(db, ids, withTemplates),
  );
  // Every id has parts (empty lists for an unknown blank), as before the cache.
  const parts = new Map<number, BlankParts>();
  for (const id of productIds) parts.set(id, found.get(id) ?? readEmpty());
  return parts;
}

function readEmpty(): BlankParts {
  return { colors: [], sizes: [], views: [], images: [], templates: [] };
}

async function readParts(
  db: DbExecutor,
  productIds: number[],
  withTemplates: boolean,
): Promise<Map<number, BlankParts>> {
  const parts = new Map<number, BlankParts>();
  const [colors, sizes, views, images, templates] = await Promise.all([
    db
      .select()
      .from(blankColors)
      .where(inArray(blankColors.productId, productIds))
      .orderBy(asc(blankColors.sort), asc(blankColors.id)),
    db
      .select()
      .from(blankSizes)
      .where(inArray(blankSizes.productId, productIds))
      .orderBy(asc(blankSizes.sort), asc(blankSizes.id)),
    db
      .select()
      .from(blankViews)
      .where(inArray(blankViews.productId, productIds))
      .orderBy(asc(blankViews.sort), asc(blankViews.id)),
    db
      .select()
      .from(blankImages)
      .where(inArray(blankImages.productId, productIds))
      .orderBy(asc(blankImages.id)),
    withTemplates
      ? db
          .select()
          .from(blankBottomTemplates)
          .where(inArray(blankBottomTemplates.productId, productIds))
          .orderBy(asc(blankBottomTemplates.sort), asc(blankBottomTemplates.id))
      : Promise.resolve([] as TemplateRow[]),
  ]);
  const byProduct = {
    colors: groupBy(colors),
    sizes: groupBy(sizes),
    views: groupBy(views),
    images: groupBy(images),
    templates: groupBy(templates),
  };
  for (const id of productIds)
    parts.set(id, {
      colors: byProduct.colors.get(id) ?? [],
      sizes: byProduct.sizes.get(id) ?? [],
      views: byProduct.views.get(id) ?? [],
      images: byProduct.images.get(id) ?? [],
      templates: byProduct.templates.get(id) ?? [],
    });
  return parts;
}

/** The site's blank categories; from memory in a reading request while the catalogue is unchanged. */
export function siteCategories(db: DbExecutor, siteId: number): Promise<FlatCategory[]> {
  return cachedOne(db, 'siteCategories', siteId, CATALOG, () =>
    db
      .select({
        id: blankCategories.id,
        parentId: blankCategories.parentId,
        name: blankCategories.name,
        sort: blankCategories.sort,
      })
      .from(blankCategories)
      .where(eq(blankCategories.siteId, siteId)),
  );
}

function toPrintArea(view: ViewRow): PrintArea {
  return {
    view_id: view.id,
    left: view.areaLeft,
    top: view.areaTop,
    width: view.areaWidth,
    height: view.areaHeight,
    width_mm: view.printWidthMm,
    height_mm: view.printHeightMm,
    dpi: view.printDpi,
  };
}

const flag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

function toShowImage(row: ImageRow): ShowImageDesign {
  return {
    id: row.id,
    view_id: row.viewId,
    color_id: row.colorId,
    image_src: row.imageSrc,
    big_image_src: row.bigImageSrc,
    small_image_src: row.smallImageSrc,
    is_point: flag(row.isPoint),
    canvas_config: row.canvasConfig ?? null,
    point_origin_config: row.pointOriginConfig ?? null,
    is_user_show_image: flag(row.isUserShowImage),
    show_model: flag(row.showModel),
  };
}

export function toDesignMask(row: MaskRow): DesignMask {
  return {
    id: row.id,
    name: row.name,
    svg_path: row.svgPath,
    image: row.image,
    basic_product_id: row.productId,
    view_id: row.viewId,
    sort: row.sort,
  };
}

/** The picture lists show: the first colour on the first view, else any picture. */
function coverImage(parts: BlankParts): ImageRow | undefined {
  const color = parts.colors[0];
  const view = parts.views[0];
  return (
    parts.images.find((image) => image.colorId === color?.id && image.viewId === view?.id) ??
    parts.images[0]
  );
}

export function toSummary(
  row: BasicProductRow,
  parts: BlankParts,
  categoryName: string,
): BasicProductSummary {
  const cover = coverImage(parts);
  const price = cheapestSku(
    row.basePriceCents,
    parts.sizes.map((size) => size.surchargeCents),
    undefined,
  );
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    category_id: row.categoryId,
    category_name: categoryName,
    is_merge_design: flag(row.isMergeDesign),
    design_style: row.designStyle,
    is_3d: flag(row.is3d),
    status: flag(row.status),
    image: cover?.imageSrc ?? '',
    small_image: cover?.smallImageSrc ?? '',
    price: formatCents(price.originalCents),
    color_ids: parts.colors.map((color) => color.id).join(','),
    color_count: parts.colors.length,
    size_count: parts.sizes.length,
  };
}

export function toDetail(
  row: BasicProductRow,
  parts: BlankParts,
  categoryName: string,
  masks: MaskRow[],
): BasicProduct {
  return {
    ...toSummary(row, parts, categoryName),
    description: row.description,
    weight_grams: row.weightGrams,
    base_price: formatCents(row.basePriceCents),
    colors: parts.colors.map((c) => ({ id: c.id, name: c.name, hex: c.hex, sort: c.sort })),
    sizes: parts.sizes.map((s) => ({
      id: s.id,
      name: s.name,
      sort: s.sort,
      surcharge: formatCents(s.surchargeCents),
    })),
    views: parts.views.map((v) => ({
      view_id: v.id,
      name: v.name,
      sort: v.sort,
      canvas_width: v.canvasWidth,
      canvas_height: v.canvasHeight,
      print_area: toPrintArea(v),
    })),
    print_areas: parts.views.map(toPrintArea),
    bottom_templates: parts.templates.map((t) => ({ id: t.id, name: t.name, image: t.image })),
    show_images_design: parts.images.map(toShowImage),
    design_masks: masks.map(toDesignMask),
  };
}

export interface BlankFilters {
  keyword?: string | undefined;
  categoryId?: number | undefined;
  is3d?: number | undefined;
  designStyle?: number | undefined;
  /** Undefined lists both. */
  status?: number | undefined;
  /** Only these ids (a reseller's own category). */
  onlyIds?: number[] | undefined;
}

/** What a page of blanks is given: the filters as data (the keyword a search pattern). */
interface BlankListValues {
  siteId: number;
  keyword?: string;
  categoryIds?: number[];
  is3d?: number;
  designStyle?: number;
  status?: number;
  onlyIds?: number[];
  offset?: number;
}

function blankListWhere(p: Placeholders<BlankListValues>) {
  const conditions: SQL[] = [eq(basicProducts.siteId, p.siteId)];
  if (p.keyword !== undefined)
    conditions.push(
      or(
        sql`${searchTextSql(basicProducts.name)} like ${p.keyword}`,
        sql`${searchTextSql(basicProducts.code)} like ${p.keyword}`,
      )!,
    );
  if (p.categoryIds !== undefined)
    conditions.push(sql`${basicProducts.categoryId} = any(${p.categoryIds})`);
  if (p.is3d !== undefined) conditions.push(eq(basicProducts.is3d, p.is3d));
  if (p.designStyle !== undefined) conditions.push(eq(basicProducts.designStyle, p.designStyle));
  if (p.status !== undefined) conditions.push(eq(basicProducts.status, p.status));
  if (p.onlyIds !== undefined) conditions.push(sql`${basicProducts.id} = any(${p.onlyIds})`);
  return and(...conditions);
}

const blankCount = statement((db, p: Placeholders<BlankListValues>) =>
  db.select({ total: count() }).from(basicProducts).where(blankListWhere(p)),
);

// The page carries the count in one round trip: an uncorrelated subquery, counted once.
const blankPage = statement((db, p: Placeholders<BlankListValues>, pageSize) =>
  db
    .select({
      blank: basicProducts,
      total:
        sql<number>`(select count(*) from ${basicProducts} where ${blankListWhere(p)})`.mapWith(
          Number,
        ),
    })
    .from(basicProducts)
    .where(blankListWhere(p))
    .orderBy(asc(basicProducts.sort), asc(basicProducts.id))
    .limit(pageSizeLiteral(pageSize))
    .offset(p.offset ?? 0),
);

/** One page of a site's blanks, newest sort first, with the filters of the list calls. */
export async function listBlankPage(
  db: DbExecutor,
  siteId: number,
  filters: BlankFilters,
  page: number,
  perPage: number,
): Promise<{
  summaries: BasicProductSummary[];
  rows: BasicProductRow[];
  parts: Map<number, BlankParts>;
  total: number;
}> {
  const categories = await siteCategories(db, siteId);
  const values: BlankListValues = {
    siteId,
    keyword: searchPattern(filters.keyword),
    categoryIds:
      filters.categoryId === undefined
        ? undefined
        : withDescendants(categories, filters.categoryId),
    is3d: filters.is3d,
    designStyle: filters.designStyle,
    status: filters.status,
    onlyIds: filters.onlyIds,
    // The first page has no OFFSET (pageSizeLiteral).
    offset: (page - 1) * perPage || undefined,
  };
  const found = await blankPage(db, values, String(perPage));
  const rows = found.map((row) => row.blank);
  // A page past the last has no row to carry the count.
  const [totalRow] = found.length > 0 ? found : values.offset ? await blankCount(db, values) : [];
  const parts = await loadParts(
    db,
    rows.map((row) => row.id),
    { templates: false },
  );
  const names = new Map(categories.map((c) => [c.id, c.name]));
  const summaries = rows.map((row) =>
    toSummary(
      row,
      parts.get(row.id) ?? emptyParts(),
      (row.categoryId && names.get(row.categoryId)) || '',
    ),
  );
  return { summaries, rows, parts, total: totalRow?.total ?? 0 };
}

export function emptyParts(): BlankParts {
  return { colors: [], sizes: [], views: [], images: [], templates: [] };
}

/** One blank of a site with everything spec 3 lists; null when it is not there. */
export async function findBlank(
  db: DbExecutor,
  siteId: number,
  id: number,
  options: { onSaleOnly?: boolean } = {},
): Promise<{ row: BasicProductRow; parts: BlankParts; detail: BasicProduct } | null> {
  const conditions = [eq(basicProducts.siteId, siteId), eq(basicProducts.id, id)];
  if (options.onSaleOnly) conditions.push(eq(basicProducts.status, 1));
  const [row] = await db
    .select()
    .from(basicProducts)
    .where(and(...conditions));
  if (!row) return null;
  const [parts, masks, category] = await Promise.all([
    loadParts(db, [row.id]),
    db
      .select()
      .from(designMasks)
      .where(and(eq(designMasks.siteId, siteId), eq(designMasks.productId, row.id)))
      .orderBy(asc(designMasks.sort), asc(designMasks.id)),
    row.categoryId
      ? db
          .select({ name: blankCategories.name })
          .from(blankCategories)
          .where(eq(blankCategories.id, row.categoryId))
      : Promise.resolve([]),
  ]);
  const blankParts = parts.get(row.id) ?? emptyParts();
  return {
    row,
    parts: blankParts,
    detail: toDetail(row, blankParts, category[0]?.name ?? '', masks),
  };
}

/** The privilege rules one group level has for some blanks, by blank id. */
export async function levelRules(
  db: DbExecutor,
  productIds: number[],
  groupId: number | null,
): Promise<Map<number, LevelPriceRule>> {
  if (productIds.length === 0 || groupId === null) return new Map();
  const byKey = await cachedMany(
    db,
    'levelRules',
    productIds.map((id) => `${groupId}:${id}`),
    CATALOG,
    async (keys) => {
      const ids = keys.map((key) => Number(key.split(':')[1]));
      const rows = await db
        .select()
        .from(privilegePrices)
        .where(and(inArray(privilegePrices.productId, ids), eq(privilegePrices.groupId, groupId)));
      return new Map(
        rows.map((row): [string, LevelPriceRule] => [`${groupId}:${row.productId}`, row]),
      );
    },
  );
  const rules = new Map<number, LevelPriceRule>();
  for (const id of productIds) {
    const rule = byKey.get(`${groupId}:${id}`);
    if (rule) rules.set(id, rule);
  }
  return rules;
}

/** Every level's privilege price of a blank, in level order. */
export async function blankPrivilegePrices(
  db: DbExecutor,
  productId: number,
): Promise<PrivilegePrice[]> {
  const rows = await db
    .select({ rule: privilegePrices, levelName: groups.levelName })
    .from(privilegePrices)
    .innerJoin(groups, eq(groups.id, privilegePrices.groupId))
    .where(eq(privilegePrices.productId, productId))
    .orderBy(asc(groups.thresholdCents), asc(groups.sort), asc(groups.id));
  return rows.map(({ rule, levelName }) => ({
    group_id: rule.groupId,
    level_name: levelName,
    mode: rule.mode,
    discount_percent:
      rule.mode === 'percent' && rule.discountBasisPoints !== null
        ? basisPointsToPercent(rule.discountBasisPoints)
        : null,
    fixed_price:
      rule.mode === 'fixed' && rule.fixedPriceCents !== null
        ? formatCents(rule.fixedPriceCents)
        : null,
  }));
}

/** The site's category tree, each node counting its blanks: listed ones only, or all of them. */
export async function categoryTreeWithCounts(
  db: DbExecutor,
  siteId: number,
  options: { listedOnly: boolean },
) {
  const [categories, counts] = await Promise.all([
    siteCategories(db, siteId),
    db
      .select({ categoryId: basicProducts.categoryId, total: count() })
      .from(basicProducts)
      .where(
        and(
          eq(basicProducts.siteId, siteId),
          options.listedOnly ? eq(basicProducts.status, 1) : undefined,
        ),
      )
      .groupBy(basicProducts.categoryId),
  ]);
  const countMap = new Map(
    counts.flatMap((c) => (c.categoryId === null ? [] : [[c.categoryId, c.total] as const])),
  );
  return buildTree(categories, countMap);
}
