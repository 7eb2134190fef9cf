import type {
  ExportRecord,
  OrderExportBody,
  PageQuery,
  ProductFilesExportBody,
} from '@podkit/sdk-core';
import { Type } from 'typebox';
import { pageQueryFields } from '../../http/paging.js';
import { IdSchema } from '../../http/schemas.js';
import { requestSchema, wireSchema } from '../../http/wire-schema.js';
import { OrderStatusSchema, orderFilterFields } from '../orders/index.js';
import { PRODUCT_FILES_MAX_PRODUCTS } from './product-files-export.js';

export const ExportListQuery = requestSchema<PageQuery>()(
  Type.Object(pageQueryFields({ defaultPageSize: 20, maxPageSize: 100 })),
);

export const OrderExportSchema = requestSchema<OrderExportBody>()(
  Type.Object({ status: Type.Optional(OrderStatusSchema), ...orderFilterFields }),
);

export const ProductFilesExportSchema = requestSchema<ProductFilesExportBody>()(
  Type.Object({
    product_ids: Type.Array(IdSchema('商品'), {
      title: '商品',
      minItems: 1,
      maxItems: PRODUCT_FILES_MAX_PRODUCTS,
    }),
    kinds: Type.Array(Type.Union([Type.Literal('mockup'), Type.Literal('print')]), {
      title: '文件类型',
      minItems: 1,
      maxItems: 2,
    }),
  }),
);

/** One export record as 导出记录 lists it (and as other modules' made-at-once exports answer). */
export const ExportRecordSchema = wireSchema<ExportRecord>()(
  Type.Object({
    id: Type.Integer(),
    kind: Type.Union([
      Type.Literal('orders'),
      Type.Literal('product_files'),
      Type.Literal('bulk_file'),
      Type.Literal('store_trade'),
    ]),
    name: Type.String(),
    status: Type.Union([
      Type.Literal('queued'),
      Type.Literal('running'),
      Type.Literal('succeeded'),
      Type.Literal('failed'),
    ]),
    status_label: Type.String(),
    progress: Type.Object({
      done: Type.Integer(),
      total: Type.Union([Type.Integer(), Type.Null()]),
    }),
    row_count: Type.Integer(),
    url: Type.Union([Type.String(), Type.Null()]),
    error: Type.String(),
    created_at: Type.String({ format: 'date-time' }),
    finished_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  }),
);
