import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { notFound, ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { toOrder } from './order-read.js';
import { applyOrderEvent } from './order-transition.js';
import { orders, type OrderRow } from './schema.js';
import { OrderSchema } from './wire-schemas.js';

const bearer = [{ bearer: [] }];
const tags = ['orders-admin'];
const IdParams = Type.Object({ id: Type.Integer({ title: '订单 id', minimum: 1 }) });

/**
 * The operator's two production steps on one order: start production, then ship with a tracking
 * number (an imported order's tracking is then pushed to its store by the state machine's job).
 */
export const adminOrderRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  async function siteOrder(siteId: number, id: number): Promise<OrderRow> {
    const [row] = await app.db
      .select()
      .from(orders)
      .where(and(eq(orders.siteId, siteId), eq(orders.id, id)));
    if (!row) throw notFound('订单');
    return row;
  }

  app.post(
    '/admin/order/:id/startProduction',
    {
      onRequest: app.requireOperator,
      schema: {
        tags,
        summary: '开始生产（已付款 → 生产中；仅运营人员）',
        security: bearer,
        params: IdParams,
        response: { 200: envelopeOf(OrderSchema) },
      },
    },
    async (request) => {
      const order = await siteOrder(request.site.id, request.params.id);
      const moved = await app.db.transaction((tx) =>
        applyOrderEvent(
          tx,
          order,
          { type: 'start_production' },
          {
            kind: 'operator',
            userId: request.user!.id,
          },
        ),
      );
      return ok(toOrder(moved), '已开始生产');
    },
  );

  app.post(
    '/admin/order/:id/ship',
    {
      onRequest: app.requireOperator,
      schema: {
        tags,
        summary: '发货（生产中 → 已发货，记录物流单号；店铺订单随后回传物流信息；仅运营人员）',
        security: bearer,
        params: IdParams,
        body: Type.Object({
          carrier: Type.String({ title: '物流公司', minLength: 1, maxLength: 64 }),
          tracking_number: Type.String({
            title: '物流单号',
            pattern: '^[A-Za-z0-9-]{4,40}$',
            description: '4–40 位字母、数字或 -',
          }),
          tracking_url: Type.Optional(
            Type.String({ title: '查询链接', pattern: '^https?://', maxLength: 500 }),
          ),
        }),
        response: { 200: envelopeOf(OrderSchema) },
      },
    },
    async (request) => {
      const order = await siteOrder(request.site.id, request.params.id);
      const { carrier, tracking_number: trackingNumber, tracking_url: trackingUrl } = request.body;
      const moved = await app.db.transaction((tx) =>
        applyOrderEvent(
          tx,
          order,
          { type: 'ship' },
          { kind: 'operator', userId: request.user!.id },
          {
            carrier: carrier.trim(),
            trackingNumber,
            trackingUrl: trackingUrl ?? null,
            shippedAt: new Date(),
          },
        ),
      );
      return ok(toOrder(moved), '已发货');
    },
  );
};
