import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { paginator, paginatorOf } from '../../http/paging.js';
import { signedInActor } from '../users/index.js';
import { createDesigner, listDesigners } from './designers.js';
import { deliverDesignOrder, takeDesignOrder, type Acting } from './order-actions.js';
import { findDesignOrder, listDesignOrders, toAdminOrders } from './order-read.js';
import type { DesignOrderRow } from './schema.js';
import {
  AdminDesignOrderQuerySchema,
  AdminDesignOrderSchema,
  DeliverBody,
  DesignerBody,
  DesignerSchema,
  IdParams,
} from './schemas.js';

const tags = ['design-service'];
const security = [{ bearer: [] }];
const One = { 200: envelopeOf(AdminDesignOrderSchema) };

/** The designer (or operator) signed in, working on the site's orders. */
const designer = (request: FastifyRequest): Acting => {
  const actor = signedInActor(request);
  return {
    scope: { siteId: request.site.id },
    actorId: actor.id,
    actorName: actor.nickname || actor.username,
  };
};

/** 设计服务 in the console: the queue designers take, work and deliver; the designer accounts. */
const adminDesignServiceRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const one = async (row: DesignOrderRow, msg?: string) =>
    ok((await toAdminOrders(app.db, [row], app.fileUrl))[0]!, msg);

  app.get(
    '/admin/designService',
    {
      config: { permission: 'adminDesignService' },
      schema: {
        tags,
        security,
        summary: '设计订单队列（按状态筛选，按订单号、需求或用户名搜索，可只看我接的单；分页）',
        querystring: AdminDesignOrderQuerySchema,
        response: { 200: envelopeOf(paginatorOf(AdminDesignOrderSchema)) },
      },
    },
    async (request) => {
      const { query } = request;
      const who = designer(request);
      const { rows, total } = await listDesignOrders(app.db, who.scope, query, who.actorId);
      const list = await toAdminOrders(app.db, rows, app.fileUrl);
      return ok(paginator(list, total, query.page, query.page_size));
    },
  );

  app.get(
    '/admin/designService/designers',
    {
      config: { permission: 'operator' },
      schema: {
        tags,
        security,
        summary: '设计师账号（持有设计师角色的运营账号）',
        response: { 200: envelopeOf(Type.Array(DesignerSchema)) },
      },
    },
    async (request) => ok(await listDesigners(app.db, request.site.id)),
  );

  app.post(
    '/admin/designService/designers',
    {
      config: { permission: 'operator' },
      schema: {
        tags,
        security,
        summary: '新建设计师账号：只能进入后台的设计服务队列，接单与交付',
        body: DesignerBody,
        response: { 200: envelopeOf(DesignerSchema) },
      },
    },
    async (request) =>
      ok(await createDesigner(app.db, request.site.id, request.body), '设计师账号已创建'),
  );

  app.get(
    '/admin/designService/:id',
    {
      config: { permission: 'adminDesignService' },
      schema: { tags, security, summary: '设计订单详情', params: IdParams, response: One },
    },
    async (request) =>
      one(await findDesignOrder(app.db, designer(request).scope, request.params.id)),
  );

  app.post(
    '/admin/designService/:id/take',
    {
      config: { permission: 'adminDesignService.take' },
      schema: {
        tags,
        security,
        summary: '接单（待接单 → 设计中；接单后用户不能再取消）',
        params: IdParams,
        response: One,
      },
    },
    async (request) =>
      one(await takeDesignOrder(app.db, designer(request), request.params.id), '已接单'),
  );

  app.post(
    '/admin/designService/:id/deliver',
    {
      config: { permission: 'adminDesignService.deliver' },
      schema: {
        tags,
        security,
        summary:
          '交付设计稿：设计文件与效果图（type=file 上传的私有文件）及说明；用户收到站内消息后验收或申请修改',
        params: IdParams,
        body: DeliverBody,
        response: One,
      },
    },
    async (request) => {
      const row = await deliverDesignOrder(
        app.db,
        designer(request),
        request.params.id,
        request.body,
      );
      return one(row, '已交付');
    },
  );
};

export default adminDesignServiceRoutes;
