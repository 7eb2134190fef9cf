import { describe, expect, inject, it } from 'vitest';

const baseUrl = inject('baseUrl');

async function post(path: string, body: unknown, token?: string) {
  const res = await fetch(`${baseUrl}/req${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

describe('the built platform on a fresh data folder', () => {
  it('serves the portal at / and client routes through the history fallback', async () => {
    for (const path of ['/', '/user/login', '/views/main', '/no/such/page']) {
      const res = await fetch(`${baseUrl}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('signs the demo reseller in and answers who it is', async () => {
    const login = await post('/api/auth/login', { username: 'demo', password: 'demo123456' });
    expect(login.status).toBe(200);
    expect(login.body.status_code).toBe(200);
    expect(login.body.data.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    const me = await fetch(`${baseUrl}/req/distribution/user`, {
      headers: { authorization: `Bearer ${login.body.data.token}` },
    });
    const body = await me.json();
    expect(body.data.username).toBe('demo');
    expect(body.data.balance).toBe('0.00');
  });

  it('refuses a wrong password with the envelope and a Chinese message', async () => {
    const login = await post('/api/auth/login', { username: 'demo', password: 'wrong-password1' });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ status_code: 400, msg: '用户名或密码错误' });
  });

  it('names the missing field in Chinese instead of failing', async () => {
    const login = await post('/api/auth/login', { username: 'demo' });
    expect(login.status).toBe(200);
    expect(login.body.status_code).toBe(422);
    expect(login.body.msg).toContain('password');
  });
});
