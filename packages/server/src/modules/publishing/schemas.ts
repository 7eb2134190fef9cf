import type {
  BulkFile,
  BulkFileBody as BulkFileInput,
  CategoryAttributes,
  CategoryAttributesQuery,
  PlatformCategories,
  PlatformCategoriesQuery,
  CurrencyRate,
  CurrencyRates,
  LibraryProduct,
  LibraryQuery as LibraryInput,
  Listing,
  ListingTemplate,
  ListingTemplateInput,
  ListingTemplateQuery as ListingTemplateListInput,
  MarketplaceChoice,
  MarketplaceFields,
  PricePreview,
  PricePreviewBody,
  PriceTemplate,
  PriceTemplateInput,
  PriceTemplateQuery as PriceTemplateListInput,
  ReleaseBody as ReleaseInput,
  ReleaseQuery as ReleaseListInput,
  ReleaseResult,
} from '@podkit/sdk-core';
import { ETSY_WHEN_MADE, ETSY_WHO_MADE } from '@podkit/sdk-core/rules';
import { requestSchema, wireSchema } from '../../http/wire-schema.js';
import { Type } from 'typebox';
import { pageQueryFields } from '../../http/paging.js';
import { IdSchema } from '../../http/schemas.js';
import { publishPlatforms } from './platforms.js';

const Timestamp = Type.String({ format: 'date-time' });

export const CurrencyCode = Type.String({
  title: '币种',
  pattern: '^[A-Z]{3}$',
  description: 'ISO 4217 三位大写字母（如 USD）',
});

const Decimal = (title: string, description: string) =>
  Type.String({ title, maxLength: 20, pattern: '^\\s*\\d{1,9}(\\.\\d+)?\\s*$', description });

export const RoundingSchema = Type.Union(
  [Type.Literal('none'), Type.Literal('99'), Type.Literal('x9')],
  { title: '取整方式', description: 'none：四舍五入到分；99：向上取到 x.99；x9：向上取到 .x9' },
);

export const PlatformSchema = Type.Enum([...publishPlatforms], {
  title: '平台',
  description: publishPlatforms.join(' | '),
});

export const ListingStatusSchema = Type.Union(
  [
    Type.Literal('queued'),
    Type.Literal('publishing'),
    Type.Literal('published'),
    Type.Literal('failed'),
    Type.Literal('unpublished'),
  ],
  { title: '刊登状态' },
);

// ── Rates ──

export const CurrencyRateSchema = wireSchema<CurrencyRate>()(
  Type.Object({
    currency: CurrencyCode,
    rate: Decimal('汇率', '1 人民币可兑换的该币种数量，大于 0，最多 6 位小数（如 0.1380）'),
  }),
);

export const RatesSchema = wireSchema<CurrencyRates>()(
  Type.Object({ rates: Type.Array(CurrencyRateSchema) }),
);

export const RatesBody = requestSchema<CurrencyRates>()(
  Type.Object({
    rates: Type.Array(CurrencyRateSchema, { title: '汇率列表', maxItems: 200 }),
  }),
);

// ── Price templates ──

const RuleFields = {
  currency: CurrencyCode,
  factor: Decimal('倍率', '大于 0，最多 4 位小数'),
  addend: Decimal('加价', '模板币种金额，不小于 0，最多两位小数'),
  rounding: RoundingSchema,
};

export const PriceRuleSchema = Type.Object(RuleFields);

export const PriceTemplateSchema = wireSchema<PriceTemplate>()(
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    ...RuleFields,
    is_default: Type.Boolean(),
    created_at: Timestamp,
    updated_at: Timestamp,
  }),
);

export const PriceTemplateBody = requestSchema<PriceTemplateInput>()(
  Type.Object({
    name: Type.String({ title: '模板名称', minLength: 1, maxLength: 100 }),
    ...RuleFields,
    is_default: Type.Optional(Type.Boolean({ title: '设为默认' })),
  }),
);

export const PriceTemplateQuery = requestSchema<PriceTemplateListInput>()(
  Type.Object({
    keyword: Type.Optional(Type.String({ title: '关键词', maxLength: 100 })),
    ...pageQueryFields({ defaultPageSize: 20, maxPageSize: 100 }),
  }),
);

export const PreviewBody = requestSchema<PricePreviewBody>()(
  Type.Object({
    template: PriceRuleSchema,
    product_id: IdSchema('商品 id'),
  }),
);

export const PreviewSchema = wireSchema<PricePreview>()(
  Type.Object({
    currency: Type.String(),
    rows: Type.Array(
      Type.Object({
        sku: Type.String(),
        color_name: Type.String(),
        size_name: Type.String(),
        cost: Type.String({ description: '成本（人民币）' }),
        price: Type.String({ description: '售价（模板币种）' }),
      }),
    ),
  }),
);

// ── Listing templates ──

