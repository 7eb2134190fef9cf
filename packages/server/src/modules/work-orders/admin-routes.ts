import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AdminWorkOrderDetail, WorkOrderAction } from '@podkit/sdk-core';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { paginator, paginatorOf } from '../../http/paging.js';
import { signedInActor } from '../users/index.js';
import {
  AdminWorkOrderDetailSchema,
  AdminWorkOrderSchema,
  IdParams,
  NoteBody,
  ReplyBody,
  WorkOrderQuery,
} from './schemas.js';
import type { WorkOrderRow } from './schema.js';
import { actOnWorkOrder, type Actor } from './ticket-actions.js';
import {
  findWorkOrder,
  listWorkOrders,
  markRead,
  ownerName,
  toWorkOrder,
  workOrderDetail,
} from './ticket-read.js';

const tags = ['work-orders'];
const security = [{ bearer: [] }];
const Detail = { 200: envelopeOf(AdminWorkOrderDetailSchema) };

const site = (request: FastifyRequest) => ({ siteId: request.site.id });

const operatorActor = (request: FastifyRequest): Actor => {
  const actor = signedInActor(request);
  return { side: 'operator', userId: actor.id, name: actor.username, uploaderId: actor.id };
};

/** 工单处理: the site's after-sales tickets for the operators. */
const adminWorkOrderRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  const detailOf = async (row: WorkOrderRow): Promise<AdminWorkOrderDetail> => ({
    ...(await workOrderDetail(app.db, row, 'operator', app.fileUrl)),
    user_id: row.userId,
    username: await ownerName(app.db, row),
  });

  app.get(
    '/admin/workOrder',
    {
      config: { permission: 'operator' },
      schema: {
        tags,
        security,
        summary: '工单队列（按状态、类型、创建日期筛选，按工单号、订单号或用户名搜索；分页）',
        querystring: WorkOrderQuery,
        response: { 200: envelopeOf(paginatorOf(AdminWorkOrderSchema)) },
      },
    },
    async (request) => {
      const { query } = request;
      const { rows, total } = await listWorkOrders(
        app.db,
        site(request),
        query,
        request.site.timeZone,
        'operator',
      );
      const tickets = rows.map((row) => ({
        ...toWorkOrder(row.ticket, 'operator'),
        user_id: row.ticket.userId,
        username: row.username,
      }));
      return ok(paginator(tickets, total, query.page, query.page_size));
    },
  );

  app.get(
    '/admin/workOrder/:id',
    {
      config: { permission: 'operator' },
      schema: {
        tags,
        security,
        summary: '工单详情与对话（查看即视为已读用户回复）',
        params: IdParams,
        response: Detail,
      },
    },
    async (request) => {
      const row = await findWorkOrder(app.db, site(request), request.params.id);
      return ok(await detailOf(await markRead(app.db, row, 'operator')));
    },
  );

  app.post(
    '/admin/workOrder/:id/reply',
    {
      config: { permission: 'operator' },
      schema: {
        tags,
        security,
        summary: '回复用户（可带附件；待处理的工单随之变为处理中；用户收到站内消息）',
        params: IdParams,
        body: ReplyBody,
        response: Detail,
      },
    },
    async (request) => {
      const row = await actOnWorkOrder(
        app.db,
        site(request),
        request.params.id,
        operatorActor(request),
        'reply',
        request.body,
      );
      return ok(await detailOf(row), '回复已发送');
    },
  );

  const moves: Array<{ path: string; action: WorkOrderAction; summary: string; msg: string }> = [
    { path: 'take', action: 'take', summary: '受理工单（待处理 → 处理中）', msg: '工单已受理' },
    {
      path: 'askConfirm',
      action: 'ask_confirm',
      summary: '请用户确认问题已解决（处理中 → 待确认；可附说明；用户收到站内消息）',
      msg: '已请用户确认',
    },
    {
      path: 'close',
      action: 'close',
      summary: '关闭工单（未完成的工单 → 已关闭；可附说明；用户收到站内消息）',
      msg: '工单已关闭',
    },
  ];
  for (const move of moves) {
    app.post(
      `/admin/workOrder/:id/${move.path}`,
      {
        config: { permission: 'operator' },
        schema: {
          tags,
          security,
          summary: move.summary,
          params: IdParams,
          body: NoteBody,
          response: Detail,
        },
      },
      async (request) => {
        const row = await actOnWorkOrder(
          app.db,
          site(request),
          request.params.id,
          operatorActor(request),
          move.action,
          { content: request.body.content },
        );
        return ok(await detailOf(row), move.msg);
      },
    );
  }
};

export default adminWorkOrderRoutes;
