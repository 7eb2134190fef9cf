import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SecurityOverview, TwoStepNeeded, TwoStepSetup } from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import { mailOutbox } from '../src/modules/mail/schema.js';
import { recoveryCodes, twoStepSecrets } from '../src/modules/auth/schema.js';
import { freshReseller } from './cart-fixtures.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import {
  createSite,
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

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
  siteId = await defaultSiteId(db);
});
afterAll(async () => {
  await server?.close();
});

type Reseller = Awaited<ReturnType<typeof freshReseller>>;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The app's code one step ahead. The server takes a step once (no replay) and accepts the next
 * step's code (clock drift), so a test can sign in right after turning two-step on.
 */
const nextCode = (secret: string) => generate({ secret, epoch: nowSeconds() + 30 });

/** A code that is none of the three steps the server accepts now. */
async function wrongCode(secret: string): Promise<string> {
  const accepted = await Promise.all(
    [-30, 0, 30].map((shift) => generate({ secret, epoch: nowSeconds() + shift })),
  );
  let guess = 123456;
  while (accepted.includes(String(guess))) guess += 1;
  return String(guess);
}

function login(username: string, password: string, ip = '127.0.0.1') {
  return callApi<{ token?: string } & Partial<TwoStepNeeded>>(
    server.app,
    'POST',
    '/req/api/auth/login',
    { payload: { username, password }, ip },
  );
}

function secondStep(
  challengeId: string,
  code: string,
  options: { ip?: string; host?: string } = {},
) {
  return callApi<{ token: string; recovery_codes_left: number | null }>(
    server.app,
    'POST',
    '/req/api/auth/login/twoStep',
    { payload: { challenge_id: challengeId, code }, ...options },
  );
}

async function challengeFor(reseller: Reseller, ip?: string): Promise<string> {
  const answer = await login(reseller.user.username, 'reseller123', ip);
  expect(answer.data.two_step_required).toBe(true);
  return answer.data.challenge_id!;
}

/** Turns two-step on for the reseller the way the page does; answers the secret and the codes. */
async function turnOn(reseller: Reseller) {
  const setup = await reseller.call<TwoStepSetup>('POST', '/distribution/user/twoStep/setup');
  expect(setup.status_code).toBe(200);
  const enabled = await reseller.call<{ recovery_codes: string[] }>(
    'POST',
    '/distribution/user/twoStep/enable',
    { code: await generate({ secret: setup.data.secret }) },
  );
  expect(enabled.msg).toBe('两步验证已开启，请妥善保存恢复码');
  return { secret: setup.data.secret, recoveryCodes: enabled.data.recovery_codes };
}

