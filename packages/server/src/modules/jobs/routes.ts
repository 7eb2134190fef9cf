import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { ownJobInfo } from './job-info.js';
import { JobInfoSchema, JobParams } from './schemas.js';

const jobRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/distribution/job/:id',
    {
      config: { permission: 'user' },
      schema: {
        tags: ['jobs'],
        summary: '后台任务进度（导出、生成印刷文件等）',
        params: JobParams,
        response: { 200: envelopeOf(JobInfoSchema) },
      },
    },
    async (request) =>
      ok(
        await ownJobInfo(
          app.db,
          { siteId: request.site.id, userId: request.user!.id },
          request.params.id,
        ),
      ),
  );
};

export default jobRoutes;
