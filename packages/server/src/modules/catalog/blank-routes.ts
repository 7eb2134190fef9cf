import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { invalid, notFound, ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { paginator, paginatorOf } from '../../http/paging.js';
import { signedInUser } from '../users/index.js';
import { categoryTreeWithCounts, findBlank, listBlankPage } from './blank-read.js';
import { callerLevel, levelPricesOf, purchasePrices, purchaseRuleFor } from './level-pricing.js';
import { markedUp, requestMarkup } from './markup-prices.js';
import { userCategoryBlankIds } from './user-categories.js';
import {
  CategoryNodeSchema,
  DetailSchema,
  DistributionDetailSchema,
  DistributionListQuery,
  DistributionSummarySchema,
  PublicListQuery,
  PurchaseRuleQuery,
  PurchaseRuleSchema,
  SummarySchema,
} from './wire-schemas.js';

const bearer = [{ bearer: [] }];
const IdParams = Type.Object({ id: Type.Integer({ title: '商品 id', minimum: 1 }) });
/** Blanks for visitors (on sale, list prices) and for resellers (their level's prices). */
export const blankRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/frontend/basicProduct',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['catalog'],
        summary: '公开空白商品列表（仅上架商品，显示标价）',
        querystring: PublicListQuery,
        response: { 200: envelopeOf(paginatorOf(SummarySchema)) },
      },
    },
    async (request) => {
      const q = request.query;
      const page = await listBlankPage(
        app.db,
        request.site.id,
        {
          keyword: q.keyword,
          categoryId: q.category_id,
          is3d: q.is_3d,
          designStyle: q.design_style,
          status: 1,
        },
        q.page,
        q.page_size,
      );
      const markup = await requestMarkup(app.db, request);
      const rows = page.summaries.map((summary) => ({
        ...summary,
        price: markedUp(markup, summary.price, summary.category_id),
      }));
      return ok(paginator(rows, page.total, q.page, q.page_size));
    },
  );

  app.get(
    '/frontend/basicProduct/:id',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['catalog'],
        summary: '公开空白商品详情（仅上架商品，显示标价）',
        params: IdParams,
        response: { 200: envelopeOf(DetailSchema) },
      },
    },
    async (request) => {
      const found = await findBlank(app.db, request.site.id, request.params.id, {
        onSaleOnly: true,
      });
      if (!found) throw notFound('商品');
      const markup = await requestMarkup(app.db, request);
      return ok({
        ...found.detail,
        price: markedUp(markup, found.detail.price, found.row.categoryId),
      });
    },
  );

  app.get(
    '/frontend/stockSkuCategory',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['catalog'],
        summary: '公开空白商品分类树（商品数只计上架商品）',
        response: { 200: envelopeOf(Type.Array(CategoryNodeSchema)) },
      },
    },
    async (request) =>
      ok(await categoryTreeWithCounts(app.db, request.site.id, { listedOnly: true })),
  );

  app.get(
    '/distribution/basicProduct',
    {
      config: { permission: 'user' },
      schema: {
        tags: ['catalog'],
        summary: '空白商品列表（默认只列上架商品；价格按当前会员等级）',
        security: bearer,
        querystring: DistributionListQuery,
        response: { 200: envelopeOf(paginatorOf(DistributionSummarySchema)) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const q = request.query;
      const onlyIds =
        q.user_category_id === undefined
          ? undefined
          : await userCategoryBlankIds(app.db, user, q.user_category_id);
      const page = await listBlankPage(
        app.db,
        user.siteId,
        {
          keyword: q.keyword,
          categoryId: q.category_id,
          is3d: q.is_3d,
          designStyle: q.design_style,
          status: q.status ?? 1,
          onlyIds,
        },
        q.page,
        q.page_size,
      );
      const { level } = await callerLevel(app.db, user);
      const prices = await purchasePrices(app.db, page.rows, page.parts, level?.id ?? null);
      const markup = await requestMarkup(app.db, request);
      const rows = page.summaries.map((summary) => ({
        ...summary,
        price: markedUp(markup, summary.price, summary.category_id),
        purchase_price: markedUp(
          markup,
          prices.get(summary.id) ?? summary.price,
          summary.category_id,
        ),
      }));
      return ok(paginator(rows, page.total, q.page, q.page_size));
    },
  );

  app.get(
    '/distribution/basicProduct/getPurchaseRule/:id',
    {
      config: { permission: 'user' },
      schema: {
        tags: ['catalog'],
        summary: '某颜色 × 尺码按当前会员等级的采购价',
        security: bearer,
        params: IdParams,
        querystring: PurchaseRuleQuery,
        response: { 200: envelopeOf(PurchaseRuleSchema) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const found = await findBlank(app.db, user.siteId, request.params.id);
      if (!found) throw notFound('商品');
      const rule = await purchaseRuleFor(
        app.db,
        found.row,
        found.parts,
        user,
        request.query.color_id,
        request.query.size_id,
      );
      if (!rule) throw invalid('该商品没有所选的颜色（color_id）或尺码（size_id）');
      const markup = await requestMarkup(app.db, request);
      const categoryId = found.row.categoryId;
      return ok({
        ...rule,
        purchase_price: markedUp(markup, rule.purchase_price, categoryId),
        original_price: markedUp(markup, rule.original_price, categoryId),
      });
    },
  );

  app.get(
    '/distribution/basicProduct/:id',
    {
      config: { permission: 'user' },
      schema: {
        tags: ['catalog'],
        summary: '空白商品详情（颜色、尺码、视图、打印区域、商品图、包装模板、各等级价格）',
        security: bearer,
        params: IdParams,
        response: { 200: envelopeOf(DistributionDetailSchema) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const found = await findBlank(app.db, user.siteId, request.params.id);
      if (!found) throw notFound('商品');
      const prices = await levelPricesOf(app.db, found.row, found.parts, user);
      const markup = await requestMarkup(app.db, request);
      const categoryId = found.row.categoryId;
      return ok({
        ...found.detail,
        price: markedUp(markup, found.detail.price, categoryId),
        purchase_price: markedUp(markup, prices.purchase_price, categoryId),
        level_name: prices.level_name,
        level_prices: prices.level_prices.map((l) => ({
          ...l,
          price: markedUp(markup, l.price, categoryId),
        })),
      });
    },
  );
};
