import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { paginator, paginatorOf } from '../../http/paging.js';
import { signedInUser } from '../users/index.js';
import { listAuditEvents } from './audit-log.js';
import { AuditEntrySchema, AuditQuerySchema } from './schemas.js';

const audit: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/distribution/auditLog',
    {
      config: { permission: 'createRole' },
      schema: {
        tags: ['team'],
        summary: '操作日志：主账号与子账号做过的每一次修改（含被拒绝的）',
        security: [{ bearer: [] }],
        querystring: AuditQuerySchema,
        response: { 200: envelopeOf(paginatorOf(AuditEntrySchema)) },
      },
    },
    async (request) => {
      const owner = signedInUser(request);
      const { page, page_size: perPage, actor_id: actorId } = request.query;
      const { rows, total } = await listAuditEvents(
        app.db,
        { siteId: owner.siteId, userId: owner.id },
        { actorId, page, perPage },
      );
      return ok(paginator(rows, total, page, perPage));
    },
  );
};

export default audit;
