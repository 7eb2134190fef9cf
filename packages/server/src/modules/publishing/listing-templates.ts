import { and, count, desc, eq } from 'drizzle-orm';
import type { ListingTemplate, ListingTemplateInput, PublishPlatform } from '@podkit/sdk-core';
import type { DbExecutor } from '../../db/client.js';
import { invalid, notFound } from '../../http/envelope.js';
import { pageOffset } from '../../http/paging.js';
import { containsTyped } from '../../http/text-search.js';
import { etsyFieldsOf } from './etsy-fields.js';
import { ownedBy, type Owner } from './owner.js';
import { checkPattern } from './pattern.js';
import { findPriceTemplate } from './price-templates.js';
import { listingTemplates, type ListingTemplateRow } from './schema.js';

export function toListingTemplate(row: ListingTemplateRow): ListingTemplate {
  return {
    id: row.id,
    platform: row.platform,
    name: row.name,
    title_pattern: row.titlePattern,
    description_pattern: row.descriptionPattern,
    category: row.category,
    attributes: row.attributes,
    color_option: row.colorOption,
    size_option: row.sizeOption,
    images: row.images,
    price_template_id: row.priceTemplateId,
    status: row.status,
    tags: row.tags,
    vendor: row.vendor,
    product_type: row.productType,
    etsy: row.etsyFields ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The row values of a template as typed: names trimmed, patterns and price template checked. */
async function valuesOf(db: DbExecutor, owner: Owner, input: ListingTemplateInput) {
  const name = input.name.trim();
  if (!name) throw invalid('请填写模板名称');
  const titlePattern = input.title_pattern.trim();
  if (!titlePattern) throw invalid('请填写标题模板');
  checkPattern(titlePattern, '标题模板');
  checkPattern(input.description_pattern, '描述模板');
  const colorOption = input.color_option.trim() || 'Color';
  const sizeOption = input.size_option.trim() || 'Size';
  if (colorOption.toLowerCase() === sizeOption.toLowerCase())
    throw invalid('颜色与尺码的选项名称不能相同');
  if (input.price_template_id !== null) await findPriceTemplate(db, owner, input.price_template_id);
  const tags = [...new Set(input.tags.map((tag) => tag.trim()).filter(Boolean))];
  if (input.etsy && input.platform !== 'etsy')
    throw invalid('只有 Etsy 产品模板可以填写 Etsy 刊登字段');
  const etsyFields = etsyFieldsOf(input);
  return {
    platform: input.platform,
    name,
    titlePattern,
    descriptionPattern: input.description_pattern,
    category: input.category.trim(),
    attributes: input.attributes,
    colorOption,
    sizeOption,
    images: input.images,
    priceTemplateId: input.price_template_id,
    status: input.status,
    tags,
    vendor: input.vendor.trim(),
    productType: input.product_type.trim(),
    // Omitted on an update: the Etsy fields stay as they were.
    ...(etsyFields !== undefined ? { etsyFields } : {}),
  };
}

export async function listListingTemplates(
  db: DbExecutor,
  owner: Owner,
  query: { platform?: PublishPlatform; keyword?: string; page: number; page_size: number },
): Promise<{ rows: ListingTemplate[]; total: number }> {
  const where = and(
    ownedBy(listingTemplates, owner),
    query.platform ? eq(listingTemplates.platform, query.platform) : undefined,
    containsTyped(listingTemplates.name, query.keyword),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(listingTemplates)
      .where(where)
      .orderBy(desc(listingTemplates.id))
      .limit(query.page_size)
      .offset(pageOffset(query.page, query.page_size)),
    db.select({ n: count() }).from(listingTemplates).where(where),
  ]);
  return { rows: rows.map(toListingTemplate), total: total?.n ?? 0 };
}

export async function findListingTemplate(
  db: DbExecutor,
  owner: Owner,
  id: number,
): Promise<ListingTemplateRow> {
  const [row] = await db
    .select()
    .from(listingTemplates)
    .where(and(ownedBy(listingTemplates, owner), eq(listingTemplates.id, id)));
  if (!row) throw notFound('产品模板');
  return row;
}

export async function createListingTemplate(
  db: DbExecutor,
  owner: Owner,
  input: ListingTemplateInput,
) {
  const [row] = await db
    .insert(listingTemplates)
    .values({ ...owner, ...(await valuesOf(db, owner, input)) })
    .returning();
  return toListingTemplate(row!);
}

export async function updateListingTemplate(
  db: DbExecutor,
  owner: Owner,
  id: number,
  input: ListingTemplateInput,
) {
  await findListingTemplate(db, owner, id);
  const [row] = await db
    .update(listingTemplates)
    .set({ ...(await valuesOf(db, owner, input)), updatedAt: new Date() })
    .where(and(ownedBy(listingTemplates, owner), eq(listingTemplates.id, id)))
    .returning();
  return toListingTemplate(row!);
}

/** Listings made with it keep their state; they show no template name afterwards. */
export async function deleteListingTemplate(db: DbExecutor, owner: Owner, id: number) {
  await findListingTemplate(db, owner, id);
  await db
    .delete(listingTemplates)
    .where(and(ownedBy(listingTemplates, owner), eq(listingTemplates.id, id)));
}
