import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { paginator, paginatorOf } from '../../http/paging.js';
import { signedInActor } from '../users/index.js';
import {
  AdminQuery,
  AdminVerificationDetailSchema,
  AdminVerificationSchema,
  IdParams,
  RejectBody,
} from './schemas.js';
import {
  listVerifications,
  reviewVerification,
  verificationDetail,
} from './verification-service.js';

const tags = ['verification-admin'];
const security = [{ bearer: [] }];
const Detail = { 200: envelopeOf(AdminVerificationDetailSchema) };

const review = (request: FastifyRequest, id: number) => ({
  siteId: request.site.id,
  operatorId: signedInActor(request).id,
  id,
});

/** 实名审核: the site's verifications for the operators. */
const adminVerificationRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/admin/verification',
    {
      config: { permission: 'operator' },
      schema: {
        tags,
        security,
        summary: '实名认证审核队列（按状态、类型筛选，按用户名或认证名称搜索；待审核的在前）',
        querystring: AdminQuery,
        response: { 200: envelopeOf(paginatorOf(AdminVerificationSchema)) },
      },
    },
    async (request) => {
      const { query } = request;
      const { rows, total } = await listVerifications(app.db, request.site.id, query);
      return ok(paginator(rows, total, query.page, query.page_size));
    },
  );

  app.get(
    '/admin/verification/:id',
    {
      config: { permission: 'operator' },
      schema: {
        tags,
        security,
        summary: '实名认证详情：完整号码与证件照片的签名链接',
        params: IdParams,
        response: Detail,
      },
    },
    async (request) =>
      ok(await verificationDetail(app.db, request.site.id, request.params.id, app.fileUrl)),
  );

  app.post(
    '/admin/verification/:id/approve',
    {
      config: { permission: 'operator' },
      schema: {
        tags,
        security,
        summary: '通过实名认证（审核中 → 已认证）',
        params: IdParams,
        response: Detail,
      },
    },
    async (request) => {
      await reviewVerification(app.db, review(request, request.params.id), { approve: true });
      return ok(
        await verificationDetail(app.db, request.site.id, request.params.id, app.fileUrl),
        '已通过',
      );
    },
  );

  app.post(
    '/admin/verification/:id/reject',
    {
      config: { permission: 'operator' },
      schema: {
        tags,
        security,
        summary: '驳回实名认证并说明原因（审核中 → 已驳回，用户可修改后重新提交）',
        params: IdParams,
        body: RejectBody,
        response: Detail,
      },
    },
    async (request) => {
      await reviewVerification(app.db, review(request, request.params.id), {
        approve: false,
        reason: request.body.reason,
      });
      return ok(
        await verificationDetail(app.db, request.site.id, request.params.id, app.fileUrl),
        '已驳回',
      );
    },
  );
};

export default adminVerificationRoutes;
