import { wireSchema } from '../../http/wire-schema.js';
import type { AdminLogisticsMethod } from '@podkit/sdk-core';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import { invalid, notFound, ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { formatCents } from '../../http/money.js';
import { logisticsMethods, type LogisticsMethodRow } from '../cart/index.js';
import { yuanToCents } from '../catalog/index.js';
import { YuanField } from '../wallet/index.js';

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

const MethodInput = Type.Object({
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
});

function toAdminMethod(row: LogisticsMethodRow): AdminLogisticsMethod {
  return {
    id: row.id,
    name: row.name,
    first_weight_grams: row.firstWeightGrams,
    first_fee: formatCents(row.firstFeeCents),
    additional_weight_grams: row.additionalWeightGrams,
    additional_fee: formatCents(row.additionalFeeCents),
    delivery_time: row.deliveryTime,
    country_codes: row.countryCodes,
    status: row.status === 1 ? 1 : 0,
    sort: row.sort,
  };
}

function methodValues(input: Static<typeof MethodInput>) {
  const name = input.name.trim();
  if (!name) throw invalid('请填写物流方式名称');
  return {
    name,
    firstWeightGrams: input.first_weight_grams,
    firstFeeCents: yuanToCents(input.first_fee, '首重费用'),
    additionalWeightGrams: input.additional_weight_grams,
    additionalFeeCents: yuanToCents(input.additional_fee, '续重费用'),
    deliveryTime: input.delivery_time.trim(),
    countryCodes: [...new Set((input.country_codes ?? []).map((code) => code.toUpperCase()))],
    ...(input.status !== undefined ? { status: input.status } : {}),
    ...(input.sort !== undefined ? { sort: input.sort } : {}),
  };
}

/** Operators keep the site's shipping methods and their fees (first weight, then each step). */
const logisticsAdmin: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const route = { config: { permission: 'operator' as const } };
  const mine = (siteId: number, id: number) =>
    and(eq(logisticsMethods.siteId, siteId), eq(logisticsMethods.id, id));

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
    async (request) => {
      const rows = await app.db
        .select()
        .from(logisticsMethods)
        .where(eq(logisticsMethods.siteId, request.site.id))
        .orderBy(asc(logisticsMethods.sort), asc(logisticsMethods.id));
      return ok(rows.map(toAdminMethod));
    },
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
    async (request) => {
      const [row] = await app.db
        .insert(logisticsMethods)
        .values({ siteId: request.site.id, ...methodValues(request.body) })
        .returning();
      return ok(toAdminMethod(row!), '已添加');
    },
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
      const [row] = await app.db
        .update(logisticsMethods)
        .set(methodValues(request.body))
        .where(mine(request.site.id, request.params.id))
        .returning();
      if (!row) throw notFound('物流方式');
      return ok(toAdminMethod(row), '修改成功');
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
      const removed = await app.db
        .delete(logisticsMethods)
        .where(mine(request.site.id, request.params.id))
        .returning({ id: logisticsMethods.id });
      if (removed.length === 0) throw notFound('物流方式');
      return ok(null, '删除成功');
    },
  );
};

export default logisticsAdmin;
