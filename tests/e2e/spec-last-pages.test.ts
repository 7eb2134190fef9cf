import { content } from '@podkit/sdk-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, screenshotPath } from '../support/browser.js';
import { newPage, signInAsDemo, waitForPath } from '../support/pages.js';
import { sdkClient } from '../support/resellers.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let articleId: number;

beforeAll(async () => {
  browser = await launchChromium();
  const [first] = await content.getHelpCenter(sdkClient(baseUrl));
  articleId = first!.articles[0]!.id;
});
afterAll(async () => {
  await browser?.close();
});

async function shoot(page: Page, name: string) {
  await page.screenshot({
    path: screenshotPath(`${name}-${page.viewportSize()!.width}`),
    fullPage: true,
  });
}

describe('designMode (/home/designMode)', () => {
  for (const width of [1280, 375]) {
    it(`explains the four ways to design to a visitor, with catalogue pictures, at ${width} px`, async () => {
      const page = await newPage(browser, width);
      await page.goto(`${baseUrl}/home/designMode`);
      await page.getByRole('heading', { name: '设计模式', level: 1 }).waitFor();
      for (const title of ['单品设计', '组合设计', '合并 SKU', '设计服务'])
        expect(await page.getByRole('heading', { name: title, level: 2 }).count()).toBe(1);
      await expect.poll(() => page.locator('.design-mode-example img').count()).toBeGreaterThan(3);
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('.design-mode-example img')].every(
          (img) => img.complete && img.naturalWidth > 0,
        ),
      );
      expect(await page.getByText('抱歉，你访问的页面不存在或仍在开发中').count()).toBe(0);
      await shoot(page, 'design-mode');

      // A visitor goes to the login page first, with the flow as the return target.
      await page.getByRole('button', { name: '开始组合设计' }).click();
      await waitForPath(page, `/user/login?redirect=${encodeURIComponent('/design/gruopDesign')}`);
      await page.context().close();
    });
  }

  it('opens the chosen flow for a signed-in reseller, and the design service asks support', async () => {
    const page = await newPage(browser);
    await signInAsDemo(page, baseUrl);
    await page.goto(`${baseUrl}/home/designMode`);
    await page.getByRole('button', { name: '联系客服预约' }).click();
    const dialog = page.getByRole('dialog', { name: '预约设计服务' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('客服电话');
    await dialog.getByRole('button', { name: '关闭' }).click();
    await page.getByRole('button', { name: '开始单品设计' }).click();
    await waitForPath(page, '/design/singleDesign');
    await page.context().close();
  });
});

describe('help articles by id (/helpCenter?id=N)', () => {
  for (const width of [1280, 375]) {
    it(`opens the article and keeps an unknown id inside the help center at ${width} px`, async () => {
      const page = await newPage(browser, width);
      await page.goto(`${baseUrl}/helpCenter?id=${articleId}`);
      await page.locator('.article-title').waitFor();
      expect(await page.locator('.article-body').innerText()).not.toBe('');
      await shoot(page, 'help-article');

      await page.goto(`${baseUrl}/helpCenter?id=999999`);
      await page.getByText('没有找到这篇帮助文章').waitFor();
      expect(await page.getByText('抱歉，你访问的页面不存在或仍在开发中').count()).toBe(0);
      await shoot(page, 'help-article-missing');
      await page.getByRole('button', { name: '返回帮助中心' }).click();
      await waitForPath(page, '/helpCenter');
      await page.getByRole('heading', { name: '帮助中心', level: 1 }).waitFor();
      await page.context().close();
    });
  }

  it('still serves the help center at /home/helpCenter', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl}/home/helpCenter?id=${articleId}`);
    await page.locator('.article-title').waitFor();
    await page.context().close();
  });
});

describe('the fail page', () => {
  it('is where an Alipay return for a recharge the account does not have leads', async () => {
    const page = await newPage(browser);
    await signInAsDemo(page, baseUrl);
    await page.goto(
      `${baseUrl}/setting/recharge?out_trade_no=RC20261125000000999999&trade_no=2026112522001&total_amount=10.00`,
    );
    await waitForPath(page, '/fail?type=payment&ref=RC20261125000000999999');
    await page.getByText('充值未成功').waitFor();
    expect(await page.getByText('RC20261125000000999999').count()).toBe(1);
    await page.getByRole('link', { name: '重新充值' }).click();
    await waitForPath(page, '/setting/recharge');
    await page.context().close();
  });

  for (const width of [1280, 375]) {
    it(`says what failed and the next step to a visitor at ${width} px`, async () => {
      const page = await newPage(browser, width);
      await page.goto(`${baseUrl}/fail?type=payment-pending&ref=RC20261125000000123456`);
      await page.getByText('暂未收到付款结果').waitFor();
      expect(await page.getByRole('link', { name: '查看充值记录' }).count()).toBe(1);
      await shoot(page, 'fail-payment-pending');
      // A crafted reference cannot put words on the page.
      await page.goto(`${baseUrl}/fail?type=store&ref=${encodeURIComponent('请拨打 400-1234')}`);
      await page.getByText('店铺授权失败').waitFor();
      expect(await page.getByText('请拨打').count()).toBe(0);
      await page.context().close();
    });
  }
});