describe(`两步验证 on ${testDbKind}`, () => {
  it('turns on with a code from the app; the login then answers a code step, not a token', async () => {
    const reseller = await freshReseller(server.app, db, siteId, 'totp_on');
    const username = reseller.user.username;
    // Off: the login answers the token, as the spec says.
    const before = await login(username, 'reseller123');
    expect(before).toMatchObject({ status_code: 200, msg: '登录成功' });
    expect(Object.keys(before.data).sort()).toEqual(['expires_at', 'token']);

    const setup = await reseller.call<TwoStepSetup>('POST', '/distribution/user/twoStep/setup');
    expect(setup.data.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(setup.data.otpauth_url).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(setup.data.qr_code).toMatch(/^data:image\/png;base64,/);
    const [stored] = await db
      .select()
      .from(twoStepSecrets)
      .where(eq(twoStepSecrets.userId, reseller.user.id));
    expect(stored!.secretSealed).not.toContain(setup.data.secret);
    expect(stored!.enabledAt).toBeNull();

    const refused = await reseller.call('POST', '/distribution/user/twoStep/enable', {
      code: await wrongCode(setup.data.secret),
    });
    expect(refused).toMatchObject({
      status_code: 422,
      msg: '动态验证码错误，请输入验证器 App 中当前显示的 6 位数字',
    });
    expect((await login(username, 'reseller123')).data.token).toBeTruthy();

    const enabled = await reseller.call<{ recovery_codes: string[] }>(
      'POST',
      '/distribution/user/twoStep/enable',
      { code: await generate({ secret: setup.data.secret }) },
    );
    const codes = enabled.data.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const hashes = await db
      .select({ codeHash: recoveryCodes.codeHash })
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, reseller.user.id));
    expect(hashes).toHaveLength(10);
    for (const { codeHash } of hashes) expect(codes.join()).not.toContain(codeHash);
    const overview = await reseller.call<SecurityOverview>('GET', '/distribution/user/security');
    expect(overview.data.two_step).toMatchObject({ enabled: true, recovery_codes_left: 10 });

    // On: the password alone gives no token, only a short-lived challenge.
    const halfway = await login(username, 'reseller123');
    expect(halfway).toMatchObject({
      status_code: 200,
      msg: '请输入两步验证码',
      data: { two_step_required: true },
    });
    expect(halfway.data.token).toBeUndefined();
    const expiresIn = Date.parse(halfway.data.expires_at!) - Date.now();
    expect(expiresIn).toBeGreaterThan(4 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(5 * 60_000);

    const code = await nextCode(setup.data.secret);
    const signedIn = await secondStep(halfway.data.challenge_id!, code);
    expect(signedIn).toMatchObject({
      status_code: 200,
      msg: '登录成功',
      data: { recovery_codes_left: null },
    });
    const me = await callApi(server.app, 'GET', '/req/distribution/user', {
      token: signedIn.data.token,
    });
    expect(me.http).toBe(200);

    // The challenge is good once, and so is the app's code.
    expect(await secondStep(halfway.data.challenge_id!, code)).toMatchObject({
      status_code: 422,
      msg: '登录验证已过期，请重新输入用户名和密码',
    });
    expect(await secondStep(await challengeFor(reseller), code)).toMatchObject({
      status_code: 422,
      msg: '该动态验证码已使用过，请等待验证器显示下一个验证码',
    });
    expect(await secondStep('no-such-challenge', code)).toMatchObject({ status_code: 422 });
  });

  it('counts wrong codes as failed sign-ins: the address locks at 5, the code step at 10', async () => {
    const reseller = await freshReseller(server.app, db, siteId, 'totp_lock');
    const { secret } = await turnOn(reseller);
    const ip = '10.20.30.40';
    const challenge = await challengeFor(reseller, ip);
    const wrong = await wrongCode(secret);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await secondStep(challenge, wrong, { ip })).toMatchObject({
        status_code: 422,
        msg: '动态验证码错误，请输入验证器 App 中当前显示的 6 位数字',
      });
    }
    // A right code no longer helps from this address for a while.
    expect(await secondStep(challenge, await nextCode(secret), { ip })).toMatchObject({
      status_code: 429,
      msg: '登录失败次数过多，请 15 分钟后再试',
    });
    // Elsewhere the password step asks for the captcha first: failures were counted.
    expect(await login(reseller.user.username, 'reseller123', '10.20.30.41')).toMatchObject({
      status_code: 422,
      data: { captcha_required: true },
    });
    // Wrong codes from other addresses (only someone with the password gets here) lock the
    // account's code step at 10, from everywhere.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const other = { ip: `10.20.31.${attempt}` };
      expect((await secondStep(challenge, wrong, other)).status_code).toBe(422);
    }
    expect(await secondStep(challenge, await nextCode(secret), { ip: '10.20.32.1' })).toMatchObject(
      { status_code: 429 },
    );
  });

  it('takes a recovery code instead of the app’s code, once', async () => {
    const reseller = await freshReseller(server.app, db, siteId, 'totp_rescue');
    const { recoveryCodes: codes } = await turnOn(reseller);
    const ip = '10.20.31.1';
    // Typed in capitals and without the dash, as people copy from paper.
    const typed = codes[3]!.replace('-', ' ').toUpperCase();
    const rescued = await secondStep(await challengeFor(reseller, ip), typed, { ip });
    expect(rescued).toMatchObject({
      status_code: 200,
      msg: '登录成功，恢复码还剩 9 个',
      data: { recovery_codes_left: 9 },
    });
    expect(rescued.data.token).toBeTruthy();

    expect(await secondStep(await challengeFor(reseller, ip), codes[3]!, { ip })).toMatchObject({
      status_code: 422,
      msg: '该恢复码已使用过，每个恢复码只能使用一次',
    });
    expect(await secondStep(await challengeFor(reseller, ip), 'zzzzz-zzzzz', { ip })).toMatchObject(
      { status_code: 422, msg: '恢复码错误，请核对后重新输入' },
    );
    // Another account's recovery code is just a wrong one.
    const other = await freshReseller(server.app, db, siteId, 'totp_other');
    const theirs = (await turnOn(other)).recoveryCodes[0]!;
    expect(await secondStep(await challengeFor(reseller, ip), theirs, { ip })).toMatchObject({
      status_code: 422,
      msg: '恢复码错误，请核对后重新输入',
    });
  });

  it('keeps a challenge to the site that issued it', async () => {
    const reseller = await freshReseller(server.app, db, siteId, 'totp_site');
    const { secret } = await turnOn(reseller);
    await createSite(db, '另一个站点', 'other-two-step.example');
    const challenge = await challengeFor(reseller, '10.20.32.1');
    const elsewhere = await secondStep(challenge, await nextCode(secret), {
      ip: '10.20.32.1',
      host: 'other-two-step.example',
    });
    expect(elsewhere).toMatchObject({
      status_code: 422,
      msg: '登录验证已过期，请重新输入用户名和密码',
    });
  });

  it('turns off with the password or a code; the login then answers a token again', async () => {
    const reseller = await freshReseller(server.app, db, siteId, 'totp_off');
    const first = await turnOn(reseller);
    const disable = (body: object) =>
      callApi<SecurityOverview>(server.app, 'POST', '/req/distribution/user/twoStep/disable', {
        token: reseller.token,
        payload: body,
        ip: '10.20.33.1',
      });
    expect(await disable({})).toMatchObject({
      status_code: 422,
      msg: '请输入动态验证码、恢复码或登录密码',
    });
    expect(await disable({ password: 'not-mine-1' })).toMatchObject({
      status_code: 422,
      msg: '登录密码（password）不正确',
    });
    const off = await disable({ password: 'reseller123' });
    expect(off).toMatchObject({
      status_code: 200,
      msg: '两步验证已关闭',
      data: { two_step: { enabled: false, recovery_codes_left: 0 } },
    });
    expect((await login(reseller.user.username, 'reseller123')).data.token).toBeTruthy();
    // The old recovery codes died with it.
    expect(
      await db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, reseller.user.id)),
    ).toEqual([]);
    expect(first.recoveryCodes).toHaveLength(10);

    const second = await turnOn(reseller);
    expect(await disable({ code: await nextCode(second.secret) })).toMatchObject({
      status_code: 200,
      data: { two_step: { enabled: false } },
    });
    expect(await disable({ code: '123456' })).toMatchObject({
      status_code: 422,
      msg: '两步验证未开启',
    });
  });
});

