import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { paginator, paginatorOf } from '../../http/paging.js';
import { signedInUser } from '../users/index.js';
import { serviceCatalogue } from './catalogue.js';
import { CatalogueEntrySchema, ServiceOrderQuerySchema, ServiceOrderSchema } from './schemas.js';
import { listServiceOrders, toServiceOrder } from './service-orders.js';

const tags = ['value-added-services'];
const security = [{ bearer: [] }];

/** 增值服务 (valueAddedServices): the services with their prices and the reseller's orders of them. */
const serviceRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/distribution/valueAddedServices',
    {
      config: { permission: 'valueAddedServices' },
      schema: {
        tags,
        security,
        summary: '增值服务目录：设计服务、图库服务、仓储服务及运营设定的价目（仅上架项目）',
        response: { 200: envelopeOf(Type.Array(CatalogueEntrySchema)) },
      },
    },
    async (request) => ok(await serviceCatalogue(app.db, request.site.id)),
  );

  app.get(
    '/distribution/valueAddedServices/orders',
    {
      config: { permission: 'valueAddedServices' },
      schema: {
        tags,
        security,
        summary: '我的服务订单（各类增值服务，可按服务类型筛选；最新在前，分页）',
        querystring: ServiceOrderQuerySchema,
        response: { 200: envelopeOf(paginatorOf(ServiceOrderSchema)) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { query } = request;
      const { rows, total } = await listServiceOrders(
        app.db,
        { siteId: user.siteId, userId: user.id },
        query,
      );
      return ok(paginator(rows.map(toServiceOrder), total, query.page, query.page_size));
    },
  );
};

export default serviceRoutes;
