import type { CallOptions, Client } from '../client/client';
import { isApiError } from '../errors/api-error';

export interface Captcha {
  captcha_key: string;
  /** data:image/svg+xml;base64,... */
  image: string;
}

export interface LoginBody {
  /** User name or phone. */
  username: string;
  password: string;
  captcha_key?: string;
  captcha_code?: string;
}

export interface SessionToken {
  token: string;
  expires_at: string;
}

/**
 * The login answer of an account with two-step sign-in on: the password was right, but there is no
 * token yet. Send `challenge_id` with a code to `POST /api/auth/login/twoStep`.
 */
export interface TwoStepNeeded {
  two_step_required: true;
  /** Good for one sign-in until `expires_at` (5 minutes). */
  challenge_id: string;
  expires_at: string;
}

/** `POST /api/auth/login` answers a session, or with two-step on, the code step. */
export type LoginAnswer = SessionToken | TwoStepNeeded;

export function needsTwoStep(answer: LoginAnswer): answer is TwoStepNeeded {
  return 'challenge_id' in answer;
}

/**
 * A sign-in refused until the picture captcha is answered: the site asks for it always, or after
 * repeated failures at the account or from the address (the login form then shows the captcha).
 */
export function needsCaptcha(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.data as { captcha_required?: unknown } | null)?.captcha_required === true
  );
}

export interface TwoStepLoginBody {
  challenge_id: string;
  /** The 6 digits of the authenticator app, or one of the recovery codes. */
  code: string;
}

export interface TwoStepSession extends SessionToken {
  /** After a recovery code: how many are left; null after an app code. */
  recovery_codes_left: number | null;
}

export type PhoneCodeScene = 'register' | 'forget';

export interface PhoneCodeBody {
  phone: string;
  scene: PhoneCodeScene;
}

export interface PhoneCodeSent {
  /** Seconds the code stays valid. */
  expires_in: number;
}

export interface RegisterBody {
  username: string;
  phone: string;
  password: string;
  code: string;
  agreement: boolean;
}

export interface ForgetPasswordBody {
  phone: string;
  code: string;
  password: string;
}

/** GET /api/auth/captcha */
export function getCaptcha(client: Client, options?: CallOptions): Promise<Captcha> {
  return client.get('/api/auth/captcha', options);
}

/**
 * POST /api/auth/login. Saves a returned token in the client's token store for 7 days; with
 * two-step sign-in on, answers the code step instead (see `needsTwoStep`, `loginTwoStep`).
 */
export async function login(
  client: Client,
  body: LoginBody,
  options?: CallOptions,
): Promise<LoginAnswer> {
  const answer = await client.post<LoginAnswer>('/api/auth/login', { ...body }, options);
  if (!needsTwoStep(answer)) client.tokenStore.set(answer.token);
  return answer;
}

/** POST /api/auth/login/twoStep: the code step of a sign-in. Saves the token for 7 days. */
export async function loginTwoStep(
  client: Client,
  body: TwoStepLoginBody,
  options?: CallOptions,
): Promise<TwoStepSession> {
  const session = await client.post<TwoStepSession>(
    '/api/auth/login/twoStep',
    { ...body },
    options,
  );
  client.tokenStore.set(session.token);
  return session;
}

/** POST /api/frontend/phoneCode */
export function sendPhoneCode(
  client: Client,
  body: PhoneCodeBody,
  options?: CallOptions,
): Promise<PhoneCodeSent> {
  return client.post('/api/frontend/phoneCode', { ...body }, options);
}

/** POST /api/auth/register. Signed in at once: the returned token is saved for 7 days. */
export async function register(
  client: Client,
  body: RegisterBody,
  options?: CallOptions,
): Promise<SessionToken> {
  const session = await client.post<SessionToken>('/api/auth/register', { ...body }, options);
  client.tokenStore.set(session.token);
  return session;
}

/** POST /api/auth/forgetPassword */
export function forgetPassword(
  client: Client,
  body: ForgetPasswordBody,
  options?: CallOptions,
): Promise<null> {
  return client.post('/api/auth/forgetPassword', { ...body }, options);
}

/**
 * Logout (spec 4): POST /api/auth/logout, then, whatever the result, clear token and
 * agreement and reload. The call is silent because the page reloads at once; never rejects.
 */
export async function logout(client: Client): Promise<void> {
  try {
    await client.post('/api/auth/logout', undefined, { silent: true });
  } catch {
    // Whatever the result: the local session ends below.
  } finally {
    client.endSession();
  }
}
