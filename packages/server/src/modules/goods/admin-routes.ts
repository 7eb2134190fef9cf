import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { deleteLeafCategory } from '../../db/leaf-category.js';
import type { OrdinaryProductInput } from '@podkit/sdk-core';
import { invalid, notFound, ok } from '../../http/envelope.js';
import { emptyEnvelope, envelopeOf } from '../../http/envelope-schema.js';
import { pageQueryFields, paginator, paginatorOf } from '../../http/paging.js';
import { wouldCycle } from '../catalog/index.js';
import { users } from '../users/index.js';
import { findGoods, listGoodsPage, siteGoodsCategories, toCategoryList } from './goods-read.js';
import { createGoods, updateGoods } from './goods-write.js';
import { goods, goodsCategories, sourcingRequests } from './schema.js';
import { toSourcingRequest } from './sourcing.js';
import {
  CreateGoodsBody,
  GoodsCategorySchema,
  GoodsSchema,
  SourcingRequestSchema,
  UpdateGoodsBody,
  goodsListQueryFields,
} from './wire-schemas.js';

const bearer = [{ bearer: [] }];
const IdParams = Type.Object({ id: Type.Integer({ title: 'id', minimum: 1 }) });
const categoryFields = {
  name: Type.String({ title: '分类名称', minLength: 1, maxLength: 50 }),
  parent_category_id: Type.Integer({ title: '上级分类', minimum: 0 }),
  sort: Type.Integer({ title: '排序', minimum: -100000, maximum: 100000 }),
};

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
        querystring: Type.Object({
          ...pageQueryFields({ maxPageSize: 100, defaultPageSize: 20 }),
          ...goodsListQueryFields,
          is_published: Type.Optional(Type.Integer({ title: '是否发布', minimum: 0, maximum: 1 })),
        }),
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
        summary: '新建通用商品（默认草稿）',
        security: bearer,
        body: CreateGoodsBody,
        response: { 200: envelopeOf(GoodsSchema) },
      },
    },
    async (request) => {
      const id = await createGoods(app.db, request.site.id, request.body as OrdinaryProductInput);
      return ok(await goodsOrThrow(request.site.id, id), '通用商品已创建');
    },
  );

  app.put(
    `${base}/:id`,
    {
      ...guard,
      schema: {
        tags: ['goods-admin'],
        summary: '修改通用商品（给出 skus 时整体替换 SKU）',
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
        body: Type.Object({
          is_published: Type.Integer({ title: '是否发布', minimum: 0, maximum: 1 }),
        }),
        response: { 200: envelopeOf(GoodsSchema) },
      },
    },
    async (request) => {
      const updated = await app.db
        .update(goods)
        .set({ isPublished: request.body.is_published, updatedAt: new Date() })
        .where(and(eq(goods.siteId, request.site.id), eq(goods.id, request.params.id)))
        .returning({ id: goods.id });
      if (updated.length === 0) throw notFound('通用商品');
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
      const deleted = await app.db
        .delete(goods)
        .where(and(eq(goods.siteId, request.site.id), eq(goods.id, request.params.id)))
        .returning({ id: goods.id });
      if (deleted.length === 0) throw notFound('通用商品');
      return ok(null, '通用商品已删除');
    },
  );

  const categoryOf = async (siteId: number, id: number) => {
    const list = toCategoryList(await siteGoodsCategories(app.db, siteId));
    const found = list.find((c) => c.category_id === id);
    if (!found) throw notFound('分类');
    return found;
  };
  const checkParent = async (siteId: number, parentId: number, selfId?: number) => {
    if (parentId === 0) return null;
    const categories = await siteGoodsCategories(app.db, siteId);
    if (!categories.some((c) => c.id === parentId))
      throw invalid('上级分类（parent_category_id）不存在');
    if (selfId !== undefined && wouldCycle(categories, selfId, parentId))
      throw invalid('上级分类（parent_category_id）不能是该分类自身或其下级分类');
    return parentId;
  };

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
    async (request) => ok(toCategoryList(await siteGoodsCategories(app.db, request.site.id))),
  );

  app.post(
    '/admin/goods/category',
    {
      ...guard,
      schema: {
        tags: ['goods-admin'],
        summary: '新建通用商品分类',
        security: bearer,
        body: Type.Object({
          name: categoryFields.name,
          parent_category_id: Type.Optional(categoryFields.parent_category_id),
          sort: Type.Optional(categoryFields.sort),
        }),
        response: { 200: envelopeOf(GoodsCategorySchema) },
      },
    },
    async (request) => {
      const siteId = request.site.id;
      const name = request.body.name.trim();
      if (!name) throw invalid('分类名称（name）不能为空');
      const [row] = await app.db
        .insert(goodsCategories)
        .values({
          siteId,
          name,
          parentId: await checkParent(siteId, request.body.parent_category_id ?? 0),
          sort: request.body.sort ?? 0,
        })
        .returning({ id: goodsCategories.id });
      if (!row) throw new Error('category insert returned no row');
      return ok(await categoryOf(siteId, row.id), '分类已创建');
    },
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
        body: Type.Partial(Type.Object(categoryFields)),
        response: { 200: envelopeOf(GoodsCategorySchema) },
      },
    },
    async (request) => {
      const siteId = request.site.id;
      const body = request.body;
      const changes: Partial<typeof goodsCategories.$inferInsert> = {};
      if (body.name !== undefined) {
        changes.name = body.name.trim();
        if (!changes.name) throw invalid('分类名称（name）不能为空');
      }
      if (body.sort !== undefined) changes.sort = body.sort;
      if (body.parent_category_id !== undefined)
        changes.parentId = await checkParent(siteId, body.parent_category_id, request.params.id);
      if (Object.keys(changes).length > 0)
        await app.db
          .update(goodsCategories)
          .set(changes)
          .where(
            and(eq(goodsCategories.siteId, siteId), eq(goodsCategories.id, request.params.id)),
          );
      return ok(await categoryOf(siteId, request.params.id), '分类已保存');
    },
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
      await deleteLeafCategory(app.db, goodsCategories, request.site.id, request.params.id);
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
        querystring: Type.Object({
          ...pageQueryFields({ maxPageSize: 100, defaultPageSize: 20 }),
          status: Type.Optional(Type.Integer({ title: '处理状态', minimum: 0, maximum: 1 })),
        }),
        response: { 200: envelopeOf(paginatorOf(SourcingRequestSchema)) },
      },
    },
    async (request) => {
      const q = request.query;
      const conditions: SQL[] = [eq(sourcingRequests.siteId, request.site.id)];
      if (q.status !== undefined) conditions.push(eq(sourcingRequests.status, q.status));
      const where = and(...conditions);
      const [totalRow] = await app.db
        .select({ total: count() })
        .from(sourcingRequests)
        .where(where);
      const rows = await app.db
        .select({ request: sourcingRequests, username: users.username })
        .from(sourcingRequests)
        .innerJoin(users, eq(users.id, sourcingRequests.userId))
        .where(where)
        .orderBy(desc(sourcingRequests.createdAt), desc(sourcingRequests.id))
        .limit(q.page_size)
        .offset((q.page - 1) * q.page_size);
      return ok(
        paginator(
          rows.map((row) => toSourcingRequest(row.request, row.username)),
          totalRow?.total ?? 0,
          q.page,
          q.page_size,
        ),
      );
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
        body: Type.Object({ status: Type.Integer({ title: '处理状态', minimum: 0, maximum: 1 }) }),
        response: { 200: envelopeOf(SourcingRequestSchema) },
      },
    },
    async (request) => {
      const [row] = await app.db
        .update(sourcingRequests)
        .set({ status: request.body.status })
        .where(
          and(
            eq(sourcingRequests.siteId, request.site.id),
            eq(sourcingRequests.id, request.params.id),
          ),
        )
        .returning();
      if (!row) throw notFound('代找商品申请');
      const [owner] = await app.db
        .select({ username: users.username })
        .from(users)
        .where(eq(users.id, row.userId));
      return ok(toSourcingRequest(row, owner?.username ?? ''), '已更新处理状态');
    },
  );
};
