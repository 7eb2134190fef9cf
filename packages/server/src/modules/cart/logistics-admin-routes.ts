import { requestSchema, wireSchema } from '../../http/wire-schema.js';
import type { AdminLogisticsInput, AdminLogisticsMethod } from '@podkit/sdk-core';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { YuanField } from '../wallet/index.js';
import {
  adminLogistics,
  createLogistics,
  deleteLogistics,
  updateLogistics,
} from './logistics-admin.js';

const bearer = [{ bearer: [] }];
const tags = ['logistics-admin'];
const base = '/admin/logistics';
const IdParams = Type.Object({ id: Type.Integer({ title: '物流方式 id', minimum: 1 }) });
const grams = (title: string) => Type.Integer({ title, minimum: 1, maximum: 1_000_000 });

const MethodSchema = wireSchema<AdminLogisticsMethod>()(
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    first_weight_grams: Type.Integer(),
    first_fee: Type.String(),
    additional_weight_grams: Type.Integer(),
    additional_fee: Type.String(),
    delivery_time: Type.String(),
    country_codes: Type.Array(Type.String()),
    status: Type.Union([Type.Literal(0), Type.Literal(1)]),
    sort: Type.Integer(),
  }),
);

const MethodInput = requestSchema<AdminLogisticsInput>()(
  Type.Object({
    name: Type.String({ title: '名称', minLength: 1, maxLength: 60 }),
    first_weight_grams: grams('首重（克）'),
    first_fee: YuanField('首重费用'),
    additional_weight_grams: grams('续重（克）'),
    additional_fee: YuanField('续重费用'),
    delivery_time: Type.String({ title: '时效', maxLength: 60 }),
    country_codes: Type.Optional(
      Type.Array(Type.String({ title: '国家或地区代码', pattern: '^[A-Za-z]{2}$' }), {
        title: '配送国家或地区',
        maxItems: 250,
      }),
    ),
    status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)], { title: '状态' })),
    sort: Type.Optional(Type.Integer({ title: '排序', minimum: 0, maximum: 100_000 })),
  }),
);

/** The operators' shipping methods (spec: 物流管理); the rules live in logistics-admin.ts. */
const logisticsAdmin: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const route = { config: { permission: 'operator' as const } };

  app.get(
    base,
    {
      ...route,
      schema: {
        tags,
        summary: '物流方式与运费（含停用的）',
        security: bearer,
        response: { 200: envelopeOf(Type.Array(MethodSchema)) },
      },
    },
    async (request) => ok(await adminLogistics(app.db, request.site.id)),
  );

  app.post(
    base,
    {
      ...route,
      schema: {
        tags,
        summary: '新增物流方式',
        security: bearer,
        body: MethodInput,
        response: { 200: envelopeOf(MethodSchema) },
      },
    },
    async (request) => ok(await createLogistics(app.db, request.site.id, request.body), '已添加'),
  );

  app.put(
    `${base}/:id`,
    {
      ...route,
      schema: {
        tags,
        summary: '修改物流方式（已下单的订单保留下单时的运费）',
        security: bearer,
        params: IdParams,
        body: MethodInput,
        response: { 200: envelopeOf(MethodSchema) },
      },
    },
    async (request) => {
      const { site, params, body } = request;
      return ok(await updateLogistics(app.db, site.id, params.id, body), '修改成功');
    },
  );

  app.delete(
    `${base}/:id`,
    {
      ...route,
      schema: {
        tags,
        summary: '删除物流方式（订单保留其名称和运费）',
        security: bearer,
        params: IdParams,
        response: { 200: envelopeOf(Type.Null()) },
      },
    },
    async (request) => {
      await deleteLogistics(app.db, request.site.id, request.params.id);
      return ok(null, '删除成功');
    },
  );
};

export default logisticsAdmin;
