import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { siteDesignMasks, siteDesignStyles } from './style-mask-read.js';
import { DesignMaskQuery, DesignMaskSchema, DesignStyleSchema } from './wire-schemas.js';

/** The designer's site-wide settings: design styles and masks. */
export const systemConfigRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/systemConfig/designStyle',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['catalog'],
        summary: '设计款式列表（id 即空白商品的 design_style）',
        response: { 200: envelopeOf(Type.Array(DesignStyleSchema)) },
      },
    },
    async (request) => ok(await siteDesignStyles(app.db, request.site.id)),
  );

  app.get(
    '/api/systemConfig/designMask',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['catalog'],
        summary: '设计遮罩列表（如手机壳摄像头开孔）',
        querystring: DesignMaskQuery,
        response: { 200: envelopeOf(Type.Array(DesignMaskSchema)) },
      },
    },
    async (request) =>
      ok(await siteDesignMasks(app.db, request.site.id, request.query.basic_product_id)),
  );
};
