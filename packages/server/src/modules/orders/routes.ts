import { wireSchema } from '../../http/wire-schema.js';
import type { OrderFees, OrderPayInfo, OrderPayRecord, OrderStatistics } from '@podkit/sdk-core';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { and } from 'drizzle-orm';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { paginator, paginatorOf } from '../../http/paging.js';
import { signedInUser } from '../users/index.js';
import { countByStatus, orderFilterConditions, orderFilterValues } from './order-filters.js';
import { cancelOrders, completeOrders, payOrders } from './order-payment.js';
import { setOrderPackaging } from './order-packaging.js';
import { listOrders, orderDetail, orderDetailOf, ownedOrder, toOrder } from './order-read.js';
import { orderFees, orderStatistics, payInfo, payRecords } from './order-statistics.js';
import {
  FeesQuery,
  OrderDetailSchema,
  OrderFiltersQuery,
  OrderIdsBodySchema,
  OrderListQuerySchema,
  OrderPayResultSchema,
  OrderSchema,
  OrderStatusSchema,
  PackagingBody,
  PayBody,
  PayRecordQuery,
  StatisticsQuerySchema,
  StatusCountsSchema,
} from './wire-schemas.js';

const bearer = [{ bearer: [] }];
const tags = ['orders'];
const money = Type.String();
const countAndAmount = { order_count: Type.Integer(), amount: money };

const StatisticsSchema = wireSchema<OrderStatistics>()(
  Type.Object({
    start_date: Type.String(),
    end_date: Type.String(),
    totals: Type.Object({
      ...countAndAmount,
      paid_amount: money,
      packaging_fee: Type.String({ description: '区间内已付款订单的包装费合计（元）' }),
    }),
    by_day: Type.Array(Type.Object({ date: Type.String(), ...countAndAmount })),
    by_status: Type.Array(
      Type.Object({ status: OrderStatusSchema, status_label: Type.String(), ...countAndAmount }),
    ),
    by_platform: Type.Array(
      Type.Object({
        platform: Type.Union([Type.Integer(), Type.Null()]),
        platform_name: Type.String(),
        ...countAndAmount,
      }),
    ),
  }),
);

const feeFields = {
  goods_amount: money,
  shipping_fee: money,
  packaging_fee: Type.String({ description: '包装模板每单费用（元）' }),
  discount: money,
  total: money,
  refund_amount: money,
  net: money,
};
const FeeRowSchema = Type.Object({
  order_id: Type.Integer(),
  order_no: Type.String(),
  status: OrderStatusSchema,
  status_label: Type.String(),
  paid_at: Type.String({ format: 'date-time' }),
  ...feeFields,
});
const FeesSchema = wireSchema<OrderFees>()(
  Type.Object({
    ...paginatorOf(FeeRowSchema).properties,
    summary: Type.Object({ order_count: Type.Integer(), ...feeFields }),
  }),
);

const PayInfoSchema = wireSchema<OrderPayInfo>()(
  Type.Object({
    orders: Type.Array(OrderSchema),
    total: money,
    balance: money,
    enough: Type.Boolean(),
    shortfall: money,
    refused: Type.Array(
      Type.Object({
        order_id: Type.Integer(),
        order_no: Type.String(),
        reason: Type.String(),
      }),
    ),
  }),
);

const PayRecordSchema = wireSchema<OrderPayRecord>()(
  Type.Object({
    id: Type.Integer(),
    order_id: Type.Integer(),
    order_no: Type.String(),
    kind: Type.Union([Type.Literal('payment'), Type.Literal('refund')]),
    amount: money,
    balance_after: money,
    created_at: Type.String({ format: 'date-time' }),
  }),
);

