import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { DesignMaskInput, DesignStyleInput, StockSkuCategoryInput } from '@podkit/sdk-core';
import { Type } from 'typebox';
import { ok } from '../../http/envelope.js';
import { requestSchema } from '../../http/wire-schema.js';
import { emptyEnvelope, envelopeOf } from '../../http/envelope-schema.js';
import {
  adminCategoryTree,
  createCategory,
  createMask,
  createStyle,
  deleteCategory,
  deleteMask,
  deleteStyle,
  updateCategory,
  updateMask,
  updateStyle,
} from './setup-write.js';
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

const CreateCategoryBody = requestSchema<StockSkuCategoryInput>()(
  Type.Object({
    name: categoryFields.name,
    parent_id: Type.Optional(categoryFields.parent_id),
    sort: Type.Optional(categoryFields.sort),
  }),
);
const UpdateCategoryBody = requestSchema<Partial<StockSkuCategoryInput>>()(
  Type.Partial(Type.Object(categoryFields)),
);
const CreateStyleBody = requestSchema<DesignStyleInput>()(
  Type.Object({
    id: Type.Integer({ title: '款式编号', minimum: 1, maximum: 10000 }),
    name: styleFields.name,
    description: Type.Optional(styleFields.description),
    sort: Type.Optional(styleFields.sort),
  }),
);
const UpdateStyleBody = requestSchema<Partial<Omit<DesignStyleInput, 'id'>>>()(
  Type.Partial(Type.Object(styleFields)),
);
const CreateMaskBody = requestSchema<DesignMaskInput>()(
  Type.Object({
    name: maskFields.name,
    svg_path: Type.Optional(maskFields.svg_path),
    image: Type.Optional(maskFields.image),
    basic_product_id: Type.Optional(maskFields.basic_product_id),
    view_id: Type.Optional(maskFields.view_id),
    sort: Type.Optional(maskFields.sort),
  }),
);
const UpdateMaskBody = requestSchema<Partial<DesignMaskInput>>()(
  Type.Partial(Type.Object(maskFields)),
);

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
    async (request) => ok(await adminCategoryTree(app.db, request.site.id)),
  );

  app.post(
    '/admin/catalog/category',
    {
      config: { permission: 'operator' },
      schema: {
        tags: ['catalog-admin'],
        summary: '新建空白商品分类',
        security: bearer,
        body: CreateCategoryBody,
        response: { 200: envelopeOf(CategoryNodeSchema) },
      },
    },
    async (request) =>
      ok(await createCategory(app.db, request.site.id, request.body), '分类已创建'),
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
        body: UpdateCategoryBody,
        response: { 200: envelopeOf(CategoryNodeSchema) },
      },
    },
    async (request) =>
      ok(
        await updateCategory(app.db, request.site.id, request.params.id, request.body),
        '分类已保存',
      ),
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
      await deleteCategory(app.db, request.site.id, request.params.id);
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
        body: CreateStyleBody,
        response: { 200: envelopeOf(DesignStyleSchema) },
      },
    },
    async (request) => ok(await createStyle(app.db, request.site.id, request.body), '款式已创建'),
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
        body: UpdateStyleBody,
        response: { 200: envelopeOf(DesignStyleSchema) },
      },
    },
    async (request) =>
      ok(await updateStyle(app.db, request.site.id, request.params.id, request.body), '款式已保存'),
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
      await deleteStyle(app.db, request.site.id, request.params.id);
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
        body: CreateMaskBody,
        response: { 200: envelopeOf(DesignMaskSchema) },
      },
    },
    async (request) => ok(await createMask(app.db, request.site.id, request.body), '遮罩已创建'),
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
        body: UpdateMaskBody,
        response: { 200: envelopeOf(DesignMaskSchema) },
      },
    },
    async (request) =>
      ok(await updateMask(app.db, request.site.id, request.params.id, request.body), '遮罩已保存'),
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
      await deleteMask(app.db, request.site.id, request.params.id);
      return ok(null, '遮罩已删除');
    },
  );
};
