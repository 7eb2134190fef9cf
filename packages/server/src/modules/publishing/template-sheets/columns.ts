import type { PublishPlatform } from '@podkit/sdk-core';
import { marketplaceFields } from '../marketplace-fields.js';

/** A column of the product-template sheet: its Chinese title (row 1) and English key (row 2). */
export interface TemplateColumn {
  key: string;
  title: string;
  hint: string;
  example: string;
  width: number;
  /** A marketplace field (kept in the template's attributes under `key`). */
  attribute?: boolean;
}

export const MAX_TEMPLATE_ROWS = 500;
export const MAX_TEMPLATE_SHEET_BYTES = 2 * 1024 * 1024;

/** Separators of the tags and attributes cells: Excel users type either width of comma. */
export const LIST_SEPARATOR = /[,，]/;
export const ATTRIBUTE_SEPARATOR = /[;；\n]/;

const commonColumns: TemplateColumn[] = [
  { key: 'name', title: '模板名称', hint: '必填，最多 100 字', example: '夏季 T 恤', width: 20 },
  {
    key: 'title_pattern',
    title: '标题模板',
    hint: '必填；占位符 {name} {blank} {colors} {sizes}',
    example: '{name} - Unisex Tee',
    width: 30,
  },
  {
    key: 'description_pattern',
    title: '描述模板',
    hint: '可用同样的占位符，可写 HTML',
    example: '<p>{name}</p><p>Sizes: {sizes}</p>',
    width: 40,
  },
  {
    key: 'category',
    title: '商品分类',
    hint: '平台的分类路径或名称',
    example: 'Apparel > Shirts',
    width: 24,
  },
  { key: 'color_option', title: '颜色选项名', hint: '不填为 Color', example: 'Color', width: 14 },
  { key: 'size_option', title: '尺码选项名', hint: '不填为 Size', example: 'Size', width: 14 },
  {
    key: 'images',
    title: '商品图片',
    hint: '全部效果图 或 仅主图（all / main），不填为全部',
    example: '全部效果图',
    width: 14,
  },
  {
    key: 'price_template',
    title: '价格模板',
    hint: '价格模板名称，不填用默认价格模板',
    example: '',
    width: 16,
  },
  {
    key: 'status',
    title: '发布状态',
    hint: '上架 或 草稿（active / draft），不填为上架',
    example: '上架',
    width: 12,
  },
  { key: 'tags', title: '标签', hint: '用逗号分隔', example: 'tee,summer', width: 20 },
  { key: 'vendor', title: '供应商', hint: 'Vendor / 品牌', example: '', width: 14 },
  { key: 'product_type', title: '商品类型', hint: '', example: 'T-Shirt', width: 14 },
  {
    key: 'attributes',
    title: '商品属性',
    hint: '属性名=属性值，多个用分号分隔',
    example: 'Material=Cotton; Fit=Regular',
    width: 30,
  },
];

/** The columns of a marketplace's sheet: the common ones, then that marketplace's own fields. */
export function templateColumns(platform: PublishPlatform): TemplateColumn[] {
  return [
    ...commonColumns,
    ...marketplaceFields(platform).map((field) => ({
      key: field.key,
      title: field.label,
      hint: `${field.required ? '必填；' : ''}${field.hint}${
        field.options ? `（${field.options.map((option) => option.value).join(' / ')}）` : ''
      }`,
      example: field.options?.[0]?.value ?? '',
      width: 22,
      attribute: true,
    })),
  ];
}
