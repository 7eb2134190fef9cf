import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { signedInUser } from '../users/index.js';
import { adminLevels, createLevel, deleteLevel, updateLevel } from './level-catalog.js';
import { AdminMemberLevelSchema, LevelBody, LevelIdParams } from './schemas.js';

const tags = ['member-levels-admin'];
const security = [{ bearer: [] }];
const config = { permission: 'operator' as const };

/** The operator's levels: thresholds, prices and benefits. */
const memberLevelAdminRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const siteOf = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).siteId;

  app.get(
    '/admin/memberLevel',
    {
      config,
      schema: {
        tags,
        security,
        summary: '会员等级（运营）：门槛、价格、权益和人数',
        response: { 200: envelopeOf(Type.Array(AdminMemberLevelSchema)) },
      },
    },
    async (request) => ok(await adminLevels(app.db, siteOf(request))),
  );

  app.post(
    '/admin/memberLevel',
    {
      config,
      schema: {
        tags,
        security,
        summary: '新建会员等级',
        body: LevelBody,
        response: { 200: envelopeOf(AdminMemberLevelSchema) },
      },
    },
    async (request) => ok(await createLevel(app.db, siteOf(request), request.body), '等级已创建'),
  );

  app.put(
    '/admin/memberLevel/:id',
    {
      config,
      schema: {
        tags,
        security,
        summary: '修改会员等级',
        params: LevelIdParams,
        body: LevelBody,
        response: { 200: envelopeOf(AdminMemberLevelSchema) },
      },
    },
    async (request) =>
      ok(await updateLevel(app.db, siteOf(request), request.params.id, request.body), '等级已保存'),
  );

  app.delete(
    '/admin/memberLevel/:id',
    {
      config,
      schema: {
        tags,
        security,
        summary: '删除会员等级（指定为该等级的分销商改按累计充值定级）',
        params: LevelIdParams,
        response: { 200: envelopeOf(Type.Null()) },
      },
    },
    async (request) => {
      await deleteLevel(app.db, siteOf(request), request.params.id);
      return ok(null, '等级已删除');
    },
  );
};
export default memberLevelAdminRoutes;
