import { wireSchema } from '../../http/wire-schema.js';
import type { Banner } from '@podkit/sdk-core';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { ok } from '../../http/envelope.js';
import { emptyEnvelope, envelopeOf } from '../../http/envelope-schema.js';
import { createBanner, deleteBanner, siteBanners, updateBanner } from './banners.js';

const BannerSchema = wireSchema<Banner>()(
  Type.Object({
    id: Type.Integer(),
    image_url: Type.String({ description: '图片地址（绝对地址，或 /files/… 站内地址）' }),
    link_url: Type.String({ description: '点击跳转地址；空为不跳转' }),
    title: Type.String(),
    sort: Type.Integer({ description: '从小到大排列' }),
  }),
);

// http(s) or a root-relative path; never `//host` or a script scheme.
const WEB_ADDRESS = '^(https?://[^\\s]+|/(?!/)[^\\s]*)$';
const bannerFields = {
  image_url: Type.String({
    title: '图片地址',
    minLength: 1,
    maxLength: 1000,
    pattern: WEB_ADDRESS,
  }),
  link_url: Type.String({
    title: '跳转地址',
    maxLength: 1000,
    pattern: `^$|${WEB_ADDRESS}`,
    description: 'http(s) 地址或以 / 开头的站内路径；可为空',
  }),
  title: Type.String({ title: '标题', maxLength: 100 }),
  sort: Type.Integer({ title: '排序', minimum: -100000, maximum: 100000 }),
};
const CreateBannerBody = Type.Object({
  image_url: bannerFields.image_url,
  link_url: Type.Optional(bannerFields.link_url),
  title: Type.Optional(bannerFields.title),
  sort: Type.Optional(bannerFields.sort),
});
const UpdateBannerBody = Type.Partial(Type.Object(bannerFields));
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
