import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AdminOrderReturnDetail } from '@podkit/sdk-core';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { paginator, paginatorOf } from '../../http/paging.js';
import { signedInActor } from '../users/index.js';
import { approveReturn, askForInfo, rejectReturn, type Decider } from './return-decide.js';
import { findReturn, listReturns, ownerName, returnDetail, toOrderReturn } from './return-read.js';
import type { OrderReturnRow } from './schema.js';
import {
  AdminOrderReturnDetailSchema,
  AdminOrderReturnSchema,
  ApproveBody,
  AskInfoBody,
  IdParams,
  OrderReturnQuerySchema,
  RejectBody,
} from './schemas.js';

const tags = ['order-returns'];
const security = [{ bearer: [] }];
const Detail = { 200: envelopeOf(AdminOrderReturnDetailSchema) };

const site = (request: FastifyRequest) => ({ siteId: request.site.id });

const decider = (request: FastifyRequest): Decider => {
  const actor = signedInActor(request);
  return {
    siteId: request.site.id,
    userId: actor.id,
    name: actor.username,
    timeZone: request.site.timeZone,
  };
};

/** 退货审核: the site's return and reprint requests for the operators. */
const adminOrderReturnRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  const detailOf = async (row: OrderReturnRow): Promise<AdminOrderReturnDetail> => ({
    ...(await returnDetail(app.db, row, 'operator', app.fileUrl)),
    user_id: row.userId,
    username: await ownerName(app.db, row),
  });

  app.get(
    '/admin/orderReturn',
    {
      config: { permission: 'operator' },
      schema: {
        tags,
        security,
        summary:
          '退货申请队列（按状态、处理方式、申请日期筛选，按申请单号、订单号或用户名搜索；分页）',
        querystring: OrderReturnQuerySchema,
        response: { 200: envelopeOf(paginatorOf(AdminOrderReturnSchema)) },
      },
    },
    async (request) => {
      const { query } = request;
      const { rows, total } = await listReturns(
        app.db,
        site(request),
        query,
        request.site.timeZone,
        'operator',
      );
      const list = rows.map((row) => ({
        ...toOrderReturn(row.request),
        user_id: row.request.userId,
        username: row.username,
      }));
      return ok(paginator(list, total, query.page, query.page_size));
    },
  );

  app.get(
    '/admin/orderReturn/:id',
    {
      config: { permission: 'operator' },
      schema: {
        tags,
        security,
        summary: '退货申请详情（含此刻最多可退金额）',
        params: IdParams,
        response: Detail,
      },
    },
    async (request) =>
      ok(await detailOf(await findReturn(app.db, site(request), request.params.id))),
  );

  app.post(
    '/admin/orderReturn/:id/approve',
    {
      config: { permission: 'operator' },
      schema: {
        tags,
        security,
        summary:
          '审核通过：退款类按金额（默认所退商品实付，不超过订单尚可退金额）一次退回余额；重印类创建免费补发订单；用户收到站内消息',
        params: IdParams,
        body: ApproveBody,
        response: Detail,
      },
    },
    async (request) => {
      const row = await approveReturn(app.db, decider(request), request.params.id, request.body);
      return ok(await detailOf(row), '已审核通过');
    },
  );

  app.post(
    '/admin/orderReturn/:id/reject',
    {
      config: { permission: 'operator' },
      schema: {
        tags,
        security,
        summary: '驳回申请（须填写原因；用户收到站内消息）',
        params: IdParams,
        body: RejectBody,
        response: Detail,
      },
    },
    async (request) => {
      const row = await rejectReturn(
        app.db,
        decider(request),
        request.params.id,
        request.body.reason,
      );
      return ok(await detailOf(row), '已驳回');
    },
  );

  app.post(
    '/admin/orderReturn/:id/askInfo',
    {
      config: { permission: 'operator' },
      schema: {
        tags,
        security,
        summary: '要求补充资料（待审核 → 待补充资料；用户收到站内消息，补充后重新提交）',
        params: IdParams,
        body: AskInfoBody,
        response: Detail,
      },
    },
    async (request) => {
      const row = await askForInfo(app.db, decider(request), request.params.id, request.body.note);
      return ok(await detailOf(row), '已要求用户补充资料');
    },
  );
};

export default adminOrderReturnRoutes;
