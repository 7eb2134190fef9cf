import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AdminStockInbound } from '@podkit/sdk-core';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { paginator, paginatorOf } from '../../http/paging.js';
import { signedInActor } from '../users/index.js';
import { closeInbound, receiveInbound } from './inbound.js';
import type { InboundRow } from './schema.js';
import {
  AdminInboundSchema,
  IdParams,
  InboundQuerySchema,
  ReceiveBody,
  RunResultSchema,
} from './schemas.js';
import { billStorageFees, DAY_MS, scheduleStorageFees } from './storage-fee.js';
import { findInbound, listInbounds, toInbound } from './stock-read.js';

const tags = ['warehouse'];
const security = [{ bearer: [] }];
const config = { permission: 'operator' };
const One = { 200: envelopeOf(AdminInboundSchema) };

const operatorOf = (request: FastifyRequest) => ({
  siteId: request.site.id,
  userId: signedInActor(request).id,
});
const toAdmin = (row: InboundRow, username: string): AdminStockInbound => ({
  ...toInbound(row),
  user_id: row.userId,
  username,
});

/** 仓储入库: every reseller's inbound requests, received in full or in part by the operators. */
const adminWarehouseRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const detail = async (request: FastifyRequest, id: number) => {
    const { inbound, username } = await findInbound(app.db, { siteId: request.site.id }, id);
    return toAdmin(inbound, username);
  };

  app.get(
    '/admin/warehouse/inbound',
    {
      config,
      schema: {
        tags,
        security,
        summary: '入库申请队列（按状态筛选，按商品名称或用户名搜索；分页）',
        querystring: InboundQuerySchema,
        response: { 200: envelopeOf(paginatorOf(AdminInboundSchema)) },
      },
    },
    async (request) => {
      const { query } = request;
      const { rows, total } = await listInbounds(app.db, { siteId: request.site.id }, query);
      const list = rows.map((row) => toAdmin(row.inbound, row.username));
      return ok(paginator(list, total, query.page, query.page_size));
    },
  );

  app.post(
    '/admin/warehouse/inbound/:id/receive',
    {
      config,
      schema: {
        tags,
        security,
        summary: '入库（全部或部分）：库存流水记一行，用户收到站内消息',
        params: IdParams,
        body: ReceiveBody,
        response: One,
      },
    },
    async (request) => {
      const operator = operatorOf(request);
      const row = await receiveInbound(app.db, operator, request.params.id, request.body.quantity);
      await scheduleStorageFees(app.db, operator.siteId, new Date(Date.now() + DAY_MS));
      return ok(await detail(request, row.id), '已入库');
    },
  );

  app.post(
    '/admin/warehouse/inbound/:id/close',
    {
      config,
      schema: {
        tags,
        security,
        summary: '关闭入库申请：未入库的件数按备货单价退回余额（一条交易记录）',
        params: IdParams,
        response: One,
      },
    },
    async (request) => {
      const row = await closeInbound(app.db, operatorOf(request), request.params.id);
      return ok(await detail(request, row.id), '已关闭');
    },
  );

  app.post(
    '/admin/warehouse/storageFees/run',
    {
      config,
      schema: {
        tags,
        security,
        summary: '立即结算本月仓储费（每日任务也会执行；每人每月一笔，余额不足记为欠费）',
        response: { 200: envelopeOf(RunResultSchema) },
      },
    },
    async (request) => ok(await billStorageFees(app.db, request.site.id), '已结算'),
  );
};

export default adminWarehouseRoutes;
