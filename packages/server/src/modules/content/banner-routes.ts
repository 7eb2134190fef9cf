import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { ok } from '../../http/envelope.js';
import { emptyEnvelope, envelopeOf } from '../../http/envelope-schema.js';
import { createBanner, deleteBanner, siteBanners, updateBanner } from './banners.js';
import { BannerSchema, CreateBannerBody, UpdateBannerBody } from './schemas.js';

const BannerParams = Type.Object({ id: Type.Integer({ title: '轮播图 id', minimum: 1 }) });

const bearer = [{ bearer: [] }];

export const bannerRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/frontend/systemConfig/getBannerImg',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['content'],
        summary: '首页轮播图（按排序从小到大）',
        response: { 200: envelopeOf(Type.Array(BannerSchema)) },
      },
    },
    async (request) => ok(await siteBanners(app.db, request.site.id)),
  );

  app.get(
    '/admin/banner',
    {
      config: { permission: 'operator' },
      schema: {
        tags: ['content'],
        summary: '轮播图管理列表（仅运营人员）',
        security: bearer,
        response: { 200: envelopeOf(Type.Array(BannerSchema)) },
      },
    },
    async (request) => ok(await siteBanners(app.db, request.site.id)),
  );

  app.post(
    '/admin/banner',
    {
      config: { permission: 'operator' },
      schema: {
        tags: ['content'],
        summary: '新增轮播图（图片先通过上传接口上传；仅运营人员）',
        security: bearer,
        body: CreateBannerBody,
        response: { 200: envelopeOf(BannerSchema) },
      },
    },
    async (request) =>
      ok(await createBanner(app.db, request.site.id, request.body), '轮播图已添加'),
  );

  app.put(
    '/admin/banner/:id',
    {
      config: { permission: 'operator' },
      schema: {
        tags: ['content'],
        summary: '修改轮播图（仅运营人员）',
        security: bearer,
        params: BannerParams,
        body: UpdateBannerBody,
        response: { 200: envelopeOf(BannerSchema) },
      },
    },
    async (request) =>
      ok(
        await updateBanner(app.db, request.site.id, request.params.id, request.body),
        '轮播图已保存',
      ),
  );

  app.delete(
    '/admin/banner/:id',
    {
      config: { permission: 'operator' },
      schema: {
        tags: ['content'],
        summary: '删除轮播图（仅运营人员）',
        security: bearer,
        params: BannerParams,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await deleteBanner(app.db, request.site.id, request.params.id);
      return ok(null, '轮播图已删除');
    },
  );
};
