import { randomBytes } from 'node:crypto';
import { startFake, type RunningFake } from './fake-http.js';

/**
 * Google's OAuth 2.0 / OpenID Connect endpoints as PodKit uses them
 * (developers.google.com/identity/openid-connect/openid-connect): the consent page (here it
 * consents at once as `signedIn` and redirects to `redirect_uri` with `code` and `state`), the
 * token endpoint (form body: code, client_id, client_secret, redirect_uri, grant_type) and the
 * userinfo endpoint (Bearer access token → `sub`, `name`, `email`).
 */
export interface GoogleOAuthFake {
  env: Record<string, string>;
  /** Who is signed in at Google when the consent page opens. */
  signedIn: { sub: string; name: string; email: string };
  /** A code as the consent page would hand out for `redirectUri`. */
  issueCode(redirectUri: string): string;
  fake: RunningFake;
  close(): Promise<void>;
}

const CLIENT_ID = 'podkit-test.apps.googleusercontent.com';
const CLIENT_SECRET = 'google-test-secret';

export async function startGoogleOAuthFake(): Promise<GoogleOAuthFake> {
  const codes = new Map<string, { redirectUri: string; who: GoogleOAuthFake['signedIn'] }>();
  const tokens = new Map<string, GoogleOAuthFake['signedIn']>();
  const state: Pick<GoogleOAuthFake, 'signedIn'> = {
    signedIn: { sub: '100000000000000000001', name: 'Test Person', email: 'person@gmail.test' },
  };
  const issueCode = (redirectUri: string) => {
    const code = `4/${randomBytes(12).toString('base64url')}`;
    codes.set(code, { redirectUri, who: { ...state.signedIn } });
    return code;
  };
  const fake = await startFake((request) => {
    const { pathname, searchParams } = request.url;
    if (request.method === 'GET' && pathname === '/o/oauth2/v2/auth') {
      const redirectUri = searchParams.get('redirect_uri') ?? '';
      if (
        searchParams.get('client_id') !== CLIENT_ID ||
        searchParams.get('response_type') !== 'code'
      )
        return { status: 400, body: { error: 'invalid_request' } };
      const back = new URL(redirectUri);
      back.searchParams.set('code', issueCode(redirectUri));
      back.searchParams.set('state', searchParams.get('state') ?? '');
      return { status: 302, headers: { location: back.toString() } };
    }
    if (request.method === 'POST' && pathname === '/token') {
      const form = (request.body ?? {}) as Record<string, string>;
      const issued = codes.get(form.code ?? '');
      if (form.client_id !== CLIENT_ID || form.client_secret !== CLIENT_SECRET)
        return { status: 401, body: { error: 'invalid_client' } };
      if (
        !issued ||
        issued.redirectUri !== form.redirect_uri ||
        form.grant_type !== 'authorization_code'
      )
        return { status: 400, body: { error: 'invalid_grant' } };
      codes.delete(form.code!);
      const accessToken = `ya29.${randomBytes(16).toString('base64url')}`;
      tokens.set(accessToken, issued.who);
      return {
        status: 200,
        body: {
          access_token: accessToken,
          expires_in: 3599,
          token_type: 'Bearer',
          scope: 'openid',
        },
      };
    }
    if (request.method === 'GET' && pathname === '/v1/userinfo') {
      const who = tokens.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));
      if (!who) return { status: 401, body: { error: 'invalid_token' } };
      return { status: 200, body: { ...who, email_verified: true } };
    }
    return { status: 404, body: { error: 'not_found' } };
  });
  return {
    get signedIn() {
      return state.signedIn;
    },
    set signedIn(who) {
      state.signedIn = who;
    },
    issueCode,
    fake,
    env: {
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
      GOOGLE_AUTH_URL: `${fake.url}/o/oauth2/v2/auth`,
      GOOGLE_TOKEN_URL: `${fake.url}/token`,
      GOOGLE_USERINFO_URL: `${fake.url}/v1/userinfo`,
    },
    close: () => fake.close(),
  };
}
