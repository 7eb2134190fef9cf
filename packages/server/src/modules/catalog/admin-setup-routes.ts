import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { deleteLeafCategory } from '../../db/leaf-category.js';
import type { DbExecutor } from '../../db/client.js';
import { conflict, invalid, notFound, ok } from '../../http/envelope.js';
import { emptyEnvelope, envelopeOf } from '../../http/envelope-schema.js';
import { siteCategories, toDesignMask } from './blank-read.js';
import { buildTree, wouldCycle } from './category-tree.js';
import { basicProducts, blankCategories, blankViews, designMasks, designStyles } from './schema.js';
import { siteDesignMasks } from './style-mask-read.js';
import {
  CategoryNodeSchema,
  DesignMaskSchema,
  DesignStyleSchema,
  ImageUrl,
} from './wire-schemas.js';

const bearer = [{ bearer: [] }];
const IdParams = Type.Object({ id: Type.Integer({ title: 'id', minimum: 1 }) });

const categoryFields = {
  name: Type.String({ title: '分类名称', minLength: 1, maxLength: 50 }),
  parent_id: Type.Integer({ title: '上级分类', minimum: 0 }),
  sort: Type.Integer({ title: '排序', minimum: -100000, maximum: 100000 }),
};
const styleFields = {
  name: Type.String({ title: '款式名称', minLength: 1, maxLength: 50 }),
  description: Type.String({ title: '款式说明', maxLength: 500 }),
  sort: Type.Integer({ title: '排序', minimum: -100000, maximum: 100000 }),
};
const maskFields = {
  name: Type.String({ title: '遮罩名称', minLength: 1, maxLength: 50 }),
  svg_path: Type.String({
    title: 'SVG 路径',
    maxLength: 20000,
    pattern: '^[MmLlHhVvCcSsQqTtAaZz0-9eE,.\\s+-]*$',
  }),
  image: Type.Union([Type.Literal(''), ImageUrl('遮罩图片')]),
  basic_product_id: Type.Union([Type.Integer({ title: '商品 id', minimum: 1 }), Type.Null()]),
  view_id: Type.Union([Type.Integer({ title: '视图 id', minimum: 1 }), Type.Null()]),
  sort: Type.Integer({ title: '排序', minimum: -100000, maximum: 100000 }),
};

function categoryNode(row: typeof blankCategories.$inferSelect) {
  return {
    id: row.id,
    parent_id: row.parentId ?? 0,
    name: row.name,
    sort: row.sort,
    product_count: 0,
    children: [],
  };
}

/** A mask's blank and view are the site's own, and the view belongs to the blank. */
async function checkMaskTarget(
  db: DbExecutor,
  siteId: number,
  productId: number | null,
  viewId: number | null,
): Promise<void> {
  if (viewId !== null && productId === null)
    throw invalid('指定视图（view_id）时必须同时指定商品（basic_product_id）');
  if (productId === null) return;
  const [product] = await db
    .select({ id: basicProducts.id })
    .from(basicProducts)
    .where(and(eq(basicProducts.siteId, siteId), eq(basicProducts.id, productId)));
  if (!product) throw invalid('商品（basic_product_id）不存在');
  if (viewId === null) return;
  const [view] = await db
    .select({ id: blankViews.id })
    .from(blankViews)
    .where(and(eq(blankViews.productId, productId), eq(blankViews.id, viewId)));
  if (!view) throw invalid('视图（view_id）不属于该商品');
}

