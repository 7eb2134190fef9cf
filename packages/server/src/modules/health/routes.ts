import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { checkDatabase } from './readiness.js';
import { HealthSchema } from './schemas.js';

const health: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/health',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['health'],
        summary: '服务健康检查',
        response: { 200: envelopeOf(HealthSchema) },
      },
    },
    async () => {
      await checkDatabase(app.db);
      return ok({ status: 'ready' });
    },
  );
};

export default health;
