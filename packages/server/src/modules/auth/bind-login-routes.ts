import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  AuthorizeUrl,
  BindLoginOverview,
  CodeLoginInput,
  LoginCodeRequest,
  LoginProviderInfo,
  OAuthCallbackInput,
} from '@podkit/sdk-core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { publicOrigin } from '../../http/public-origin.js';
import { signInRate } from '../../http/rate-limits.js';
import { requestSchema, wireSchema } from '../../http/wire-schema.js';
import { signedInActor } from '../users/index.js';
import { needsSecondStep, type AuthDeps, type LoginAnswer } from './auth-service.js';
import {
  bindLoginOverview,
  finishBind,
  finishOAuthLogin,
  loginWithCode,
  sendLoginCode,
  startOAuth,
  unbindLogin,
} from './bind-login.js';
import { createLoginProviders } from './login-providers.js';
import { CodeSentSchema, LoginAnswerSchema, VerificationCode } from './schemas.js';

const tags = ['bind-login'];
const security = [{ bearer: [] }];

const LoginMethodSchema = Type.Object({
  method: Type.Union([
    Type.Literal('password'),
    Type.Literal('phone'),
    Type.Literal('email'),
    Type.Literal('wechat'),
    Type.Literal('google'),
  ]),
  name: Type.String(),
  available: Type.Boolean({ description: '第三方登录未配置密钥时为 false' }),
  bound: Type.Boolean(),
  detail: Type.String({ description: '用户名、脱敏的手机号或邮箱、第三方昵称' }),
  bound_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

const OverviewSchema = wireSchema<BindLoginOverview>()(
  Type.Object({ methods: Type.Array(LoginMethodSchema), bound_count: Type.Integer() }),
);
const ProviderSchema = wireSchema<LoginProviderInfo>()(
  Type.Object({
    code: Type.Union([Type.Literal('wechat'), Type.Literal('google')]),
    name: Type.String(),
  }),
);
const ProviderParams = Type.Object({
  provider: Type.Union([Type.Literal('wechat'), Type.Literal('google')], {
    title: '第三方登录',
    description: 'wechat 微信，google Google',
  }),
});
const MethodParams = Type.Object({
  method: Type.Union(
    [Type.Literal('phone'), Type.Literal('email'), Type.Literal('wechat'), Type.Literal('google')],
    { title: '登录方式' },
  ),
});
const CallbackBody = requestSchema<OAuthCallbackInput>()(
  Type.Object({
    code: Type.String({ title: '授权码', minLength: 1, maxLength: 512 }),
    state: Type.String({ title: 'state', minLength: 1, maxLength: 128 }),
  }),
);
const AuthorizeSchema = wireSchema<AuthorizeUrl>()(
  Type.Object({ authorize_url: Type.String({ description: '把浏览器带到此地址完成授权' }) }),
);
const Account = Type.String({ title: '手机号或邮箱', minLength: 3, maxLength: 254 });
const LoginCodeBody = requestSchema<LoginCodeRequest>()(Type.Object({ account: Account }));
const CodeLoginBody = requestSchema<CodeLoginInput>()(
  Type.Object({ account: Account, code: VerificationCode }),
);

/** Where the provider sends the browser back: the portal page that finishes the step. */
const returnTo = (request: FastifyRequest, path: '/setting/bindLogin' | '/user/login') =>
  `${publicOrigin(request)}${path}`;

const clientOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});

function loginData(answer: LoginAnswer) {
  if (needsSecondStep(answer))
    return ok(
      {
        two_step_required: true as const,
        challenge_id: answer.challengeId,
        expires_at: answer.expiresAt.toISOString(),
      },
      '请输入两步验证码',
    );
  return ok({ token: answer.token, expires_at: answer.expiresAt.toISOString() }, '登录成功');
}

/**
 * 绑定登录 (bindLogin): bind and unbind the phone, the e-mail and outside providers (WeChat,
 * Google) as ways to sign in, and the sign-ins they open.
 */
