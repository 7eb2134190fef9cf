import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AdminPackagingTemplate } from '@podkit/sdk-core';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { paginator, paginatorOf } from '../../http/paging.js';
import { signedInActor } from '../users/index.js';
import type { PackagingRow } from './schema.js';
import {
  AdminPackagingSchema,
  ApproveBody,
  IdParams,
  PackagingQuerySchema,
  RejectBody,
} from './schemas.js';
import { findTemplate, listTemplates, ownerName, toPackaging } from './template-read.js';
import { approveTemplate, rejectTemplate, type Reviewer } from './template-review.js';

const tags = ['packaging'];
const security = [{ bearer: [] }];
const One = { 200: envelopeOf(AdminPackagingSchema) };

const site = (request: FastifyRequest) => ({ siteId: request.site.id });
const reviewer = (request: FastifyRequest): Reviewer => ({
  siteId: request.site.id,
  userId: signedInActor(request).id,
});

/** 包装审核: every reseller's packaging templates for the operators. */
const adminPackagingRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const detailOf = async (row: PackagingRow): Promise<AdminPackagingTemplate> => ({
    ...toPackaging(row, app.fileUrl),
    user_id: row.userId,
    username: await ownerName(app.db, row),
  });

  app.get(
    '/admin/bottomTemplate',
    {
      config: { permission: 'operator' },
      schema: {
        tags,
        security,
        summary: '包装模板审核队列（按状态、类型筛选，按名称或用户名搜索；分页）',
        querystring: PackagingQuerySchema,
        response: { 200: envelopeOf(paginatorOf(AdminPackagingSchema)) },
      },
    },
    async (request) => {
      const { query } = request;
      const { rows, total } = await listTemplates(app.db, site(request), query);
      const list = rows.map((row) => ({
        ...toPackaging(row.template, app.fileUrl),
        user_id: row.template.userId,
        username: row.username,
      }));
      return ok(paginator(list, total, query.page, query.page_size));
    },
  );

  app.get(
    '/admin/bottomTemplate/:id',
    {
      config: { permission: 'operator' },
      schema: { tags, security, summary: '包装模板详情', params: IdParams, response: One },
    },
    async (request) =>
      ok(await detailOf(await findTemplate(app.db, site(request), request.params.id))),
  );

  app.post(
    '/admin/bottomTemplate/:id/approve',
    {
      config: { permission: 'operator' },
      schema: {
        tags,
        security,
        summary: '审核通过并设定制版费与每单费用（元）；用户收到站内消息，支付制版费后可用',
        params: IdParams,
        body: ApproveBody,
        response: One,
      },
    },
    async (request) => {
      const row = await approveTemplate(app.db, reviewer(request), request.params.id, request.body);
      return ok(await detailOf(row), '已审核通过');
    },
  );

  app.post(
    '/admin/bottomTemplate/:id/reject',
    {
      config: { permission: 'operator' },
      schema: {
        tags,
        security,
        summary: '驳回（须填写原因；用户收到站内消息，可修改后重新提交）',
        params: IdParams,
        body: RejectBody,
        response: One,
      },
    },
    async (request) => {
      const row = await rejectTemplate(
        app.db,
        reviewer(request),
        request.params.id,
        request.body.reason,
      );
      return ok(await detailOf(row), '已驳回');
    },
  );
};

export default adminPackagingRoutes;
