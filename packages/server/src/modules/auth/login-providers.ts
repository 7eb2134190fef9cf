import { AppError } from '../../http/envelope.js';
import type { LoginProviderCode } from './schema.js';

/** Who the provider says signed in: a stable id and a name to show. */
export interface OutsideIdentity {
  subject: string;
  displayName: string;
}

/**
 * An OAuth-style sign-in provider (绑定登录): where to send the browser, and how to turn the code
 * it brings back into an identity. Everything provider-specific lives in its factory below.
 */
export interface LoginProvider {
  code: LoginProviderCode;
  name: string;
  authorizeUrl(input: { state: string; redirectUri: string }): string;
  exchange(input: { code: string; redirectUri: string }): Promise<OutsideIdentity>;
}

type Env = Record<string, string | undefined>;

async function fetchJson(url: string, init?: RequestInit): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  } catch {
    throw new AppError(502, '无法连接第三方登录服务，请稍后再试');
  }
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) throw new AppError(502, `第三方登录服务拒绝了请求（HTTP ${res.status}）`);
  return body;
}

/**
 * Google (OpenID Connect, authorization code flow): the consent page, the token endpoint
 * (client secret in the body) and the userinfo endpoint's `sub` and `name`.
 */
function google(env: Env): LoginProvider | null {
  const clientId = env.GOOGLE_CLIENT_ID;
  const secret = env.GOOGLE_CLIENT_SECRET;
  if (!clientId || !secret) return null;
  const authUrl = env.GOOGLE_AUTH_URL ?? 'https://accounts.google.com/o/oauth2/v2/auth';
  const tokenUrl = env.GOOGLE_TOKEN_URL ?? 'https://oauth2.googleapis.com/token';
  const userinfoUrl = env.GOOGLE_USERINFO_URL ?? 'https://openidconnect.googleapis.com/v1/userinfo';
  return {
    code: 'google',
    name: 'Google',
    authorizeUrl({ state, redirectUri }) {
      const url = new URL(authUrl);
      url.search = new URLSearchParams({
        client_id: clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'openid profile email',
        state,
      }).toString();
      return url.toString();
    },
    async exchange({ code, redirectUri }) {
      const token = await fetchJson(tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          code,
          client_id: clientId,
          client_secret: secret,
          redirect_uri: redirectUri,
          grant_type: 'authorization_code',
        }),
      });
      if (typeof token.access_token !== 'string')
        throw new AppError(502, 'Google 登录失败：未取得访问令牌');
      const info = await fetchJson(userinfoUrl, {
        headers: { authorization: `Bearer ${token.access_token}` },
      });
      if (typeof info.sub !== 'string') throw new AppError(502, 'Google 登录失败：未取得用户标识');
      return { subject: info.sub, displayName: String(info.name ?? info.email ?? '') };
    },
  };
}

/**
 * WeChat website sign-in (网站应用微信登录): the QR page (`#wechat_redirect`), then
 * `sns/oauth2/access_token` (appid and secret in the query; errors come as `errcode`) and
 * `sns/userinfo` for the nickname. The `unionid` is preferred, else the `openid`.
 */
function wechat(env: Env): LoginProvider | null {
  const appId = env.WECHAT_APP_ID;
  const secret = env.WECHAT_APP_SECRET;
  if (!appId || !secret) return null;
  const connectUrl = env.WECHAT_CONNECT_URL ?? 'https://open.weixin.qq.com/connect/qrconnect';
  const apiUrl = (env.WECHAT_API_URL ?? 'https://api.weixin.qq.com').replace(/\/$/, '');
  return {
    code: 'wechat',
    name: '微信',
    authorizeUrl({ state, redirectUri }) {
      const query = new URLSearchParams({
        appid: appId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'snsapi_login',
        state,
      });
      return `${connectUrl}?${query.toString()}#wechat_redirect`;
    },
    async exchange({ code }) {
      const token = await fetchJson(
        `${apiUrl}/sns/oauth2/access_token?${new URLSearchParams({
          appid: appId,
          secret,
          code,
          grant_type: 'authorization_code',
        }).toString()}`,
      );
      if (token.errcode)
        throw new AppError(502, `微信登录失败：${String(token.errmsg ?? token.errcode)}`);
      const openid = String(token.openid ?? '');
      if (!openid) throw new AppError(502, '微信登录失败：未取得用户标识');
      const info = await fetchJson(
        `${apiUrl}/sns/userinfo?${new URLSearchParams({
          access_token: String(token.access_token ?? ''),
          openid,
        }).toString()}`,
      );
      return {
        subject: String(token.unionid ?? info.unionid ?? openid),
        displayName: String(info.nickname ?? ''),
      };
    },
  };
}

/** The providers whose keys are configured, by code. */
export function createLoginProviders(env: Env): Map<LoginProviderCode, LoginProvider> {
  const providers = new Map<LoginProviderCode, LoginProvider>();
  for (const provider of [wechat(env), google(env)])
    if (provider) providers.set(provider.code, provider);
  return providers;
}

export const PROVIDER_NAMES: Record<LoginProviderCode, string> = {
  wechat: '微信',
  google: 'Google',
};