const ListingTemplateFields = {
  platform: PlatformSchema,
  name: Type.String({ title: '模板名称', minLength: 1, maxLength: 100 }),
  title_pattern: Type.String({
    title: '标题模板',
    minLength: 1,
    maxLength: 500,
    description: '占位符：{name} {blank} {colors} {sizes}',
  }),
  description_pattern: Type.String({ title: '描述模板', maxLength: 20000 }),
  category: Type.String({ title: '类目', maxLength: 255 }),
  attributes: Type.Record(Type.String({ maxLength: 100 }), Type.String({ maxLength: 1000 }), {
    title: '属性',
  }),
  color_option: Type.String({ title: '颜色选项名', maxLength: 255 }),
  size_option: Type.String({ title: '尺码选项名', maxLength: 255 }),
  images: Type.Union([Type.Literal('main'), Type.Literal('all')], {
    title: '图片',
    description: 'main：仅主图；all：全部效果图（主图在前）',
  }),
  price_template_id: Type.Union([IdSchema('价格模板 id'), Type.Null()], {
    title: '价格模板',
    description: 'null：使用默认价格模板',
  }),
  status: Type.Union([Type.Literal('active'), Type.Literal('draft')], { title: '发布状态' }),
  tags: Type.Array(Type.String({ maxLength: 255 }), { title: '标签', maxItems: 250 }),
  vendor: Type.String({ title: '品牌（vendor）', maxLength: 255 }),
  product_type: Type.String({ title: '商品类型', maxLength: 255 }),
};

const EtsyFieldsSchema = Type.Object(
  {
    taxonomy_id: Type.Integer({ title: 'Etsy 类目 ID（taxonomy_id）', minimum: 1 }),
    who_made: Type.Enum([...ETSY_WHO_MADE], {
      title: '制作者（who_made）',
      description: ETSY_WHO_MADE.join(' | '),
    }),
    when_made: Type.Enum([...ETSY_WHEN_MADE], {
      title: '制作时间（when_made）',
      description: ETSY_WHEN_MADE.join(' | '),
    }),
    shipping_profile_id: Type.Integer({ title: '运费模板 ID（shipping_profile_id）', minimum: 1 }),
    readiness_state_id: Type.Integer({ title: '备货模板 ID（readiness_state_id）', minimum: 1 }),
    quantity: Type.Integer({ title: '每个变体的库存', minimum: 1, maximum: 999 }),
  },
  { title: 'Etsy 刊登字段' },
);

export const ListingTemplateSchema = wireSchema<ListingTemplate>()(
  Type.Object({
    id: Type.Integer(),
    ...ListingTemplateFields,
    etsy: Type.Union([EtsyFieldsSchema, Type.Null()]),
    created_at: Timestamp,
    updated_at: Timestamp,
  }),
);

export const ListingTemplateBody = requestSchema<ListingTemplateInput>()(
  Type.Object({
    ...ListingTemplateFields,
    description_pattern: Type.Optional(ListingTemplateFields.description_pattern),
    category: Type.Optional(ListingTemplateFields.category),
    attributes: Type.Optional(ListingTemplateFields.attributes),
    color_option: Type.Optional(ListingTemplateFields.color_option),
    size_option: Type.Optional(ListingTemplateFields.size_option),
    images: Type.Optional(ListingTemplateFields.images),
    price_template_id: Type.Optional(ListingTemplateFields.price_template_id),
    status: Type.Optional(ListingTemplateFields.status),
    tags: Type.Optional(ListingTemplateFields.tags),
    vendor: Type.Optional(ListingTemplateFields.vendor),
    product_type: Type.Optional(ListingTemplateFields.product_type),
    etsy: Type.Optional(
      Type.Union([EtsyFieldsSchema, Type.Null()], {
        description: 'Etsy 模板必填后才能刊登；省略：保持原值',
      }),
    ),
  }),
);

export const MarketplaceFieldsSchema = wireSchema<MarketplaceFields>()(
  Type.Object({
    fields: Type.Array(
      Type.Object({
        key: Type.String({ description: '保存在模板 attributes 中的键' }),
        label: Type.String(),
        required: Type.Boolean(),
        hint: Type.String(),
        numeric: Type.Boolean({ description: '正整数（平台的类目、模板等 ID）' }),
        options: Type.Union([
          Type.Array(Type.Object({ value: Type.String(), label: Type.String() })),
          Type.Null(),
        ]),
      }),
    ),
  }),
);

export const MarketplaceFieldsQuery = requestSchema<MarketplaceChoice>()(
  Type.Object({ platform: PlatformSchema }),
);

