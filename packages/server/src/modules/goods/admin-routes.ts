import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import type {
  GoodsPublishInput,
  OrdinaryCategoryInput,
  OrdinaryProductInput,
  SourcingStatusInput,
} from '@podkit/sdk-core';
import { notFound, ok } from '../../http/envelope.js';
import { emptyEnvelope, envelopeOf } from '../../http/envelope-schema.js';
import { paginator, paginatorOf } from '../../http/paging.js';
import { requestSchema } from '../../http/wire-schema.js';
import { signedInActor } from '../users/index.js';
import {
  createGoodsCategory,
  deleteGoodsCategory,
  goodsCategoryList,
  updateGoodsCategory,
} from './goods-categories.js';
import { findGoods, listGoodsPage } from './goods-read.js';
import { createGoods, deleteGoods, setGoodsPublished, updateGoods } from './goods-write.js';
import { setSourcingStatus, sourcingRequestPage } from './sourcing.js';
import {
  AdminGoodsListQuery,
  CreateGoodsBody,
  GoodsCategorySchema,
  GoodsSchema,
  SourcingRequestSchema,
  UpdateGoodsBody,
  SourcingRequestQuery,
} from './wire-schemas.js';

const bearer = [{ bearer: [] }];
const IdParams = Type.Object({ id: Type.Integer({ title: 'id', minimum: 1 }) });
const categoryFields = {
  name: Type.String({ title: '分类名称', minLength: 1, maxLength: 50 }),
  parent_category_id: Type.Integer({ title: '上级分类', minimum: 0 }),
  sort: Type.Integer({ title: '排序', minimum: -100000, maximum: 100000 }),
};
const CreateCategoryBody = requestSchema<OrdinaryCategoryInput>()(
  Type.Object({
    name: categoryFields.name,
    parent_category_id: Type.Optional(categoryFields.parent_category_id),
    sort: Type.Optional(categoryFields.sort),
  }),
);
const UpdateCategoryBody = requestSchema<Partial<OrdinaryCategoryInput>>()(
  Type.Partial(Type.Object(categoryFields)),
);
const PublishBody = requestSchema<GoodsPublishInput>()(
  Type.Object({ is_published: Type.Integer({ title: '是否发布', minimum: 0, maximum: 1 }) }),
);
const SourcingStatusBody = requestSchema<SourcingStatusInput>()(
  Type.Object({ status: Type.Integer({ title: '处理状态', minimum: 0, maximum: 1 }) }),
);

