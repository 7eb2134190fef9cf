import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { conflict, invalid, notFound, ok } from '../../http/envelope.js';
import { IdSchema } from '../../http/schemas.js';
import { ADMIN_PLATFORMS } from '../stores/index.js';
import { users } from '../users/index.js';
import { platformShopLinks } from './schema.js';

const Platform = Type.Union([Type.Literal('shopify'), Type.Literal('shopline')], {
  title: '平台',
});

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
      schema: { tags: ['embed'], summary: '店铺关联列表（后台嵌入）' },
    },
    async (request) => {
      const rows = await app.db
        .select({ link: platformShopLinks, username: users.username })
        .from(platformShopLinks)
        .innerJoin(users, eq(users.id, platformShopLinks.userId))
        .where(eq(platformShopLinks.siteId, request.site.id))
        .orderBy(desc(platformShopLinks.createdAt));
      return ok(
        rows.map(({ link, username }) => ({
          id: link.id,
          platform: link.platform,
          shop: link.shop,
          user_id: link.userId,
          username,
        })),
      );
    },
  );

  app.post(
    '/admin/shopLink',
    {
      config: { permission: 'operator' },
      schema: {
        tags: ['embed'],
        summary: '关联店铺与分销商',
        body: Type.Object({
          platform: Platform,
          shop: Type.String({ title: '店铺域名', minLength: 3, maxLength: 253 }),
          username: Type.String({ title: '用户名', minLength: 1, maxLength: 60 }),
        }),
      },
    },
    async (request) => {
      const { platform, username } = request.body;
      const shop = request.body.shop.trim().toLowerCase();
      if (!ADMIN_PLATFORMS[platform].shopDomain.test(shop)) {
        throw invalid(`店铺域名格式不正确：${shop}`);
      }
      const [owner] = await app.db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.siteId, request.site.id),
            sql`lower(${users.username}) = lower(${username})`,
          ),
        );
      if (!owner) throw notFound('用户');
      const [row] = await app.db
        .insert(platformShopLinks)
        .values({ siteId: request.site.id, userId: owner.id, platform, shop })
        .onConflictDoNothing()
        .returning();
      if (!row) throw conflict(`店铺 ${shop} 已关联其他账户`);
      return ok({ id: row.id, platform, shop, user_id: owner.id, username }, '店铺已关联');
    },
  );

  app.delete(
    '/admin/shopLink/:id',
    {
      config: { permission: 'operator' },
      schema: {
        tags: ['embed'],
        summary: '取消店铺关联',
        params: Type.Object({ id: IdSchema('关联编号') }),
      },
    },
    async (request) => {
      const [row] = await app.db
        .delete(platformShopLinks)
        .where(
          and(
            eq(platformShopLinks.id, request.params.id),
            eq(platformShopLinks.siteId, request.site.id),
          ),
        )
        .returning();
      if (!row) throw notFound('店铺关联');
      return ok(null, '已取消关联');
    },
  );
};

export default shopLinkRoutes;
