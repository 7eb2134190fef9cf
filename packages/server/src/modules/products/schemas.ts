import { Type } from 'typebox';
import type {
  DesignedProductQuery,
  PageQuery as PagingInput,
  ProductImageQuery,
  DesignedProduct,
  DesignedProductInput,
  IdsInput,
  MainImageInput,
  MaterialStyleInput,
  MergedProductInput,
  DesignedProductSaveAnswer,
  DesignedProductSaved,
  DesignedProductsDeleted,
  DesignedProductSummary,
  MaterialStyle,
  MergedProduct,
  MergedProductSummary,
} from '@podkit/sdk-core';
import { pageQueryFields } from '../../http/paging.js';
import { DesignDocumentSchema, IdSchema, MAX_INTEGER_ID, Nullable } from '../../http/schemas.js';
import { requestSchema, wireSchema } from '../../http/wire-schema.js';
import { TortBrandHitSchema } from '../tort-brands/index.js';
import { MERGE_MAX_PRODUCTS, MERGE_MIN_PRODUCTS } from './merge-sku.js';

const IdList = (title: string) =>
  Type.Array(Type.Integer({ minimum: 1 }), { title, minItems: 1, maxItems: 100 });
const DateTime = Type.String({ format: 'date-time' });
const RenderStatusSchema = Type.Union([
  Type.Literal('pending'),
  Type.Literal('ready'),
  Type.Literal('failed'),
]);

export const IdParams = Type.Object({ id: Type.Integer({ title: '设计商品 id', minimum: 1 }) });
export const MergedParams = Type.Object({ id: Type.Integer({ title: '合并商品 id', minimum: 1 }) });
export const IdsBody = requestSchema<IdsInput>()(Type.Object({ ids: IdList('设计商品 id 列表') }));
export const PageQuery = requestSchema<PagingInput>()(
  Type.Object(pageQueryFields({ defaultPageSize: 20, maxPageSize: 100 })),
);

const DocumentSchema = DesignDocumentSchema({
  title: '设计文档',
  description: '@podkit/design 的设计文档（schemaVersion、views、layers），单位毫米',
});

export const ProductBody = requestSchema<DesignedProductInput>()(
  Type.Object({
    name: Type.String({ title: '商品名称', minLength: 1, maxLength: 200 }),
    basic_product_id: Type.Integer({ title: '空白商品 id', minimum: 1 }),
    document: DocumentSchema,
    color_ids: IdList('颜色 id 列表'),
    size_ids: IdList('尺码 id 列表'),
  }),
);

export const ProductListQuery = requestSchema<DesignedProductQuery>()(
  Type.Object({
    keyword: Type.Optional(
      Type.String({
        title: '关键词',
        maxLength: 100,
        description: '商品名称的一部分，或完整的 SKU / 自定义编码',
      }),
    ),
    basic_product_id: Type.Optional(
      Type.Integer({ title: '空白商品 id', minimum: 1, maximum: MAX_INTEGER_ID }),
    ),
    category_id: Type.Optional(
      Type.Integer({ title: '分类 id', minimum: 1, maximum: MAX_INTEGER_ID }),
    ),
    color: Type.Optional(Type.String({ title: '颜色名称', maxLength: 50 })),
    created_from: Type.Optional(
      Type.String({ title: '创建日期起', maxLength: 10, description: 'YYYY-MM-DD，站点时区' }),
    ),
    created_to: Type.Optional(
      Type.String({ title: '创建日期止', maxLength: 10, description: 'YYYY-MM-DD，站点时区' }),
    ),
    ...pageQueryFields({ defaultPageSize: 20, maxPageSize: 100 }),
  }),
);

export const ImageListQuery = requestSchema<ProductImageQuery>()(
  Type.Object({
    kind: Type.Optional(
      Type.Union([Type.Literal('mockup'), Type.Literal('print')], { title: '图片类型' }),
    ),
    product_id: Type.Optional(IdSchema('商品')),
    view: Type.Optional(Type.String({ title: '视图', maxLength: 50 })),
    color: Type.Optional(Type.String({ title: '颜色', maxLength: 50 })),
    ...pageQueryFields({ defaultPageSize: 24, maxPageSize: 100 }),
  }),
);