export const bindLoginRoutes =
  (deps: AuthDeps): FastifyPluginAsync =>
  async (root) => {
    const app = root.withTypeProvider<TypeBoxTypeProvider>();
    const providers = createLoginProviders(app.config.loginProviderEnv);
    const signInLimit = signInRate(app.config.signInRatePerMinute);
    const overview = (request: FastifyRequest) =>
      bindLoginOverview(app.db, providers, signedInActor(request));

    app.get(
      '/distribution/user/bindLogin',
      {
        config: { permission: 'bindLogin' },
        schema: {
          tags,
          security,
          summary: '绑定登录：各登录方式及是否已绑定（至少保留一种）',
          response: { 200: envelopeOf(OverviewSchema) },
        },
      },
      async (request) => ok(await overview(request)),
    );

    app.post(
      '/distribution/user/bindLogin/:provider',
      {
        config: { permission: 'bindLogin.bind' },
        schema: {
          tags,
          security,
          summary: '绑定第三方登录：返回授权地址（state 10 分钟内有效、只能用一次）',
          params: ProviderParams,
          response: { 200: envelopeOf(AuthorizeSchema) },
        },
      },
      async (request) => {
        const url = await startOAuth(app.db, providers, {
          siteId: request.site.id,
          provider: request.params.provider,
          purpose: 'bind',
          userId: signedInActor(request).id,
          redirectUri: returnTo(request, '/setting/bindLogin'),
          now: deps.now(),
        });
        return ok({ authorize_url: url });
      },
    );

    app.post(
      '/distribution/user/bindLogin/callback',
      {
        config: { permission: 'bindLogin.bind' },
        schema: {
          tags,
          security,
          summary:
            '绑定第三方登录：提交授权返回的 code 与 state（一个第三方账号只能绑定本站一个账号）',
          body: CallbackBody,
          response: { 200: envelopeOf(OverviewSchema) },
        },
      },
      async (request) => {
        await finishBind(app.db, providers, signedInActor(request), {
          ...request.body,
          redirectUri: returnTo(request, '/setting/bindLogin'),
          now: deps.now(),
        });
        return ok(await overview(request), '绑定成功');
      },
    );

    app.delete(
      '/distribution/user/bindLogin/:method',
      {
        config: { permission: 'bindLogin.unbind' },
        schema: {
          tags,
          security,
          summary: '解绑登录方式（手机号、邮箱、微信、Google）；不能解绑最后一种',
          params: MethodParams,
          response: { 200: envelopeOf(OverviewSchema) },
        },
      },
      async (request) => {
        await unbindLogin(app.db, providers, signedInActor(request), request.params.method);
        return ok(await overview(request), '已解绑');
      },
    );

    app.get(
      '/api/auth/oauth/providers',
      {
        config: { permission: 'public' },
        schema: {
          tags,
          summary: '登录页可用的第三方登录',
          response: { 200: envelopeOf(Type.Array(ProviderSchema)) },
        },
      },
      async () => ok([...providers.values()].map((p) => ({ code: p.code, name: p.name }))),
    );

    app.post(
      '/api/auth/oauth/:provider',
      {
        config: { permission: 'public', rateLimit: signInLimit },
        schema: {
          tags,
          summary: '第三方登录：返回授权地址，授权后回到 /user/login?code=…&state=…',
          params: ProviderParams,
          response: { 200: envelopeOf(AuthorizeSchema) },
        },
      },
      async (request) => {
        const url = await startOAuth(app.db, providers, {
          siteId: request.site.id,
          provider: request.params.provider,
          purpose: 'login',
          userId: null,
          redirectUri: returnTo(request, '/user/login'),
          now: deps.now(),
        });
        return ok({ authorize_url: url });
      },
    );

    app.post(
      '/api/auth/oauth/login',
      {
        config: { permission: 'public', rateLimit: signInLimit },
        schema: {
          tags,
          summary:
            '第三方登录：提交授权返回的 code 与 state，登录已绑定的账号（开启两步验证时返回 two_step_required）',
          body: CallbackBody,
          response: { 200: envelopeOf(LoginAnswerSchema) },
        },
      },
      async (request) =>
        loginData(
          await finishOAuthLogin(deps, providers, {
            siteId: request.site.id,
            ...request.body,
            redirectUri: returnTo(request, '/user/login'),
            client: clientOf(request),
          }),
        ),
    );

    app.post(
      '/api/auth/loginCode',
      {
        config: { permission: 'public', rateLimit: signInLimit },
        schema: {
          tags,
          summary:
            '验证码登录：向已绑定的手机号（短信）或邮箱发送登录验证码（60 秒内只能发送一次）',
          body: LoginCodeBody,
          response: { 200: envelopeOf(CodeSentSchema) },
        },
      },
      async (request) => {
        const sent = await sendLoginCode(deps, request.site, request.body.account);
        return ok({ expires_in: sent.expiresIn }, '验证码已发送');
      },
    );

    app.post(
      '/api/auth/login/code',
      {
        config: { permission: 'public', rateLimit: signInLimit },
        schema: {
          tags,
          summary: '验证码登录：手机号或邮箱 + 验证码（开启两步验证时返回 two_step_required）',
          body: CodeLoginBody,
          response: { 200: envelopeOf(LoginAnswerSchema) },
        },
      },
      async (request) =>
        loginData(
          await loginWithCode(deps, {
            siteId: request.site.id,
            ...request.body,
            client: clientOf(request),
          }),
        ),
    );
  };
