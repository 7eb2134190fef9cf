import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { ExportRecordSchema } from '../exports/index.js';
import { signedInUser } from '../users/index.js';
import { exportStoreTrade } from './store-trade-export.js';
import { StoreTradeQuerySchema, StoreTradeReportSchema } from './store-trade-schemas.js';
import { storeTradeReport } from './store-trade.js';

const bearer = [{ bearer: [] }];
const tags = ['stores'];

/** storeTrade (店铺交易记录): the stores' orders, sales and PodKit costs over time. */
const storeTradeRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/distribution/storeTrade',
    {
      config: { permission: 'storeTrade' },
      schema: {
        tags,
        summary: '店铺交易记录：各店铺每日、每周或每月的订单数、顾客实付与本平台成本',
        description:
          '按订单导入日（站点时区）统计；默认最近 30 天，最长 366 天。店铺销售额按币种列出，只含导入时带有价格的订单。',
        security: bearer,
        querystring: StoreTradeQuerySchema,
        response: { 200: envelopeOf(StoreTradeReportSchema) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const owner = { siteId: user.siteId, userId: user.id };
      return ok(await storeTradeReport(app.db, owner, request.query, request.site.timeZone));
    },
  );

  app.post(
    '/distribution/storeTrade/export',
    {
      config: { permission: 'storeTrade.export' },
      schema: {
        tags,
        summary: '导出店铺交易记录（.xlsx，列入导出记录）',
        security: bearer,
        body: StoreTradeQuerySchema,
        response: { 200: envelopeOf(ExportRecordSchema) },
      },
    },
    async (request) =>
      ok(
        await exportStoreTrade(
          app.db,
          app.storage,
          app.fileUrl,
          signedInUser(request),
          request.body,
          request.site.timeZone,
        ),
        '导出成功，可在导出记录中下载',
      ),
  );
};

export default storeTradeRoutes;
