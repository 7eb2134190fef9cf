import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ok, unauthorized } from '../../http/envelope.js';
import { emptyEnvelope, envelopeOf } from '../../http/envelope-schema.js';
import { signedInActor } from '../users/index.js';
import { changePassword, endSession, signInHistory } from './account-security.js';
import { PASSWORD_MAX, PASSWORD_MIN } from './credential-rules.js';

const tags = ['account-security'];
const security = [{ bearer: [] }];

const SignInRecordSchema = Type.Object({
  id: Type.Integer(),
  ip: Type.String(),
  user_agent: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  expires_at: Type.String({ format: 'date-time' }),
  status: Type.Union([Type.Literal('active'), Type.Literal('ended')]),
  current: Type.Boolean({ description: '是否为发起本次请求的登录' }),
});

/** The signed-in account itself (a sub-account changes its own password) and its session. */
function accountOf(request: FastifyRequest) {
  const account = signedInActor(request);
  if (request.sessionId === null) throw unauthorized('登录已失效，请重新登录');
  return { account, sessionId: request.sessionId };
}

/** 账户安全 (acSecurity): the password and the devices signed in. */
export const securityRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.put(
    '/distribution/user/password',
    {
      config: { permission: 'acSecurity.changePassword' },
      schema: {
        tags,
        security,
        summary: '修改密码：需原密码；成功后该账号的其他登录全部退出，当前登录保留',
        body: Type.Object({
          old_password: Type.String({ title: '原密码', minLength: 1, maxLength: 128 }),
          password: Type.String({
            title: '新密码',
            minLength: PASSWORD_MIN,
            maxLength: PASSWORD_MAX,
            description: '8–64 位，至少包含一个字母和一个数字',
          }),
        }),
        response: {
          200: envelopeOf(
            Type.Object({ ended_sessions: Type.Integer({ description: '退出的其他登录数' }) }),
          ),
        },
      },
    },
    async (request) => {
      const { account, sessionId } = accountOf(request);
      const ended = await changePassword(app.db, account, sessionId, request.body);
      return ok(
        { ended_sessions: ended },
        ended > 0 ? `密码已修改，其他 ${ended} 处登录已退出` : '密码已修改',
      );
    },
  );

  app.get(
    '/distribution/user/sessions',
    {
      config: { permission: 'acSecurity' },
      schema: {
        tags,
        security,
        summary: '登录记录：最近 20 次登录，含是否仍在登录、是否为当前设备',
        response: { 200: envelopeOf(Type.Array(SignInRecordSchema)) },
      },
    },
    async (request) => {
      const { account, sessionId } = accountOf(request);
      return ok(await signInHistory(app.db, account, sessionId));
    },
  );

  app.delete(
    '/distribution/user/sessions/:id',
    {
      config: { permission: 'acSecurity' },
      schema: {
        tags,
        security,
        summary: '退出此设备：结束自己的一处登录',
        params: Type.Object({ id: Type.Integer({ title: '登录 id', minimum: 1 }) }),
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await endSession(app.db, accountOf(request).account, request.params.id);
      return ok(null, '该设备已退出登录');
    },
  );
};
