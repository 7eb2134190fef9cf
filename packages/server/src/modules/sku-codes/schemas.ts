import { requestSchema, wireSchema } from '../../http/wire-schema.js';
import type {
  BarcodeExportInput,
  BarcodePreview,
  BarcodePreviewQuery,
  LabelSheet,
  LabelSheetInput,
  MadeFile,
  ProductSku,
  ProductSkuQuery as ProductSkuQueryInput,
  SkuBarcodesInput,
  SkuCodeInput,
  TransformInput,
  TransformResult,
} from '@podkit/sdk-core';
import { Type } from 'typebox';
import { IdSchema } from '../../http/schemas.js';
import { pageQueryFields } from '../../http/paging.js';

/** Most codes one translation takes, pasted or uploaded. */
export const MAX_TRANSFORM_CODES = 5000;
/** Most labels one PDF holds. */
export const MAX_LABELS = 1000;

export const ProductSkuSchema = wireSchema<ProductSku>()(
  Type.Object({
    id: Type.Integer(),
    product_id: Type.Integer(),
    product_name: Type.String(),
    basic_product_name: Type.String(),
    thumbnail: Type.String(),
    color_name: Type.String(),
    color_hex: Type.String(),
    size_name: Type.String(),
    sku: Type.String(),
    code: Type.Union([Type.String(), Type.Null()]),
    gtin: Type.Union([Type.String(), Type.Null()]),
    fnsku: Type.Union([Type.String(), Type.Null()]),
    purchase_price: Type.String(),
    weight_grams: Type.Integer(),
  }),
);

export const ProductSkuQuery = requestSchema<ProductSkuQueryInput>()(
  Type.Object({
    keyword: Type.Optional(
      Type.String({
        title: '关键词',
        maxLength: 100,
        description: '商品名称、SKU、编码、GTIN 或 FNSKU',
      }),
    ),
    product_id: Type.Optional(IdSchema('商品')),
    code_state: Type.Optional(
      Type.Union([Type.Literal('coded'), Type.Literal('uncoded')], { title: '编码状态' }),
    ),
    barcode_state: Type.Optional(
      Type.Union([Type.Literal('with'), Type.Literal('without')], { title: '条码状态' }),
    ),
    ...pageQueryFields({ defaultPageSize: 20, maxPageSize: 100 }),
  }),
);

export const SkuIdParams = Type.Object({ id: IdSchema('SKU') });

export const SkuCodeBody = requestSchema<SkuCodeInput>()(
  Type.Object({
    code: Type.Union([Type.String({ title: 'SKU 编码', maxLength: 200 }), Type.Null()]),
  }),
);

export const SkuBarcodesBody = requestSchema<SkuBarcodesInput>()(
  Type.Object({
    gtin: Type.Union([Type.String({ title: 'GTIN', maxLength: 200 }), Type.Null()]),
    fnsku: Type.Union([Type.String({ title: 'FNSKU', maxLength: 200 }), Type.Null()]),
  }),
);

export const SymbologySchema = Type.Union(
  [Type.Literal('code128'), Type.Literal('ean13'), Type.Literal('fnsku')],
  { title: '条码类型', description: 'code128：SKU 编码；ean13：GTIN；fnsku：FNSKU（Code 128）' },
);

export const BarcodePreviewSchema = wireSchema<BarcodePreview>()(
  Type.Object({
    image: Type.String({ description: 'data:image/png;base64,…' }),
    text: Type.String(),
  }),
);

export const LabelSheetBody = requestSchema<LabelSheetInput>()(
  Type.Object({
    sku_ids: Type.Array(IdSchema('SKU'), { title: 'SKU', minItems: 1, maxItems: MAX_LABELS }),
    symbology: SymbologySchema,
    size: Type.Union([Type.Literal('50x30'), Type.Literal('60x40'), Type.Literal('a4')], {
      title: '标签尺寸',
    }),
    copies: Type.Integer({ title: '每个 SKU 的张数', minimum: 1, maximum: 100 }),
  }),
);

export const MadeFileSchema = wireSchema<MadeFile>()(
  Type.Object({ url: Type.String(), name: Type.String() }),
);

export const LabelSheetSchema = wireSchema<LabelSheet>()(
  Type.Object({ ...MadeFileSchema.properties, labels: Type.Integer() }),
);

export const BarcodeExportBody = requestSchema<BarcodeExportInput>()(
  Type.Object({
    sku_ids: Type.Optional(Type.Array(IdSchema('SKU'), { title: 'SKU', maxItems: 10000 })),
  }),
);

export const DirectionSchema = Type.Union(
  [Type.Literal('to_podkit'), Type.Literal('from_podkit')],
  { title: '转换方向' },
);

export const TransformBody = requestSchema<TransformInput>()(
  Type.Object({
    direction: DirectionSchema,
    codes: Type.Array(Type.String({ maxLength: 200 }), {
      title: '编码',
      minItems: 1,
      maxItems: MAX_TRANSFORM_CODES,
    }),
  }),
);

const CodeMatchSchema = Type.Object({
  sku: Type.String(),
  code: Type.Union([Type.String(), Type.Null()]),
  store_skus: Type.Array(Type.String()),
  product_name: Type.String(),
  color_name: Type.String(),
  size_name: Type.String(),
  matched_by: Type.Union([Type.Literal('sku'), Type.Literal('code'), Type.Literal('store')]),
});

export const BarcodeQuery = requestSchema<BarcodePreviewQuery>()(
  Type.Object({ symbology: SymbologySchema }),
);

export const TransformResultSchema = wireSchema<TransformResult>()(
  Type.Object({
    rows: Type.Array(Type.Object({ input: Type.String(), matches: Type.Array(CodeMatchSchema) })),
    unmatched: Type.Array(Type.String()),
  }),
);
