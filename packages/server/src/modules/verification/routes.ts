import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { signedInActor, signedInUser } from '../users/index.js';
import { SubmitBody, VerificationSchema } from './schemas.js';
import { myVerification, submitVerification } from './verification-service.js';

const tags = ['verification'];
const security = [{ bearer: [] }];

/** The main account a sub-account acts for: verification belongs to it. */
const owner = (request: FastifyRequest) => {
  const user = signedInUser(request);
  return { siteId: user.siteId, userId: user.id };
};

/** 实名认证: the reseller's own verification. */
const verificationRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/distribution/user/authentication',
    {
      // 余额充值 shows the limit and whether this account is verified too.
      config: { permission: ['authentication', 'recharge'] },
      schema: {
        tags,
        security,
        summary: '我的实名认证（状态、脱敏资料、证件照片的签名链接、需认证的单笔充值金额）',
        response: { 200: envelopeOf(VerificationSchema) },
      },
    },
    async (request) => ok(await myVerification(app.db, owner(request), app.fileUrl)),
  );

  app.post(
    '/distribution/user/authentication',
    {
      config: { permission: 'authentication.submit' },
      schema: {
        tags,
        security,
        summary:
          '提交实名认证（个人：姓名、身份证号、身份证正反面；企业：企业名称、统一社会信用代码、法定代表人、营业执照），驳回后可重新提交',
        body: SubmitBody,
        response: { 200: envelopeOf(VerificationSchema) },
      },
    },
    async (request) => {
      const who = owner(request);
      await submitVerification(
        app.db,
        { ...who, actorId: signedInActor(request).id },
        request.body,
      );
      return ok(await myVerification(app.db, who, app.fileUrl), '已提交，请等待审核');
    },
  );
};

export default verificationRoutes;
