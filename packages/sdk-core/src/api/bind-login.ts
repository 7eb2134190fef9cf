import type { CallOptions, Client } from '../client/client';
import type { CodeSent } from './account-security';
import { needsTwoStep, type LoginAnswer } from './auth';

/** A way to sign in: the password, a phone or e-mail with a code, or an outside provider. */
export type LoginMethodCode = 'password' | 'phone' | 'email' | 'wechat' | 'google';
export type LoginProviderCode = 'wechat' | 'google';

export interface LoginMethod {
  method: LoginMethodCode;
  name: string;
  /** A provider without keys on this site cannot be bound (always true for the others). */
  available: boolean;
  bound: boolean;
  /** The user name, the masked phone or e-mail, or the provider's display name. */
  detail: string;
  bound_at: string | null;
}

/** 绑定登录: every way to sign in and which are bound (at least one always stays). */
export interface BindLoginOverview {
  methods: LoginMethod[];
  bound_count: number;
}

/** Where to send the browser to authorise with a provider. */
export interface AuthorizeUrl {
  authorize_url: string;
}

/** What the provider sent back to the return address after the user authorised. */
export interface OAuthCallbackInput {
  code: string;
  state: string;
}

/** A bound phone or e-mail that a sign-in code goes to. */
export interface LoginCodeRequest {
  account: string;
}

/** A sign-in with the code that phone or e-mail received. */
export interface CodeLoginInput extends LoginCodeRequest {
  code: string;
}

export interface LoginProviderInfo {
  code: LoginProviderCode;
  name: string;
}

/** GET /distribution/user/bindLogin */
export function get(client: Client, options?: CallOptions): Promise<BindLoginOverview> {
  return client.get('/distribution/user/bindLogin', options);
}

/** POST /distribution/user/bindLogin/{provider}: where to send the browser to bind it. */
export function startBind(
  client: Client,
  provider: LoginProviderCode,
  options?: CallOptions,
): Promise<AuthorizeUrl> {
  return client.post(`/distribution/user/bindLogin/${provider}`, {}, options);
}

/** POST /distribution/user/bindLogin/callback: the `code` and `state` the provider sent back. */
export function finishBind(
  client: Client,
  body: OAuthCallbackInput,
  options?: CallOptions,
): Promise<BindLoginOverview> {
  return client.post('/distribution/user/bindLogin/callback', { ...body }, options);
}

/** DELETE /distribution/user/bindLogin/{method}: phone, email or a provider. */
export function unbind(
  client: Client,
  method: Exclude<LoginMethodCode, 'password'>,
  options?: CallOptions,
): Promise<BindLoginOverview> {
  return client.delete(`/distribution/user/bindLogin/${method}`, options);
}

/** GET /api/auth/oauth/providers: the providers the login page offers. */
export function providers(client: Client, options?: CallOptions): Promise<LoginProviderInfo[]> {
  return client.get('/api/auth/oauth/providers', options);
}

/** POST /api/auth/oauth/{provider}: where to send the browser to sign in. */
export function startLogin(
  client: Client,
  provider: LoginProviderCode,
  options?: CallOptions,
): Promise<AuthorizeUrl> {
  return client.post(`/api/auth/oauth/${provider}`, {}, options);
}

/** POST /api/auth/oauth/login: signs in with what the provider sent back. Saves the token. */
export async function finishLogin(
  client: Client,
  body: OAuthCallbackInput,
  options?: CallOptions,
): Promise<LoginAnswer> {
  const answer = await client.post<LoginAnswer>('/api/auth/oauth/login', { ...body }, options);
  if (!needsTwoStep(answer)) client.tokenStore.set(answer.token);
  return answer;
}

/** POST /api/auth/loginCode: a sign-in code to a bound phone (SMS) or e-mail. */
export function sendLoginCode(
  client: Client,
  body: LoginCodeRequest,
  options?: CallOptions,
): Promise<CodeSent> {
  return client.post('/api/auth/loginCode', { ...body }, options);
}

/** POST /api/auth/login/code: signs in with that code. Saves the token. */
export async function loginWithCode(
  client: Client,
  body: CodeLoginInput,
  options?: CallOptions,
): Promise<LoginAnswer> {
  const answer = await client.post<LoginAnswer>('/api/auth/login/code', { ...body }, options);
  if (!needsTwoStep(answer)) client.tokenStore.set(answer.token);
  return answer;
}
