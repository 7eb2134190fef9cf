import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { closedPortOrigin, envelope, serve, type Served } from '../../test/serve';
import { ApiError } from '../errors/api-error';
import { createMemoryNotifier } from '../notifier/memory-notifier';
import { createMemoryStorage } from '../token/key-value-storage';
import { createTokenStore } from '../token/token-store';
import { CATALOGUE_TEXT } from './catalogue';
import { createClient, type ClientOptions } from './client';

let server: Served;
const seenAuthorization: Array<string | undefined> = [];

beforeAll(async () => {
  server = await serve((app) => {
    app.get('/req/ok', async () => ({ ...envelope({ id: 7 }, '查询成功') }));
    app.get('/req/echo-auth', async (request) => {
      seenAuthorization.push(request.headers.authorization);
      return envelope({ authorization: request.headers.authorization ?? null });
    });
    app.post('/req/save', async (request) => envelope({ received: request.body }, '保存成功'));
    app.put('/req/save-with-time', async () => ({ ...envelope(null, '已更新'), time: 3 }));
    app.post('/req/blank-msg', async () => envelope({ ok: true }, '   '));
    app.delete('/req/remove', async () => envelope(null, '已删除'));
    app.post('/req/distribution/order/syncOrder', async () =>
      envelope({ queued: 12 }, '同步任务已提交'),
    );
    app.get('/req/business', async () =>
      envelope({ field: 'captcha_code' }, '请输入正确的图形验证码', 422),
    );
    app.get('/req/business-blank', async () => envelope(null, '', 409));
    app.get('/req/http-500', async (_request, reply) =>
      reply.code(500).send(envelope(null, '抱歉，服务器出错了', 500)),
    );
    app.get('/req/http-404', async (_request, reply) => reply.code(404).send('Not Found'));
    app.get('/req/http-201', async (_request, reply) => reply.code(201).send(envelope({ id: 1 })));
    app.get('/req/not-json', async (_request, reply) =>
      reply.type('text/html').send('<html>proxy error</html>'),
    );
    app.get('/req/forbidden', async (_request, reply) =>
      reply.code(403).send(envelope(null, '无权访问该店铺', 403)),
    );
    app.get('/req/unauthorized', async (_request, reply) =>
      reply.code(401).send(envelope(null, '请先登录', 401)),
    );
    app.get('/req/unauthorized-login-data', async (_request, reply) =>
      reply.code(401).send(envelope({ isLogin: true }, '用户名或密码错误', 401)),
    );
    app.get('/req/unauthorized-login-body', async (_request, reply) =>
      reply.code(401).send({ ...envelope(null, '登录已失效', 401), isLogin: 1 }),
    );
    app.get('/req/cut-off', (_request, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'application/json', 'content-length': '200' });
      reply.raw.write('{"status_code":200,"data":');
      setTimeout(() => reply.raw.destroy(), 20);
    });
    app.get('/req/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      return envelope(null);
    });
  });
});

afterAll(async () => {
  await server.close();
});

function setup(overrides: Partial<ClientOptions> = {}) {
  const storage = createMemoryStorage();
  const tokenStore = createTokenStore({ storage });
  const notifier = createMemoryNotifier();
  const reload = vi.fn();
  const onLogout = vi.fn();
  const scheduled: Array<{ run: () => void; ms: number; cancelled: boolean }> = [];
  const client = createClient({
    baseURL: `${server.origin}/req`,
    tokenStore,
    notifier,
    reload,
    onLogout,
    schedule: (run, ms) => {
      const entry = { run, ms, cancelled: false };
      scheduled.push(entry);
      return () => {
        entry.cancelled = true;
      };
    },
    ...overrides,
  });
  return { client, storage, tokenStore, notifier, reload, onLogout, scheduled };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to reject');
}

beforeEach(() => {
  seenAuthorization.length = 0;
});

