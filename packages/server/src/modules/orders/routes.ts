import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { pageQueryFields, paginator, paginatorOf } from '../../http/paging.js';
import { signedInUser } from '../users/signed-in.js';
import { adminOrderRoutes } from './admin-routes.js';
import { cancelOrders, payOrders } from './order-payment.js';
import { listOrders, orderDetail, toOrder } from './order-read.js';
import {
  IdempotencyKey,
  OrderDetailSchema,
  OrderPayResultSchema,
  OrderSchema,
  OrderStatusSchema,
} from './wire-schemas.js';

const bearer = [{ bearer: [] }];
const tags = ['orders'];
const date = (title: string) =>
  Type.String({ title, pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD（含当天）' });
const OrderIds = Type.Array(Type.Integer({ title: '订单 id', minimum: 1 }), {
  title: '订单 id 列表',
  minItems: 1,
  maxItems: 100,
});

const orders: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  await app.register(adminOrderRoutes);
  const owner = (user: { siteId: number; id: number }) => ({
    siteId: user.siteId,
    userId: user.id,
  });

  app.get(
    '/distribution/order',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '我的订单（分页，最新在前；按状态、下单日期、订单号、收件人筛选）',
        security: bearer,
        querystring: Type.Object({
          ...pageQueryFields({ maxPageSize: 100, defaultPageSize: 20 }),
          status: Type.Optional(OrderStatusSchema),
          start_date: Type.Optional(date('开始日期')),
          end_date: Type.Optional(date('结束日期')),
          order_no: Type.Optional(Type.String({ title: '订单号', maxLength: 40 })),
          recipient: Type.Optional(Type.String({ title: '收件人', maxLength: 64 })),
          platform: Type.Optional(Type.Integer({ title: '店铺平台', minimum: 1, maximum: 99 })),
          store_id: Type.Optional(Type.Integer({ title: '店铺', minimum: 1 })),
        }),
        response: { 200: envelopeOf(paginatorOf(OrderSchema)) },
      },
    },
    async (request) => {
      const { query } = request;
      const { rows, total } = await listOrders(app.db, owner(signedInUser(request)), query);
      return ok(paginator(rows.map(toOrder), total, query.page, query.page_size));
    },
  );

  app.get(
    '/distribution/order/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '订单详情（商品与状态记录）',
        security: bearer,
        params: Type.Object({ id: Type.Integer({ title: '订单 id', minimum: 1 }) }),
        response: { 200: envelopeOf(OrderDetailSchema) },
      },
    },
    async (request) =>
      ok(await orderDetail(app.db, owner(signedInUser(request)), request.params.id)),
  );

  app.post(
    '/distribution/order/pay',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '余额支付订单（逐个支付，逐个返回结果）',
        description:
          '每个订单在独立事务中扣款；同一订单重复支付只扣一次。余额不足时该订单 status_code 为 4001，订单保持待付款。',
        security: bearer,
        body: Type.Object({ order_ids: OrderIds, idempotency_key: IdempotencyKey }),
        response: { 200: envelopeOf(Type.Array(OrderPayResultSchema)) },
      },
    },
    async (request) => {
      const results = await payOrders(
        app.db,
        signedInUser(request),
        request.body.order_ids,
        request.body.idempotency_key,
      );
      const paid = results.filter((result) => result.paid).length;
      return ok(results, paid === results.length ? '支付成功' : `${paid} 个订单支付成功`);
    },
  );

  app.post(
    '/distribution/order/cancel',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '取消订单（仅待付款订单；全部成功或全部不取消）',
        security: bearer,
        body: Type.Object({ order_ids: OrderIds }),
        response: { 200: envelopeOf(Type.Array(OrderSchema)) },
      },
    },
    async (request) =>
      ok(await cancelOrders(app.db, signedInUser(request), request.body.order_ids), '订单已取消'),
  );
};

export default orders;
