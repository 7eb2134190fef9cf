import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { LevelsBody, SubSiteLevelsSchema } from './schemas.js';
import { saveSubSiteLevelRules, subSiteLevelRules } from './sub-site-service.js';

const tags = ['sub-sites'];
const security = [{ bearer: [] }];

/** The operator's rule of which member levels may open a sub-site. */
const adminSubSiteRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/admin/subSite/levels',
    {
      config: { permission: 'operator' },
      schema: {
        tags,
        security,
        summary: '可开通分站的会员等级（运营）',
        response: { 200: envelopeOf(SubSiteLevelsSchema) },
      },
    },
    async (request) => ok(await subSiteLevelRules(app.db, request.site.id)),
  );

  app.put(
    '/admin/subSite/levels',
    {
      config: { permission: 'operator' },
      schema: {
        tags,
        security,
        summary: '设置可开通分站的会员等级（运营）',
        body: LevelsBody,
        response: { 200: envelopeOf(SubSiteLevelsSchema) },
      },
    },
    async (request) => {
      await saveSubSiteLevelRules(app.db, request.site.id, request.body.group_ids);
      return ok(await subSiteLevelRules(app.db, request.site.id), '已保存');
    },
  );
};

export default adminSubSiteRoutes;
