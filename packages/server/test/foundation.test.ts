import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDbKind, type TestServer } from './harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe(`server foundation on ${testDbKind}`, () => {
  it('answers health with the envelope once migrated', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/req/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status_code: 200, msg: '', data: { status: 'ready' } });
  });

  it('serves the site config of the default site to any host name', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/req/api/frontend/getConfigDdata',
      headers: { host: 'shop.example.test' },
    });
    const body = res.json();
    expect(body.status_code).toBe(200);
    expect(body.data.domain_name).toBe('podkit.local');
    expect(body.data.customer_phone).toBe('400-800-8888');
  });

  it('answers an unknown API path with a 404 envelope naming it', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/req/nope?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status_code: 404, msg: '接口不存在：GET /req/nope', data: null });
  });

  it('answers malformed JSON with a Chinese envelope, not a 500', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/req/api/frontend/getConfigDdata',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status_code: 400, msg: '请求内容不是有效的 JSON' });
  });

  it('publishes the OpenAPI document at /req/docs', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/req/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/req/health');
  });
});

describe(`database data errors on ${testDbKind}`, () => {
  it('answers an id past the integer range with 422, not a 500', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/req/frontend/systemNotice/99999999999999999999',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status_code: 422,
      msg: '请求参数超出允许范围或格式不正确',
      data: null,
    });
  });
});
