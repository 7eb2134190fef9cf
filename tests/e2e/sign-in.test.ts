import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, screenshotPath } from '../support/browser.js';
import {
  dismissLoginNotices,
  newPage as openPage,
  reopenSignedIn,
  signIn,
  waitForImages,
  waitForPath,
  waitForStoredToken,
} from '../support/pages.js';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const newPage = (width = 1280) => openPage(browser, width);

describe('signing in through the portal', () => {
  it('sends a visitor on a closed page to login and back there after sign-in', async () => {
    const page = await newPage();
    await page.goto(`${baseUrl}/views/main`);
    await waitForPath(page, /^\/user\/login\?redirect=%2Fviews%2Fmain$/);
    await signIn(page, 'demo', 'demo123456');
    await waitForPath(page, /^\/views\/main$/);
    await expect(page.getByText('你好，demo').textContent()).resolves.toContain('demo');
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    expect(token).toBeTruthy();
    await page.context().close();
  });

  it('shows the server message for a wrong password and stays on login', async () => {
    const page = await newPage();
    await page.goto(`${baseUrl}/user/login`);
    await signIn(page, 'demo', 'wrong-password1');
    await expect(page.getByText('用户名或密码错误').waitFor()).resolves.toBeUndefined();
    expect(new URL(page.url()).pathname).toBe('/user/login');
    await page.context().close();
  });

  it('asks for the captcha after repeated failures at one account, on a site that skips it', async () => {
    const page = await newPage();
    await page.goto(`${baseUrl}/user/login`);
    const typed = `nobody${Date.now()}`;
    const wrongAnswers = page.getByText('用户名或密码错误');
    for (let i = 1; i <= 3; i++) {
      await signIn(page, typed, 'wrong-password1');
      // Each answer's message shows, then goes, before the next try.
      await wrongAnswers.first().waitFor();
      await wrongAnswers.first().waitFor({ state: 'detached', timeout: 15_000 });
    }
    expect(await page.getByPlaceholder('图形验证码').count()).toBe(0);
    await signIn(page, typed, 'wrong-password1');
    await page.getByText('登录失败次数较多，请输入图形验证码').waitFor();
    await page.getByPlaceholder('图形验证码').waitFor();
    const picture = page.getByRole('img', { name: '图形验证码，点击更换' });
    await picture.waitFor();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await page.screenshot({ path: screenshotPath('sign-in-captcha-step-up-1280'), fullPage: true });
    await page.context().close();
  });

  it('sends a signed-in user from login to the workbench, and logout clears the token', async () => {
    const first = await newPage();
    await first.goto(`${baseUrl}/user/login`);
    await signIn(first, 'demo', 'demo123456');
    await waitForPath(first, /^\/views\/main$/);
    const page = await reopenSignedIn(first, baseUrl);
    await page.goto(`${baseUrl}/user/login`);
    await waitForPath(page, /^\/views\/main$/);
    await dismissLoginNotices(page);

    await page.getByRole('button', { name: '账户菜单' }).click();
    await page.getByRole('button', { name: /退出登录/ }).click();
    await waitForPath(page, /^\/user\/login/);
    // Logout reloads the page; read storage once the reload has settled.
    await expect
      .poll(() =>
        page.evaluate(() => localStorage.getItem('access_token')).catch(() => 'reloading'),
      )
      .toBeNull();
    await page.locator('input[name="username"]').waitFor();
    await page.context().close();
  });

  it('keeps the session when the reseller navigates while the workbench is still loading', async () => {
    const page = await newPage();
    // Hold the menu back so the next navigation cancels the sign-in's requests mid-flight.
    let held = 0;
    let firstReleased = false;
    await page.route('**/req/distribution/user/getPermissions', async (route) => {
      held += 1;
      if (held === 1) {
        await new Promise((resolve) => setTimeout(resolve, 5000));
        firstReleased = true;
      }
      await route.continue().catch(() => {});
    });
    await page.goto(`${baseUrl}/user/login`);
    await signIn(page, 'demo', 'demo123456');
    await expect.poll(() => held).toBeGreaterThan(0);
    await waitForStoredToken(page, baseUrl);
    expect(firstReleased).toBe(false);
    await page.goto(`${baseUrl}/order/orderAdmin`);
    await waitForPath(page, /^\/order\/orderAdmin$/);
    await dismissLoginNotices(page);
    await page.getByRole('heading', { name: '订单管理', level: 2 }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
    await page.context().close();
  });

  it('opens registration with type=2', async () => {
    const page = await newPage();
    await page.goto(`${baseUrl}/user/login?type=2`);
    await expect(page.locator('input[autocomplete="tel"]').count()).resolves.toBe(1);
    await expect(page.locator('input[autocomplete="new-password"]').count()).resolves.toBe(2);
    await page.context().close();
  });

  it('saves screenshots of home, login and workbench at 375 px and 1280 px', async () => {
    for (const width of [375, 1280]) {
      const page = await newPage(width);
      await page.goto(`${baseUrl}/home/homePage`);
      await page.locator('.home-value-title').waitFor();
      await page.locator('.home-banner img').first().waitFor();
      await waitForImages(page);
      await page.screenshot({ path: screenshotPath(`home-${width}`), fullPage: true });
      await page.goto(`${baseUrl}/user/login`);
      await page.screenshot({ path: screenshotPath(`login-${width}`), fullPage: true });
      await signIn(page, 'demo', 'demo123456');
      await waitForPath(page, /^\/views\/main$/);
      await page.getByText('你好，demo').waitFor();
      await dismissLoginNotices(page);
      await page.screenshot({ path: screenshotPath(`workbench-${width}`), fullPage: true });
      await page.goto(`${baseUrl}/exception/403`);
      await page.getByText('抱歉，你无权访问该页面').waitFor();
      await page.context().close();
    }
  });
});
