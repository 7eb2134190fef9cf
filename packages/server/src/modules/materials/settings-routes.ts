import { requestSchema, wireSchema } from '../../http/wire-schema.js';
import type { UploadSettings } from '@podkit/sdk-core';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { ownerOf } from './owner.js';
import { MAX_NAME_PREFIX, readUploadSettings, saveUploadSettings } from './upload-settings.js';
import { bearer, IdSchema } from './wire-schemas.js';

const NameRuleSchema = Type.Enum(['file_stem', 'file_name'], {
  title: '命名规则',
  description: 'file_stem 文件名去掉扩展名（默认）| file_name 保留扩展名',
});

const SettingsSchema = wireSchema<UploadSettings>()(
  Type.Object({
    default_category_ids: Type.Array(Type.Integer(), { description: '新素材默认放入的分类' }),
    default_tag_ids: Type.Array(Type.Integer(), { description: '新素材默认带上的标签' }),
    name_rule: NameRuleSchema,
    name_prefix: Type.String({ description: '新素材名称前缀' }),
  }),
);

const SettingsBody = requestSchema<Partial<UploadSettings>>()(
  Type.Object({
    default_category_ids: Type.Optional(
      Type.Array(IdSchema('分类 id'), { title: '默认分类', maxItems: 20 }),
    ),
    default_tag_ids: Type.Optional(
      Type.Array(IdSchema('标签 id'), { title: '默认标签', maxItems: 20 }),
    ),
    name_rule: Type.Optional(NameRuleSchema),
    name_prefix: Type.Optional(Type.String({ title: '名称前缀', maxLength: MAX_NAME_PREFIX })),
  }),
);

/** Upload settings (spec 7: GET and PUT /distribution/userConfig/uploadMaterial). */
export const settingsRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/distribution/userConfig/uploadMaterial',
    {
      config: { permission: 'user' },
      schema: {
        tags: ['materials'],
        summary: '读取上传素材设置（默认分类、默认标签、命名规则、名称前缀）',
        security: bearer,
        response: { 200: envelopeOf(SettingsSchema) },
      },
    },
    async (request) => ok(await readUploadSettings(app.db, ownerOf(request))),
  );

  app.put(
    '/distribution/userConfig/uploadMaterial',
    {
      config: { permission: 'user' },
      schema: {
        tags: ['materials'],
        summary: '保存上传素材设置（只改所给的字段）；之后上传或通过网址添加的素材按此命名和归类',
        security: bearer,
        body: SettingsBody,
        response: { 200: envelopeOf(SettingsSchema) },
      },
    },
    async (request) =>
      ok(await saveUploadSettings(app.db, ownerOf(request), request.body), '设置已保存'),
  );
};