/** The operator's general goods: drafts and publishing, categories and sourcing requests. */
export const goodsAdminRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const guard = { config: { permission: 'operator' as const } };
  const base = '/admin/goods/product';

  const goodsOrThrow = async (siteId: number, id: number) => {
    const found = await findGoods(app.db, siteId, id);
    if (!found) throw notFound('通用商品');
    return found;
  };

  app.get(
    base,
    {
      ...guard,
      schema: {
        tags: ['goods-admin'],
        summary: '通用商品管理列表（含草稿；仅运营人员）',
        security: bearer,
        querystring: AdminGoodsListQuery,
        response: { 200: envelopeOf(paginatorOf(GoodsSchema)) },
      },
    },
    async (request) => {
      const q = request.query;
      const page = await listGoodsPage(
        app.db,
        request.site.id,
        { keyword: q.keyword, categoryId: q.category_id, published: q.is_published },
        q.page,
        q.page_size,
      );
      return ok(paginator(page.rows, page.total, q.page, q.page_size));
    },
  );

  app.get(
    `${base}/:id`,
    {
      ...guard,
      schema: {
        tags: ['goods-admin'],
        summary: '通用商品详情（含草稿）',
        security: bearer,
        params: IdParams,
        response: { 200: envelopeOf(GoodsSchema) },
      },
    },
    async (request) => ok(await goodsOrThrow(request.site.id, request.params.id)),
  );

  app.post(
    base,
    {
      ...guard,
      schema: {
        tags: ['goods-admin'],
        summary: '新建通用商品（默认草稿；库存记为期初库存流水）',
        security: bearer,
        body: CreateGoodsBody,
        response: { 200: envelopeOf(GoodsSchema) },
      },
    },
    async (request) => {
      const id = await createGoods(
        app.db,
        request.site.id,
        request.body as OrdinaryProductInput,
        signedInActor(request).id,
      );
      return ok(await goodsOrThrow(request.site.id, id), '通用商品已创建');
    },
  );

  app.put(
    `${base}/:id`,
    {
      ...guard,
      schema: {
        tags: ['goods-admin'],
        summary: '修改通用商品（给出 skus 时整体替换 SKU；库存只能通过库存调整修改）',
        security: bearer,
        params: IdParams,
        body: UpdateGoodsBody,
        response: { 200: envelopeOf(GoodsSchema) },
      },
    },
    async (request) => {
      await updateGoods(
        app.db,
        request.site.id,
        request.params.id,
        request.body as Partial<OrdinaryProductInput>,
        signedInActor(request).id,
      );
      return ok(await goodsOrThrow(request.site.id, request.params.id), '通用商品已保存');
    },
  );

  app.put(
    `${base}/:id/publish`,
    {
      ...guard,
      schema: {
        tags: ['goods-admin'],
        summary: '发布（1）或撤回为草稿（0）',
        security: bearer,
        params: IdParams,
        body: PublishBody,
        response: { 200: envelopeOf(GoodsSchema) },
      },
    },
    async (request) => {
      await setGoodsPublished(
        app.db,
        request.site.id,
        request.params.id,
        request.body.is_published,
      );
      return ok(
        await goodsOrThrow(request.site.id, request.params.id),
        request.body.is_published === 1 ? '商品已发布' : '商品已撤回为草稿',
      );
    },
  );

  app.delete(
    `${base}/:id`,
    {
      ...guard,
      schema: {
        tags: ['goods-admin'],
        summary: '删除通用商品',
        security: bearer,
        params: IdParams,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await deleteGoods(app.db, request.site.id, request.params.id);
      return ok(null, '通用商品已删除');
    },
  );

  app.get(
    '/admin/goods/category',
    {
      ...guard,
      schema: {
        tags: ['goods-admin'],
        summary: '通用商品分类',
        security: bearer,
        response: { 200: envelopeOf(Type.Array(GoodsCategorySchema)) },
      },
    },
    async (request) => ok(await goodsCategoryList(app.db, request.site.id)),
  );

  app.post(
    '/admin/goods/category',
    {
      ...guard,
      schema: {
        tags: ['goods-admin'],
        summary: '新建通用商品分类',
        security: bearer,
        body: CreateCategoryBody,
        response: { 200: envelopeOf(GoodsCategorySchema) },
      },
    },
    async (request) =>
      ok(await createGoodsCategory(app.db, request.site.id, request.body), '分类已创建'),
  );

  app.put(
    '/admin/goods/category/:id',
    {
      ...guard,
      schema: {
        tags: ['goods-admin'],
        summary: '修改通用商品分类',
        security: bearer,
        params: IdParams,
        body: UpdateCategoryBody,
        response: { 200: envelopeOf(GoodsCategorySchema) },
      },
    },
    async (request) =>
      ok(
        await updateGoodsCategory(app.db, request.site.id, request.params.id, request.body),
        '分类已保存',
      ),
  );

  app.delete(
    '/admin/goods/category/:id',
    {
      ...guard,
      schema: {
        tags: ['goods-admin'],
        summary: '删除通用商品分类（有下级分类时不能删除；其商品变为未分类）',
        security: bearer,
        params: IdParams,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await deleteGoodsCategory(app.db, request.site.id, request.params.id);
      return ok(null, '分类已删除');
    },
  );

  app.get(
    '/admin/goods/form',
    {
      ...guard,
      schema: {
        tags: ['goods-admin'],
        summary: '代找商品申请列表（最新在前）',
        security: bearer,
        querystring: SourcingRequestQuery,
        response: { 200: envelopeOf(paginatorOf(SourcingRequestSchema)) },
      },
    },
    async (request) => {
      const q = request.query;
      const page = await sourcingRequestPage(
        app.db,
        request.site.id,
        { status: q.status },
        q.page,
        q.page_size,
      );
      return ok(paginator(page.rows, page.total, q.page, q.page_size));
    },
  );

  app.put(
    '/admin/goods/form/:id',
    {
      ...guard,
      schema: {
        tags: ['goods-admin'],
        summary: '标记代找商品申请为已处理（1）或待处理（0）',
        security: bearer,
        params: IdParams,
        body: SourcingStatusBody,
        response: { 200: envelopeOf(SourcingRequestSchema) },
      },
    },
    async (request) =>
      ok(
        await setSourcingStatus(app.db, request.site.id, request.params.id, request.body.status),
        '已更新处理状态',
      ),
  );
};