describe(`更换手机号和邮箱 on ${testDbKind}`, () => {
  it('changes the phone with a code texted to the new one; another account’s phone is refused', async () => {
    const reseller = await freshReseller(server.app, db, siteId, 'phone_new');
    await createUser(db, {
      siteId,
      username: `phone_owner_${Date.now() % 100000}`,
      password: 'reseller123',
      phone: '13912340001',
    });
    expect(
      await reseller.call('POST', '/distribution/user/phone/code', { phone: '13912340001' }),
    ).toMatchObject({ status_code: 409, msg: '该手机号已被其他账号使用，请换一个手机号' });
    expect(
      await reseller.call('POST', '/distribution/user/phone/code', { phone: '12345' }),
    ).toMatchObject({ status_code: 422, msg: '手机号（phone） 的格式不正确' });

    const sent = await reseller.call('POST', '/distribution/user/phone/code', {
      phone: '13912340002',
    });
    expect(sent).toMatchObject({ status_code: 200, msg: '验证码已发送至新手机号' });
    const code = await latestSmsCode(db, siteId, '13912340002');
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      await reseller.call('PUT', '/distribution/user/phone', { phone: '13912340002', code: wrong }),
    ).toMatchObject({ status_code: 422, msg: '验证码错误，还可尝试 4 次' });
    // The code proves the number it went to, not another one.
    expect(
      await reseller.call('PUT', '/distribution/user/phone', { phone: '13912340003', code }),
    ).toMatchObject({ status_code: 422, msg: '验证码已失效，请重新获取' });

    const changed = await reseller.call<SecurityOverview>('PUT', '/distribution/user/phone', {
      phone: '13912340002',
      code,
    });
    expect(changed).toMatchObject({
      status_code: 200,
      msg: '手机号已更换',
      data: { phone: '139****0002' },
    });
    // The new phone signs in.
    expect(await signIn(server.app, '13912340002', 'reseller123')).toBeTruthy();
    expect(
      await reseller.call('POST', '/distribution/user/phone/code', { phone: '13912340002' }),
    ).toMatchObject({ status_code: 422, msg: '新手机号与当前手机号相同' });
  });

  it('changes the e-mail with a code mailed to the new address; a taken one is refused', async () => {
    const reseller = await freshReseller(server.app, db, siteId, 'mail_new');
    expect(
      await reseller.call('POST', '/distribution/user/email/code', { email: 'not-an-email' }),
    ).toMatchObject({ status_code: 422, msg: '邮箱（email） 的格式不正确' });

    const sent = await reseller.call('POST', '/distribution/user/email/code', {
      email: 'Li.Ming@Example.com',
    });
    expect(sent).toMatchObject({ status_code: 200, msg: '验证码已发送至新邮箱' });
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'li.ming@example.com'));
    expect(mail?.subject).toBe('【PodKit 演示站】邮箱验证码');
    const code = await latestMailCode(db, siteId, 'li.ming@example.com');
    const changed = await reseller.call<SecurityOverview>('PUT', '/distribution/user/email', {
      email: 'LI.MING@example.com',
      code,
    });
    expect(changed).toMatchObject({
      status_code: 200,
      msg: '邮箱已更换',
      data: { email: 'li****@example.com' },
    });

    const other = await freshReseller(server.app, db, siteId, 'mail_other');
    expect(
      await other.call('POST', '/distribution/user/email/code', { email: 'li.ming@EXAMPLE.com' }),
    ).toMatchObject({ status_code: 409, msg: '该邮箱已被其他账号使用，请换一个邮箱' });
    expect(
      await reseller.call('POST', '/distribution/user/email/code', {
        email: 'li.ming@example.com',
      }),
    ).toMatchObject({ status_code: 422, msg: '新邮箱与当前邮箱相同' });

    // Operators read the outbox; resellers may not.
    const operator = await signIn(server.app, 'operator', 'operator123456');
    const outbox = await callApi<{ data: Array<{ to: string; text: string }> }>(
      server.app,
      'GET',
      '/req/admin/mailOutbox?page=1&page_size=5',
      { token: operator },
    );
    expect(outbox.data.data[0]).toMatchObject({ to: 'li.ming@example.com' });
    expect(outbox.data.data[0]!.text).toContain(code);
    const refused = await callApi(server.app, 'GET', '/req/admin/mailOutbox', {
      token: reseller.token,
    });
    expect(refused.http).toBe(403);
  });
});
