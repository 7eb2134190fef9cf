import type {
  MaterialIds,
  MaterialListQuery,
  MaterialRenameBody,
  MaterialSetCategoriesBody,
  MaterialSetTagsBody,
  MaterialShareBody,
  MaterialUpdate,
} from '@podkit/sdk-core';
import { requestSchema } from '../../http/wire-schema.js';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import type { MaterialFlag } from '@podkit/sdk-core';
import { invalid, ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { pageQueryFields, paginator, paginatorOf } from '../../http/paging.js';
import {
  deleteMaterials,
  renameMaterials,
  setMaterialLinks,
  shareMaterials,
  updateMaterial,
} from './material-bulk.js';
import { cleanMaterialName, sequenceNames } from './material-names.js';
import {
  findOwnMaterial,
  listMaterialRows,
  materialFilter,
  toMaterials,
} from './material-queries.js';
import { urlMaker } from './material-url.js';
import { ownerOf } from './owner.js';
import {
  bearer,
  ChangeSchema,
  filterFields,
  FlagSchema,
  IdParams,
  IdSchema,
  LinkModeSchema,
  MaterialIdsSchema,
  MaterialNameSchema,
  MaterialSchema,
} from './wire-schemas.js';

const ListQuery = requestSchema<MaterialListQuery>()(
  Type.Object({
    scope: Type.Optional(
      Type.Enum(['mine', 'open'], {
        title: '范围',
        default: 'mine',
        description: 'mine 我的素材（默认）| open 本站共享素材库（openGallery）',
      }),
    ),
    ...filterFields,
    ...pageQueryFields({ defaultPageSize: 20, maxPageSize: 100 }),
  }),
);

const TargetIds = (title: string) =>
  Type.Array(IdSchema(`${title} id`), { title: `${title} id 列表`, maxItems: 100 });

const IdsBody = requestSchema<MaterialIds>()(Type.Object({ ids: MaterialIdsSchema }));

const UpdateBody = requestSchema<MaterialUpdate>()(
  Type.Object({
    id: IdSchema('素材 id'),
    name: Type.Optional(MaterialNameSchema),
    tag_ids: Type.Optional(TargetIds('标签')),
    category_ids: Type.Optional(TargetIds('分类')),
  }),
);

const RenameBody = requestSchema<MaterialRenameBody>()(
  Type.Object({
    items: Type.Optional(
      Type.Array(Type.Object({ id: IdSchema('素材 id'), name: MaterialNameSchema }), {
        title: '逐个命名',
        minItems: 1,
        maxItems: 1000,
      }),
    ),
    ids: Type.Optional(MaterialIdsSchema),
    prefix: Type.Optional(Type.String({ title: '名称前缀', minLength: 1, maxLength: 90 })),
    start: Type.Optional(
      Type.Integer({ title: '起始序号', minimum: 0, maximum: 1_000_000, default: 1 }),
    ),
    digits: Type.Optional(Type.Integer({ title: '序号位数', minimum: 1, maximum: 8, default: 1 })),
  }),
);

const TagsBody = requestSchema<MaterialSetTagsBody>()(
  Type.Object({
    ids: MaterialIdsSchema,
    tag_ids: TargetIds('标签'),
    mode: Type.Optional(LinkModeSchema),
  }),
);
const CategoriesBody = requestSchema<MaterialSetCategoriesBody>()(
  Type.Object({
    ids: MaterialIdsSchema,
    category_ids: TargetIds('分类'),
    mode: Type.Optional(LinkModeSchema),
  }),
);
const ShareBody = requestSchema<MaterialShareBody>()(
  Type.Object({
    ids: MaterialIdsSchema,
    is_shared: Type.Optional(FlagSchema('共享', '1 共享到本站共享素材库（默认），0 取消共享')),
  }),
);

/** The gallery's list and its edits: one material or up to 1,000 in one call. */
export const materialRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/distribution/material',
    {
      config: { permission: 'user' },
      schema: {
        tags: ['materials'],
        summary: '素材列表（最新在前；按标签、分类、名称、类型、日期筛选；分页）',
        description:
          'category_id 默认包含其下级分类（include_children=0 只看该分类本身），category_id=0 为未分类；' +
          '日期按北京时间的自然日，含首尾两天；scope=open 为本站所有用户共享的素材。',
        security: bearer,
        querystring: ListQuery,
        response: { 200: envelopeOf(paginatorOf(MaterialSchema)) },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const { scope = 'mine', page, page_size, ...filters } = request.query;
      const where = await materialFilter(
        app.db,
        owner,
        scope,
        {
          ...filters,
          include_children: filters.include_children as MaterialFlag | undefined,
          is_shared: filters.is_shared as MaterialFlag | undefined,
        },
        request.site.timeZone,
      );
      const { rows, total } = await listMaterialRows(app.db, where, page, page_size);
      const data = await toMaterials(app.db, rows, owner, urlMaker(request));
      return ok(paginator(data, total, page, page_size));
    },
  );

  app.put(
    '/distribution/material/:id',
    {
      config: { permission: 'myGallery.rename' },
      schema: {
        tags: ['materials'],
        summary: '修改一个素材：名称；tag_ids、category_ids 给出时替换为这些（请求体带 id）',
        security: bearer,
        params: IdParams,
        body: UpdateBody,
        response: { 200: envelopeOf(MaterialSchema) },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const { id } = request.params;
      const body = request.body;
      if (body.id !== id) throw invalid('请求体中的 id 与路径中的素材 id 不一致');
      await updateMaterial(app.db, owner, id, {
        name: body.name === undefined ? undefined : cleanMaterialName(body.name),
        tagIds: body.tag_ids,
        categoryIds: body.category_ids,
      });
      const [material] = await toMaterials(
        app.db,
        [await findOwnMaterial(app.db, owner, id)],
        owner,
        urlMaker(request),
      );
      return ok(material ?? null, '素材已保存');
    },
  );

  app.post(
    '/distribution/material/deletes',
    {
      config: { permission: ['myGallery.delete', 'singleGallery.delete'] },
      schema: {
        tags: ['materials'],
        summary: '删除多个素材（全部属于自己才删除；原图文件保留，已保存的设计仍可使用）',
        security: bearer,
        body: IdsBody,
        response: { 200: envelopeOf(ChangeSchema) },
      },
    },
    async (request) => {
      const changed = await deleteMaterials(app.db, ownerOf(request), request.body.ids);
      return ok({ changed }, `已删除 ${changed} 个素材`);
    },
  );

  app.post(
    '/distribution/material/names',
    {
      config: { permission: 'myGallery.rename' },
      schema: {
        tags: ['materials'],
        summary: '批量命名：items 逐个给名称，或 ids + prefix（前缀 + 序号，按 ids 的顺序）',
        description:
          '{ items: [{ id, name }] }，或 { ids, prefix, start = 1, digits = 1 }：例如 prefix「春节」、start 1、digits 3 ' +
          '得到 春节001、春节002…',
        security: bearer,
        body: RenameBody,
        response: { 200: envelopeOf(ChangeSchema) },
      },
    },
    async (request) => {
      const body = request.body;
      let items: Array<{ id: number; name: string }>;
      if (body.items && body.ids) throw invalid('items 与 ids 只能提供一个');
      if (body.items) {
        items = body.items.map((item) => ({ id: item.id, name: cleanMaterialName(item.name) }));
      } else if (body.ids) {
        if (body.prefix === undefined) throw invalid('按序号命名需要名称前缀（prefix）');
        items = sequenceNames(body.ids, {
          prefix: body.prefix.trim(),
          start: body.start,
          digits: body.digits,
        });
      } else {
        throw invalid('请提供 items（逐个命名）或 ids + prefix（前缀 + 序号）');
      }
      const changed = await renameMaterials(app.db, ownerOf(request), items);
      return ok({ changed }, `已重命名 ${changed} 个素材`);
    },
  );

  app.post(
    '/distribution/material/tags',
    {
      config: { permission: 'myGallery.tag' },
      schema: {
        tags: ['materials'],
        summary: '批量设置标签（mode：add 追加，replace 替换，remove 移除）',
        security: bearer,
        body: TagsBody,
        response: { 200: envelopeOf(ChangeSchema) },
      },
    },
    async (request) => {
      const body = request.body;
      const changed = await setMaterialLinks(app.db, ownerOf(request), 'tags', {
        ids: body.ids,
        targetIds: body.tag_ids,
        mode: body.mode ?? 'add',
      });
      return ok({ changed }, `已为 ${changed} 个素材设置标签`);
    },
  );

  app.post(
    '/distribution/material/categorys',
    {
      config: { permission: 'myGallery.category' },
      schema: {
        tags: ['materials'],
        summary: '批量设置分类（mode：add 追加，replace 替换，remove 移除）',
        security: bearer,
        body: CategoriesBody,
        response: { 200: envelopeOf(ChangeSchema) },
      },
    },
    async (request) => {
      const body = request.body;
      const changed = await setMaterialLinks(app.db, ownerOf(request), 'categories', {
        ids: body.ids,
        targetIds: body.category_ids,
        mode: body.mode ?? 'add',
      });
      return ok({ changed }, `已为 ${changed} 个素材设置分类`);
    },
  );

  app.post(
    '/distribution/material/share',
    {
      config: { permission: 'myGallery.share' },
      schema: {
        tags: ['materials'],
        summary: '共享素材到本站共享素材库（openGallery），或取消共享',
        security: bearer,
        body: ShareBody,
        response: { 200: envelopeOf(ChangeSchema) },
      },
    },
    async (request) => {
      const shared = (request.body.is_shared ?? 1) === 1;
      const changed = await shareMaterials(app.db, ownerOf(request), request.body.ids, shared);
      return ok({ changed }, shared ? `已共享 ${changed} 个素材` : `已取消共享 ${changed} 个素材`);
    },
  );
};
