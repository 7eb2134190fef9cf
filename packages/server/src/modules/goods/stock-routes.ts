import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { paginator, paginatorOf } from '../../http/paging.js';
import { signedInActor } from '../users/index.js';
import { adjustGoodsStock } from './stock-adjust.js';
import { listGoodsMovements, stockRefOf } from './stock-read.js';
import { GoodsMovementSchema, GoodsStockAdjustBody, GoodsStockQuery } from './wire-schemas.js';

const security = [{ bearer: [] }];
const tags = ['goods-admin'];
const IdParams = Type.Object({ id: Type.Integer({ title: 'id', minimum: 1 }) });

/** The operator's view of a general good's stock ledger, and its 库存调整. */
export const goodsStockRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const guard = { config: { permission: 'operator' as const } };
  const path = '/admin/goods/product/:id/stock';

  app.get(
    path,
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: '通用商品库存流水（商品本身或某个 SKU，最新在前）',
        params: IdParams,
        querystring: GoodsStockQuery,
        response: { 200: envelopeOf(paginatorOf(GoodsMovementSchema)) },
      },
    },
    async (request) => {
      const { query } = request;
      const ref = await stockRefOf(
        app.db,
        request.site.id,
        request.params.id,
        query.sku_id ?? null,
      );
      const { rows, total } = await listGoodsMovements(app.db, ref, query);
      return ok(paginator(rows, total, query.page, query.page_size));
    },
  );

  app.post(
    path,
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: '调整通用商品库存（填写数量和原因，记一条库存流水；不会低于 0）',
        params: IdParams,
        body: GoodsStockAdjustBody,
        response: { 200: envelopeOf(GoodsMovementSchema) },
      },
    },
    async (request) => {
      const actor = signedInActor(request);
      const movement = await adjustGoodsStock(
        app.db,
        { siteId: request.site.id, userId: actor.id, name: actor.nickname || actor.username },
        request.params.id,
        request.body,
      );
      return ok(movement, '库存已调整');
    },
  );
};
