import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { paginator, paginatorOf } from '../../http/paging.js';
import { loadCartLines } from '../cart/index.js';
import { availableGoodsCents } from '../cart/index.js';
import { signedInUser } from '../users/index.js';
import {
  adminCoupon,
  createCoupon,
  deleteCoupon,
  issueCoupon,
  listCoupons,
  updateCoupon,
} from './admin-coupons.js';
import { listMyCoupons, usableCoupons } from './user-coupons.js';
import {
  AdminCouponInputSchema,
  AdminCouponQuerySchema,
  AdminCouponSchema,
  CouponsIssuedSchema,
  IssueCouponBodySchema,
  UsableCouponQuerySchema,
  UsableCouponSchema,
  UserCouponPageSchema,
  UserCouponQuerySchema,
} from './wire-schemas.js';

const bearer = [{ bearer: [] }];
const IdParams = Type.Object({ id: Type.Integer({ title: '优惠券 id', minimum: 1 }) });

const couponsModule: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/distribution/myCoupon',
    {
      config: { permission: 'user' },
      schema: {
        tags: ['coupons'],
        summary: '我的优惠券（可使用 / 已使用 / 已过期，含各状态数量）',
        security: bearer,
        querystring: UserCouponQuerySchema,
        response: {
          200: envelopeOf(UserCouponPageSchema),
        },
      },
    },
    async (request) => {
      const { query } = request;
      const page = await listMyCoupons(app.db, signedInUser(request), query);
      return ok({
        ...paginator(page.rows, page.total, query.page, query.page_size),
        counts: page.counts,
      });
    },
  );

  app.get(
    '/distribution/myCoupon/usable',
    {
      config: { permission: 'user' },
      schema: {
        tags: ['coupons'],
        summary: '可用于所选购物车商品的优惠券（优惠最多的在前）',
        security: bearer,
        querystring: UsableCouponQuerySchema,
        response: {
          200: envelopeOf(Type.Array(UsableCouponSchema)),
        },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const ids = [...new Set(request.query.item_ids.split(',').map(Number))];
      const lines = await loadCartLines(app.db, user, ids);
      return ok(await usableCoupons(app.db, user, availableGoodsCents(lines)));
    },
  );

  const admin = { config: { permission: 'operator' as const }, tags: ['coupons-admin'] };

  app.get(
    '/admin/coupon',
    {
      config: admin.config,
      schema: {
        tags: admin.tags,
        summary: '优惠券列表（仅运营人员）',
        security: bearer,
        querystring: AdminCouponQuerySchema,
        response: { 200: envelopeOf(paginatorOf(AdminCouponSchema)) },
      },
    },
    async (request) => {
      const { query } = request;
      const page = await listCoupons(app.db, request.site.id, query);
      return ok(paginator(page.rows, page.total, query.page, query.page_size));
    },
  );

  app.post(
    '/admin/coupon',
    {
      config: admin.config,
      schema: {
        tags: admin.tags,
        summary: '新建优惠券',
        security: bearer,
        body: AdminCouponInputSchema,
        response: { 200: envelopeOf(AdminCouponSchema) },
      },
    },
    async (request) => ok(await createCoupon(app.db, request.site.id, request.body), '已创建'),
  );

  app.put(
    '/admin/coupon/:id',
    {
      config: admin.config,
      schema: {
        tags: admin.tags,
        summary: '修改优惠券',
        security: bearer,
        params: IdParams,
        body: AdminCouponInputSchema,
        response: { 200: envelopeOf(AdminCouponSchema) },
      },
    },
    async (request) =>
      ok(await updateCoupon(app.db, request.site.id, request.params.id, request.body), '修改成功'),
  );

  app.delete(
    '/admin/coupon/:id',
    {
      config: admin.config,
      schema: {
        tags: admin.tags,
        summary: '删除优惠券（仅未发放过的）',
        security: bearer,
        params: IdParams,
        response: { 200: envelopeOf(Type.Null()) },
      },
    },
    async (request) => {
      await deleteCoupon(app.db, request.site.id, request.params.id);
      return ok(null, '删除成功');
    },
  );

  app.post(
    '/admin/coupon/:id/issue',
    {
      config: admin.config,
      schema: {
        tags: admin.tags,
        summary: '发放优惠券给用户',
        security: bearer,
        params: IdParams,
        body: IssueCouponBodySchema,
        response: { 200: envelopeOf(CouponsIssuedSchema) },
      },
    },
    async (request) => {
      const issued = await issueCoupon(
        app.db,
        request.site.id,
        request.params.id,
        request.body.usernames,
        request.body.quantity ?? 1,
      );
      return ok({ issued }, `已发放 ${issued} 张`);
    },
  );

  app.get(
    '/admin/coupon/:id',
    {
      config: admin.config,
      schema: {
        tags: admin.tags,
        summary: '优惠券详情',
        security: bearer,
        params: IdParams,
        response: { 200: envelopeOf(AdminCouponSchema) },
      },
    },
    async (request) => ok(await adminCoupon(app.db, request.site.id, request.params.id)),
  );
};

export default couponsModule;
