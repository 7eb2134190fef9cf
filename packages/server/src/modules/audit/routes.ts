import { wireSchema } from '../../http/wire-schema.js';
import type { AuditEntry } from '@podkit/sdk-core';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { pageQueryFields, paginator, paginatorOf } from '../../http/paging.js';
import { signedInUser } from '../users/index.js';
import { listAuditEvents } from './audit-log.js';

const AuditEntrySchema = wireSchema<AuditEntry>()(
  Type.Object({
    id: Type.Integer(),
    actor_id: Type.Integer({ description: '操作的账号 id（主账号或子账号）' }),
    actor_name: Type.String(),
    method: Type.String(),
    route: Type.String({ description: '接口路径（不含参数值）' }),
    action: Type.String({
      description: '菜单中的页面与按钮，如 订单管理「支付」；运营后台的操作为空',
    }),
    status_code: Type.Integer({ description: 'HTTP 状态码；403 表示被拒绝' }),
    ip: Type.String(),
    created_at: Type.String({ format: 'date-time' }),
  }),
);

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
        querystring: Type.Object({
          ...pageQueryFields({ defaultPageSize: 20, maxPageSize: 100 }),
          actor_id: Type.Optional(Type.Integer({ title: '账号 id', minimum: 1 })),
        }),
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