export const ListingTemplateQuery = requestSchema<ListingTemplateListInput>()(
  Type.Object({
    platform: Type.Optional(PlatformSchema),
    keyword: Type.Optional(Type.String({ title: '关键词', maxLength: 100 })),
    ...pageQueryFields({ defaultPageSize: 20, maxPageSize: 100 }),
  }),
);
const PlatformId = (title: string) =>
  Type.String({ title, minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' });

export const PlatformCategoriesQuerySchema = requestSchema<PlatformCategoriesQuery>()(
  Type.Object({
    platform: PlatformSchema,
    parent_id: Type.Optional(PlatformId('上级类目 id（不传为第一级）')),
  }),
);

export const PlatformCategoriesSchema = wireSchema<PlatformCategories>()(
  Type.Object({
    store_name: Type.String({ description: '读取类目所用的店铺' }),
    categories: Type.Array(
      Type.Object({
        id: Type.String(),
        name: Type.String(),
        leaf: Type.Boolean({ description: '叶子类目才能刊登' }),
      }),
    ),
  }),
);

export const CategoryAttributesQuerySchema = requestSchema<CategoryAttributesQuery>()(
  Type.Object({ platform: PlatformSchema, category_id: PlatformId('叶子类目 id') }),
);

const NamedId = Type.Object({ id: Type.String(), name: Type.String() });

export const CategoryAttributesSchema = wireSchema<CategoryAttributes>()(
  Type.Object({
    category_id: Type.String(),
    attributes: Type.Array(
      Type.Object({
        id: Type.String({ description: '保存在模板 attributes 的 attr_<id> 中' }),
        name: Type.String(),
        required: Type.Boolean(),
        input_type: Type.Union([
          Type.Literal('select'),
          Type.Literal('multi_select'),
          Type.Literal('text'),
        ]),
        values: Type.Array(NamedId),
      }),
    ),
    brand: Type.Union([
      Type.Object({ required: Type.Boolean(), brands: Type.Array(NamedId) }),
      Type.Null(),
    ]),
  }),
);

// ── Releases ──

export const ListingSchema = wireSchema<Listing>()(
  Type.Object({
    id: Type.Integer(),
    platform: PlatformSchema,
    store_id: Type.Integer(),
    store_name: Type.String(),
    product_id: Type.Integer(),
    product_name: Type.String(),
    product_image: Type.String(),
    template_id: Type.Union([Type.Integer(), Type.Null()]),
    template_name: Type.String(),
    status: ListingStatusSchema,
    platform_listing_id: Type.String(),
    listing_url: Type.String(),
    message: Type.String(),
    published_at: Type.Union([Timestamp, Type.Null()]),
    updated_at: Timestamp,
  }),
);

export const ReleaseBody = requestSchema<ReleaseInput>()(
  Type.Object({
    store_id: IdSchema('店铺 id'),
    template_id: IdSchema('产品模板 id'),
    product_ids: Type.Array(IdSchema('商品 id'), { title: '商品', minItems: 1, maxItems: 200 }),
  }),
);

export const ReleaseResultSchema = wireSchema<ReleaseResult>()(
  Type.Object({ listings: Type.Array(ListingSchema) }),
);

export const BulkFileBody = requestSchema<BulkFileInput>()(
  Type.Object({
    platform: PlatformSchema,
    template_id: IdSchema('产品模板 id'),
    product_ids: Type.Array(IdSchema('商品 id'), { title: '商品', minItems: 1, maxItems: 200 }),
  }),
);

export const BulkFileSchema = wireSchema<BulkFile>()(
  Type.Object({
    file_url: Type.String({ description: '下载地址（仅本人可用的短期签名地址）' }),
    file_name: Type.String(),
    rows: Type.Integer({ description: '数据行数（不含表头）' }),
  }),
);

export const ReleaseQuery = requestSchema<ReleaseListInput>()(
  Type.Object({
    platform: Type.Optional(PlatformSchema),
    store_id: Type.Optional(IdSchema('店铺 id')),
    status: Type.Optional(ListingStatusSchema),
    keyword: Type.Optional(Type.String({ title: '关键词', maxLength: 100 })),
    ...pageQueryFields({ defaultPageSize: 20, maxPageSize: 100 }),
  }),
);

export const LibraryProductSchema = wireSchema<LibraryProduct>()(
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    basic_product_name: Type.String(),
    thumbnail: Type.String(),
    status: Type.String(),
    created_at: Timestamp,
    listings: Type.Array(
      Type.Object({
        id: Type.Integer(),
        store_id: Type.Integer(),
        store_name: Type.String(),
        status: ListingStatusSchema,
        listing_url: Type.String(),
      }),
    ),
  }),
);

export const LibraryQuery = requestSchema<LibraryInput>()(
  Type.Object({
    platform: PlatformSchema,
    keyword: Type.Optional(Type.String({ title: '关键词', maxLength: 100 })),
    ...pageQueryFields({ defaultPageSize: 20, maxPageSize: 100 }),
  }),
);

export const IdParams = (what: string) => Type.Object({ id: IdSchema(what) });
