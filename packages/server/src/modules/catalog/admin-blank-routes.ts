import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import type { AdminBasicProduct, BasicProductInput, ShowImageDesignInput } from '@podkit/sdk-core';
import type { DbExecutor } from '../../db/client.js';
import { notFound, ok } from '../../http/envelope.js';
import { emptyEnvelope, envelopeOf } from '../../http/envelope-schema.js';
import { paginator, paginatorOf } from '../../http/paging.js';
import { blankPrivilegePrices, findBlank, listBlankPage } from './blank-read.js';
import {
  createBlank,
  deleteBlank,
  setBlankImages,
  setPrivilegePrices,
  updateBlank,
} from './blank-write.js';
import {
  AdminDetailSchema,
  AdminListQuery,
  CreateBlankBody,
  ImagesBody,
  PrivilegePricesBody,
  PrivilegePriceSchema,
  ShowImageSchema,
  SummarySchema,
  UpdateBlankBody,
} from './wire-schemas.js';

const bearer = [{ bearer: [] }];
const IdParams = Type.Object({ id: Type.Integer({ title: '商品 id', minimum: 1 }) });

async function adminBlank(db: DbExecutor, siteId: number, id: number): Promise<AdminBasicProduct> {
  const found = await findBlank(db, siteId, id);
  if (!found) throw notFound('空白商品');
  return {
    ...found.detail,
    privilege_prices: await blankPrivilegePrices(db, id),
    created_at: found.row.createdAt.toISOString(),
    updated_at: found.row.updatedAt.toISOString(),
  };
}

/** The operator's blank catalog: every field, pictures and group-level prices. */
export const adminBlankRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const base = '/admin/catalog/basicProduct';

  app.get(
    base,
    {
      config: { permission: 'operator' },
      schema: {
        tags: ['catalog-admin'],
        summary: '空白商品管理列表（含下架商品；仅运营人员）',
        security: bearer,
        querystring: AdminListQuery,
        response: { 200: envelopeOf(paginatorOf(SummarySchema)) },
      },
    },
    async (request) => {
      const q = request.query;
      const page = await listBlankPage(
        app.db,
        request.site.id,
        {
          keyword: q.keyword,
          categoryId: q.category_id,
          is3d: q.is_3d,
          designStyle: q.design_style,
          status: q.status,
        },
        q.page,
        q.page_size,
      );
      return ok(paginator(page.summaries, page.total, q.page, q.page_size));
    },
  );

  app.get(
    `${base}/:id`,
    {
      config: { permission: 'operator' },
      schema: {
        tags: ['catalog-admin'],
        summary: '空白商品详情（含各等级价格；仅运营人员）',
        security: bearer,
        params: IdParams,
        response: { 200: envelopeOf(AdminDetailSchema) },
      },
    },
    async (request) => ok(await adminBlank(app.db, request.site.id, request.params.id)),
  );

  app.post(
    base,
    {
      config: { permission: 'operator' },
      schema: {
        tags: ['catalog-admin'],
        summary: '新建空白商品（颜色、尺码、视图与打印区域、包装模板；仅运营人员）',
        security: bearer,
        body: CreateBlankBody,
        response: { 200: envelopeOf(AdminDetailSchema) },
      },
    },
    async (request) => {
      const id = await createBlank(app.db, request.site.id, request.body as BasicProductInput);
      return ok(await adminBlank(app.db, request.site.id, id), '空白商品已创建');
    },
  );

  app.put(
    `${base}/:id`,
    {
      config: { permission: 'operator' },
      schema: {
        tags: ['catalog-admin'],
        summary: '修改空白商品（给出的列表整体替换：带 id 的保留并修改，不带的新增，未给出的删除）',
        security: bearer,
        params: IdParams,
        body: UpdateBlankBody,
        response: { 200: envelopeOf(AdminDetailSchema) },
      },
    },
    async (request) => {
      await updateBlank(
        app.db,
        request.site.id,
        request.params.id,
        request.body as Partial<BasicProductInput>,
      );
      return ok(await adminBlank(app.db, request.site.id, request.params.id), '空白商品已保存');
    },
  );

  app.delete(
    `${base}/:id`,
    {
      config: { permission: 'operator' },
      schema: {
        tags: ['catalog-admin'],
        summary: '删除空白商品（仅运营人员）',
        security: bearer,
        params: IdParams,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await deleteBlank(app.db, request.site.id, request.params.id);
      return ok(null, '空白商品已删除');
    },
  );

  app.put(
    `${base}/:id/images`,
    {
      config: { permission: 'operator' },
      schema: {
        tags: ['catalog-admin'],
        summary: '设置商品图（每个视图 × 颜色一张，整体替换；图片先通过上传接口上传）',
        security: bearer,
        params: IdParams,
        body: ImagesBody,
        response: { 200: envelopeOf(Type.Array(ShowImageSchema)) },
      },
    },
    async (request) => {
      const siteId = request.site.id;
      if (!(await findBlank(app.db, siteId, request.params.id))) throw notFound('空白商品');
      await setBlankImages(
        app.db,
        request.params.id,
        request.body.images as ShowImageDesignInput[],
      );
      const product = await adminBlank(app.db, siteId, request.params.id);
      return ok(product.show_images_design, '商品图已保存');
    },
  );

  app.put(
    `${base}/:id/privilegePrices`,
    {
      config: { permission: 'operator' },
      schema: {
        tags: ['catalog-admin'],
        summary: '设置会员等级价格（按百分比折扣或固定价格，整体替换）',
        security: bearer,
        params: IdParams,
        body: PrivilegePricesBody,
        response: { 200: envelopeOf(Type.Array(PrivilegePriceSchema)) },
      },
    },
    async (request) => {
      const siteId = request.site.id;
      if (!(await findBlank(app.db, siteId, request.params.id))) throw notFound('空白商品');
      await setPrivilegePrices(app.db, siteId, request.params.id, request.body.prices);
      return ok(await blankPrivilegePrices(app.db, request.params.id), '等级价格已保存');
    },
  );
};
