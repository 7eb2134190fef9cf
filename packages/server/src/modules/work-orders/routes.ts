import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { WorkOrderAction } from '@podkit/sdk-core';
import { Type } from 'typebox';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { paginator, paginatorOf } from '../../http/paging.js';
import { signedInActor, signedInUser } from '../users/index.js';
import { orderChoices } from './order-choices.js';
import {
  CreateWorkOrderBody,
  IdParams,
  OrderChoiceQuery,
  OrderChoiceSchema,
  ReplyBody,
  UnreadSchema,
  WorkOrderDetailSchema,
  WorkOrderQuery,
  WorkOrderSchema,
} from './schemas.js';
import { actOnWorkOrder, type Actor } from './ticket-actions.js';
import { createWorkOrder } from './ticket-create.js';
import {
  findWorkOrder,
  listWorkOrders,
  markRead,
  resellerUnreadTotal,
  toWorkOrder,
  workOrderDetail,
} from './ticket-read.js';

const tags = ['work-orders'];
const security = [{ bearer: [] }];
const Detail = { 200: envelopeOf(WorkOrderDetailSchema) };

const owner = (request: FastifyRequest) => {
  const user = signedInUser(request);
  return { siteId: user.siteId, userId: user.id };
};

/** A sub-account writes for its main account: its own name on the message, the owner's files. */
const resellerActor = (request: FastifyRequest): Actor => {
  const actor = signedInActor(request);
  return {
    side: 'reseller',
    userId: actor.id,
    name: actor.username,
    uploaderId: signedInUser(request).id,
  };
};

/** 我的工单 / 创建工单: a reseller's after-sales tickets and their conversation with the platform. */
const workOrderRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/distribution/workOrder',
    {
      config: { permission: 'workOrderIndex' },
      schema: {
        tags,
        security,
        summary: '我的工单（按状态、类型、创建日期筛选，按工单号或订单号搜索；最新在前，分页）',
        querystring: WorkOrderQuery,
        response: { 200: envelopeOf(paginatorOf(WorkOrderSchema)) },
      },
    },
    async (request) => {
      const { query } = request;
      const { rows, total } = await listWorkOrders(
        app.db,
        owner(request),
        query,
        request.site.timeZone,
        'reseller',
      );
      const tickets = rows.map((row) => toWorkOrder(row.ticket, 'reseller'));
      return ok(paginator(tickets, total, query.page, query.page_size));
    },
  );

  app.get(
    '/distribution/workOrder/unread',
    {
      config: { permission: 'workOrderIndex' },
      schema: {
        tags,
        security,
        summary: '工单中尚未查看的客服回复条数（角标）',
        response: { 200: envelopeOf(UnreadSchema) },
      },
    },
    async (request) => ok({ unread: await resellerUnreadTotal(app.db, owner(request)) }),
  );

  app.get(
    '/distribution/workOrder/orders',
    {
      config: { permission: ['workOrderCreate', 'workOrderIndex.create'] },
      schema: {
        tags,
        security,
        summary: '可提交工单的订单（最近 20 个，或按订单号搜索），含商品行',
        querystring: OrderChoiceQuery,
        response: { 200: envelopeOf(Type.Array(OrderChoiceSchema)) },
      },
    },
    async (request) => ok(await orderChoices(app.db, owner(request), request.query)),
  );

  app.get(
    '/distribution/workOrder/:id',
    {
      config: { permission: 'workOrderIndex' },
      schema: {
        tags,
        security,
        summary: '工单详情与对话（查看即视为已读客服回复）',
        params: IdParams,
        response: Detail,
      },
    },
    async (request) => {
      const row = await findWorkOrder(app.db, owner(request), request.params.id);
      const read = await markRead(app.db, row, 'reseller');
      return ok(await workOrderDetail(app.db, read, 'reseller', app.fileUrl));
    },
  );

  app.post(
    '/distribution/workOrder',
    {
      config: { permission: ['workOrderCreate.submit', 'workOrderIndex.create'] },
      schema: {
        tags,
        security,
        summary:
          '提交工单：类型、相关订单及商品行（「其他」可不选订单）、问题描述、图片（type=file 上传）',
        body: CreateWorkOrderBody,
        response: Detail,
      },
    },
    async (request) => {
      const actor = signedInActor(request);
      const row = await createWorkOrder(
        app.db,
        { ...owner(request), actorId: actor.id },
        request.body,
        request.site.timeZone,
      );
      return ok(await workOrderDetail(app.db, row, 'reseller', app.fileUrl), '工单已提交');
    },
  );

  const moves: Array<{ path: string; action: WorkOrderAction; summary: string; msg: string }> = [
    {
      path: 'confirm',
      action: 'confirm',
      summary: '确认问题已解决（待确认 → 已完成）',
      msg: '工单已完成',
    },
    {
      path: 'close',
      action: 'close',
      summary: '关闭工单（未完成的工单 → 已关闭）',
      msg: '工单已关闭',
    },
  ];
  for (const move of moves) {
    app.post(
      `/distribution/workOrder/:id/${move.path}`,
      {
        config: { permission: `workOrderIndex.${move.action}` },
        schema: { tags, security, summary: move.summary, params: IdParams, response: Detail },
      },
      async (request) => {
        const row = await actOnWorkOrder(
          app.db,
          owner(request),
          request.params.id,
          resellerActor(request),
          move.action,
        );
        return ok(await workOrderDetail(app.db, row, 'reseller', app.fileUrl), move.msg);
      },
    );
  }

  app.post(
    '/distribution/workOrder/:id/reply',
    {
      config: { permission: 'workOrderIndex.reply' },
      schema: {
        tags,
        security,
        summary: '回复工单（可带附件；待确认的工单回复后回到处理中）',
        params: IdParams,
        body: ReplyBody,
        response: Detail,
      },
    },
    async (request) => {
      const row = await actOnWorkOrder(
        app.db,
        owner(request),
        request.params.id,
        resellerActor(request),
        'reply',
        request.body,
      );
      return ok(await workOrderDetail(app.db, row, 'reseller', app.fileUrl), '回复已发送');
    },
  );
};

export default workOrderRoutes;
