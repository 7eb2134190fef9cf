import { auth, type Client } from '@podkit/sdk-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  startGoogleOAuthFake,
  type GoogleOAuthFake,
} from '../../packages/server/test/fakes/google-oauth.js';
import { launchChromium, screenshotPath } from '../support/browser.js';
import { startBuiltServer, type BuiltServer } from '../support/built-server.js';
import { seededDataDir } from '../support/seeded-data-dir.js';
import { buttonName, OPERATOR, signInAt, waitForPath } from '../support/pages.js';
import { registerReseller, sdkClient } from '../support/resellers.js';

let google: GoogleOAuthFake;
let server: BuiltServer;
let browser: Browser;
let operator: Client;

beforeAll(async () => {
  google = await startGoogleOAuthFake();
  server = await startBuiltServer(google.env, { dataDir: await seededDataDir('bind-login') });
  browser = await launchChromium();
  operator = sdkClient(server.baseUrl);
  await auth.login(operator, OPERATOR);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await google?.close();
});

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: screenshotPath(name), fullPage: true });
}

describe('绑定登录', () => {
  it('binds Google through the provider and signs in with it on the login page', async () => {
    const reseller = await registerReseller(server.baseUrl, operator, 'bindg');
    google.signedIn = { sub: `e2e-${Date.now()}`, name: '谷歌测试用户', email: 'e2e@gmail.test' };
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInAt(page, server.baseUrl, reseller, '/setting/bindLogin');
    const googleRow = page.locator('.bind-login-item').filter({ hasText: 'Google' });
    await googleRow.getByRole('button', { name: buttonName('绑定') }).click();
    // The fake consents at once and sends the browser back with code and state.
    await googleRow.getByText('已绑定').waitFor();
    await googleRow.getByText('谷歌测试用户').waitFor();
    await waitForPath(page, '/setting/bindLogin');
    await shoot(page, 'bind-login-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await shoot(page, 'bind-login-375');

    // Signed out, Google signs in to the same account.
    await page.evaluate(() => localStorage.clear());
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${server.baseUrl}/user/login`);
    await page.getByRole('button', { name: buttonName('Google登录') }).click();
    await page.waitForURL(/\/views\/main/);
    await page.getByText(`你好，${reseller.username}`).waitFor();
    await page.goto(`${server.baseUrl}/user/login?type=code`);
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${server.baseUrl}/user/login?type=code`);
    await page.getByLabel('手机号 / 邮箱').waitFor();
    await shoot(page, 'login-code-1280');
  }, 240_000);
});
