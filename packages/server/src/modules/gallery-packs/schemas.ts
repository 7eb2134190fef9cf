import { Type } from 'typebox';
import type {
  AdminGalleryPack,
  GalleryPack,
  GalleryPackFilesInput,
  GalleryPackInput,
  GalleryPackPurchase,
  GalleryPackQuery,
  IdempotentInput,
} from '@podkit/sdk-core';
import { pageQueryFields } from '../../http/paging.js';
import { IdSchema, Nullable } from '../../http/schemas.js';
import { requestSchema, wireSchema } from '../../http/wire-schema.js';
import { YuanField } from '../wallet/index.js';
import { MAX_FILES_PER_REQUEST } from './pack-write.js';

const Timestamp = Type.String({ format: 'date-time' });

const FileSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  preview_url: Type.String({ description: '带水印的预览图（公开）；原图购买前不公开' }),
  width: Nullable(Type.Integer()),
  height: Nullable(Type.Integer()),
});

const packFields = {
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  tags: Type.Array(Type.String()),
  price: Type.String({ description: '价格（元）' }),
  licence: Type.String({ description: '授权说明，购买后标注在每个素材上' }),
  file_count: Type.Integer(),
  files: Type.Array(FileSchema),
  created_at: Timestamp,
};

export const PackSchema = wireSchema<GalleryPack>()(
  Type.Object({ ...packFields, purchased: Type.Boolean({ description: '当前用户是否已购买' }) }),
);
export const AdminPackSchema = wireSchema<AdminGalleryPack>()(
  Type.Object({
    ...packFields,
    is_published: Type.Boolean(),
    sales: Type.Integer({ description: '已售份数' }),
    updated_at: Timestamp,
  }),
);
export const PurchaseSchema = wireSchema<GalleryPackPurchase>()(
  Type.Object({
    pack: PackSchema,
    material_ids: Type.Array(Type.Integer(), { description: '放入我的素材库的素材 id' }),
  }),
);

export const TagsSchema = wireSchema<string[]>()(Type.Array(Type.String()));

export const PackQuerySchema = requestSchema<GalleryPackQuery>()(
  Type.Object({
    keyword: Type.Optional(Type.String({ title: '图包名称或简介', maxLength: 100 })),
    tag: Type.Optional(Type.String({ title: '标签', maxLength: 30 })),
    ...pageQueryFields({ defaultPageSize: 12, maxPageSize: 48 }),
  }),
);

export const PackBody = requestSchema<GalleryPackInput>()(
  Type.Object({
    name: Type.String({ title: '图包名称', minLength: 1, maxLength: 60 }),
    description: Type.Optional(Type.String({ title: '简介', maxLength: 1000 })),
    tags: Type.Optional(
      Type.Array(Type.String({ title: '标签', minLength: 1, maxLength: 30 }), { maxItems: 10 }),
    ),
    price: YuanField('价格'),
    licence: Type.String({ title: '授权说明', minLength: 1, maxLength: 500 }),
    is_published: Type.Optional(Type.Boolean({ title: '上架' })),
  }),
);

export const FilesBody = requestSchema<GalleryPackFilesInput>()(
  Type.Object({
    file_ids: Type.Array(IdSchema('以 type=file 上传的原图 id'), {
      minItems: 1,
      maxItems: MAX_FILES_PER_REQUEST,
    }),
  }),
);

export const BuyBody = requestSchema<IdempotentInput>()(
  Type.Object({
    idempotency_key: Type.String({ title: '幂等键', minLength: 8, maxLength: 100 }),
  }),
);

export const IdParams = Type.Object({ id: IdSchema('图包 id') });
