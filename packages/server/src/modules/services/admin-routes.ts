import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { createPriceItem, priceItems, toPriceItem, updatePriceItem } from './catalogue.js';
import { IdParams, PriceItemBody, PriceItemQuerySchema, PriceItemSchema } from './schemas.js';

const tags = ['value-added-services'];
const security = [{ bearer: [] }];
const One = { 200: envelopeOf(PriceItemSchema) };

/** 增值服务价目: the operators set each service's price list. */
const adminServiceRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/admin/valueAddedServices/items',
    {
      config: { permission: 'operator' },
      schema: {
        tags,
        security,
        summary: '增值服务价目（含已下架项目，可按服务类型筛选）',
        querystring: PriceItemQuerySchema,
        response: { 200: envelopeOf(Type.Array(PriceItemSchema)) },
      },
    },
    async (request) =>
      ok((await priceItems(app.db, request.site.id, request.query)).map(toPriceItem)),
  );

  app.post(
    '/admin/valueAddedServices/items',
    {
      config: { permission: 'operator' },
      schema: {
        tags,
        security,
        summary: '新增服务价目：服务类型、名称、说明、价格（元）、是否上架、排序',
        body: PriceItemBody,
        response: One,
      },
    },
    async (request) =>
      ok(toPriceItem(await createPriceItem(app.db, request.site.id, request.body)), '已添加'),
  );

  app.put(
    '/admin/valueAddedServices/items/:id',
    {
      config: { permission: 'operator' },
      schema: {
        tags,
        security,
        summary: '修改服务价目（下架后不能再下单，已下的订单不受影响）',
        params: IdParams,
        body: PriceItemBody,
        response: One,
      },
    },
    async (request) => {
      const row = await updatePriceItem(app.db, request.site.id, request.params.id, request.body);
      return ok(toPriceItem(row), '已保存');
    },
  );
};

export default adminServiceRoutes;
