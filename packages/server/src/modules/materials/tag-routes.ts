import type { MaterialTagQuery, MergeInto, TagInput } from '@podkit/sdk-core';
import { requestSchema } from '../../http/wire-schema.js';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { pageQueryFields, paginator } from '../../http/paging.js';
import { requiredName } from './material-names.js';
import { ownerOf } from './owner.js';
import { allTags, createTag, deleteTag, mergeTag, renameTag, tagPage } from './tag-service.js';
import {
  bearer,
  FlagSchema,
  IdParams,
  IdSchema,
  TagListSchema,
  TagMergeSchema,
  TagNameSchema,
  TagRemovalSchema,
  TagSchema,
} from './wire-schemas.js';

const TagListQuery = requestSchema<MaterialTagQuery>()(
  Type.Object({
    is_all: Type.Optional(FlagSchema('全部', '1 返回全部标签（数组）；否则分页返回')),
    name: Type.Optional(Type.String({ title: '标签名称', maxLength: 30 })),
    ...pageQueryFields({ defaultPageSize: 20, maxPageSize: 100 }),
  }),
);
const TagBody = requestSchema<TagInput>()(Type.Object({ name: TagNameSchema }));
const MergeBody = requestSchema<MergeInto>()(Type.Object({ into_id: IdSchema('要合并到的标签') }));

/** User material tags (spec 7): list, create, rename, delete. */
export const tagRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  // The spec calls the list with a trailing slash (`/userMaterialTag/?is_all=1`); both forms answer.
  for (const url of ['/distribution/userMaterialTag', '/distribution/userMaterialTag/']) {
    app.get(
      url,
      {
        config: { permission: 'user' },
        schema: {
          tags: ['materials'],
          summary: '我的素材标签：is_all=1 时返回全部（按名称），否则分页',
          security: bearer,
          querystring: TagListQuery,
          hide: url.endsWith('/'),
          response: {
            200: envelopeOf(TagListSchema),
          },
        },
      },
      async (request) => {
        const owner = ownerOf(request);
        const query = request.query;
        if (query.is_all === 1) return ok(await allTags(app.db, owner));
        const { rows, total } = await tagPage(app.db, owner, {
          name: query.name,
          page: query.page,
          perPage: query.page_size,
        });
        return ok(paginator(rows, total, query.page, query.page_size));
      },
    );
  }

  app.post(
    '/distribution/userMaterialTag',
    {
      config: { permission: ['myGallery.tag', 'definitionTags.add'] },
      schema: {
        tags: ['materials'],
        summary: '新建素材标签（名称在本人的标签中唯一）',
        security: bearer,
        body: TagBody,
        response: { 200: envelopeOf(TagSchema) },
      },
    },
    async (request) => {
      const tag = await createTag(
        app.db,
        ownerOf(request),
        requiredName(request.body.name, '标签名称'),
      );
      return ok(tag, '标签已创建');
    },
  );

  app.put(
    '/distribution/userMaterialTag/:id',
    {
      config: { permission: ['myGallery.tag', 'definitionTags.edit'] },
      schema: {
        tags: ['materials'],
        summary: '修改素材标签名称',
        security: bearer,
        params: IdParams,
        body: TagBody,
        response: { 200: envelopeOf(TagSchema) },
      },
    },
    async (request) => {
      const tag = await renameTag(
        app.db,
        ownerOf(request),
        request.params.id,
        requiredName(request.body.name, '标签名称'),
      );
      return ok(tag, '标签已修改');
    },
  );

  app.delete(
    '/distribution/userMaterialTag/:id',
    {
      config: { permission: ['myGallery.tag', 'definitionTags.delete'] },
      schema: {
        tags: ['materials'],
        summary: '删除素材标签（素材本身保留，只去掉该标签）',
        security: bearer,
        params: IdParams,
        response: {
          200: envelopeOf(TagRemovalSchema),
        },
      },
    },
    async (request) => {
      const removal = await deleteTag(app.db, ownerOf(request), request.params.id);
      return ok(removal, '标签已删除');
    },
  );

  app.post(
    '/distribution/userMaterialTag/:id/merge',
    {
      config: { permission: 'definitionTags.edit' },
      schema: {
        tags: ['materials'],
        summary: '合并标签：该标签的素材都加上 into_id 标签，然后删除该标签',
        security: bearer,
        params: IdParams,
        body: MergeBody,
        response: { 200: envelopeOf(TagMergeSchema) },
      },
    },
    async (request) => {
      const merge = await mergeTag(
        app.db,
        ownerOf(request),
        request.params.id,
        request.body.into_id,
      );
      return ok(merge, `已合并到「${merge.tag.name}」`);
    },
  );
};
