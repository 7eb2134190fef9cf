import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { ok } from '../../http/envelope.js';
import { emptyEnvelope, envelopeOf } from '../../http/envelope-schema.js';
import { ShopLinkBody, ShopLinkParams, ShopLinkSchema } from './schemas.js';
import { linkShop, siteShopLinks, unlinkShop } from './shop-links.js';

/**
 * Operators link a store-platform shop to a reseller, so the shop's admin embed opens that
 * reseller's PodKit. Until store authorisation (issue 8) records shops itself.
 */
const shopLinkRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/admin/shopLink',
    {
      config: { permission: 'operator' },
      schema: {
        tags: ['embed'],
        summary: '店铺关联列表（后台嵌入）',
        response: { 200: envelopeOf(Type.Array(ShopLinkSchema)) },
      },
    },
    async (request) => ok(await siteShopLinks(app.db, request.site.id)),
  );

  app.post(
    '/admin/shopLink',
    {
      config: { permission: 'operator' },
      schema: {
        tags: ['embed'],
        summary: '关联店铺与分销商',
        body: ShopLinkBody,
        response: { 200: envelopeOf(ShopLinkSchema) },
      },
    },
    async (request) => ok(await linkShop(app.db, request.site.id, request.body), '店铺已关联'),
  );

  app.delete(
    '/admin/shopLink/:id',
    {
      config: { permission: 'operator' },
      schema: {
        tags: ['embed'],
        summary: '取消店铺关联',
        params: ShopLinkParams,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await unlinkShop(app.db, request.site.id, request.params.id);
      return ok(null, '已取消关联');
    },
  );
};

export default shopLinkRoutes;
