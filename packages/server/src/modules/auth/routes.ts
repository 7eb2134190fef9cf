import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type {
  ForgetPasswordBody as ForgetPasswordInput,
  LoginBody as LoginInput,
  PhoneCodeBody as PhoneCodeInput,
  RegisterBody as RegisterInput,
} from '@podkit/sdk-core';
import { Type } from 'typebox';
import { ok } from '../../http/envelope.js';
import { requestSchema } from '../../http/wire-schema.js';
import { createSmsProvider } from '../sms/index.js';
import { emptyEnvelope, envelopeOf } from '../../http/envelope-schema.js';
import { createMailProvider } from '../mail/index.js';
import {
  completeTwoStepLogin,
  login,
  needsSecondStep,
  register,
  requestPhoneCode,
  resetPassword,
  type AuthDeps,
  type ClientInfo,
} from './auth-service.js';
import { issueCaptcha } from './captcha.js';
import { signInRate } from '../../http/rate-limits.js';
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from './credential-rules.js';
import {
  CaptchaSchema,
  Phone,
  PhoneCode,
  PhoneCodeSentSchema,
  LoginAnswerSchema,
  SessionTokenSchema,
  TwoStepLoginBody,
  TwoStepSessionSchema,
} from './schemas.js';
import { bindLoginRoutes } from './bind-login-routes.js';
import { securityRoutes } from './security-routes.js';
import { revokeSession } from './session-token.js';

const NewPassword = Type.String({
  title: '密码',
  minLength: PASSWORD_MIN,
  maxLength: PASSWORD_MAX,
  description: '8–64 位，至少包含一个字母和一个数字',
});

const LoginBody = requestSchema<LoginInput>()(
  Type.Object({
    username: Type.String({ title: '用户名或手机号', minLength: 1, maxLength: 64 }),
    password: Type.String({ title: '密码', minLength: 1, maxLength: 128 }),
    captcha_key: Type.Optional(Type.String({ title: '图形验证码标识', maxLength: 64 })),
    captcha_code: Type.Optional(Type.String({ title: '图形验证码', maxLength: 16 })),
  }),
);

const RegisterBody = requestSchema<RegisterInput>()(
  Type.Object({
    username: Type.String({
      title: '用户名',
      minLength: USERNAME_MIN,
      maxLength: USERNAME_MAX,
      description: '3–32 个字符：字母、数字、下划线或汉字',
    }),
    phone: Phone,
    password: NewPassword,
    code: PhoneCode,
    agreement: Type.Boolean({
      title: '用户协议',
      description: '必须为 true：已阅读并同意用户协议',
    }),
  }),
);

const PhoneCodeBody = requestSchema<PhoneCodeInput>()(
  Type.Object({
    phone: Phone,
    scene: Type.Union([Type.Literal('register'), Type.Literal('forget')], {
      title: '验证码用途',
      description: 'register 注册；forget 找回密码',
    }),
  }),
);

const ForgetPasswordBody = requestSchema<ForgetPasswordInput>()(
  Type.Object({ phone: Phone, code: PhoneCode, password: NewPassword }),
);

function clientOf(request: FastifyRequest): ClientInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
}

const sessionData = (signedIn: { token: string; expiresAt: Date }) => ({
  token: signedIn.token,
  expires_at: signedIn.expiresAt.toISOString(),
});

