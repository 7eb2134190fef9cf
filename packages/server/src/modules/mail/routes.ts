import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { mailOutboxPage } from './outbox.js';
import { paginatorOf } from '../../http/paging.js';
import { MailOutboxEntrySchema, MailOutboxQuery } from './schemas.js';

const mail: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/admin/mailOutbox',
    {
      config: { permission: 'operator' },
      schema: {
        tags: ['mail'],
        summary: '邮件发件箱（未接邮件服务时，验证码邮件记录在此，仅运营人员可查看）',
        security: [{ bearer: [] }],
        querystring: MailOutboxQuery,
        response: { 200: envelopeOf(paginatorOf(MailOutboxEntrySchema)) },
      },
    },
    async (request) => {
      const { page, page_size: perPage } = request.query;
      return ok(await mailOutboxPage(app.db, request.site.id, page, perPage));
    },
  );
};

export default mail;