export const MergeBody = requestSchema<MergedProductInput>()(
  Type.Object({
    name: Type.String({ title: '合并商品名称', minLength: 1, maxLength: 200 }),
    product_ids: Type.Array(Type.Integer({ minimum: 1 }), {
      title: '设计商品 id 列表',
      minItems: MERGE_MIN_PRODUCTS,
      maxItems: MERGE_MAX_PRODUCTS,
    }),
  }),
);

/** Free-form: a style is a design fragment (layers), kept as the editor sent it. */
const StyleContentSchema = Type.Record(Type.String(), Type.Unknown(), {
  title: '样式内容',
  description: '设计片段（图层等），原样保存',
});

export const StyleBody = requestSchema<MaterialStyleInput>()(
  Type.Object({
    name: Type.String({ title: '样式名称', minLength: 1, maxLength: 100 }),
    content: StyleContentSchema,
  }),
);

export const MainImageBody = requestSchema<MainImageInput>()(
  Type.Object({ view_id: IdSchema('视图'), color_id: IdSchema('颜色') }),
);

export const MaterialStyleSchema = wireSchema<MaterialStyle>()(
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    content: StyleContentSchema,
    created_at: DateTime,
  }),
);

const SkuSchema = Type.Object({
  id: Type.Integer(),
  color_id: Type.Integer(),
  color_name: Type.String(),
  size_id: Type.Integer(),
  size_name: Type.String(),
  sku: Type.String(),
  purchase_price: Type.String({ description: '保存时的采购价，元' }),
});

export const SavedProductSchema = wireSchema<DesignedProductSaved>()(
  Type.Object({
    id: Type.Integer(),
    skus: Type.Array(SkuSchema),
    job_id: Type.Integer({ description: '生成印刷文件和效果图的后台任务' }),
    tort_hits: Type.Array(TortBrandHitSchema, {
      description: '标题或文字图层中出现的侵权品牌（照样保存，编辑器提示）',
    }),
  }),
);

/** A save's answer; when the document is refused (status_code 422), where it is wrong. */
export const SaveAnswerSchema = wireSchema<DesignedProductSaveAnswer>()(
  Type.Union([
    SavedProductSchema,
    Type.Object({
      errors: Type.Array(Type.Object({ path: Type.String(), message: Type.String() })),
    }),
    Type.Object({ path: Type.String() }),
  ]),
);

export const ProductSummarySchema = wireSchema<DesignedProductSummary>()(
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    basic_product_id: Type.Integer(),
    basic_product_name: Type.String(),
    thumbnail: Type.String({ description: '第一张已生成的效果图；还没有时为空' }),
    status: Type.Union([Type.Literal('rendering'), Type.Literal('ready'), Type.Literal('failed')]),
    created_at: DateTime,
    updated_at: DateTime,
  }),
);

export const ProductSchema = wireSchema<DesignedProduct>()(
  Type.Object({
    ...ProductSummarySchema.properties,
    is_merge_design: Type.Union([Type.Literal(0), Type.Literal(1)]),
    document: DocumentSchema,
    skus: Type.Array(SkuSchema),
    print_files: Type.Array(
      Type.Object({
        view_id: Type.Integer(),
        view_name: Type.String(),
        status: RenderStatusSchema,
        url: Type.String({ description: '生成之前为空' }),
        width_px: Nullable(Type.Integer()),
        height_px: Nullable(Type.Integer()),
        dpi: Type.Integer(),
        error: Type.String({ description: '失败原因；没有失败时为空' }),
      }),
    ),
    mockups: Type.Array(
      Type.Object({
        view_id: Type.Integer(),
        color_id: Type.Integer(),
        status: RenderStatusSchema,
        url: Type.String(),
        error: Type.String(),
      }),
    ),
    job_id: Nullable(Type.Integer()),
  }),
);

export const MergedSummarySchema = wireSchema<MergedProductSummary>()(
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    product_count: Type.Integer(),
    sku_count: Type.Integer(),
    thumbnail: Type.String(),
    created_at: DateTime,
  }),
);

export const MergedSchema = wireSchema<MergedProduct>()(
  Type.Object({
    ...MergedSummarySchema.properties,
    products: Type.Array(ProductSummarySchema),
    skus: Type.Array(
      Type.Object({
        ...SkuSchema.properties,
        product_id: Type.Integer(),
        product_name: Type.String(),
      }),
    ),
  }),
);

export const BatchDeleteSchema = wireSchema<DesignedProductsDeleted>()(
  Type.Object({ deleted: Type.Integer() }),
);
