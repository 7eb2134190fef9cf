import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { OrdinaryProduct, OrdinaryProductFormInput } from '@podkit/sdk-core';
import { notFound, ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { paginator, paginatorOf } from '../../http/paging.js';
import { requestSchema } from '../../http/wire-schema.js';
import { signedInUser } from '../users/index.js';
import { findGoods, listGoodsPage, siteGoodsCategories, toCategoryList } from './goods-read.js';
import { favouriteIds } from './my-goods.js';
import { createSourcingRequest } from './sourcing.js';
import {
  GoodsCategorySchema,
  GoodsSchema,
  SourcingRequestSchema,
  GoodsListQuery,
} from './wire-schemas.js';

const bearer = [{ bearer: [] }];
const IdParams = Type.Object({ id: Type.Integer({ title: '商品 id', minimum: 1 }) });
const FormBody = requestSchema<OrdinaryProductFormInput>()(
  Type.Object({
    name: Type.String({ title: '商品名称', minLength: 1, maxLength: 100 }),
    link: Type.Optional(
      Type.String({ title: '商品链接', maxLength: 1000, pattern: '^$|^https?://[^\\s]+$' }),
    ),
    description: Type.Optional(Type.String({ title: '商品描述', maxLength: 2000 })),
    expected_quantity: Type.Integer({ title: '预计数量', minimum: 1, maximum: 100_000_000 }),
    contact: Type.String({ title: '联系方式', minLength: 1, maxLength: 100 }),
  }),
);

/**
 * General goods for visitors (/frontend) and resellers (/distribution): published goods only,
 * the same fields on both paths. Resellers also ask the platform to source a good.
 */
export const goodsPublicRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  /** A signed-in reseller sees which goods are among their favourites. */
  async function withFavourites(request: FastifyRequest, rows: OrdinaryProduct[]) {
    const user = signedInUser(request);
    const favourites = await favouriteIds(
      app.db,
      { siteId: user.siteId, userId: user.id },
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({ ...row, is_favourite: favourites.has(row.id) ? 1 : 0 }) as const);
  }

  for (const area of ['frontend', 'distribution'] as const) {
    const signedIn = area === 'distribution';
    const guard = { config: { permission: signedIn ? ('user' as const) : ('public' as const) } };
    const security = signedIn ? { security: bearer } : {};
    const siteOf = (request: FastifyRequest) =>
      signedIn ? signedInUser(request).siteId : request.site.id;

    app.get(
      `/${area}/ordinaryProduct`,
      {
        ...guard,
        schema: {
          tags: ['goods'],
          summary: '通用商品列表（仅已发布）',
          ...security,
          querystring: GoodsListQuery,
          response: { 200: envelopeOf(paginatorOf(GoodsSchema)) },
        },
      },
      async (request) => {
        const q = request.query;
        const page = await listGoodsPage(
          app.db,
          siteOf(request),
          { keyword: q.keyword, categoryId: q.category_id, published: 1 },
          q.page,
          q.page_size,
        );
        const rows = signedIn ? await withFavourites(request, page.rows) : page.rows;
        return ok(paginator(rows, page.total, q.page, q.page_size));
      },
    );

    app.get(
      `/${area}/ordinaryProduct/:id`,
      {
        ...guard,
        schema: {
          tags: ['goods'],
          summary: '通用商品详情（仅已发布）',
          ...security,
          params: IdParams,
          response: { 200: envelopeOf(GoodsSchema) },
        },
      },
      async (request) => {
        const found = await findGoods(app.db, siteOf(request), request.params.id, {
          publishedOnly: true,
        });
        if (!found) throw notFound('商品');
        return ok(signedIn ? (await withFavourites(request, [found]))[0]! : found);
      },
    );

    app.get(
      `/${area}/ordinaryProductCategory`,
      {
        ...guard,
        schema: {
          tags: ['goods'],
          summary: '通用商品分类（扁平列表，上级在前）',
          ...security,
          response: { 200: envelopeOf(Type.Array(GoodsCategorySchema)) },
        },
      },
      async (request) => ok(toCategoryList(await siteGoodsCategories(app.db, siteOf(request)))),
    );
  }

  app.post(
    '/distribution/ordinaryProductForm',
    {
      config: { permission: 'user' },
      schema: {
        tags: ['goods'],
        summary: '申请平台代找通用商品（提交后由运营人员处理）',
        security: bearer,
        body: FormBody,
        response: { 200: envelopeOf(SourcingRequestSchema) },
      },
    },
    async (request) =>
      ok(
        await createSourcingRequest(app.db, signedInUser(request), request.body),
        '提交成功，平台会尽快与您联系',
      ),
  );
};
