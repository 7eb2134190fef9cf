import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { GroupBalanceSchema, signedInActor, signedInUser } from '../users/index.js';
import { memberLevels } from './level-catalog.js';
import { buyLevel } from './level-purchase.js';
import { BuyBody, LevelIdParams, MemberLevelSchema } from './schemas.js';

const tags = ['member-levels'];
const security = [{ bearer: [] }];

/** 会员等级 (vipLevel) and 购买会员等级 (payGroupLevel). */
const memberLevelRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/distribution/group/levels',
    {
      config: { permission: 'user' },
      schema: {
        tags,
        security,
        summary: '会员等级：本站各等级的门槛、价格和权益，以及我所在的等级',
        response: { 200: envelopeOf(Type.Array(MemberLevelSchema)) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return ok(await memberLevels(app.db, user.siteId, user.id));
    },
  );

  app.post(
    '/distribution/group/:id/buy',
    {
      config: { permission: 'payGroupLevel.pay' },
      schema: {
        tags,
        security,
        summary: '用余额购买高于当前的会员等级（同一幂等键只扣一次）',
        params: LevelIdParams,
        body: BuyBody,
        response: { 200: envelopeOf(GroupBalanceSchema) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const bought = await buyLevel(
        app.db,
        { siteId: user.siteId, userId: user.id, actorUserId: signedInActor(request).id },
        request.params.id,
        request.body.idempotency_key,
      );
      return ok(bought.balance, `已升级为「${bought.levelName}」`);
    },
  );
};
export default memberLevelRoutes;
