import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Client, EmbedSessionToken, SiteConfig } from '@podkit/sdk-core';
import { createMemoryNotifier } from '@podkit/sdk-core';
import { createEmbedSession, RENEW_BEFORE_MS } from './embed-session';

const MINUTE = 60_000;

function sessionFor(minutes: number, token: string): EmbedSessionToken {
  return { token, expires_at: new Date(Date.now() + minutes * MINUTE).toISOString() };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('createEmbedSession', () => {
  it('signs in once for every widget and keeps the token in memory only', async () => {
    const obtain = vi.fn(async () => sessionFor(30, 'first'));
    const session = createEmbedSession('https://site.example/req', obtain);
    await Promise.all([session.ready(), session.ready()]);
    expect(obtain).toHaveBeenCalledOnce();
    const client = session.client(createMemoryNotifier());
    expect(client.tokenStore.get()).toBe('first');
    expect(client.baseURL).toBe('https://site.example/req');
    expect(globalThis.localStorage?.getItem('access_token') ?? null).toBeNull();
    session.dispose();
  });

  it("takes the site's config from the sign-in that brings it, without asking for it", async () => {
    const config = { domain_name: '演示站', time_zone: 'Asia/Shanghai' } as SiteConfig;
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const session = createEmbedSession(
      'https://site.example/req',
      async () => ({ ...sessionFor(30, 'first'), config }),
      true,
    );
    const [, answered] = await Promise.all([session.ready(), session.siteConfig()]);
    expect(answered).toBe(config);
    expect(fetch).not.toHaveBeenCalled();
    session.dispose();
  });

  it('renews a minute before the session ends', async () => {
    const tokens = ['first', 'second'];
    const obtain = vi.fn(async () => sessionFor(30, tokens.shift()!));
    const session = createEmbedSession('https://site.example/req', obtain);
    await session.ready();
    const client = session.client(createMemoryNotifier());
    await vi.advanceTimersByTimeAsync(30 * MINUTE - RENEW_BEFORE_MS - 1);
    expect(obtain).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(1);
    expect(obtain).toHaveBeenCalledTimes(2);
    expect(client.tokenStore.get()).toBe('second');
    session.dispose();
  });

  it('signs in again after a 401 instead of reloading the partner page', async () => {
    const tokens = ['first', 'second'];
    const obtain = vi.fn(async (_client: Client) => sessionFor(30, tokens.shift()!));
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ status_code: 401, msg: '登录已失效', data: null }), {
          status: 401,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const session = createEmbedSession('https://site.example/req', obtain);
    await session.ready();
    const client = session.client(createMemoryNotifier());
    await expect(client.get('/distribution/user')).rejects.toMatchObject({ kind: 'unauthorized' });
    await vi.waitFor(() => expect(obtain).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(client.tokenStore.get()).toBe('second'));
    session.dispose();
  });

  it('reports a first sign-in that fails', async () => {
    const session = createEmbedSession('https://site.example/req', async () => {
      throw new Error('嵌入授权码无效、已使用或已过期');
    });
    await expect(session.ready()).rejects.toThrow('嵌入授权码无效、已使用或已过期');
  });
});
