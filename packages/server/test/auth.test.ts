import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, type AuthDeps } from '../src/modules/auth/auth-service.js';
import { issueCaptcha } from '../src/modules/auth/captcha.js';
import { SESSION_TTL_MS, createSession } from '../src/modules/auth/session-token.js';
import { OutboxMailProvider } from '../src/modules/mail/provider.js';
import { OutboxSmsProvider } from '../src/modules/sms/provider.js';
import { loginFailures } from '../src/modules/auth/schema.js';
import { sites, type Site } from '../src/modules/sites/schema.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import {
  bearer,
  createSite,
  createUser,
  defaultSiteId,
  latestSmsCode,
  postLogin,
  signIn,
} from './support/accounts.js';

let server: TestServer;
let siteId: number;
beforeAll(async () => {
  server = await startTestServer();
  siteId = await defaultSiteId(server.database.db);
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.database.db;

async function userInfo(token: string, host?: string) {
  return server.app.inject({
    method: 'GET',
    url: '/req/distribution/user',
    headers: { ...bearer(token), ...(host ? { host } : {}) },
  });
}

async function post(
  url: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const res = await server.app.inject({ method: 'POST', url, payload, headers });
  return {
    http: res.statusCode,
    ...(res.json() as { status_code: number; msg: string; data: unknown }),
  };
}

async function loadSite(): Promise<Site> {
  const [site] = await db().select().from(sites).where(eq(sites.id, siteId));
  if (!site) throw new Error('site vanished');
  return site;
}

describe(`auth on ${testDbKind}`, () => {
  it('signs in by user name and by phone with a 7-day token', async () => {
    const byName = await postLogin(server.app, { username: 'demo', password: 'demo123456' });
    expect(byName).toMatchObject({ http: 200, status_code: 200 });
    const expiresIn = new Date(byName.data!.expires_at).getTime() - Date.now();
    expect(Math.abs(expiresIn - SESSION_TTL_MS)).toBeLessThan(60_000);

    const byPhone = await postLogin(server.app, {
      username: '13800138000',
      password: 'demo123456',
    });
    expect(byPhone.status_code).toBe(200);
    expect(byPhone.data!.token).not.toBe(byName.data!.token);

    const me = await userInfo(byPhone.data!.token);
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({
      username: 'demo',
      phone: '138****8000',
      role: 'reseller',
    });
  });

  it('answers a wrong password and an unknown user alike, with status_code 400', async () => {
    const wrong = await postLogin(
      server.app,
      { username: 'demo', password: 'nope12345' },
      { ip: '10.9.0.1' },
    );
    expect(wrong).toMatchObject({
      http: 200,
      status_code: 400,
      msg: '用户名或密码错误',
      data: null,
    });
    const unknown = await postLogin(
      server.app,
      { username: 'ghost', password: 'nope12345' },
      { ip: '10.9.0.1' },
    );
    expect(unknown).toMatchObject({ http: 200, status_code: 400, msg: '用户名或密码错误' });
  });

  it('registers with a phone code read from the SMS outbox, and signs in at once', async () => {
    const phone = '13900001111';
    const sent = await post('/req/api/frontend/phoneCode', { phone, scene: 'register' });
    expect(sent).toMatchObject({
      status_code: 200,
      msg: '验证码已发送',
      data: { expires_in: 300 },
    });

    const code = await latestSmsCode(db(), siteId, phone);
    const registered = await post('/req/api/auth/register', {
      username: '新用户_01',
      phone,
      password: 'secret123',
      code,
      agreement: true,
    });
    expect(registered.status_code, registered.msg).toBe(200);
    const token = (registered.data as { token: string }).token;
    const me = (await userInfo(token)).json().data;
    expect(me).toMatchObject({
      username: '新用户_01',
      phone: '139****1111',
      level_name: '普通会员',
      balance: '0.00',
    });

    const again = await postLogin(server.app, { username: '新用户_01', password: 'secret123' });
    expect(again.status_code).toBe(200);
  });

  it('refuses a second registration with a taken user name or phone', async () => {
    const phone = '13900002222';
    await post('/req/api/frontend/phoneCode', { phone, scene: 'register' });
    const code = await latestSmsCode(db(), siteId, phone);
    const takenName = await post('/req/api/auth/register', {
      username: 'DEMO',
      phone,
      password: 'secret123',
      code,
      agreement: true,
    });
    expect(takenName).toMatchObject({ status_code: 409, msg: '该用户名已被注册' });

    const takenPhone = await post('/req/api/frontend/phoneCode', {
      phone: '13800138000',
      scene: 'register',
    });
    expect(takenPhone).toMatchObject({ status_code: 409, msg: '该手机号已注册，请直接登录' });
  });

  it('wants the agreement accepted and a code that was really sent', async () => {
    const phone = '13900003333';
    await post('/req/api/frontend/phoneCode', { phone, scene: 'register' });
    const code = await latestSmsCode(db(), siteId, phone);
    const base = { username: 'agree_test', phone, password: 'secret123' };
    expect(await post('/req/api/auth/register', { ...base, code, agreement: false })).toMatchObject(
      {
        status_code: 422,
        msg: '请先阅读并同意用户协议',
      },
    );
    const otherCode = code === '000000' ? '111111' : '000000';
    expect(
      await post('/req/api/auth/register', { ...base, code: otherCode, agreement: true }),
    ).toMatchObject({
      status_code: 422,
      msg: '验证码错误，还可尝试 4 次',
    });
    expect(
      (await post('/req/api/auth/register', { ...base, code, agreement: true })).status_code,
    ).toBe(200);
    // A code works once.
    expect(
      await post('/req/api/auth/register', {
        ...base,
        username: 'agree_test2',
        code,
        agreement: true,
      }),
    ).toMatchObject({ status_code: 409 });
  });

  it('sends at most one code per phone per minute', async () => {
    const phone = '13900004444';
    expect(
      (await post('/req/api/frontend/phoneCode', { phone, scene: 'register' })).status_code,
    ).toBe(200);
    const second = await post('/req/api/frontend/phoneCode', { phone, scene: 'register' });
    expect(second.status_code).toBe(429);
    expect(second.msg).toMatch(/^验证码发送过于频繁，请 \d+ 秒后再试$/);
  });

  it('gives up on a code after 5 wrong tries', async () => {
    const phone = '13900005555';
    await post('/req/api/frontend/phoneCode', { phone, scene: 'register' });
    const code = await latestSmsCode(db(), siteId, phone);
    const wrong = code === '123456' ? '654321' : '123456';
    const body = { username: 'five_tries', phone, password: 'secret123', agreement: true };
    for (let i = 0; i < 5; i++) await post('/req/api/auth/register', { ...body, code: wrong });
    expect(await post('/req/api/auth/register', { ...body, code })).toMatchObject({
      status_code: 422,
      msg: '验证码错误次数过多，请重新获取',
    });
  });

  it('asks for the captcha once the site turns man-machine verification on', async () => {
    await db().update(sites).set({ skipManMachineVerify: false }).where(eq(sites.id, siteId));
    try {
      const skip = await server.app.inject({
        method: 'GET',
        url: '/req/frontend/systemConfig/skipManMachineVerify',
      });
      expect(skip.json().data).toEqual({ skip: false });

      const without = await postLogin(server.app, { username: 'demo', password: 'demo123456' });
      expect(without).toMatchObject({ status_code: 422, msg: '请输入正确的图形验证码' });

      const served = (
        await server.app.inject({ method: 'GET', url: '/req/api/auth/captcha' })
      ).json();
      expect(served.status_code).toBe(200);
      expect(served.data.image).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(Buffer.from(served.data.image.split(',')[1], 'base64').toString()).toContain('<svg');
      const wrong = await postLogin(server.app, {
        username: 'demo',
        password: 'demo123456',
        captcha_key: served.data.captcha_key,
        captcha_code: 'zzzz',
      });
      expect(wrong).toMatchObject({ status_code: 422, msg: '请输入正确的图形验证码' });

      const captcha = await issueCaptcha(db(), siteId, new Date());
      const withCaptcha = {
        username: 'demo',
        password: 'demo123456',
        captcha_key: captcha.captchaKey,
      };
      const right = await postLogin(server.app, {
        ...withCaptcha,
        captcha_code: captcha.answer.toUpperCase(),
      });
      expect(right.status_code, right.msg).toBe(200);
      // One captcha, one try.
      const reused = await postLogin(server.app, { ...withCaptcha, captcha_code: captcha.answer });
      expect(reused.status_code).toBe(422);

      const stale = await issueCaptcha(db(), siteId, new Date(Date.now() - 6 * 60_000));
      const expired = await postLogin(server.app, {
        username: 'demo',
        password: 'demo123456',
        captcha_key: stale.captchaKey,
        captcha_code: stale.answer,
      });
      expect(expired.status_code).toBe(422);
    } finally {
      await db().update(sites).set({ skipManMachineVerify: true }).where(eq(sites.id, siteId));
    }
  });

  it('revokes the token at logout', async () => {
    const token = await signIn(server.app, 'demo', 'demo123456');
    expect((await userInfo(token)).statusCode).toBe(200);
    const out = await post('/req/api/auth/logout', {}, bearer(token));
    expect(out).toMatchObject({ http: 200, status_code: 200, data: null });
    const after = await userInfo(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ status_code: 401, data: null });
    expect((await post('/req/api/auth/logout', {}, bearer(token))).http).toBe(401);
  });

  it('expires a session 7 days after it was created', async () => {
    const user = await createUser(db(), { siteId, username: 'old_session', password: 'secret123' });
    const day = 86_400_000;
    const fresh = await createSession(db(), user, {}, new Date(Date.now() - 6 * day));
    const stale = await createSession(db(), user, {}, new Date(Date.now() - 7 * day - 60_000));
    expect((await userInfo(fresh.token)).statusCode).toBe(200);
    expect((await userInfo(stale.token)).statusCode).toBe(401);
  });

  it('resets a forgotten password by phone code and signs the user out everywhere', async () => {
    const phone = '13700007777';
    await createUser(db(), { siteId, username: 'forgetful', password: 'oldpass123', phone });
    const oldToken = await signIn(server.app, 'forgetful', 'oldpass123');

    const sent = await post('/req/api/frontend/phoneCode', { phone, scene: 'forget' });
    expect(sent.status_code).toBe(200);
    const code = await latestSmsCode(db(), siteId, phone);
    const reset = await post('/req/api/auth/forgetPassword', {
      phone,
      code,
      password: 'newpass456',
    });
    expect(reset).toMatchObject({
      status_code: 200,
      msg: '密码已重置，请使用新密码登录',
      data: null,
    });

    expect((await userInfo(oldToken)).statusCode).toBe(401);
    expect(
      (await postLogin(server.app, { username: phone, password: 'oldpass123' })).status_code,
    ).toBe(400);
    expect(
      (await postLogin(server.app, { username: phone, password: 'newpass456' })).status_code,
    ).toBe(200);

    const unknown = await post('/req/api/frontend/phoneCode', {
      phone: '13700009999',
      scene: 'forget',
    });
    expect(unknown).toMatchObject({ status_code: 422, msg: '该手机号尚未注册' });
  });

  it('answers bad fields with a Chinese message naming the field, never a 500', async () => {
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['/req/api/auth/login', { username: 'demo' }, '缺少必填字段：密码（password）'],
      [
        '/req/api/auth/login',
        { username: 'demo', password: { text: 'x' } },
        '密码（password） 的类型不正确，应为文本',
      ],
      [
        '/req/api/auth/register',
        { username: 'abc', phone: '12345', password: 'secret123', code: '123456', agreement: true },
        '手机号（phone） 的格式不正确',
      ],
      [
        '/req/api/auth/register',
        {
          username: 'abc',
          phone: '13900008888',
          password: 'short1',
          code: '123456',
          agreement: true,
        },
        '密码（password） 至少 8 个字符',
      ],
      [
        '/req/api/auth/register',
        {
          username: 'a b c',
          phone: '13900008888',
          password: 'secret123',
          code: '123456',
          agreement: true,
        },
        '用户名（username）只能包含字母、数字、下划线或汉字',
      ],
      [
        '/req/api/auth/register',
        {
          username: 'abcd',
          phone: '13900008888',
          password: 'onlyletters',
          code: '123456',
          agreement: true,
        },
        '密码（password）需同时包含字母和数字',
      ],
      [
        '/req/api/frontend/phoneCode',
        { phone: '13900008888', scene: 'login' },
        '验证码用途（scene） 的取值无效',
      ],
    ];
    for (const [url, payload, msg] of cases) {
      const res = await post(url, payload);
      expect(res.http, url).toBe(200);
      expect(res.status_code, msg).toBe(422);
      expect(res.msg).toContain(msg);
    }
  });

  it('refuses one site’s token on another site', async () => {
    const otherHost = 'shop2.example.test';
    await createSite(db(), '第二站点', otherHost);
    const token = await signIn(server.app, 'demo', 'demo123456');
    expect((await userInfo(token)).statusCode).toBe(200);
    expect((await userInfo(token, otherHost)).statusCode).toBe(401);
    const demoElsewhere = await postLogin(
      server.app,
      { username: 'demo', password: 'demo123456' },
      { host: otherHost },
    );
    expect(demoElsewhere.status_code).toBe(400);
  });
});

