import type {
  ThirdProduct,
  ThirdProductBindBody,
  ThirdProductIds,
  ThirdProductImportBody,
  ThirdProductQuery,
  ThirdProductsBound,
  ThirdProductsRemoved,
  ThirdProductsUnbound,
} from '@podkit/sdk-core';
import { Type } from 'typebox';
import { pageQueryFields } from '../../http/paging.js';
import { IdSchema } from '../../http/schemas.js';
import { requestSchema, wireSchema } from '../../http/wire-schema.js';
import { PlatformCodeSchema } from './schemas.js';

/** Store products a batch may name at once. */
const MAX_BATCH = 500;

const MappingSchema = Type.Object({
  designed_product_sku_id: Type.Union([Type.Integer(), Type.Null()]),
  goods_sku_id: Type.Union([Type.Integer(), Type.Null()]),
  sku: Type.String(),
  text: Type.String(),
});

export const BoundSchema = wireSchema<ThirdProductsBound>()(
  Type.Object({ bound: Type.Integer(), orders_updated: Type.Integer() }),
);
export const UnboundSchema = wireSchema<ThirdProductsUnbound>()(
  Type.Object({ unbound: Type.Integer() }),
);
export const RemovedSchema = wireSchema<ThirdProductsRemoved>()(
  Type.Object({ removed: Type.Integer() }),
);
export const ThirdProductSchema = wireSchema<ThirdProduct>()(
  Type.Object({
    id: Type.Integer(),
    store_id: Type.Integer(),
    store_name: Type.String(),
    platform: PlatformCodeSchema,
    platform_product_id: Type.String(),
    variant_id: Type.String(),
    sku: Type.String(),
    title: Type.String(),
    image_url: Type.String(),
    source: Type.Union([Type.Literal('listing'), Type.Literal('order')]),
    mapping: Type.Union([MappingSchema, Type.Null()]),
    last_seen_at: Type.String({ format: 'date-time' }),
  }),
);

export const IdsBody = requestSchema<ThirdProductIds>()(
  Type.Object({
    ids: Type.Array(IdSchema('第三方商品'), {
      title: '第三方商品',
      minItems: 1,
      maxItems: MAX_BATCH,
    }),
  }),
);

export const ThirdProductListQuery = requestSchema<ThirdProductQuery>()(
  Type.Object({
    store_id: Type.Optional(IdSchema('店铺')),
    state: Type.Optional(
      Type.Union([Type.Literal('mapped'), Type.Literal('unmapped')], { title: '关联状态' }),
    ),
    keyword: Type.Optional(Type.String({ title: '关键词', maxLength: 100 })),
    ...pageQueryFields({ defaultPageSize: 20, maxPageSize: 100 }),
  }),
);

export const ImportBody = requestSchema<ThirdProductImportBody>()(
  Type.Object({
    store_ids: Type.Optional(
      Type.Array(IdSchema('店铺'), { title: '店铺', minItems: 1, maxItems: 50 }),
    ),
  }),
);

export const BindBody = requestSchema<ThirdProductBindBody>()(
  Type.Object({
    items: Type.Array(
      Type.Union([
        Type.Object({
          id: IdSchema('第三方商品'),
          designed_product_sku_id: IdSchema('设计商品 SKU'),
        }),
        Type.Object({ id: IdSchema('第三方商品'), goods_sku_id: IdSchema('通用商品 SKU') }),
      ]),
      { title: '关联', minItems: 1, maxItems: MAX_BATCH },
    ),
  }),
);