describe('createClient: success', () => {
  it('resolves the envelope from request and the data from the verb helpers', async () => {
    const { client, notifier } = setup();
    await expect(client.request('/ok')).resolves.toEqual({
      status_code: 200,
      msg: '查询成功',
      data: { id: 7 },
    });
    await expect(client.get('/ok')).resolves.toEqual({ id: 7 });
    // A GET shows no toast even with a msg.
    expect(notifier.messages).toEqual([]);
  });

  it('sends the bearer token from the token store, and none without a token', async () => {
    const { client, tokenStore } = setup();
    await client.get('/echo-auth');
    tokenStore.set('tok-abc');
    await client.get('/echo-auth');
    expect(seenAuthorization).toEqual([undefined, 'Bearer tok-abc']);
  });

  it('shows a non-blank msg of a POST as a success toast for 1 s and sends the JSON body', async () => {
    const { client, notifier } = setup();
    await expect(client.post('/save', { name: '卫衣' })).resolves.toEqual({
      received: { name: '卫衣' },
    });
    expect(notifier.messages).toEqual([{ kind: 'success', text: '保存成功', durationSeconds: 1 }]);
  });

  it('uses the body time as the toast duration of a PUT', async () => {
    const { client, notifier } = setup();
    await client.put('/save-with-time', {});
    expect(notifier.messages).toEqual([{ kind: 'success', text: '已更新', durationSeconds: 3 }]);
  });

  it('shows nothing for a blank msg, or for a DELETE', async () => {
    const { client, notifier } = setup();
    await client.post('/blank-msg');
    await client.delete('/remove');
    expect(notifier.messages).toEqual([]);
  });

  it('shows the long sync text for 2 s on a path containing /order/syncOrder', async () => {
    const { client, notifier } = setup();
    await expect(client.post('/distribution/order/syncOrder', { store_id: 3 })).resolves.toEqual({
      queued: 12,
    });
    expect(notifier.messages).toEqual([
      {
        kind: 'success',
        text: '操作成功，订单同步中，数量较多时可能会有几分钟的传输延迟，请耐心等候。',
        durationSeconds: 2,
      },
    ]);
  });

  it('stays quiet with silent, and still resolves', async () => {
    const { client, notifier } = setup();
    await expect(client.post('/save', { a: 1 }, { silent: true })).resolves.toEqual({
      received: { a: 1 },
    });
    expect(notifier.messages).toEqual([]);
  });

  it('counts calls under way in $pending, leaving silent ones out', async () => {
    const { client } = setup();
    const seen: number[] = [];
    const unbind = client.$pending.listen((n) => seen.push(n));
    await Promise.all([client.get('/business').catch(() => null), client.post('/save', { a: 1 })]);
    await client.post('/save', { a: 2 }, { silent: true });
    unbind();
    expect(seen).toEqual([1, 2, 1, 0]);
    expect(client.$pending.get()).toBe(0);
  });
});

