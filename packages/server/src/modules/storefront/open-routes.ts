import { createHash } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { paginator, paginatorOf } from '../../http/paging.js';
import { storefrontListings } from '../publishing/index.js';
import type { StoreRow } from '../stores/index.js';
import { storeOfKey } from './api-keys.js';
import { openOrderByNo, pushOrder } from './open-orders.js';
import {
  OpenOrderBodySchema,
  OpenOrderSchema,
  OrderNoParams,
  OpenProductPageQuery,
  OpenProductSchema,
} from './schemas.js';

const security = [{ storefrontKey: [] }];
const tags = ['open API (dj)'];
const KEY_HEADER = 'x-api-key';

const headerKey = (request: FastifyRequest) => {
  const value = request.headers[KEY_HEADER];
  return typeof value === 'string' ? value.trim() : undefined;
};

/**
 * PodKit's open API for dj store fronts: no session, the store's API key in `X-Api-Key`. Every
 * call acts for the one store the key belongs to (and its owner); a wrong or revoked key is 401.
 */
const openRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const storeOf = new WeakMap<FastifyRequest, StoreRow>();
  const store = (request: FastifyRequest) => storeOf.get(request)!;
  // Per key, not per address: one store front's burst does not slow another's down.
  const rateLimit = {
    max: app.config.storefrontRatePerMinute,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) =>
      `storefront:${createHash('sha256')
        .update(headerKey(request) ?? request.ip)
        .digest('hex')}`,
  };
  app.addHook('onRequest', async (request) => {
    storeOf.set(request, await storeOfKey(app.db, request.site.id, headerKey(request)));
  });

  app.post(
    '/open/v1/orders',
    {
      config: { permission: 'public', rateLimit },
      schema: {
        tags,
        security,
        summary: '推送订单（按店铺订单号幂等：重复推送返回同一个 PodKit 订单）',
        body: OpenOrderBodySchema,
        response: { 200: envelopeOf(OpenOrderSchema) },
      },
    },
    async (request) => ok(await pushOrder(app.db, store(request), request.body)),
  );

  app.get(
    '/open/v1/orders/:order_no',
    {
      config: { permission: 'public', rateLimit },
      schema: {
        tags,
        security,
        summary: '订单状态与物流单号（按店铺订单号）',
        params: OrderNoParams,
        response: { 200: envelopeOf(OpenOrderSchema) },
      },
    },
    async (request) => ok(await openOrderByNo(app.db, store(request), request.params.order_no)),
  );

  app.get(
    '/open/v1/products',
    {
      config: { permission: 'public', rateLimit },
      schema: {
        tags,
        security,
        summary: '已刊登到本店铺的商品（DJ 刊登页发布），分页',
        querystring: OpenProductPageQuery,
        response: { 200: envelopeOf(paginatorOf(OpenProductSchema)) },
      },
    },
    async (request) => {
      const { page, page_size } = request.query;
      const { rows, total } = await storefrontListings(app.db, store(request).id, page, page_size);
      return ok(paginator(rows, total, page, page_size));
    },
  );
};

export default openRoutes;
