import { auth, type Client } from '@podkit/sdk-core';
import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, screenshotPath } from '../support/browser.js';
import {
  dismissLoginNotices,
  newPage,
  signIn,
  signInAt,
  waitForPath,
  buttonName,
} from '../support/pages.js';
import { registerReseller, sdkClient } from '../support/resellers.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let operator: Client;
/** A reseller of its own: never the demo account, whose sign-in other flows share. */
let reseller: Awaited<ReturnType<typeof registerReseller>>;
let recoveryCodes: string[] = [];
/** Attempts of the recovery-code flow so far: a retry must not reuse a spent code or a bound e-mail. */
let recoveryAttempts = 0;

beforeAll(async () => {
  browser = await launchChromium();
  operator = sdkClient(baseUrl);
  await auth.login(operator, { username: 'operator', password: 'operator123456' });
  reseller = await registerReseller(baseUrl, operator, 'totp');
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

/** A still picture: animations finished, and the last toast gone so it hides nothing. */
async function snap(page: Page, name: string, fullPage = false) {
  await page.locator('.ant-message-notice').first().waitFor({ state: 'detached' });
  await page.screenshot({ path: screenshotPath(name), fullPage, animations: 'disabled' });
}

/** The code in the newest e-mail to `to`, as an operator reads it in the mail outbox. */
async function mailedCode(to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const outbox = await operator.get<{ data: Array<{ to: string; text: string }> }>(
        '/admin/mailOutbox',
        { query: { page: 1, page_size: 20 } },
      );
      code = /验证码为 (\d{6})/.exec(outbox.data.find((mail) => mail.to === to)?.text ?? '')?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

describe('两步验证 (acSecurity)', () => {
  it('turns two-step on in 账户安全, signs out, and signs in through the form with the app’s code', async () => {
    const page = await newPage(browser);
    await signInAt(page, baseUrl, reseller, '/setting/acSecurity');
    const twoStep = page.getByRole('group', { name: '两步验证' });
    await twoStep.getByText('未开启').waitFor();
    await twoStep.getByRole('button', { name: '开启两步验证' }).click();

    const setup = page.getByRole('dialog', { name: '开启两步验证' });
    await setup.getByRole('img', { name: '两步验证二维码' }).waitFor();
    const secret = (await setup.locator('.two-step-secret code').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await snap(page, 'two-step-setup-1280');
    await setup.getByLabel('验证码', { exact: true }).fill(await generate({ secret }));
    await setup.getByRole('button', { name: '验证并开启' }).click();

    const saved = page.getByRole('dialog', { name: '两步验证已开启' });
    const list = saved.getByRole('list', { name: '恢复码' }).getByRole('listitem');
    await list.first().waitFor();
    recoveryCodes = await list.allInnerTexts();
    expect(recoveryCodes).toHaveLength(10);
    await snap(page, 'two-step-recovery-codes-1280');
    await saved.getByRole('button', { name: '我已保存' }).click();
    await twoStep.getByText('恢复码剩余 10 个').waitFor();
    await snap(page, 'ac-security-two-step-1280', true);

    await page.getByRole('button', { name: '账户菜单' }).click();
    await page.getByRole('button', { name: /退出登录/ }).click();
    await waitForPath(page, /^\/user\/login/);
    await page.locator('input[name="username"]').waitFor();
    await signIn(page, reseller.username, reseller.password);
    const code = page.getByLabel('动态验证码');
    await code.waitFor();
    await snap(page, 'login-two-step-1280');
    // The next step's code: the one that turned two-step on is used up (no replay).
    await code.fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await page.getByRole('button', { name: '验证并登录' }).click();
    await waitForPath(page, /^\/views\/main$/);
    await page.context().close();
  });

  it('signs in with a recovery code on a phone, binds an e-mail with a mailed code, and turns two-step off with the password', async () => {
    expect(recoveryCodes, 'the first flow turned two-step on').toHaveLength(10);
    const attempt = recoveryAttempts++;
    const page = await newPage(browser, 375);
    await page.goto(`${baseUrl}/user/login?redirect=${encodeURIComponent('/setting/acSecurity')}`);
    await signIn(page, reseller.username, reseller.password);
    const code = page.getByLabel('动态验证码');
    await code.waitFor();
    await snap(page, 'login-two-step-375', true);
    await code.fill(recoveryCodes[attempt]!);
    await page.getByRole('button', { name: '验证并登录' }).click();
    await waitForPath(page, '/setting/acSecurity');
    await dismissLoginNotices(page);
    await page.getByText(`恢复码剩余 ${9 - attempt} 个`).waitFor();

    // A retry binds another address (the first attempt may have bound its own).
    const email = `${reseller.username}${attempt ? `.${attempt}` : ''}@example.com`;
    const emailRow = page.getByRole('group', { name: '邮箱' });
    await emailRow.getByRole('button', { name: /^(绑定|更换)邮箱$/ }).click();
    const dialog = page.getByRole('dialog', { name: /^(绑定|更换)邮箱$/ });
    await dialog.getByLabel('新邮箱').fill(email);
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await dialog.getByLabel('邮箱验证码').fill(await mailedCode(email));
    await snap(page, 'contact-change-375');
    await dialog.getByRole('button', { name: buttonName('确认') }).click();
    await emailRow.getByText(`${email.slice(0, 2)}****@example.com`).waitFor();
    await snap(page, 'ac-security-375-two-step', true);

    // Turned off with the password: a wrong one keeps the dialog open with what was typed.
    await page.getByRole('button', { name: '关闭两步验证' }).click();
    const off = page.getByRole('dialog', { name: '关闭两步验证' });
    await off.getByText('登录密码', { exact: true }).click();
    const password = off.locator('input[type="password"]');
    await password.fill('not-the-password');
    await off.getByRole('button', { name: '关闭两步验证' }).click();
    await page.getByText('登录密码（password）不正确').first().waitFor();
    await expect(password.inputValue()).resolves.toBe('not-the-password');
    await password.fill(reseller.password);
    await off.getByRole('button', { name: '关闭两步验证' }).click();
    await off.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: '开启两步验证' }).waitFor();
    await page.context().close();
  });
});