describe('createClient: error catalogue', () => {
  it('shows any other status_code msg as an error toast and rejects with a business ApiError', async () => {
    const { client, notifier } = setup();
    const error = await rejection(client.get('/business'));
    expect(error).toMatchObject({
      kind: 'business',
      status: 200,
      status_code: 422,
      msg: '请输入正确的图形验证码',
      message: '请输入正确的图形验证码',
      data: { field: 'captcha_code' },
      method: 'GET',
    });
    expect(error.url).toBe(`${server.origin}/req/business`);
    expect(notifier.messages).toEqual([
      { kind: 'error', text: '请输入正确的图形验证码', durationSeconds: 3 },
    ]);
  });

  it('still shows something when a failed status_code has a blank msg', async () => {
    const { client, notifier } = setup();
    const error = await rejection(client.get('/business-blank'));
    expect(error).toMatchObject({
      kind: 'business',
      status_code: 409,
      msg: CATALOGUE_TEXT.businessFallback,
    });
    expect(notifier.current?.text).toBe('操作失败');
  });

  it.each([
    ['/http-500', 500, 500],
    ['/http-404', 404, null],
    ['/http-201', 201, 200],
  ])('shows 网络错误 for 1 s on HTTP %s and rejects', async (path, status, statusCode) => {
    const { client, notifier } = setup();
    const error = await rejection(client.get(path));
    expect(error).toMatchObject({
      kind: 'network',
      status,
      status_code: statusCode,
      msg: '网络错误',
    });
    expect(notifier.messages).toEqual([{ kind: 'error', text: '网络错误', durationSeconds: 1 }]);
  });

  it('treats an HTTP 200 that is not an envelope as 网络错误', async () => {
    const { client, notifier } = setup();
    const error = await rejection(client.get('/not-json'));
    expect(error).toMatchObject({ kind: 'network', status: 200, status_code: null });
    expect(notifier.current).toEqual({ kind: 'error', text: '网络错误', durationSeconds: 1 });
  });

  it('shows 网络错误 when nothing answers, with the cause attached', async () => {
    const { client, notifier } = setup({ baseURL: `${await closedPortOrigin()}/req` });
    const error = await rejection(client.get('/ok'));
    expect(error).toMatchObject({ kind: 'network', status: 0, status_code: null, msg: '网络错误' });
    expect(error.cause).toBeInstanceOf(Error);
    expect(notifier.messages).toEqual([{ kind: 'error', text: '网络错误', durationSeconds: 1 }]);
  });

  it('rejects with 网络错误 when the answer is cut off after its headers', async () => {
    const { client, notifier } = setup();
    const error = await rejection(client.get('/cut-off'));
    expect(error).toMatchObject({ kind: 'network', status: 0, status_code: null, msg: '网络错误' });
    expect(error.cause).toBeInstanceOf(Error);
    expect(notifier.messages).toEqual([{ kind: 'error', text: '网络错误', durationSeconds: 1 }]);
  });

  it('shows 网络错误 on a timeout', async () => {
    const { client, notifier } = setup();
    const error = await rejection(client.get('/slow', { timeout: 50 }));
    expect(error.kind).toBe('network');
    expect(notifier.current?.text).toBe('网络错误');
  });

  it('shows nothing when the caller aborts, and rejects as aborted', async () => {
    const { client, notifier } = setup();
    const controller = new AbortController();
    const pending = client.get('/slow', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const error = await rejection(pending);
    expect(error.kind).toBe('aborted');
    expect(notifier.messages).toEqual([]);
  });

  it('shows a Forbidden notification with the server message on 403 and rejects', async () => {
    const { client, notifier, tokenStore, reload } = setup();
    tokenStore.set('tok');
    const error = await rejection(client.get('/forbidden'));
    expect(error).toMatchObject({
      kind: 'forbidden',
      status: 403,
      status_code: 403,
      msg: '无权访问该店铺',
    });
    expect(notifier.notifications).toEqual([
      { kind: 'error', title: 'Forbidden', description: '无权访问该店铺' },
    ]);
    expect(notifier.messages).toEqual([]);
    expect(tokenStore.get()).toBe('tok');
    expect(reload).not.toHaveBeenCalled();
  });

  it('on 401 with a token: notifies, clears token and agreement, and reloads after 1.5 s', async () => {
    const { client, notifier, tokenStore, storage, reload, onLogout, scheduled } = setup();
    tokenStore.set('expired-on-server');
    storage.setItem('agreement', '1');
    const error = await rejection(client.get('/unauthorized'));
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401, msg: '请先登录' });
    expect(notifier.notifications).toEqual([
      { kind: 'error', title: 'Unauthorized', description: 'Authorization verification failed' },
    ]);
    expect(tokenStore.get()).toBeNull();
    expect(storage.getItem('agreement')).toBeNull();
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(scheduled.map((entry) => entry.ms)).toEqual([1500]);
    expect(reload).not.toHaveBeenCalled();
    scheduled[0]?.run();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads once when several calls get 401 together', async () => {
    const { client, tokenStore, reload, scheduled } = setup();
    tokenStore.set('tok');
    await Promise.allSettled([
      client.get('/unauthorized'),
      client.get('/unauthorized'),
      client.get('/unauthorized'),
    ]);
    expect(scheduled).toHaveLength(1);
    scheduled[0]?.run();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('on 401 without a token: notifies but neither logs out nor reloads', async () => {
    const { client, notifier, reload, onLogout, scheduled } = setup();
    const error = await rejection(client.get('/unauthorized'));
    expect(error.kind).toBe('unauthorized');
    expect(notifier.notifications).toHaveLength(1);
    expect(scheduled).toEqual([]);
    expect(onLogout).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it.each(['/unauthorized-login-data', '/unauthorized-login-body'])(
    'on 401 whose result says isLogin (%s): rejects without notification or logout',
    async (path) => {
      const { client, notifier, tokenStore, scheduled, reload } = setup();
      tokenStore.set('tok');
      const error = await rejection(client.get(path));
      expect(error).toMatchObject({ kind: 'unauthorized', status: 401 });
      expect(notifier.notifications).toEqual([]);
      expect(notifier.messages).toEqual([]);
      expect(tokenStore.get()).toBe('tok');
      expect(scheduled).toEqual([]);
      expect(reload).not.toHaveBeenCalled();
    },
  );

  it('silences the 401 notification with silent but still ends the session', async () => {
    const { client, notifier, tokenStore, scheduled } = setup();
    tokenStore.set('tok');
    await rejection(client.get('/unauthorized', { silent: true }));
    expect(notifier.notifications).toEqual([]);
    expect(tokenStore.get()).toBeNull();
    expect(scheduled).toHaveLength(1);
  });
});

describe('createClient: default timer', () => {
  it('reloads 1500 ms after a 401 with the default setTimeout (fake timers)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const tokenStore = createTokenStore({ storage: createMemoryStorage() });
      const reload = vi.fn();
      const client = createClient({
        baseURL: `${server.origin}/req`,
        tokenStore,
        notifier: createMemoryNotifier(),
        reload,
      });
      tokenStore.set('tok');
      await rejection(client.get('/unauthorized'));
      vi.advanceTimersByTime(1499);
      expect(reload).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('createClient: endSession', () => {
  it('an immediate end replaces a pending delayed reload', () => {
    const { client, reload, scheduled } = setup();
    client.endSession(1500);
    client.endSession();
    expect(scheduled[0]?.cancelled).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
