import { wireSchema } from '../../http/wire-schema.js';
import type { AdminOrder, AdminOrderDetail, PrintFileBundle } from '@podkit/sdk-core';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { and } from 'drizzle-orm';
import { Type } from 'typebox';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { paginator, paginatorOf } from '../../http/paging.js';
import { countByStatus, orderFilterConditions, orderFilterValues } from '../orders/index.js';
import { OrderDetailSchema, OrderSchema, StatusCountsSchema } from '../orders/index.js';
import { signedInUser } from '../users/index.js';
import {
  adminOrderDetail,
  listSiteOrders,
  siteScope,
  siteScopeConditions,
  toAdminOrders,
} from './admin-order-read.js';
import {
  holdOrders,
  refundOrder,
  releaseOrders,
  shipOrder,
  siteOrders,
  startProduction,
} from './order-operations.js';
import { bundlePrintFiles } from './print-file-bundle.js';
import {
  AdminOrderQuerySchema,
  CountsQuery,
  HoldBody,
  OrderIdsBodySchema,
  RefundBody,
  ShipBody,
} from './schemas.js';

const bearer = [{ bearer: [] }];
const tags = ['orders-admin'];
const IdParams = Type.Object({ id: Type.Integer({ title: '订单 id', minimum: 1 }) });
const adminFields = {
  user_id: Type.Integer(),
  username: Type.String(),
  hold_note: Type.String(),
};
const AdminOrderSchema = wireSchema<AdminOrder>()(
  Type.Object({ ...OrderSchema.properties, ...adminFields }),
);
const AdminOrderDetailSchema = wireSchema<AdminOrderDetail>()(
  Type.Object({ ...OrderDetailSchema.properties, ...adminFields }),
);
const PrintFileBundleSchema = wireSchema<PrintFileBundle>()(
  Type.Object({
    url: Type.String(),
    name: Type.String(),
    file_count: Type.Integer(),
    missing: Type.Array(Type.Object({ order_no: Type.String(), reason: Type.String() })),
  }),
);

const orderAdmin: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const storage = app.storage;
  const urlOf = app.fileUrl;
  const operator = (request: Parameters<typeof signedInUser>[0]) => {
    const user = signedInUser(request);
    return { siteId: user.siteId, userId: user.id };
  };
  const route = { config: { permission: 'operator' as const } };

  app.get(
    '/admin/order',
    {
      ...route,
      schema: {
        tags,
        summary: '全部订单（待生产：status=paid；按状态、日期、平台、SKU、收件人、用户筛选）',
        security: bearer,
        querystring: AdminOrderQuerySchema,
        response: { 200: envelopeOf(paginatorOf(AdminOrderSchema)) },
      },
    },
    async (request) => {
      const { query } = request;
      const page = await listSiteOrders(
        app.db,
        siteScope(request.site.id, query.username),
        query,
        request.site.timeZone,
      );
      return ok(
        paginator(await toAdminOrders(app.db, page.rows), page.total, query.page, query.page_size),
      );
    },
  );

  app.get(
    '/admin/order/statusCounts',
    {
      ...route,
      schema: {
        tags,
        summary: '各状态订单数',
        security: bearer,
        querystring: CountsQuery,
        response: { 200: envelopeOf(StatusCountsSchema) },
      },
    },
    async (request) =>
      ok(
        await countByStatus(
          app.db,
          and(
            ...siteScopeConditions(siteScope(request.site.id, request.query.username)),
            ...orderFilterConditions(orderFilterValues(request.query, request.site.timeZone)),
          ),
        ),
      ),
  );

  app.get(
    '/admin/order/:id',
    {
      ...route,
      schema: {
        tags,
        summary: '订单详情',
        security: bearer,
        params: IdParams,
        response: { 200: envelopeOf(AdminOrderDetailSchema) },
      },
    },
    async (request) =>
      ok(await adminOrderDetail(app.db, request.site.id, request.params.id, urlOf)),
  );

  app.post(
    '/admin/order/printFiles',
    {
      ...route,
      schema: {
        tags,
        summary: '下载印刷文件（单个或批量订单打包为 zip）',
        security: bearer,
        body: OrderIdsBodySchema,
        response: {
          200: envelopeOf(PrintFileBundleSchema),
        },
      },
    },
    async (request) => {
      const rows = await siteOrders(app.db, request.site.id, request.body.order_ids);
      return ok(await bundlePrintFiles(app.db, storage, urlOf, request.site.id, rows));
    },
  );

  app.post(
    '/admin/order/startProduction',
    {
      ...route,
      schema: {
        tags,
        summary: '开始生产（已付款 → 生产中，全部成功或全部不改）',
        security: bearer,
        body: OrderIdsBodySchema,
        response: { 200: envelopeOf(Type.Array(AdminOrderSchema)) },
      },
    },
    async (request) => {
      const rows = await startProduction(app.db, operator(request), request.body.order_ids);
      return ok(await toAdminOrders(app.db, rows), '已开始生产');
    },
  );

  app.post(
    '/admin/order/:id/ship',
    {
      ...route,
      schema: {
        tags,
        summary: '发货（生产中 → 已发货，填写承运商和运单号）',
        description: '来自店铺的订单会排入 store.pushTracking 任务，把运单号回传到店铺平台。',
        security: bearer,
        params: IdParams,
        body: ShipBody,
        response: { 200: envelopeOf(AdminOrderSchema) },
      },
    },
    async (request) => {
      const row = await shipOrder(app.db, operator(request), request.params.id, {
        carrier: request.body.carrier,
        trackingNumber: request.body.tracking_number,
        trackingUrl: request.body.tracking_url ?? null,
      });
      const [order] = await toAdminOrders(app.db, [row]);
      return ok(order!, '已发货');
    },
  );

  app.post(
    '/admin/order/hold',
    {
      ...route,
      schema: {
        tags,
        summary: '挂起订单（平台人工挂起，全部成功或全部不改）',
        security: bearer,
        body: HoldBody,
        response: { 200: envelopeOf(Type.Array(AdminOrderSchema)) },
      },
    },
    async (request) => {
      const rows = await holdOrders(
        app.db,
        operator(request),
        request.body.order_ids,
        request.body.note,
      );
      return ok(await toAdminOrders(app.db, rows), '已挂起');
    },
  );

  app.post(
    '/admin/order/release',
    {
      ...route,
      schema: {
        tags,
        summary: '解除挂起（恢复到挂起前的状态）',
        security: bearer,
        body: OrderIdsBodySchema,
        response: { 200: envelopeOf(Type.Array(AdminOrderSchema)) },
      },
    },
    async (request) => {
      const rows = await releaseOrders(app.db, operator(request), request.body.order_ids);
      return ok(await toAdminOrders(app.db, rows), '已解除挂起');
    },
  );

  app.post(
    '/admin/order/:id/refund',
    {
      ...route,
      schema: {
        tags,
        summary: '退款（已付款且未发货的订单，全额退回余额）',
        security: bearer,
        params: IdParams,
        body: RefundBody,
        response: { 200: envelopeOf(AdminOrderSchema) },
      },
    },
    async (request) => {
      const row = await refundOrder(
        app.db,
        operator(request),
        request.params.id,
        request.body.reason,
      );
      const [order] = await toAdminOrders(app.db, [row]);
      return ok(order!, '已退款');
    },
  );
};

export default orderAdmin;