const auth: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const deps: AuthDeps = {
    db: app.db,
    sms: createSmsProvider(app.db, app.log),
    mail: createMailProvider(app.db, app.log),
    now: () => new Date(),
  };
  await app.register(securityRoutes(deps));
  await app.register(bindLoginRoutes(deps));
  const signInLimit = signInRate(app.config.signInRatePerMinute);

  app.get(
    '/api/auth/captcha',
    {
      config: { permission: 'public', rateLimit: signInLimit },
      schema: {
        tags: ['auth'],
        summary: '获取登录图形验证码（5 分钟内有效，只能使用一次）',
        response: {
          200: envelopeOf(CaptchaSchema),
        },
      },
    },
    async (request) => {
      const captcha = await issueCaptcha(app.db, request.site.id, deps.now());
      return ok({ captcha_key: captcha.captchaKey, image: captcha.image });
    },
  );

  app.post(
    '/api/auth/login',
    {
      config: { permission: 'public', rateLimit: signInLimit },
      schema: {
        tags: ['auth'],
        summary:
          '登录（用户名或手机号 + 密码；站点开启人机验证时需图形验证码，同一账号或地址多次失败后也需要，' +
          '此时返回 422 与 data.captcha_required）。账号开启两步验证时不返回令牌，' +
          '而是返回 two_step_required 与 challenge_id，再调用 /api/auth/login/twoStep',
        body: LoginBody,
        response: { 200: envelopeOf(LoginAnswerSchema) },
      },
    },
    async (request) => {
      const body = request.body;
      const answer = await login(deps, {
        site: request.site,
        username: body.username,
        password: body.password,
        captchaKey: body.captcha_key,
        captchaCode: body.captcha_code,
        client: clientOf(request),
      });
      if (needsSecondStep(answer)) {
        return ok(
          {
            two_step_required: true as const,
            challenge_id: answer.challengeId,
            expires_at: answer.expiresAt.toISOString(),
          },
          '请输入两步验证码',
        );
      }
      return ok(sessionData(answer), '登录成功');
    },
  );

  app.post(
    '/api/auth/login/twoStep',
    {
      config: { permission: 'public', rateLimit: signInLimit },
      schema: {
        tags: ['auth'],
        summary:
          '两步验证登录：登录返回的 challenge_id + 验证器 App 的 6 位动态码或一个恢复码（用后作废）；' +
          '错误次数与密码错误一同计入登录限制',
        body: TwoStepLoginBody,
        response: { 200: envelopeOf(TwoStepSessionSchema) },
      },
    },
    async (request) => {
      const signedIn = await completeTwoStepLogin(deps, {
        site: request.site,
        challengeId: request.body.challenge_id,
        code: request.body.code,
        client: clientOf(request),
      });
      const left = signedIn.recoveryCodesLeft;
      return ok(
        { ...sessionData(signedIn), recovery_codes_left: left },
        left === null ? '登录成功' : `登录成功，恢复码还剩 ${left} 个`,
      );
    },
  );

  app.post(
    '/api/frontend/phoneCode',
    {
      config: { permission: 'public', rateLimit: signInLimit },
      schema: {
        tags: ['auth'],
        summary: '发送短信验证码（注册或找回密码；同一手机号 60 秒内只能发送一次）',
        body: PhoneCodeBody,
        response: {
          200: envelopeOf(PhoneCodeSentSchema),
        },
      },
    },
    async (request) => {
      const sent = await requestPhoneCode(deps, { site: request.site, ...request.body });
      return ok({ expires_in: sent.expiresIn }, '验证码已发送');
    },
  );

  app.post(
    '/api/auth/register',
    {
      config: { permission: 'public', rateLimit: signInLimit },
      schema: {
        tags: ['auth'],
        summary:
          '注册并登录（用户名、手机号、密码、短信验证码，需同意用户协议）；在分站域名注册的账号成为分站主的客户',
        body: RegisterBody,
        response: { 200: envelopeOf(SessionTokenSchema) },
      },
    },
    async (request) => {
      const { subSite } = request;
      const signedIn = await register(deps, {
        site: request.site,
        ...request.body,
        client: clientOf(request),
        // Registered on a reseller's sub-site domain: the account is that reseller's customer.
        ...(subSite
          ? {
              onCreated: async (tx, user) => {
                // Loaded here: at start-up this plugin comes before what the sub-sites module uses.
                const { addSubSiteCustomer } = await import('../sub-sites/index.js');
                await addSubSiteCustomer(tx, subSite, user);
              },
            }
          : {}),
      });
      return ok(sessionData(signedIn), '注册成功');
    },
  );

  app.post(
    '/api/auth/forgetPassword',
    {
      config: { permission: 'public', rateLimit: signInLimit },
      schema: {
        tags: ['auth'],
        summary: '通过短信验证码重置密码（重置后所有登录会话失效）',
        body: ForgetPasswordBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await resetPassword(deps, { site: request.site, ...request.body });
      return ok(null, '密码已重置，请使用新密码登录');
    },
  );

  app.post(
    '/api/auth/logout',
    {
      config: { permission: 'user' },
      schema: {
        tags: ['auth'],
        summary: '退出登录（当前令牌立即失效）',
        security: [{ bearer: [] }],
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      if (request.sessionId !== null) await revokeSession(app.db, request.sessionId, deps.now());
      return ok(null, '已退出登录');
    },
  );
};

export default auth;
