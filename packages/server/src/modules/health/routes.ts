import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import { ok } from '../../http/envelope.js';

const health: FastifyPluginAsync = async (app) => {
  app.get(
    '/health',
    {
      config: { permission: 'public' },
      schema: { tags: ['health'], summary: '服务健康检查' },
    },
    async () => {
      await app.db.execute(sql`select 1`);
      return ok({ status: 'ready' });
    },
  );
};

export default health;
