import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BindLoginOverview, SessionToken } from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import { clientFor } from './cart-fixtures.js';
import { startWeChatOAuthFake, type WeChatOAuthFake } from './fakes/wechat-oauth.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { createUser, defaultSiteId, signIn } from './support/accounts.js';
import { callApi } from './support/api.js';

let server: TestServer;
let db: Db;
let siteId: number;
let wechat: WeChatOAuthFake;

beforeAll(async () => {
  wechat = await startWeChatOAuthFake();
  server = await startTestServer({ env: wechat.env });
  db = server.database.db;
  siteId = await defaultSiteId(db);
});
afterAll(async () => {
  await server?.close();
  await wechat?.close();
});

const publicCall = <T>(url: string, payload?: unknown) =>
  callApi<T>(server.app, 'POST', `/req${url}`, { payload });

let n = 0;
async function account() {
  n += 1;
  const username = `wx_${n}_${Date.now() % 100000}`;
  await createUser(db, { siteId, username, password: 'wechat12345' });
  const token = await signIn(server.app, username, 'wechat12345');
  const me = await clientFor(server.app, token)<{ id: number }>('GET', '/distribution/user');
  return { id: me.data.id, call: clientFor(server.app, token) };
}

/**
 * What the browser does with the QR page's address: it opens it (the fragment stays in the
 * browser), the person scans and confirms, and WeChat sends the browser back with code and state.
 */
async function scanAndConfirm(authorizeUrl: string) {
  expect(authorizeUrl.endsWith('#wechat_redirect')).toBe(true);
  const res = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(res.status, await res.clone().text()).toBe(302);
  const back = new URL(res.headers.get('location')!);
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
}

describe(`bindLogin with WeChat (网站应用微信登录) on ${testDbKind}`, () => {
  it('binds WeChat through its QR page and token calls, then signs in with it', async () => {
    const me = await account();
    wechat.scanner = {
      openid: `oWx${Date.now()}`,
      unionid: `uWx${Date.now()}`,
      nickname: '小王',
    };
    const start = await me.call<{ authorize_url: string }>(
      'POST',
      '/distribution/user/bindLogin/wechat',
    );
    expect(start.status_code, start.msg).toBe(200);
    const authorize = new URL(start.data.authorize_url);
    expect(authorize.origin + authorize.pathname).toBe(wechat.env.WECHAT_CONNECT_URL);
    expect(authorize.searchParams.get('scope')).toBe('snsapi_login');
    expect(authorize.searchParams.get('redirect_uri')).toMatch(/\/setting\/bindLogin$/);

    const done = await me.call<BindLoginOverview>(
      'POST',
      '/distribution/user/bindLogin/callback',
      await scanAndConfirm(start.data.authorize_url),
    );
    expect(done.status_code, done.msg).toBe(200);
    expect(done.data.methods.find((m) => m.method === 'wechat')).toMatchObject({
      bound: true,
      detail: '小王',
    });

    // Signing in: the same person (same unionid), even with another openid, is the bound account.
    wechat.scanner = { ...wechat.scanner, openid: `oOther${Date.now()}` };
    const login = await publicCall<{ authorize_url: string }>('/api/auth/oauth/wechat');
    expect(login.status_code, login.msg).toBe(200);
    const signedIn = await publicCall<SessionToken>(
      '/api/auth/oauth/login',
      await scanAndConfirm(login.data.authorize_url),
    );
    expect(signedIn.status_code, signedIn.msg).toBe(200);
    const who = await clientFor(server.app, signedIn.data.token)<{ id: number }>(
      'GET',
      '/distribution/user',
    );
    expect(who.data.id).toBe(me.id);
  });

  it("answers WeChat's refusal of a used code in Chinese, and a stranger's scan is not signed in", async () => {
    wechat.scanner = { openid: `oNew${Date.now()}`, unionid: null, nickname: '陌生人' };
    const login = await publicCall<{ authorize_url: string }>('/api/auth/oauth/wechat');
    const back = await scanAndConfirm(login.data.authorize_url);
    const refused = await publicCall('/api/auth/oauth/login', back);
    expect(refused.status_code).toBe(422);
    expect(refused.msg).toContain('该微信账号尚未绑定本站账号');

    // The code was used up by that call: WeChat answers errcode 40029.
    const again = await publicCall<{ authorize_url: string }>('/api/auth/oauth/wechat');
    const state = new URL(again.data.authorize_url).searchParams.get('state')!;
    const reused = await publicCall('/api/auth/oauth/login', { code: back.code, state });
    expect(reused.status_code).toBe(502);
    expect(reused.msg).toMatch(/^微信登录失败：invalid code/);
  });
});
