import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedCodes, partnerApiKeys } from '../src/modules/embed/schema.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { bearer, signIn } from './support/accounts.js';

const PARTNER = 'https://partner.example';
let server: TestServer;
let resellerToken: string;

let operatorToken: string;

beforeAll(async () => {
  server = await startTestServer();
  resellerToken = await signIn(server.app, 'demo', 'demo123456');
  operatorToken = await signIn(server.app, 'operator', 'operator123456');
  await allowOnSite([PARTNER, 'https://evil.example']);
});

/** The site's allow-list of embed origins (site settings). */
async function allowOnSite(origins: string[]) {
  const res = await server.app.inject({
    method: 'PUT',
    url: '/req/admin/site',
    payload: { embed_origins: origins },
    headers: bearer(operatorToken),
  });
  expect(res.json().status_code).toBe(200);
}
afterAll(async () => {
  await server?.close();
});

async function call(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
) {
  const res = await server.app.inject({
    method,
    url: `/req${url}`,
    payload: options.body as object,
    headers: options.headers,
  });
  return { http: res.statusCode, ...res.json() };
}

async function newKey(origins = [PARTNER]) {
  const created = await call('POST', '/distribution/partnerKey', {
    body: { name: '独立站', allowed_origins: origins },
    headers: bearer(resellerToken),
  });
  expect(created.status_code).toBe(200);
  return created.data as { id: number; key: string };
}

const askCode = (key: string, origin = PARTNER) =>
  call('POST', '/embed/code', { body: { origin }, headers: { 'x-podkit-key': key } });
/** `origin` null sends no Origin header. */
const exchange = (code: string, origin: string | null = PARTNER) =>
  call('POST', '/embed/session', { body: { code }, headers: origin ? { origin } : {} });

/** A portal page framed by the partner exchanges from the site's own origin, naming its parent. */
const exchangeInFrame = (code: string, parentOrigin: string, origin = 'http://localhost:8080') =>
  call('POST', '/embed/session', {
    body: { code, parent_origin: parentOrigin },
    headers: { origin, host: 'localhost:8080' },
  });

