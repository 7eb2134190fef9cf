import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BindLoginOverview, SessionToken } from '@podkit/sdk-core';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { users } from '../src/modules/users/schema.js';
import { clientFor } from './cart-fixtures.js';
import { startGoogleOAuthFake, type GoogleOAuthFake } from './fakes/google-oauth.js';
import { startTestServer, type TestServer } from './harness.js';
import {
  createUser,
  defaultSiteId,
  latestMailCode,
  latestSmsCode,
  signIn,
} from './support/accounts.js';
import { callApi } from './support/api.js';

let server: TestServer;
let db: Db;
let siteId: number;
let google: GoogleOAuthFake;

beforeAll(async () => {
  google = await startGoogleOAuthFake();
  server = await startTestServer({ env: google.env });
  db = server.database.db;
  siteId = await defaultSiteId(db);
});
afterAll(async () => {
  await server?.close();
  await google?.close();
});

const publicCall = <T>(url: string, payload?: unknown) =>
  callApi<T>(server.app, 'POST', `/req${url}`, { payload });

let n = 0;
async function account() {
  n += 1;
  const username = `bind_${n}_${Date.now() % 100000}`;
  const phone = `137${String(Date.now() + n).slice(-8)}`;
  const user = await createUser(db, { siteId, username, password: 'bindlogin123', phone });
  const call = clientFor(server.app, await signIn(server.app, username, 'bindlogin123'));
  return { user, phone, call };
}

/** Where the consent page sends the browser back, read from the authorize URL as a browser would. */
function consent(authorizeUrl: string) {
  const url = new URL(authorizeUrl);
  return {
    code: google.issueCode(url.searchParams.get('redirect_uri')!),
    state: url.searchParams.get('state')!,
    redirectUri: url.searchParams.get('redirect_uri')!,
  };
}

