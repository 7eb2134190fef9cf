import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { invalid, notFound, ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { paginator } from '../../http/paging.js';
import { signedInUser } from '../users/index.js';
import {
  deleteMessages,
  listMessages,
  markMessagesRead,
  sendPlatformMessageToSite,
  sendPlatformMessageToUser,
  toMessage,
  unreadCounts,
} from './message-service.js';
import {
  DeleteBody,
  MessageChangeSchema,
  MessagePageSchema,
  MessageQuery,
  MessagesSentSchema,
  ReadsBody,
  SendBody,
} from './schemas.js';

const bearer = [{ bearer: [] }];

const messages: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/distribution/userMessage',
    {
      config: { permission: 'user' },
      schema: {
        tags: ['messages'],
        summary: '我的消息（按类型分页，最新在前；附各类型未读数）',
        description: 'user_id 可省略；如提供，必须是当前登录用户自己的 id，否则返回 404。',
        security: bearer,
        querystring: MessageQuery,
        response: { 200: envelopeOf(MessagePageSchema) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const query = request.query;
      // Another user's id is "not found", never their rows (ARCHITECTURE.md decision 7).
      if (query.user_id !== undefined && query.user_id !== user.id) throw notFound('用户');
      const owner = { siteId: user.siteId, userId: user.id };
      const [{ rows, total }, unread] = await Promise.all([
        listMessages(app.db, owner, {
          type: query.type,
          status: query.status,
          page: query.page,
          perPage: query.page_size,
        }),
        unreadCounts(app.db, owner),
      ]);
      return ok({ ...paginator(rows.map(toMessage), total, query.page, query.page_size), unread });
    },
  );

  app.put(
    '/distribution/userMessage/reads',
    {
      config: { permission: 'user' },
      schema: {
        tags: ['messages'],
        summary: '标记消息已读：指定 ids，或某一类型全部，或两者都不传时全部',
        security: bearer,
        body: ReadsBody,
        response: { 200: envelopeOf(MessageChangeSchema) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const body = request.body ?? {};
      const change = await markMessagesRead(
        app.db,
        { siteId: user.siteId, userId: user.id },
        { ids: body.ids, type: body.type },
      );
      // No msg: marking read happens on open and must not toast.
      return ok(change);
    },
  );

  app.delete(
    '/distribution/userMessage',
    {
      config: { permission: 'user' },
      schema: {
        tags: ['messages'],
        summary: '删除我的消息（只删除属于当前用户的 id）',
        security: bearer,
        body: DeleteBody,
        response: { 200: envelopeOf(MessageChangeSchema) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const change = await deleteMessages(
        app.db,
        { siteId: user.siteId, userId: user.id },
        request.body.ids,
      );
      return ok(change, change.changed > 0 ? '消息已删除' : '');
    },
  );

  app.post(
    '/admin/userMessage',
    {
      config: { permission: 'operator' },
      schema: {
        tags: ['messages'],
        summary: '发送平台消息（类型 1）给一个用户或全站用户（仅运营人员）',
        description: 'user_id 与 to_all: true 二选一。',
        security: bearer,
        body: SendBody,
        response: { 200: envelopeOf(MessagesSentSchema) },
      },
    },
    async (request) => {
      const body = request.body;
      const description = body.description.trim();
      if (!description) throw invalid('消息内容（description）不能为空');
      const siteId = request.site.id;
      if (body.to_all === true) {
        if (body.user_id !== undefined) throw invalid('user_id 与 to_all 只能选择一个');
        const sent = await sendPlatformMessageToSite(app.db, siteId, description);
        return ok({ sent }, `已发送给 ${sent} 位用户`);
      }
      if (body.user_id === undefined)
        throw invalid('请指定接收用户（user_id），或设置 to_all 为 true');
      await sendPlatformMessageToUser(app.db, siteId, body.user_id, description);
      return ok({ sent: 1 }, '消息已发送');
    },
  );
};

export default messages;
