import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { notFound, ok } from '../../http/envelope.js';
import { jobs } from './schema.js';

const jobRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/distribution/job/:id',
    {
      config: { permission: 'user' },
      schema: {
        tags: ['jobs'],
        summary: '后台任务进度（导出、生成印刷文件等）',
        params: Type.Object({ id: Type.Integer({ title: '任务编号', minimum: 1 }) }),
      },
    },
    async (request) => {
      const [job] = await app.db
        .select()
        .from(jobs)
        .where(
          and(
            eq(jobs.id, request.params.id),
            eq(jobs.siteId, request.site.id),
            eq(jobs.userId, request.user!.id),
          ),
        );
      if (!job) throw notFound('任务');
      return ok({
        id: job.id,
        kind: job.kind,
        status: job.status,
        progress: job.progress,
        result: job.result,
        last_error: job.lastError,
        attempts: job.attempts,
        created_at: job.createdAt.toISOString(),
        finished_at: job.finishedAt?.toISOString() ?? null,
      });
    },
  );
};

export default jobRoutes;
