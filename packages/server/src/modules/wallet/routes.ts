import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { paginator, paginatorOf } from '../../http/paging.js';
import { RecordQuery, TradingRecordSchema } from './schemas.js';
import { tradingRecordPage } from './trading-records.js';

const wallet: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/distribution/tradingRecord',
    {
      config: { permission: ['tradingRecord', 'recharge', 'myAc'] },
      schema: {
        tags: ['wallet'],
        summary: '交易记录（余额变动明细）',
        querystring: RecordQuery,
        response: { 200: envelopeOf(paginatorOf(TradingRecordSchema)) },
      },
    },
    async (request) => {
      const { page, page_size: perPage, kind, start, end } = request.query;
      const result = await tradingRecordPage(
        app.db,
        { siteId: request.site.id, userId: request.user!.id },
        { kind, start, end },
        page,
        perPage,
      );
      return ok(paginator(result.rows, result.total, page, perPage));
    },
  );
};

export default wallet;