describe('bindLogin (绑定登录)', () => {
  it('signs in with a code to the bound e-mail or phone; unbinds the phone and its code sign-in ends', async () => {
    const { user, phone, call } = await account();
    // Bound through 账户安全's code route (account-security.test.ts); a code to the address then
    // waits a minute, so the address is set here.
    const email = `bind${Date.now()}@example.com`;
    await db.update(users).set({ email }).where(eq(users.id, user.id));

    let overview = (await call<BindLoginOverview>('GET', '/distribution/user/bindLogin')).data;
    expect(overview.methods.filter((m) => m.bound).map((m) => m.method)).toEqual([
      'password',
      'phone',
      'email',
    ]);

    expect(
      (await publicCall('/api/auth/loginCode', { account: email.toUpperCase() })).status_code,
    ).toBe(200);
    const wrong = await publicCall('/api/auth/login/code', { account: email, code: '000000' });
    expect(wrong.status_code).toBe(422);
    const byMail = await publicCall<SessionToken>('/api/auth/login/code', {
      account: email,
      code: await latestMailCode(db, siteId, email),
    });
    expect(byMail.status_code, byMail.msg).toBe(200);
    expect(byMail.data.token).toMatch(/.{20,}/);

    expect((await publicCall('/api/auth/loginCode', { account: phone })).status_code).toBe(200);
    const byPhone = await publicCall<SessionToken>('/api/auth/login/code', {
      account: phone,
      code: await latestSmsCode(db, siteId, phone),
    });
    expect(byPhone.status_code, byPhone.msg).toBe(200);

    const unbound = await call<BindLoginOverview>('DELETE', '/distribution/user/bindLogin/phone');
    expect(unbound.status_code, unbound.msg).toBe(200);
    expect(unbound.data.methods.find((m) => m.method === 'phone')!.bound).toBe(false);
    const gone = await publicCall('/api/auth/loginCode', { account: phone });
    expect(gone).toMatchObject({ status_code: 422, msg: '该手机号未绑定本站账号' });
    const again = await call('DELETE', '/distribution/user/bindLogin/phone');
    expect(again).toMatchObject({ status_code: 422, msg: '尚未绑定手机号 + 验证码' });
    overview = (await call<BindLoginOverview>('GET', '/distribution/user/bindLogin')).data;
    expect(overview.bound_count).toBe(2);
    expect((await publicCall('/api/auth/loginCode', { account: 'not a phone' })).msg).toBe(
      '请输入已绑定的手机号或邮箱',
    );
  });

  it('binds Google through the provider (state checked, code exchanged) to one account only, then signs in with it', async () => {
    const first = await account();
    const second = await account();
    google.signedIn = { sub: `sub-${Date.now()}`, name: '谷歌用户', email: 'g@gmail.test' };

    const start = await first.call<{ authorize_url: string }>(
      'POST',
      '/distribution/user/bindLogin/google',
    );
    expect(start.status_code, start.msg).toBe(200);
    const authorize = new URL(start.data.authorize_url);
    expect(authorize.origin + authorize.pathname).toBe(google.env.GOOGLE_AUTH_URL);
    expect(authorize.searchParams.get('redirect_uri')).toMatch(/\/setting\/bindLogin$/);
    const back = consent(start.data.authorize_url);

    // A forged or someone else's state is refused; so is the right one a second time.
    const forged = await first.call('POST', '/distribution/user/bindLogin/callback', {
      code: back.code,
      state: 'forged',
    });
    expect(forged).toMatchObject({ status_code: 422, msg: '授权已过期或无效，请重新发起' });
    const stolen = await second.call('POST', '/distribution/user/bindLogin/callback', back);
    expect(stolen.msg).toBe('授权已过期或无效，请重新发起');
    const done = await first.call<BindLoginOverview>(
      'POST',
      '/distribution/user/bindLogin/callback',
      {
        code: back.code,
        state: back.state,
      },
    );
    expect(done.status_code, done.msg).toBe(200);
    expect(done.data.methods.find((m) => m.method === 'google')).toMatchObject({
      bound: true,
      detail: '谷歌用户',
    });
    const replay = await first.call('POST', '/distribution/user/bindLogin/callback', {
      code: back.code,
      state: back.state,
    });
    expect(replay.msg).toBe('授权已过期或无效，请重新发起');

    // The same Google identity cannot join a second account.
    const other = await second.call<{ authorize_url: string }>(
      'POST',
      '/distribution/user/bindLogin/google',
    );
    const taken = await second.call(
      'POST',
      '/distribution/user/bindLogin/callback',
      consent(other.data.authorize_url),
    );
    expect(taken).toMatchObject({
      status_code: 409,
      msg: '该Google账号已绑定本站其他账号，请先在那个账号解绑',
    });

    // Sign in with Google: the bound account's session.
    const login = await publicCall<{ authorize_url: string }>('/api/auth/oauth/google');
    expect(new URL(login.data.authorize_url).searchParams.get('redirect_uri')).toMatch(
      /\/user\/login$/,
    );
    const signedIn = await publicCall<SessionToken>(
      '/api/auth/oauth/login',
      consent(login.data.authorize_url),
    );
    expect(signedIn.status_code, signedIn.msg).toBe(200);
    const me = await clientFor(server.app, signedIn.data.token)<{ id: number }>(
      'GET',
      '/distribution/user',
    );
    expect(me.data.id).toBe(first.user.id);

    // Unbound: Google no longer signs in.
    expect((await first.call('DELETE', '/distribution/user/bindLogin/google')).status_code).toBe(
      200,
    );
    const afterUnbind = await publicCall<{ authorize_url: string }>('/api/auth/oauth/google');
    const refused = await publicCall(
      '/api/auth/oauth/login',
      consent(afterUnbind.data.authorize_url),
    );
    expect(refused.status_code).toBe(422);
    expect(refused.msg).toContain('该Google账号尚未绑定本站账号');
    const wechat = await publicCall('/api/auth/oauth/wechat');
    expect(wechat).toMatchObject({ status_code: 422, msg: '未开通微信登录' });
  });
});
