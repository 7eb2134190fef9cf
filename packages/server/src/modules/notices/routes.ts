import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { notFound, ok } from '../../http/envelope.js';
import { emptyEnvelope, envelopeOf } from '../../http/envelope-schema.js';
import { paginator, paginatorOf } from '../../http/paging.js';
import { signedInUser } from '../users/index.js';
import {
  acknowledgeNotice,
  findPublishedNotice,
  listNotices,
  toAdminNotice,
  toNotice,
  unreadLoginNotices,
} from './notice-queries.js';
import { createNotice, deleteNotice, updateNotice } from './notice-write.js';
import {
  AdminNoticeSchema,
  CreateNoticeBody,
  NoticeDetailSchema,
  NoticeParams,
  NoticeQuery,
  NoticeSchema,
  UpdateNoticeBody,
} from './schemas.js';

const bearer = [{ bearer: [] }];

const notices: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  // The public and the signed-in forms answer the same published notices.
  for (const area of ['frontend', 'distribution'] as const) {
    const signedIn = area === 'distribution';
    const guard = { config: { permission: signedIn ? ('user' as const) : ('public' as const) } };
    const security = signedIn ? { security: bearer } : {};

    app.get(
      `/${area}/systemNotice`,
      {
        ...guard,
        schema: {
          tags: ['notices'],
          summary: signedIn
            ? '系统公告列表（分页，最新在前）'
            : '系统公告列表（访客，分页，最新在前）',
          ...security,
          querystring: NoticeQuery,
          response: { 200: envelopeOf(paginatorOf(NoticeSchema)) },
        },
      },
      async (request) => {
        const { page, page_size: perPage } = request.query;
        const { rows, total } = await listNotices(app.db, {
          siteId: request.site.id,
          page,
          perPage,
        });
        return ok(paginator(rows.map(toNotice), total, page, perPage));
      },
    );

    app.get(
      `/${area}/systemNotice/:id`,
      {
        ...guard,
        schema: {
          tags: ['notices'],
          summary: '公告详情（含上一条、下一条的 id）',
          ...security,
          params: NoticeParams,
          response: { 200: envelopeOf(NoticeDetailSchema) },
        },
      },
      async (request) => {
        const detail = await findPublishedNotice(app.db, request.site.id, request.params.id);
        if (!detail) throw notFound('公告');
        return ok(detail);
      },
    );
  }

  app.get(
    '/distribution/systemNotice/getAlterNotices',
    {
      config: { permission: 'user' },
      schema: {
        tags: ['notices'],
        summary: '登录弹窗公告：当前用户尚未确认的登录提示公告（最新在前）',
        security: bearer,
        response: { 200: envelopeOf(Type.Array(NoticeSchema)) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const rows = await unreadLoginNotices(app.db, user.siteId, user.id);
      return ok(rows.map(toNotice));
    },
  );

  app.put(
    '/distribution/systemNotice/:id/read',
    {
      config: { permission: 'user' },
      schema: {
        tags: ['notices'],
        summary: '确认已读一条公告（登录弹窗不再出现）',
        security: bearer,
        params: NoticeParams,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const notice = await findPublishedNotice(app.db, user.siteId, request.params.id);
      if (!notice) throw notFound('公告');
      await acknowledgeNotice(app.db, notice.id, user.id);
      // No msg: the client would show a success toast for a non-blank one.
      return ok(null);
    },
  );

  app.get(
    '/admin/systemNotice',
    {
      config: { permission: 'operator' },
      schema: {
        tags: ['notices'],
        summary: '公告管理列表（含草稿，最新在前，仅运营人员）',
        security: bearer,
        querystring: NoticeQuery,
        response: { 200: envelopeOf(paginatorOf(AdminNoticeSchema)) },
      },
    },
    async (request) => {
      const { page, page_size: perPage } = request.query;
      const { rows, total } = await listNotices(app.db, {
        siteId: request.site.id,
        page,
        perPage,
        includeDrafts: true,
      });
      return ok(paginator(rows.map(toAdminNotice), total, page, perPage));
    },
  );

  app.post(
    '/admin/systemNotice',
    {
      config: { permission: 'operator' },
      schema: {
        tags: ['notices'],
        summary: '发布公告（内容富文本保存时过滤脚本等不安全内容，仅运营人员）',
        security: bearer,
        body: CreateNoticeBody,
        response: { 200: envelopeOf(AdminNoticeSchema) },
      },
    },
    async (request) => {
      const row = await createNotice(app.db, request.site.id, request.body);
      return ok(toAdminNotice(row), row.published ? '公告已发布' : '草稿已保存');
    },
  );

  app.put(
    '/admin/systemNotice/:id',
    {
      config: { permission: 'operator' },
      schema: {
        tags: ['notices'],
        summary: '修改公告（仅运营人员）',
        security: bearer,
        params: NoticeParams,
        body: UpdateNoticeBody,
        response: { 200: envelopeOf(AdminNoticeSchema) },
      },
    },
    async (request) =>
      ok(
        toAdminNotice(await updateNotice(app.db, request.site.id, request.params.id, request.body)),
        '公告已保存',
      ),
  );

  app.delete(
    '/admin/systemNotice/:id',
    {
      config: { permission: 'operator' },
      schema: {
        tags: ['notices'],
        summary: '删除公告（仅运营人员）',
        security: bearer,
        params: NoticeParams,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await deleteNotice(app.db, request.site.id, request.params.id);
      return ok(null, '公告已删除');
    },
  );
};

export default notices;
