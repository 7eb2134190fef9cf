import { Type } from 'typebox';
import type { StoredFile, UploadConfirmBody, UploadForm, UploadFormQuery } from '@podkit/sdk-core';
import { Nullable } from '../../http/schemas.js';
import { requestSchema, wireSchema } from '../../http/wire-schema.js';
import { uploadKinds } from './upload-kinds.js';

export const OssUploadQuery = requestSchema<UploadFormQuery>()(
  Type.Object({
    type: Type.Optional(
      Type.Enum([...uploadKinds], {
        title: '上传类型',
        default: 'material',
        description: uploadKinds.join(' | '),
      }),
    ),
    name: Type.Optional(
      Type.String({
        title: '文件名',
        maxLength: 255,
        description: '将要上传的文件名，用于提前检查扩展名',
      }),
    ),
  }),
);

export const UploadFormSchema = wireSchema<UploadForm>()(
  Type.Object({
    accessid: Type.String(),
    dir: Type.String({ description: '自己的上传目录，以 / 结尾' }),
    policy: Type.String(),
    callback: Type.String(),
    signature: Type.String(),
    host: Type.String({ description: '表单提交地址（绝对地址）' }),
    expire: Type.Integer({ description: '过期时间，Unix 秒' }),
    max_size: Type.Integer({ description: '允许的最大字节数' }),
    fields: Type.Optional(
      Type.Record(Type.String(), Type.String(), {
        description:
          '直传存储（S3）时须原样提交的表单字段（Policy、X-Amz-Algorithm、X-Amz-Credential、X-Amz-Date、X-Amz-Signature 等），放在 key 与 file 之前',
      }),
    ),
    confirm: Type.Optional(
      Type.String({
        description: '直传后须调用的确认接口（POST，body: key、name）；无此字段时由回调登记',
      }),
    ),
  }),
);

export const ConfirmUploadBody = requestSchema<UploadConfirmBody>()(
  Type.Object({
    key: Type.String({ title: '已上传的文件路径', minLength: 1, maxLength: 512 }),
    name: Type.Optional(Type.String({ title: '文件名', maxLength: 255 })),
  }),
);

export const StoredFileSchema = wireSchema<StoredFile & { material_id?: number }>()(
  Type.Object({
    id: Type.Integer(),
    key: Type.String(),
    url: Type.String(),
    name: Type.String(),
    size: Type.Integer(),
    mime: Type.String(),
    width: Nullable(Type.Integer()),
    height: Nullable(Type.Integer()),
    material_id: Type.Optional(Type.Integer({ description: '素材上传时自动加入素材库的素材 id' })),
  }),
);
