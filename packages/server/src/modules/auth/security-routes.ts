import type { SignInRecord } from '@podkit/sdk-core';
import { wireSchema } from '../../http/wire-schema.js';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ok, unauthorized } from '../../http/envelope.js';
import { emptyEnvelope, envelopeOf } from '../../http/envelope-schema.js';
import { signedInActor } from '../users/index.js';
import {
  changePassword,
  endSession,
  securityOverview,
  signInHistory,
  turnOffTwoStep,
} from './account-security.js';
import type { AuthDeps } from './auth-service.js';
import {
  changeEmail,
  changePhone,
  sendEmailChangeCode,
  sendPhoneChangeCode,
} from './contact-change.js';
import {
  CodeSentSchema,
  DisableTwoStepBody,
  EmailChangeBody,
  EmailCodeRequestBody,
  EnableTwoStepBody,
  PasswordChangeBody,
  PasswordChangedSchema,
  PhoneChangeBody,
  PhoneCodeRequestBody,
  RecoveryCodesSchema,
  SecurityOverviewSchema,
  TwoStepSetupSchema,
} from './schemas.js';
import { beginTwoStepSetup, enableTwoStep } from './two-step.js';

const tags = ['account-security'];
const security = [{ bearer: [] }];

const SignInRecordSchema = wireSchema<SignInRecord>()(
  Type.Object({
    id: Type.Integer(),
    ip: Type.String(),
    user_agent: Type.String(),
    created_at: Type.String({ format: 'date-time' }),
    expires_at: Type.String({ format: 'date-time' }),
    status: Type.Union([Type.Literal('active'), Type.Literal('ended')]),
    current: Type.Boolean({ description: '是否为发起本次请求的登录' }),
  }),
);

/** The signed-in account itself (a sub-account changes its own password) and its session. */
function accountOf(request: FastifyRequest) {
  const account = signedInActor(request);
  if (request.sessionId === null) throw unauthorized('登录已失效，请重新登录');
  return { account, sessionId: request.sessionId };
}

/**
 * 账户安全 (acSecurity): the password, two-step sign-in, the phone and e-mail, and the devices
 * signed in. Each acts on the signed-in account itself (a sub-account on its own sign-in).
 */
export const securityRoutes =
  (deps: AuthDeps): FastifyPluginAsync =>
  async (root) => {
    const app = root.withTypeProvider<TypeBoxTypeProvider>();
    const overviewOf = (request: FastifyRequest) =>
      securityOverview(app.db, accountOf(request).account);

    app.get(
      '/distribution/user/security',
      {
        config: { permission: 'acSecurity' },
        schema: {
          tags,
          security,
          summary: '账户安全概览：两步验证是否开启、剩余恢复码，以及脱敏的手机号和邮箱',
          response: { 200: envelopeOf(SecurityOverviewSchema) },
        },
      },
      async (request) => ok(await overviewOf(request)),
    );

    app.post(
      '/distribution/user/twoStep/setup',
      {
        config: { permission: 'acSecurity.twoStep' },
        schema: {
          tags,
          security,
          summary:
            '开启两步验证第一步：生成验证器密钥（二维码与 Base32 文本）；输入 App 显示的验证码后才生效',
          response: { 200: envelopeOf(TwoStepSetupSchema) },
        },
      },
      async (request) =>
        ok(
          await beginTwoStepSetup(
            app.db,
            accountOf(request).account,
            request.site.name,
            deps.now(),
          ),
        ),
    );

    app.post(
      '/distribution/user/twoStep/enable',
      {
        config: { permission: 'acSecurity.twoStep' },
        schema: {
          tags,
          security,
          summary: '开启两步验证：提交验证器 App 的 6 位验证码；返回 10 个恢复码（只显示这一次）',
          body: EnableTwoStepBody,
          response: { 200: envelopeOf(RecoveryCodesSchema) },
        },
      },
      async (request) => {
        const codes = await enableTwoStep(
          app.db,
          accountOf(request).account,
          request.body.code,
          deps.now(),
        );
        return ok({ recovery_codes: codes }, '两步验证已开启，请妥善保存恢复码');
      },
    );

    app.post(
      '/distribution/user/twoStep/disable',
      {
        config: { permission: 'acSecurity.twoStep' },
        schema: {
          tags,
          security,
          summary: '关闭两步验证：需验证器的动态码、一个恢复码或登录密码（错误计入登录限制）',
          body: DisableTwoStepBody,
          response: { 200: envelopeOf(SecurityOverviewSchema) },
        },
      },
      async (request) => {
        await turnOffTwoStep(
          app.db,
          accountOf(request).account,
          request.body,
          request.ip,
          deps.now(),
        );
        return ok(await overviewOf(request), '两步验证已关闭');
      },
    );

    app.post(
      '/distribution/user/phone/code',
      {
        config: { permission: ['acSecurity.changePhone', 'bindLogin.bind'] },
        schema: {
          tags,
          security,
          summary: '更换手机号：向新手机号发送短信验证码（新号码不能属于本站其他账号）',
          body: PhoneCodeRequestBody,
          response: { 200: envelopeOf(CodeSentSchema) },
        },
      },
      async (request) => {
        const sent = await sendPhoneChangeCode(
          { ...deps, now: deps.now() },
          request.site,
          accountOf(request).account,
          request.body.phone,
        );
        return ok({ expires_in: sent.expiresIn }, '验证码已发送至新手机号');
      },
    );

    app.put(
      '/distribution/user/phone',
      {
        config: { permission: ['acSecurity.changePhone', 'bindLogin.bind'] },
        schema: {
          tags,
          security,
          summary: '更换手机号：新手机号 + 其收到的短信验证码',
          body: PhoneChangeBody,
          response: { 200: envelopeOf(SecurityOverviewSchema) },
        },
      },
      async (request) => {
        await changePhone(app.db, accountOf(request).account, request.body, deps.now());
        return ok(await overviewOf(request), '手机号已更换');
      },
    );

    app.post(
      '/distribution/user/email/code',
      {
        config: { permission: ['acSecurity.changeEmail', 'bindLogin.bind'] },
        schema: {
          tags,
          security,
          summary: '更换邮箱：向新邮箱发送验证码（新邮箱不能属于本站其他账号）',
          body: EmailCodeRequestBody,
          response: { 200: envelopeOf(CodeSentSchema) },
        },
      },
      async (request) => {
        const sent = await sendEmailChangeCode(
          { ...deps, now: deps.now() },
          request.site,
          accountOf(request).account,
          request.body.email,
        );
        return ok({ expires_in: sent.expiresIn }, '验证码已发送至新邮箱');
      },
    );

    app.put(
      '/distribution/user/email',
      {
        config: { permission: ['acSecurity.changeEmail', 'bindLogin.bind'] },
        schema: {
          tags,
          security,
          summary: '更换邮箱：新邮箱 + 其收到的验证码',
          body: EmailChangeBody,
          response: { 200: envelopeOf(SecurityOverviewSchema) },
        },
      },
      async (request) => {
        await changeEmail(app.db, accountOf(request).account, request.body, deps.now());
        return ok(await overviewOf(request), '邮箱已更换');
      },
    );

    app.put(
      '/distribution/user/password',
      {
        config: { permission: 'acSecurity.changePassword' },
        schema: {
          tags,
          security,
          summary: '修改密码：需原密码；成功后该账号的其他登录全部退出，当前登录保留',
          body: PasswordChangeBody,
          response: {
            200: envelopeOf(PasswordChangedSchema),
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