describe(`auth in the OpenAPI document on ${testDbKind}`, () => {
  it('documents every auth route with a Chinese summary and titled fields', async () => {
    const doc = (await server.app.inject({ method: 'GET', url: '/req/docs/json' })).json();
    for (const [path, method] of [
      ['/req/api/auth/captcha', 'get'],
      ['/req/api/auth/login', 'post'],
      ['/req/api/frontend/phoneCode', 'post'],
      ['/req/api/auth/register', 'post'],
      ['/req/api/auth/forgetPassword', 'post'],
      ['/req/api/auth/logout', 'post'],
    ] as const) {
      expect(doc.paths[path]?.[method]?.summary, path).toMatch(/[\u4e00-\u9fff]/);
    }
    const login =
      doc.paths['/req/api/auth/login'].post.requestBody.content['application/json'].schema;
    expect(login.properties.password.title).toBe('密码');
    expect(login.required).toEqual(['username', 'password']);
  });
});

describe(`login rate limit on ${testDbKind}`, () => {
  it('locks only the address that failed 5 times at an account; elsewhere it asks for the captcha', async () => {
    await createUser(db(), { siteId, username: 'locked_one', password: 'secret123' });
    const ip = '10.1.0.1';
    for (let i = 0; i < 5; i++) {
      const res = await postLogin(
        server.app,
        { username: 'locked_one', password: 'wrong1234' },
        { ip },
      );
      // From the fourth try on the captcha is asked for first (the site skips it otherwise).
      if (i < 3) expect(res.status_code).toBe(400);
      else {
        const captcha = await issueCaptcha(db(), siteId, new Date());
        const answered = await postLogin(
          server.app,
          {
            username: 'locked_one',
            password: 'wrong1234',
            captcha_key: captcha.captchaKey,
            captcha_code: captcha.answer,
          },
          { ip },
        );
        expect(answered.msg).toBe('用户名或密码错误');
      }
    }
    const locked = await postLogin(
      server.app,
      { username: 'locked_one', password: 'secret123' },
      { ip },
    );
    expect(locked).toMatchObject({ http: 200, status_code: 429, data: null });
    expect(locked.msg).toBe('登录失败次数过多，请 15 分钟后再试');

    // The owner, from their own address: not locked out, only asked for the captcha.
    const elsewhere = { username: 'locked_one', password: 'secret123' };
    const asked = await postLogin(server.app, elsewhere, { ip: '10.1.0.2' });
    expect(asked).toMatchObject({
      http: 200,
      status_code: 422,
      msg: '登录失败次数较多，请输入图形验证码',
      data: { captcha_required: true },
    });
    const captcha = await issueCaptcha(db(), siteId, new Date());
    const signedIn = await postLogin(
      server.app,
      { ...elsewhere, captcha_key: captcha.captchaKey, captcha_code: captcha.answer },
      { ip: '10.1.0.2' },
    );
    expect(signedIn.status_code).toBe(200);
    // Signing in cleared the account's failures: no captcha next time.
    const again = await postLogin(server.app, elsewhere, { ip: '10.1.0.3' });
    expect(again.status_code).toBe(200);
  });

  it('asks an address that failed at 10 accounts for the captcha, and locks it at 100', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < 10; i++) {
      const res = await postLogin(
        server.app,
        { username: `nobody_${i}`, password: 'wrong1234' },
        { ip },
      );
      expect(res.status_code).toBe(400);
    }
    const demo = { username: 'demo', password: 'demo123456' };
    expect(await postLogin(server.app, demo, { ip })).toMatchObject({
      status_code: 422,
      data: { captcha_required: true },
    });
    // 90 more failures, as rows (each try above costs a password hash).
    const failedAt = new Date();
    await db()
      .insert(loginFailures)
      .values(
        Array.from({ length: 90 }, (_, i) => ({
          siteId,
          accountKey: `name:stuffed_${i}`,
          ip,
          failedAt,
        })),
      );
    const fromIp = await postLogin(server.app, demo, { ip });
    expect(fromIp.status_code).toBe(429);
    expect(fromIp.msg).toMatch(/^登录失败次数过多，请 \d+ 分钟后再试$/);
    expect((await postLogin(server.app, demo, { ip: '10.2.0.2' })).status_code).toBe(200);
  });

  it('lets the account in again once the 15-minute window has passed', async () => {
    await createUser(db(), { siteId, username: 'window_user', password: 'secret123' });
    const site = await loadSite();
    let clock = new Date('2030-01-01T08:00:00Z');
    const deps: AuthDeps = {
      db: db(),
      sms: new OutboxSmsProvider(db(), { info: () => {} }),
      mail: new OutboxMailProvider(db(), { info: () => {} }),
      now: () => clock,
    };
    // With a right captcha each time: after 3 failures the account asks for one.
    const attempt = async (password: string) => {
      const captcha = await issueCaptcha(db(), siteId, clock);
      return login(deps, {
        site,
        username: 'window_user',
        password,
        captchaKey: captcha.captchaKey,
        captchaCode: captcha.answer,
        client: { ip: '10.3.0.1' },
      });
    };

    for (let i = 0; i < 5; i++) {
      await expect(attempt('wrong1234')).rejects.toMatchObject({ statusCode: 400 });
      clock = new Date(clock.getTime() + 60_000);
    }
    // Failures at 08:00–08:04; the first leaves the window at 08:15.
    await expect(attempt('secret123')).rejects.toMatchObject({
      statusCode: 429,
      message: '登录失败次数过多，请 10 分钟后再试',
    });
    clock = new Date('2030-01-01T08:15:01Z');
    await expect(attempt('secret123')).resolves.toMatchObject({
      user: { username: 'window_user' },
    });
  });

  it('clears the account’s failures on a successful sign-in', async () => {
    await createUser(db(), { siteId, username: 'clears_user', password: 'secret123' });
    const ip = '10.4.0.1';
    const tryLogin = async (password: string) => {
      const captcha = await issueCaptcha(db(), siteId, new Date());
      const answer = { captcha_key: captcha.captchaKey, captcha_code: captcha.answer };
      return postLogin(server.app, { username: 'clears_user', password, ...answer }, { ip });
    };
    for (let i = 0; i < 4; i++) await tryLogin('wrong1234');
    expect((await tryLogin('secret123')).status_code).toBe(200);
    for (let i = 0; i < 4; i++) expect((await tryLogin('wrong1234')).status_code).toBe(400);
    expect((await tryLogin('secret123')).status_code).toBe(200);
  });
});
