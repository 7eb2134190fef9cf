import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { paginatorOf } from '../../http/paging.js';
import { outboxPage } from './outbox.js';
import { OutboxQuery, SmsOutboxEntrySchema } from './schemas.js';

const sms: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/admin/smsOutbox',
    {
      config: { permission: 'operator' },
      schema: {
        tags: ['sms'],
        summary: '短信发件箱（未接短信网关时，验证码短信记录在此，仅运营人员可查看）',
        security: [{ bearer: [] }],
        querystring: OutboxQuery,
        response: { 200: envelopeOf(paginatorOf(SmsOutboxEntrySchema)) },
      },
    },
    async (request) => {
      const { page, page_size: perPage } = request.query;
      const { rows, total } = await outboxPage(app.db, request.site.id, page, perPage);
      return ok({
        data: rows,
        total,
        current_page: page,
        per_page: perPage,
        last_page: Math.max(1, Math.ceil(total / perPage)),
      });
    },
  );
};

export default sms;
