import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { paginator, paginatorOf } from '../../http/paging.js';
import { signedInActor, signedInUser } from '../users/index.js';
import { applyForReturn, cancelReturn, resubmitReturn, type Applicant } from './return-apply.js';
import { findReturn, listReturns, returnDetail, toOrderReturn } from './return-read.js';
import { returnableOrders, type ReturnWindow } from './returnable.js';
import {
  ApplyBody,
  IdParams,
  OrderReturnDetailSchema,
  OrderReturnQuerySchema,
  OrderReturnSchema,
  ResubmitBody,
  ReturnableOrderSchema,
  ReturnableQuery,
} from './schemas.js';

const tags = ['order-returns'];
const security = [{ bearer: [] }];
const Detail = { 200: envelopeOf(OrderReturnDetailSchema) };

const owner = (request: FastifyRequest) => {
  const user = signedInUser(request);
  return { siteId: user.siteId, userId: user.id };
};

/** A sub-account asks for its main account: the owner's order and files, its own name on the step. */
const applicant = (request: FastifyRequest): Applicant => {
  const actor = signedInActor(request);
  return { ...owner(request), actorId: actor.id, actorName: actor.username };
};

export const windowOf = (request: FastifyRequest): ReturnWindow => ({
  days: request.site.returnWindowDays,
  timeZone: request.site.timeZone,
});

/** 退货申请 (orderReturnApply): a reseller's return and reprint requests on shipped lines. */
const orderReturnRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const detail = async (request: FastifyRequest, id: number) =>
    returnDetail(app.db, await findReturn(app.db, owner(request), id), 'reseller', app.fileUrl);

  app.get(
    '/distribution/orderReturn',
    {
      config: { permission: 'orderReturnApply' },
      schema: {
        tags,
        security,
        summary:
          '我的退货申请（按状态、处理方式、申请日期筛选，按申请单号或订单号搜索；最新在前，分页）',
        querystring: OrderReturnQuerySchema,
        response: { 200: envelopeOf(paginatorOf(OrderReturnSchema)) },
      },
    },
    async (request) => {
      const { query } = request;
      const { rows, total } = await listReturns(
        app.db,
        owner(request),
        query,
        request.site.timeZone,
        'reseller',
      );
      const list = rows.map((row) => toOrderReturn(row.request));
      return ok(paginator(list, total, query.page, query.page_size));
    },
  );

  app.get(
    '/distribution/orderReturn/orders',
    {
      config: { permission: 'orderReturnApply' },
      schema: {
        tags,
        security,
        summary:
          '可申请售后的订单（已发货的最近 20 个，或按订单号搜索），含各商品行还可申请的件数和申请期限',
        querystring: ReturnableQuery,
        response: { 200: envelopeOf(Type.Array(ReturnableOrderSchema)) },
      },
    },
    async (request) =>
      ok(await returnableOrders(app.db, owner(request), request.query, windowOf(request))),
  );

  app.get(
    '/distribution/orderReturn/:id',
    {
      config: { permission: 'orderReturnApply' },
      schema: {
        tags,
        security,
        summary: '退货申请详情与处理记录',
        params: IdParams,
        response: Detail,
      },
    },
    async (request) => ok(await detail(request, request.params.id)),
  );

  app.post(
    '/distribution/orderReturn',
    {
      config: { permission: 'orderReturnApply.apply' },
      schema: {
        tags,
        security,
        summary:
          '申请退货或重印：已发货订单的商品行及数量、原因、图片（type=file 上传）、处理方式（退款到余额、重新印制、部分退款）；须在签收后的站点期限内',
        body: ApplyBody,
        response: Detail,
      },
    },
    async (request) => {
      const row = await applyForReturn(app.db, applicant(request), request.body, windowOf(request));
      return ok(await returnDetail(app.db, row, 'reseller', app.fileUrl), '退货申请已提交');
    },
  );

  app.post(
    '/distribution/orderReturn/:id/resubmit',
    {
      config: { permission: 'orderReturnApply.apply' },
      schema: {
        tags,
        security,
        summary: '补充资料后重新提交（待补充资料 → 待审核）',
        params: IdParams,
        body: ResubmitBody,
        response: Detail,
      },
    },
    async (request) => {
      const row = await resubmitReturn(app.db, applicant(request), request.params.id, request.body);
      return ok(await returnDetail(app.db, row, 'reseller', app.fileUrl), '已重新提交');
    },
  );

  app.post(
    '/distribution/orderReturn/:id/cancel',
    {
      config: { permission: 'orderReturnApply.cancel' },
      schema: {
        tags,
        security,
        summary: '撤销尚未审核的申请',
        params: IdParams,
        response: Detail,
      },
    },
    async (request) => {
      const row = await cancelReturn(app.db, applicant(request), request.params.id);
      return ok(await returnDetail(app.db, row, 'reseller', app.fileUrl), '申请已撤销');
    },
  );
};

export default orderReturnRoutes;