describe(`partner embeds on ${testDbKind}`, () => {
  it('signs a partner page in: key → one-time code → short session for the key owner', async () => {
    const { key } = await newKey();
    const code = await askCode(key);
    expect(code.data.expires_in).toBe(60);
    const session = await exchange(code.data.code);
    expect(session.status_code).toBe(200);
    const expiresInMs = new Date(session.data.expires_at).getTime() - Date.now();
    expect(expiresInMs).toBeLessThanOrEqual(30 * 60_000);
    const me = await call('GET', '/distribution/user', { headers: bearer(session.data.token) });
    expect(me.data.username).toBe('demo');
    // The widget's first paint needs the site's config: it comes with the session.
    const config = await call('POST', '/api/frontend/getConfigDdata');
    expect(session.data.config).toEqual(config.data);
    expect(session.data.config.domain_name).toBeTruthy();
  });

  it('keeps only a hash of the key and shows it only at creation', async () => {
    const { id, key } = await newKey();
    const [row] = await server.database.db
      .select()
      .from(partnerApiKeys)
      .where(eq(partnerApiKeys.id, id));
    expect(JSON.stringify(row)).not.toContain(key);
    const list = await call('GET', '/distribution/partnerKey', { headers: bearer(resellerToken) });
    expect(JSON.stringify(list.data)).not.toContain(key);
    expect(list.data.find((k: { id: number }) => k.id === id).key_prefix).toBe(key.slice(0, 10));
  });

  it('refuses a replayed code', async () => {
    const { key } = await newKey();
    const code = (await askCode(key)).data.code;
    expect((await exchange(code)).status_code).toBe(200);
    expect(await exchange(code)).toMatchObject({
      http: 401,
      msg: '嵌入授权码无效、已使用或已过期',
    });
  });

  it('refuses an expired code', async () => {
    const { key } = await newKey();
    const code = (await askCode(key)).data.code;
    await server.database.db
      .update(embedCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await exchange(code)).http).toBe(401);
  });

  it('refuses a page origin the key does not allow, and a code used from another origin', async () => {
    const { key } = await newKey();
    expect(await askCode(key, 'https://evil.example')).toMatchObject({
      http: 403,
      msg: '来源 https://evil.example 不在该密钥允许的嵌入来源中',
    });
    const code = (await askCode(key)).data.code;
    expect((await exchange(code, 'https://evil.example')).http).toBe(401);
    expect(await exchange(code, null)).toMatchObject({
      http: 403,
      msg: '缺少请求来源，无法验证嵌入页面',
    });
  });

  it('stops a revoked key from issuing codes or sessions', async () => {
    const { id, key } = await newKey();
    const pending = (await askCode(key)).data.code;
    const revoked = await call('DELETE', `/distribution/partnerKey/${id}`, {
      headers: bearer(resellerToken),
    });
    expect(revoked.msg).toBe('密钥已撤销');
    expect((await askCode(key)).http).toBe(401);
    expect((await exchange(pending)).http).toBe(401);
  });

  it("refuses a malformed origin and another reseller's key id", async () => {
    const bad = await call('POST', '/distribution/partnerKey', {
      body: { name: 'x', allowed_origins: ['https://ok.example/path'] },
      headers: bearer(resellerToken),
    });
    expect(bad).toMatchObject({ http: 200, status_code: 422 });
    expect(bad.msg).toContain('嵌入来源');
    const operator = await signIn(server.app, 'operator', 'operator123456');
    const { id } = await newKey();
    const other = await call('DELETE', `/distribution/partnerKey/${id}`, {
      headers: bearer(operator),
    });
    expect(other).toMatchObject({ status_code: 404, msg: '密钥不存在' });
  });

  it('refuses an origin the key allows but the site does not, for codes and sessions', async () => {
    const { key } = await newKey([PARTNER, 'https://gone.example']);
    expect(await askCode(key, 'https://gone.example')).toMatchObject({
      http: 403,
      msg: '来源 https://gone.example 不在站点允许嵌入的来源中',
    });
    const code = (await askCode(key)).data.code;
    await allowOnSite(['https://evil.example']);
    try {
      expect(await exchange(code)).toMatchObject({
        http: 403,
        msg: `来源 ${PARTNER} 不在站点允许嵌入的来源中`,
      });
    } finally {
      await allowOnSite([PARTNER, 'https://evil.example']);
    }
    expect((await exchange(code)).status_code).toBe(200);
  });

  it('lets a framed portal page exchange a code for the parent it verified, only from its own origin', async () => {
    const { key } = await newKey();
    const code = (await askCode(key)).data.code;
    // Another origin cannot claim to be the parent: its own Origin is what counts.
    expect((await exchangeInFrame(code, PARTNER, 'https://evil.example')).http).toBe(401);
    expect((await exchangeInFrame(code, 'https://evil.example')).http).toBe(401);
    const session = await exchangeInFrame(code, PARTNER);
    expect(session.status_code).toBe(200);
  });

  it('exchanges a code sent as text/plain, the simple request podkit.js makes (no preflight)', async () => {
    const { key } = await newKey();
    const code = await askCode(key);
    const plain = (payload: string) =>
      server.app.inject({
        method: 'POST',
        url: '/req/embed/session',
        payload,
        headers: { origin: PARTNER, 'content-type': 'text/plain;charset=UTF-8' },
      });
    const garbled = await plain('{"code":');
    expect(garbled.json()).toMatchObject({ status_code: 400, msg: '请求内容不是有效的 JSON' });
    const session = await plain(JSON.stringify({ code: code.data.code }));
    expect(session.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(session.json().status_code).toBe(200);
    const me = await call('GET', '/distribution/user', {
      headers: bearer(session.json().data.token),
    });
    expect(me.data.username).toBe('demo');
    // The code stays single-use whichever way it came.
    expect((await plain(JSON.stringify({ code: code.data.code }))).json().status_code).toBe(401);
  });

  it('publishes the allow-list for the iframe handshake', async () => {
    const res = await call('GET', '/embed/origins');
    expect(res.data.origins).toEqual([PARTNER, 'https://evil.example']);
  });

  it('answers CORS only for allow-listed origins', async () => {
    const preflight = await server.app.inject({
      method: 'OPTIONS',
      url: '/req/embed/session',
      headers: {
        origin: PARTNER,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(preflight.headers['access-control-allow-headers']).toContain('authorization');
    const refused = await server.app.inject({
      method: 'OPTIONS',
      url: '/req/embed/session',
      headers: { origin: 'https://stranger.example', 'access-control-request-method': 'POST' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    const get = await server.app.inject({
      method: 'GET',
      url: '/req/embed/origins',
      headers: { origin: 'https://stranger.example' },
    });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
    const allowed = await server.app.inject({
      method: 'GET',
      url: '/req/embed/origins',
      headers: { origin: PARTNER },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(allowed.headers.vary).toContain('Origin');
  });
});
