import type {
  MadeFile,
  TortBrand,
  TortBrandHit,
  TortBrandImportResult,
  TortBrandInput,
  TortBrandQuery as TortBrandListQuery,
  TortCheckInput,
  TortCheckResult,
} from '@podkit/sdk-core';
import { Type } from 'typebox';
import { pageQueryFields } from '../../http/paging.js';
import { requestSchema, wireSchema } from '../../http/wire-schema.js';
import { IdSchema } from '../../http/schemas.js';

export const LevelSchema = Type.Union([Type.Literal('warn'), Type.Literal('block')], {
  title: '级别',
  description: 'warn：提醒；block：禁止发布',
});

export const TortBrandSchema = wireSchema<TortBrand>()(
  Type.Object({
    id: Type.Integer(),
    word: Type.String(),
    level: LevelSchema,
    holder: Type.String(),
    remark: Type.String(),
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
  }),
);

export const TortBrandHitSchema = wireSchema<TortBrandHit>()(
  Type.Object({
    id: Type.Integer(),
    word: Type.String(),
    level: LevelSchema,
    holder: Type.String(),
  }),
);

export const TortCheckSchema = wireSchema<TortCheckResult>()(
  Type.Object({
    hits: Type.Array(TortBrandHitSchema),
    blocked: Type.Boolean(),
  }),
);

export const TortBrandQuery = requestSchema<TortBrandListQuery>()(
  Type.Object({
    keyword: Type.Optional(Type.String({ title: '关键词', maxLength: 100 })),
    level: Type.Optional(LevelSchema),
    ...pageQueryFields({ defaultPageSize: 20, maxPageSize: 100 }),
  }),
);

export const TortBrandBody = requestSchema<TortBrandInput>()(
  Type.Object({
    word: Type.String({ title: '品牌', minLength: 1, maxLength: 100 }),
    level: LevelSchema,
    holder: Type.String({ title: '权利人', maxLength: 100 }),
    remark: Type.String({ title: '备注', maxLength: 200 }),
  }),
);

export const TortCheckBody = requestSchema<TortCheckInput>()(
  Type.Object({
    text: Type.String({ title: '要查询的文字', minLength: 1, maxLength: 5000 }),
  }),
);

export const ImportResultSchema = wireSchema<TortBrandImportResult>()(
  Type.Object({
    created: Type.Integer(),
    updated: Type.Integer(),
    refused: Type.Array(
      Type.Object({ row: Type.Integer(), word: Type.String(), reason: Type.String() }),
    ),
  }),
);

export const BrandIdParams = Type.Object({ id: IdSchema('侵权品牌') });

export const BrandTemplateSchema = wireSchema<MadeFile>()(
  Type.Object({ url: Type.String(), name: Type.String() }),
);
