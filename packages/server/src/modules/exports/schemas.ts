import type { ExportRecord } from '@podkit/sdk-core';
import { Type } from 'typebox';
import { wireSchema } from '../../http/wire-schema.js';

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