const orders: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const urlOf = app.fileUrl;
  const owner = (user: { siteId: number; id: number }) => ({
    siteId: user.siteId,
    userId: user.id,
  });

  app.get(
    '/distribution/order',
    {
      config: { permission: 'user' },
      schema: {
        tags,
        summary: '我的订单（分页，最新在前；按状态、日期、平台、店铺、SKU、收件人、订单号筛选）',
        security: bearer,
        querystring: OrderListQuerySchema,
        response: { 200: envelopeOf(paginatorOf(OrderSchema)) },
      },
    },
    async (request) => {
      const { query } = request;
      const { rows, total } = await listOrders(
        app.db,
        owner(signedInUser(request)),
        query,
        request.site.timeZone,
      );
      return ok(paginator(rows.map(toOrder), total, query.page, query.page_size));
    },
  );

  app.get(
    '/distribution/order/statusCounts',
    {
      config: { permission: 'user' },
      schema: {
        tags,
        summary: '各状态订单数（状态标签页，按相同筛选条件）',
        security: bearer,
        querystring: OrderFiltersQuery,
        response: { 200: envelopeOf(StatusCountsSchema) },
      },
    },
    async (request) =>
      ok(
        await countByStatus(
          app.db,
          and(
            ownedOrder(owner(signedInUser(request))),
            ...orderFilterConditions(orderFilterValues(request.query, request.site.timeZone)),
          ),
        ),
      ),
  );

  app.get(
    '/distribution/order/statistics',
    {
      config: { permission: 'orderStatistics' },
      schema: {
        tags,
        summary: '订单统计：按天、状态、平台的订单数与金额',
        description: '默认最近 30 天（北京时间）；金额为订单应付合计，paid_amount 为已付款减退款。',
        security: bearer,
        querystring: StatisticsQuerySchema,
        response: { 200: envelopeOf(StatisticsSchema) },
      },
    },
    async (request) =>
      ok(
        await orderStatistics(
          app.db,
          owner(signedInUser(request)),
          request.query,
          request.site.timeZone,
        ),
      ),
  );

  app.get(
    '/distribution/order/fees',
    {
      config: { permission: ['fees', 'orderStatistics'] },
      schema: {
        tags,
        summary: '费用明细：期间内付款的订单的商品、运费、优惠、退款',
        security: bearer,
        querystring: FeesQuery,
        response: {
          200: envelopeOf(FeesSchema),
        },
      },
    },
    async (request) => {
      const { query } = request;
      const fees = await orderFees(
        app.db,
        owner(signedInUser(request)),
        query,
        request.site.timeZone,
      );
      return ok({
        ...paginator(fees.rows, fees.total, query.page, query.page_size),
        summary: fees.summary,
      });
    },
  );

  app.post(
    '/distribution/order/payInfo',
    {
      config: {
        permission: ['orderAdmin.pay', 'orderAdminFBA.pay', 'orderPay.pay', 'cartCheckout.pay'],
      },
      schema: {
        tags,
        summary: '支付前汇总：所选订单应付合计与余额',
        security: bearer,
        body: OrderIdsBodySchema,
        response: {
          200: envelopeOf(PayInfoSchema),
        },
      },
    },
    async (request) =>
      ok(await payInfo(app.db, owner(signedInUser(request)), request.body.order_ids)),
  );

  app.get(
    '/distribution/order/payRecords',
    {
      config: { permission: 'user' },
      schema: {
        tags,
        summary: '订单支付记录（支付与退款）',
        security: bearer,
        querystring: PayRecordQuery,
        response: { 200: envelopeOf(paginatorOf(PayRecordSchema)) },
      },
    },
    async (request) => {
      const { query } = request;
      const page = await payRecords(
        app.db,
        owner(signedInUser(request)),
        query,
        request.site.timeZone,
      );
      return ok(paginator(page.rows, page.total, query.page, query.page_size));
    },
  );

  app.get(
    '/distribution/order/:id',
    {
      config: { permission: 'user' },
      schema: {
        tags,
        summary: '订单详情（商品、效果图、印刷文件与状态记录）',
        security: bearer,
        params: Type.Object({ id: Type.Integer({ title: '订单 id', minimum: 1 }) }),
        response: { 200: envelopeOf(OrderDetailSchema) },
      },
    },
    async (request) =>
      ok(await orderDetail(app.db, owner(signedInUser(request)), request.params.id, urlOf)),
  );

  app.put(
    '/distribution/order/:id/packaging',
    {
      config: { permission: ['orderAdmin.edit', 'orderAdminFBA.edit'] },
      schema: {
        tags,
        summary:
          '更换待付款订单的包装模板（可用模板之一，或 null 不用包装）；订单自己的选择优先于店铺与账户的默认',
        description: '包装费按新模板的每单费用计入订单合计；已付款的订单不能更换。',
        security: bearer,
        params: Type.Object({ id: Type.Integer({ title: '订单 id', minimum: 1 }) }),
        body: PackagingBody,
        response: { 200: envelopeOf(OrderDetailSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const scope = owner(signedInUser(request));
      const row = await setOrderPackaging(app.db, scope, id, request.body.bottom_template_id);
      const detail = await orderDetailOf(app.db, row, urlOf);
      return ok(detail, row.packagingTemplateId ? '包装已更换' : '已取消包装');
    },
  );

  app.post(
    '/distribution/order/pay',
    {
      config: {
        permission: ['orderAdmin.pay', 'orderAdminFBA.pay', 'orderPay.pay', 'cartCheckout.pay'],
      },
      schema: {
        tags,
        summary: '余额支付订单（逐个支付，逐个返回结果）',
        description:
          '每个订单在独立事务中扣款；同一订单重复支付只扣一次。余额不足时该订单 status_code 为 4001，订单保持待付款。收件地址在黑名单中的订单会被挂起。',
        security: bearer,
        body: PayBody,
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
      config: { permission: ['orderAdmin.cancel', 'orderAdminFBA.cancel'] },
      schema: {
        tags,
        summary: '取消订单（仅待付款订单；全部成功或全部不取消；优惠券退回）',
        security: bearer,
        body: OrderIdsBodySchema,
        response: { 200: envelopeOf(Type.Array(OrderSchema)) },
      },
    },
    async (request) =>
      ok(await cancelOrders(app.db, signedInUser(request), request.body.order_ids), '订单已取消'),
  );

  app.post(
    '/distribution/order/complete',
    {
      config: { permission: ['orderAdmin', 'orderAdminFBA'] },
      schema: {
        tags,
        summary: '确认收货（仅已发货订单；全部成功或全部不改）',
        security: bearer,
        body: OrderIdsBodySchema,
        response: { 200: envelopeOf(Type.Array(OrderSchema)) },
      },
    },
    async (request) =>
      ok(await completeOrders(app.db, signedInUser(request), request.body.order_ids), '已确认收货'),
  );
};

export default orders;
