import { afterEach } from 'vitest';
import { openBrowsers, screenshotPath } from './browser.js';
import { recentActivity } from './page-log.js';

/**
 * When a browser flow fails, what each open page showed: its address and any message, notification
 * or dialog text on screen (a refusal from the server shows there), printed into the CI log, and a
 * screenshot beside the others in .artifacts.
 */
afterEach(async (context) => {
  if (context.task.result?.state !== 'fail') return;
  const pages = [...openBrowsers].flatMap((browser) =>
    browser.contexts().flatMap((browserContext) => browserContext.pages()),
  );
  const attempt = context.task.result.retryCount ?? 0;
  const name = `${context.task.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 60)}-${attempt}`;
  const error = context.task.result.errors?.[0];
  console.error(`[failed flow] attempt ${attempt + 1}: ${error?.message?.split('\n')[0] ?? ''}`);
  for (const [index, page] of pages.entries()) {
    const shown = await page
      .locator('.ant-message-notice, .ant-notification-notice, .ant-modal-content')
      .allInnerTexts()
      .catch(() => []);
    const shot = screenshotPath(`failed-${name}-${index}`);
    await page.screenshot({ path: shot, fullPage: true }).catch(() => {});
    console.error(
      `[failed flow] page ${index}: ${page.url()}\n  on screen: ${JSON.stringify(shown)}\n  screenshot: ${shot}\n  lately:\n    ${recentActivity(page).join('\n    ')}`,
    );
  }
});
