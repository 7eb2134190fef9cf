import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { paginator, paginatorOf } from '../../http/paging.js';
import { signedInUser } from '../users/index.js';
import { createEntry, deleteEntry, listBlacklist, updateEntry } from './blacklist-service.js';
import { BlacklistQuery, EntryBody, EntrySchema } from './schemas.js';

const bearer = [{ bearer: [] }];
const tags = ['address-black'];
const base = '/distribution/addressBlack';
const IdParams = Type.Object({ id: Type.Integer({ title: '黑名单记录 id', minimum: 1 }) });

const addressBlack: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const owner = (user: { siteId: number; id: number }) => ({
    siteId: user.siteId,
    userId: user.id,
  });

  app.get(
    base,
    {
      config: { permission: 'addressBlack' },
      schema: {
        tags,
        summary: '收件地址黑名单（匹配的订单会被挂起）',
        security: bearer,
        querystring: BlacklistQuery,
        response: { 200: envelopeOf(paginatorOf(EntrySchema)) },
      },
    },
    async (request) => {
      const { query } = request;
      const page = await listBlacklist(app.db, owner(signedInUser(request)), query);
      return ok(paginator(page.rows, page.total, query.page, query.page_size));
    },
  );

  app.post(
    base,
    {
      config: { permission: 'addressBlack.add' },
      schema: {
        tags,
        summary: '添加黑名单（收件人、电话、地址关键词至少一项）',
        security: bearer,
        body: EntryBody,
        response: { 200: envelopeOf(EntrySchema) },
      },
    },
    async (request) =>
      ok(await createEntry(app.db, owner(signedInUser(request)), request.body), '添加成功'),
  );

  app.put(
    `${base}/:id`,
    {
      config: { permission: 'addressBlack.add' },
      schema: {
        tags,
        summary: '修改黑名单',
        security: bearer,
        params: IdParams,
        body: EntryBody,
        response: { 200: envelopeOf(EntrySchema) },
      },
    },
    async (request) =>
      ok(
        await updateEntry(app.db, owner(signedInUser(request)), request.params.id, request.body),
        '修改成功',
      ),
  );

  app.delete(
    `${base}/:id`,
    {
      config: { permission: 'addressBlack.delete' },
      schema: {
        tags,
        summary: '删除黑名单',
        security: bearer,
        params: IdParams,
        response: { 200: envelopeOf(Type.Null()) },
      },
    },
    async (request) => {
      await deleteEntry(app.db, owner(signedInUser(request)), request.params.id);
      return ok(null, '删除成功');
    },
  );
};

export default addressBlack;
