import type { ListingTemplate, ListingTemplateInput, PublishPlatform } from '@podkit/sdk-core';
import { marketplaceFieldProblem } from '../marketplace-fields.js';
import { ATTRIBUTE_SEPARATOR, LIST_SEPARATOR, type TemplateColumn } from './columns.js';

const imagesByText: Record<string, ListingTemplateInput['images']> = {
  '': 'all',
  全部效果图: 'all',
  全部: 'all',
  all: 'all',
  仅主图: 'main',
  主图: 'main',
  main: 'main',
};
const statusByText: Record<string, ListingTemplateInput['status']> = {
  '': 'active',
  上架: 'active',
  active: 'active',
  草稿: 'draft',
  draft: 'draft',
};

/** Longest text each column takes (the API's limits for a product template). */
const maxLength: Record<string, number> = {
  name: 100,
  title_pattern: 500,
  description_pattern: 20000,
  category: 255,
  color_option: 255,
  size_option: 255,
  vendor: 255,
  product_type: 255,
};

export type RowOutcome = { input: ListingTemplateInput } | { reason: string };

function attributesOf(text: string): Record<string, string> | string {
  const attributes: Record<string, string> = {};
  for (const part of text.split(ATTRIBUTE_SEPARATOR)) {
    if (!part.trim()) continue;
    const at = part.search(/[=＝]/);
    if (at < 1) return `商品属性「${part.trim()}」应写成 属性名=属性值`;
    const key = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (key.length > 100 || value.length > 1000) return `商品属性「${key}」过长`;
    attributes[key] = value;
  }
  return attributes;
}

/**
 * One sheet row as a product template of the marketplace, or the reason it cannot be one. The
 * template service checks the rest (placeholders, option names) when the row is saved.
 */
export function rowInput(
  values: Record<string, string>,
  platform: PublishPlatform,
  columns: TemplateColumn[],
  priceTemplateIds: Map<string, number>,
): RowOutcome {
  const cell = (key: string) => values[key] ?? '';
  for (const column of columns) {
    const limit = maxLength[column.key];
    if (limit && cell(column.key).length > limit)
      return { reason: `${column.title}最多 ${limit} 个字` };
  }
  const images = imagesByText[cell('images').toLowerCase()];
  if (!images) return { reason: '商品图片应为「全部效果图」或「仅主图」' };
  const status = statusByText[cell('status').toLowerCase()];
  if (!status) return { reason: '发布状态应为「上架」或「草稿」' };
  const priceName = cell('price_template');
  const priceTemplateId = priceName ? priceTemplateIds.get(priceName) : null;
  if (priceTemplateId === undefined) return { reason: `价格模板「${priceName}」不存在` };
  const tags = cell('tags')
    .split(LIST_SEPARATOR)
    .map((tag) => tag.trim())
    .filter(Boolean);
  if (tags.length > 250 || tags.some((tag) => tag.length > 255))
    return { reason: '标签最多 250 个，每个最多 255 个字' };
  const attributes = attributesOf(cell('attributes'));
  if (typeof attributes === 'string') return { reason: attributes };
  for (const column of columns)
    if (column.attribute && cell(column.key)) attributes[column.key] = cell(column.key);
  const problem = marketplaceFieldProblem(platform, attributes);
  if (problem) return { reason: problem };
  return {
    input: {
      platform,
      name: cell('name'),
      title_pattern: cell('title_pattern'),
      description_pattern: cell('description_pattern'),
      category: cell('category'),
      attributes,
      color_option: cell('color_option'),
      size_option: cell('size_option'),
      images,
      price_template_id: priceTemplateId,
      status,
      tags,
      vendor: cell('vendor'),
      product_type: cell('product_type'),
    },
  };
}

/** A saved template as the cells of its sheet row (the export; importing it gives it back). */
export function templateCells(
  template: ListingTemplate,
  columns: TemplateColumn[],
  priceTemplateNames: Map<number, string>,
): string[] {
  const fieldKeys = new Set(columns.filter((c) => c.attribute).map((c) => c.key));
  const cells: Record<string, string> = {
    name: template.name,
    title_pattern: template.title_pattern,
    description_pattern: template.description_pattern,
    category: template.category,
    color_option: template.color_option,
    size_option: template.size_option,
    images: template.images === 'main' ? '仅主图' : '全部效果图',
    price_template:
      template.price_template_id === null
        ? ''
        : (priceTemplateNames.get(template.price_template_id) ?? ''),
    status: template.status === 'draft' ? '草稿' : '上架',
    tags: template.tags.join(','),
    vendor: template.vendor,
    product_type: template.product_type,
    attributes: Object.entries(template.attributes)
      .filter(([key]) => !fieldKeys.has(key))
      .map(([key, value]) => `${key}=${value}`)
      .join('; '),
  };
  return columns.map((column) =>
    column.attribute ? (template.attributes[column.key] ?? '') : (cells[column.key] ?? ''),
  );
}
