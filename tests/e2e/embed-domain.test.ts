import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, screenshotPath } from '../support/browser.js';
import { type Account, DEMO, newPage, OPERATOR, signInAt, buttonName } from '../support/pages.js';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function openDomainScreen(account: Account) {
  const page = await newPage(browser);
  await signInAt(page, baseUrl, account, '/setting/domain');
  return page;
}

describe('the domain screen', () => {
  it("lets the site's owner edit the embed allow-list", async () => {
    const page = await openDomainScreen(OPERATOR);
    const origin = `https://shop-${Date.now()}.example`;
    const input = page.getByLabel('允许嵌入的来源');
    await input.fill(origin);
    await input.press('Enter');
    await page.getByRole('button', { name: '保存来源' }).click();
    await expect.poll(() => page.getByText('站点设置已保存').count()).toBe(1);
    const res = await fetch(`${baseUrl}/req/embed/origins`);
    expect((await res.json()).data.origins).toContain(origin);
    await page.context().close();
  });

  it('lets a reseller create a partner key, shown once, and revoke it; the allow-list is read-only', async () => {
    const page = await openDomainScreen(DEMO);
    expect(await page.getByRole('button', { name: '保存来源' }).count()).toBe(0);
    const name = `独立站${Date.now()}`;
    await page.getByRole('button', { name: '新建密钥' }).click();
    const dialog = page.getByRole('dialog', { name: '新建合作方密钥' });
    await dialog.getByLabel('名称').fill(name);
    const origins = dialog.getByLabel('使用密钥的页面来源');
    await origins.fill('https://partner.example');
    await origins.press('Enter');
    await dialog.getByRole('button', { name: buttonName('创建') }).click();
    const key = await page.getByTestId('new-partner-key').textContent();
    expect(key).toMatch(/^pk_/);
    await page.screenshot({ path: screenshotPath('embed-domain-key') });
    await page.getByRole('button', { name: '我已保存' }).click();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect.poll(() => row.textContent()).toContain(`${key!.slice(0, 10)}…`);
    // Shown once: closing the dialog takes the key off the page.
    await expect.poll(() => page.getByText(key!).count()).toBe(0);
    await row.getByRole('button', { name: buttonName('撤销') }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: buttonName('撤销') })
      .click();
    await expect.poll(() => row.count()).toBe(0);
    await page.context().close();
  });
});