/** Blank categories, design styles and design masks an operator sets up. */
export const adminSetupRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/admin/catalog/category',
    {
      config: { permission: 'operator' },
      schema: {
        tags: ['catalog-admin'],
        summary: '空白商品分类树（商品数含下架商品；仅运营人员）',
        security: bearer,
        response: { 200: envelopeOf(Type.Array(CategoryNodeSchema)) },
      },
    },
    async (request) => {
      const siteId = request.site.id;
      const [categories, counts] = await Promise.all([
        siteCategories(app.db, siteId),
        app.db
          .select({ categoryId: basicProducts.categoryId, total: count() })
          .from(basicProducts)
          .where(eq(basicProducts.siteId, siteId))
          .groupBy(basicProducts.categoryId),
      ]);
      const countMap = new Map(
        counts.flatMap((c) => (c.categoryId === null ? [] : [[c.categoryId, c.total] as const])),
      );
      return ok(buildTree(categories, countMap));
    },
  );

  const checkParent = async (siteId: number, parentId: number, selfId?: number) => {
    if (parentId === 0) return null;
    const categories = await siteCategories(app.db, siteId);
    if (!categories.some((c) => c.id === parentId)) throw invalid('上级分类（parent_id）不存在');
    if (selfId !== undefined && wouldCycle(categories, selfId, parentId))
      throw invalid('上级分类（parent_id）不能是该分类自身或其下级分类');
    return parentId;
  };

  app.post(
    '/admin/catalog/category',
    {
      config: { permission: 'operator' },
      schema: {
        tags: ['catalog-admin'],
        summary: '新建空白商品分类',
        security: bearer,
        body: Type.Object({
          name: categoryFields.name,
          parent_id: Type.Optional(categoryFields.parent_id),
          sort: Type.Optional(categoryFields.sort),
        }),
        response: { 200: envelopeOf(CategoryNodeSchema) },
      },
    },
    async (request) => {
      const siteId = request.site.id;
      const name = request.body.name.trim();
      if (!name) throw invalid('分类名称（name）不能为空');
      const [row] = await app.db
        .insert(blankCategories)
        .values({
          siteId,
          name,
          parentId: await checkParent(siteId, request.body.parent_id ?? 0),
          sort: request.body.sort ?? 0,
        })
        .returning();
      if (!row) throw new Error('category insert returned no row');
      return ok(categoryNode(row), '分类已创建');
    },
  );

  app.put(
    '/admin/catalog/category/:id',
    {
      config: { permission: 'operator' },
      schema: {
        tags: ['catalog-admin'],
        summary: '修改空白商品分类',
        security: bearer,
        params: IdParams,
        body: Type.Partial(Type.Object(categoryFields)),
        response: { 200: envelopeOf(CategoryNodeSchema) },
      },
    },
    async (request) => {
      const siteId = request.site.id;
      const body = request.body;
      const changes: Partial<typeof blankCategories.$inferInsert> = {};
      if (body.name !== undefined) {
        changes.name = body.name.trim();
        if (!changes.name) throw invalid('分类名称（name）不能为空');
      }
      if (body.sort !== undefined) changes.sort = body.sort;
      if (body.parent_id !== undefined)
        changes.parentId = await checkParent(siteId, body.parent_id, request.params.id);
      const where = and(
        eq(blankCategories.siteId, siteId),
        eq(blankCategories.id, request.params.id),
      );
      const [row] =
        Object.keys(changes).length > 0
          ? await app.db.update(blankCategories).set(changes).where(where).returning()
          : await app.db.select().from(blankCategories).where(where);
      if (!row) throw notFound('分类');
      return ok(categoryNode(row), '分类已保存');
    },
  );

  app.delete(
    '/admin/catalog/category/:id',
    {
      config: { permission: 'operator' },
      schema: {
        tags: ['catalog-admin'],
        summary: '删除空白商品分类（有下级分类时不能删除；其商品变为未分类）',
        security: bearer,
        params: IdParams,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await deleteLeafCategory(app.db, blankCategories, request.site.id, request.params.id);
      return ok(null, '分类已删除');
    },
  );

  app.post(
    '/admin/catalog/designStyle',
    {
      config: { permission: 'operator' },
      schema: {
        tags: ['catalog-admin'],
        summary: '新建设计款式（id 为款式编号）',
        security: bearer,
        body: Type.Object({
          id: Type.Integer({ title: '款式编号', minimum: 1, maximum: 10000 }),
          name: styleFields.name,
          description: Type.Optional(styleFields.description),
          sort: Type.Optional(styleFields.sort),
        }),
        response: { 200: envelopeOf(DesignStyleSchema) },
      },
    },
    async (request) => {
      const body = request.body;
      const [row] = await app.db
        .insert(designStyles)
        .values({
          siteId: request.site.id,
          styleNo: body.id,
          name: body.name.trim(),
          description: body.description ?? '',
          sort: body.sort ?? body.id,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw conflict(`款式编号（id）${body.id} 已存在`);
      return ok(
        { id: row.styleNo, name: row.name, description: row.description, sort: row.sort },
        '款式已创建',
      );
    },
  );

  app.put(
    '/admin/catalog/designStyle/:id',
    {
      config: { permission: 'operator' },
      schema: {
        tags: ['catalog-admin'],
        summary: '修改设计款式',
        security: bearer,
        params: IdParams,
        body: Type.Partial(Type.Object(styleFields)),
        response: { 200: envelopeOf(DesignStyleSchema) },
      },
    },
    async (request) => {
      const body = request.body;
      const changes = {
        ...(body.name !== undefined && { name: body.name.trim() }),
        ...(body.description !== undefined && { description: body.description }),
        ...(body.sort !== undefined && { sort: body.sort }),
      };
      const where = and(
        eq(designStyles.siteId, request.site.id),
        eq(designStyles.styleNo, request.params.id),
      );
      const [row] =
        Object.keys(changes).length > 0
          ? await app.db.update(designStyles).set(changes).where(where).returning()
          : await app.db.select().from(designStyles).where(where);
      if (!row) throw notFound('设计款式');
      return ok(
        { id: row.styleNo, name: row.name, description: row.description, sort: row.sort },
        '款式已保存',
      );
    },
  );

  app.delete(
    '/admin/catalog/designStyle/:id',
    {
      config: { permission: 'operator' },
      schema: {
        tags: ['catalog-admin'],
        summary: '删除设计款式（仍有商品使用时不能删除）',
        security: bearer,
        params: IdParams,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      const siteId = request.site.id;
      const [used] = await app.db
        .select({ id: basicProducts.id })
        .from(basicProducts)
        .where(
          and(eq(basicProducts.siteId, siteId), eq(basicProducts.designStyle, request.params.id)),
        )
        .limit(1);
      if (used) throw conflict('仍有空白商品使用该设计款式，不能删除');
      const deleted = await app.db
        .delete(designStyles)
        .where(and(eq(designStyles.siteId, siteId), eq(designStyles.styleNo, request.params.id)))
        .returning({ no: designStyles.styleNo });
      if (deleted.length === 0) throw notFound('设计款式');
      return ok(null, '款式已删除');
    },
  );

  app.get(
    '/admin/catalog/designMask',
    {
      config: { permission: 'operator' },
      schema: {
        tags: ['catalog-admin'],
        summary: '设计遮罩管理列表',
        security: bearer,
        response: { 200: envelopeOf(Type.Array(DesignMaskSchema)) },
      },
    },
    async (request) => ok(await siteDesignMasks(app.db, request.site.id)),
  );

  app.post(
    '/admin/catalog/designMask',
    {
      config: { permission: 'operator' },
      schema: {
        tags: ['catalog-admin'],
        summary: '新建设计遮罩（SVG 路径或图片二选一）',
        security: bearer,
        body: Type.Object({
          name: maskFields.name,
          svg_path: Type.Optional(maskFields.svg_path),
          image: Type.Optional(maskFields.image),
          basic_product_id: Type.Optional(maskFields.basic_product_id),
          view_id: Type.Optional(maskFields.view_id),
          sort: Type.Optional(maskFields.sort),
        }),
        response: { 200: envelopeOf(DesignMaskSchema) },
      },
    },
    async (request) => {
      const siteId = request.site.id;
      const body = request.body;
      const svgPath = body.svg_path?.trim() ?? '';
      const image = body.image ?? '';
      if (!svgPath && !image) throw invalid('SVG 路径（svg_path）和遮罩图片（image）至少填写一项');
      const productId = body.basic_product_id ?? null;
      const viewId = body.view_id ?? null;
      await checkMaskTarget(app.db, siteId, productId, viewId);
      const [row] = await app.db
        .insert(designMasks)
        .values({
          siteId,
          name: body.name.trim(),
          svgPath,
          image,
          productId,
          viewId,
          sort: body.sort ?? 0,
        })
        .returning();
      if (!row) throw new Error('mask insert returned no row');
      return ok(toDesignMask(row), '遮罩已创建');
    },
  );

  app.put(
    '/admin/catalog/designMask/:id',
    {
      config: { permission: 'operator' },
      schema: {
        tags: ['catalog-admin'],
        summary: '修改设计遮罩',
        security: bearer,
        params: IdParams,
        body: Type.Partial(Type.Object(maskFields)),
        response: { 200: envelopeOf(DesignMaskSchema) },
      },
    },
    async (request) => {
      const siteId = request.site.id;
      const where = and(eq(designMasks.siteId, siteId), eq(designMasks.id, request.params.id));
      const [current] = await app.db.select().from(designMasks).where(where);
      if (!current) throw notFound('设计遮罩');
      const body = request.body;
      const next = {
        name: body.name?.trim() ?? current.name,
        svgPath: body.svg_path?.trim() ?? current.svgPath,
        image: body.image ?? current.image,
        productId: body.basic_product_id !== undefined ? body.basic_product_id : current.productId,
        viewId: body.view_id !== undefined ? body.view_id : current.viewId,
        sort: body.sort ?? current.sort,
      };
      if (!next.svgPath && !next.image)
        throw invalid('SVG 路径（svg_path）和遮罩图片（image）至少填写一项');
      await checkMaskTarget(app.db, siteId, next.productId, next.viewId);
      const [row] = await app.db.update(designMasks).set(next).where(where).returning();
      if (!row) throw notFound('设计遮罩');
      return ok(toDesignMask(row), '遮罩已保存');
    },
  );

  app.delete(
    '/admin/catalog/designMask/:id',
    {
      config: { permission: 'operator' },
      schema: {
        tags: ['catalog-admin'],
        summary: '删除设计遮罩',
        security: bearer,
        params: IdParams,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      const deleted = await app.db
        .delete(designMasks)
        .where(and(eq(designMasks.siteId, request.site.id), eq(designMasks.id, request.params.id)))
        .returning({ id: designMasks.id });
      if (deleted.length === 0) throw notFound('设计遮罩');
      return ok(null, '遮罩已删除');
    },
  );
};
