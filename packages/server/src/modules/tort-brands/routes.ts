import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { paginator, paginatorOf } from '../../http/paging.js';
import { signedInUser } from '../users/index.js';
import { findTortBrands, listTortBrands } from './brand-service.js';
import { TortBrandQuery, TortBrandSchema, TortCheckBody, TortCheckSchema } from './schemas.js';

const tags = ['tort-brands'];
const security = [{ bearer: [] }];

/** 侵权品牌查询: the site's infringement list, and the brands a text names. */
const tortBrandRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/distribution/tortBrand',
    {
      config: { permission: 'tortBrand' },
      schema: {
        tags,
        security,
        summary: '侵权品牌列表（站点运营维护；按品牌或权利人搜索、按级别筛选；分页）',
        querystring: TortBrandQuery,
        response: { 200: envelopeOf(paginatorOf(TortBrandSchema)) },
      },
    },
    async (request) => {
      const { query } = request;
      const { rows, total } = await listTortBrands(app.db, signedInUser(request).siteId, query);
      return ok(paginator(rows, total, query.page, query.page_size));
    },
  );

  app.post(
    '/distribution/tortBrand/check',
    {
      config: { permission: 'tortBrand' },
      schema: {
        tags,
        security,
        summary: '查询一段文字（标题、描述、图片上的文字）中的侵权品牌',
        body: TortCheckBody,
        response: { 200: envelopeOf(TortCheckSchema) },
      },
    },
    async (request) => {
      const hits = await findTortBrands(app.db, signedInUser(request).siteId, [request.body.text]);
      const blocked = hits.some((hit) => hit.level === 'block');
      return ok({ hits, blocked });
    },
  );
};

export default tortBrandRoutes;
