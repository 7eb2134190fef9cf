import type { CategoryInput, CategorySortBody, CategoryUpdate, MergeInto } from '@podkit/sdk-core';
import { requestSchema, wireSchema } from '../../http/wire-schema.js';
import type { CategoryRemoval, CategorySortNode } from '@podkit/sdk-core';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { invalid, ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import {
  categoryTree,
  createCategory,
  deleteCategory,
  mergeCategory,
  saveCategorySort,
  updateCategory,
} from './category-service.js';
import { MAX_CATEGORY_DEPTH } from './category-tree.js';
import { requiredName } from './material-names.js';
import { ownerOf } from './owner.js';
import {
  bearer,
  CategoryNameSchema,
  CategoryMergeSchema,
  CategoryNodeSchema,
  CategorySchema,
  IdParams,
  IdSchema,
} from './wire-schemas.js';

const ParentSchema = Type.Integer({ title: '上级分类 id', minimum: 0, description: '0 表示顶级' });
const SortSchema = Type.Integer({
  title: '排序',
  minimum: 1,
  description: '同级中的位置，从 1 开始',
});

const CreateBody = requestSchema<CategoryInput>()(
  Type.Object({
    name: CategoryNameSchema,
    parent_id: Type.Optional(ParentSchema),
    sort: Type.Optional(SortSchema),
  }),
);
const UpdateParams = Type.Object({ parent_id: ParentSchema });
const MergeBody = requestSchema<MergeInto>()(Type.Object({ into_id: IdSchema('要合并到的分类') }));
const UpdateBody = requestSchema<CategoryUpdate>()(
  Type.Object({
    id: IdSchema('分类 id'),
    name: Type.Optional(CategoryNameSchema),
    sort: Type.Optional(SortSchema),
  }),
);
const SortNodeSchema = Type.Object({
  id: IdSchema('分类 id'),
  // Nested nodes are checked by readSortTree (depth, ids), not here.
  children: Type.Optional(
    Type.Unsafe<CategorySortNode[]>(Type.Array(Type.Unknown({ title: '下级分类' }))),
  ),
});
const SortBody = requestSchema<CategorySortBody>()(
  Type.Object({
    parent_id: Type.Optional(ParentSchema),
    ids: Type.Optional(
      Type.Array(IdSchema('分类 id'), { title: '同级分类的新顺序', minItems: 1, maxItems: 500 }),
    ),
    tree: Type.Optional(Type.Array(SortNodeSchema, { title: '整棵分类树', maxItems: 500 })),
  }),
);

const CategoryRemovalSchema = wireSchema<CategoryRemoval>()(
  Type.Object({
    id: Type.Integer(),
    moved_children: Type.Integer({ description: '移到上一级的直接下级分类数' }),
    unlinked_materials: Type.Integer({ description: '去掉该分类的素材数（素材本身保留）' }),
  }),
);

/** The tree body's nested nodes are checked here (JSON Schema above covers the top level). */
function readSortTree(nodes: unknown[], depth = 1): CategorySortNode[] {
  if (depth > MAX_CATEGORY_DEPTH + 1) throw invalid(`分类最多 ${MAX_CATEGORY_DEPTH} 级`);
  return nodes.map((node) => {
    const candidate = node as { id?: unknown; children?: unknown };
    if (
      typeof candidate !== 'object' ||
      candidate === null ||
      !Number.isSafeInteger(candidate.id) ||
      (candidate.id as number) < 1
    ) {
      throw invalid('分类树的每一项都需要正整数 id');
    }
    if (candidate.children !== undefined && !Array.isArray(candidate.children)) {
      throw invalid('分类树中的 children 必须是数组');
    }
    return {
      id: candidate.id as number,
      children: readSortTree((candidate.children as unknown[] | undefined) ?? [], depth + 1),
    };
  });
}

const parentOrTop = (id: number | undefined) => (id === undefined || id === 0 ? null : id);

/** User material categories (spec 7): a tree with parent_id and a sort order. */
export const categoryRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/distribution/userMaterialCategory',
    {
      config: { permission: 'user' },
      schema: {
        tags: ['materials'],
        summary: '我的素材分类树（每级按 sort 排序，含 children 与素材数）',
        security: bearer,
        response: { 200: envelopeOf(Type.Array(CategoryNodeSchema)) },
      },
    },
    async (request) => ok(await categoryTree(app.db, ownerOf(request))),
  );

  app.post(
    '/distribution/userMaterialCategory',
    {
      config: { permission: ['myGallery.category', 'myClass.add', 'myClass.sort'] },
      schema: {
        tags: ['materials'],
        summary: `新建素材分类（parent_id 为 0 或不传时是顶级；最多 ${MAX_CATEGORY_DEPTH} 级；同级名称不重复）`,
        security: bearer,
        body: CreateBody,
        response: { 200: envelopeOf(CategorySchema) },
      },
    },
    async (request) => {
      const body = request.body;
      const category = await createCategory(app.db, ownerOf(request), {
        name: requiredName(body.name, '分类名称'),
        parentId: parentOrTop(body.parent_id),
        sort: body.sort,
      });
      return ok(category, '分类已创建');
    },
  );

  app.put(
    '/distribution/userMaterialCategory/:parent_id',
    {
      config: { permission: ['myGallery.category', 'myClass.edit'] },
      schema: {
        tags: ['materials'],
        summary: '修改素材分类：路径中是分类所在（或要移到）的上级分类 id，请求体中是分类 id',
        description:
          '按规格，parent_id 从请求体移到路径中：PUT /distribution/userMaterialCategory/{parent_id}，' +
          '请求体 { id, name?, sort? }。parent_id 为 0 表示顶级；与当前上级不同即移动到新的上级下' +
          '（不能移到自己或自己的下级分类下）；sort 为同级中的新位置。',
        security: bearer,
        params: UpdateParams,
        body: UpdateBody,
        response: { 200: envelopeOf(CategorySchema) },
      },
    },
    async (request) => {
      const body = request.body;
      const category = await updateCategory(app.db, ownerOf(request), {
        id: body.id,
        parentId: parentOrTop(request.params.parent_id),
        name: body.name === undefined ? undefined : requiredName(body.name, '分类名称'),
        sort: body.sort,
      });
      return ok(category, '分类已修改');
    },
  );

  app.delete(
    '/distribution/userMaterialCategory/:id',
    {
      config: { permission: ['myGallery.category', 'myClass.delete'] },
      schema: {
        tags: ['materials'],
        summary: '删除素材分类：下级分类移到上一级并占据它的位置；素材保留，只去掉该分类',
        security: bearer,
        params: IdParams,
        response: { 200: envelopeOf(CategoryRemovalSchema) },
      },
    },
    async (request) => {
      const removal = await deleteCategory(app.db, ownerOf(request), request.params.id);
      return ok(removal, '分类已删除');
    },
  );

  app.post(
    '/distribution/userMaterialCategory/updateSort',
    {
      config: { permission: ['myGallery.category', 'myClass.add', 'myClass.sort'] },
      schema: {
        tags: ['materials'],
        summary: '保存分类顺序：某一级的顺序（ids，可带 parent_id），或整棵树（tree）',
        description:
          '{ ids: [3, 1, 2], parent_id? }：这些同级分类依次排在前面，未列出的同级分类按原顺序排在后面；' +
          '{ tree: [{ id, children: [...] }] }：整棵树（每个分类恰好出现一次），可同时调整层级。答复保存后的分类树。',
        security: bearer,
        body: SortBody,
        response: { 200: envelopeOf(Type.Array(CategoryNodeSchema)) },
      },
    },
    async (request) => {
      const body = request.body;
      const owner = ownerOf(request);
      if (body.tree && body.ids) throw invalid('ids 与 tree 只能提供一个');
      let tree;
      if (body.tree) {
        tree = await saveCategorySort(app.db, owner, { tree: readSortTree(body.tree) });
      } else if (body.ids) {
        tree = await saveCategorySort(app.db, owner, {
          ids: body.ids,
          ...(body.parent_id === undefined ? {} : { parent_id: body.parent_id }),
        });
      } else {
        throw invalid('请提供新的顺序：ids（同一级）或 tree（整棵树）');
      }
      return ok(tree, '排序已保存');
    },
  );

  app.post(
    '/distribution/userMaterialCategory/:id/merge',
    {
      config: { permission: 'myClass.edit' },
      schema: {
        tags: ['materials'],
        summary: '合并分类：素材和直接下级分类移到 into_id 分类，然后删除该分类',
        security: bearer,
        params: IdParams,
        body: MergeBody,
        response: { 200: envelopeOf(CategoryMergeSchema) },
      },
    },
    async (request) => {
      const merge = await mergeCategory(
        app.db,
        ownerOf(request),
        request.params.id,
        request.body.into_id,
      );
      return ok(merge, '分类已合并');
    },
  );
};
