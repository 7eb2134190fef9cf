import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDbKind, type TestServer } from './harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { SIGN_IN_RATE_PER_MINUTE: '3' } });
});
afterAll(async () => {
  await server?.close();
});

function captchaFrom(ip: string) {
  return server.app.inject({ method: 'GET', url: '/req/api/auth/captcha', remoteAddress: ip });
}

describe(`sign-in request limits on ${testDbKind}`, () => {
  it('counts requests per address with rate-limit headers, then refuses in the envelope', async () => {
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await captchaFrom('10.9.0.1'));
    expect(answers.slice(0, 3).map((res) => res.headers['x-ratelimit-remaining'])).toEqual([
      '2',
      '1',
      '0',
    ]);
    expect(answers[0]!.headers['x-ratelimit-limit']).toBe('3');
    const refused = answers[3]!;
    expect(refused.statusCode).toBe(200);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({
      status_code: 429,
      msg: expect.stringMatching(/^请求过于频繁，请 \d+ 秒后再试$/),
      data: null,
    });
    // Another address, and a route that is not a sign-in route, are not limited by it.
    expect((await captchaFrom('10.9.0.2')).json()).toMatchObject({ status_code: 200 });
    const health = await server.app.inject({
      method: 'GET',
      url: '/req/health',
      remoteAddress: '10.9.0.1',
    });
    expect(health.headers['x-ratelimit-limit']).toBeUndefined();
  });

  it('limits each sign-in route on its own', async () => {
    const login = () =>
      server.app.inject({
        method: 'POST',
        url: '/req/api/auth/login',
        payload: { username: 'demo', password: 'wrong-password' },
        remoteAddress: '10.9.0.3',
      });
    for (let i = 0; i < 3; i++) await captchaFrom('10.9.0.3');
    expect((await captchaFrom('10.9.0.3')).json().status_code).toBe(429);
    expect((await login()).json()).toMatchObject({ status_code: 400, msg: '用户名或密码错误' });
  });
});
