import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Frame, Page } from 'playwright-core';
import { embed, PODKIT_SNIPPET, products, site, uploadFile, type Client } from '@podkit/sdk-core';

import { signedInClient } from '../support/api-client.js';
import { launchChromium, screenshotPath } from '../support/browser.js';
import { newPage } from '../support/pages.js';
import { askCode, startPartnerSite, type PartnerSite } from '../support/partner-site.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let demo: Client;
let operator: Client;
let partnerKey: string;
let partner: PartnerSite;
let stranger: PartnerSite;
let blankId: number;

/** The partner page: its own styles that try to reach the widget, then the documented embed code. */
function partnerPage(
  code: string | undefined,
  widget = '<podkit-gallery mode="pick"></podkit-gallery>',
) {
  return `<!doctype html>
<html><head><meta charset="utf-8" /><title>合作方页面</title>
<style>
  body { color: rgb(255, 0, 0); font-family: "Courier New", monospace; }
  button { background: rgb(255, 0, 0); }
  .pk-gallery { border: 7px solid rgb(0, 0, 255); }
</style>
<script>${PODKIT_SNIPPET}</script>
<script>
  window.podkitEvents = [];
  ['ready', 'picked', 'error', 'saved', 'productchange'].forEach(function (name) {
    podkit('on', name, function (detail) { window.podkitEvents.push({ name: name, detail: detail }); });
  });
  podkit('init', {
    code: ${JSON.stringify(code ?? null)},
    getCode: function () {
      return fetch('/code').then(function (r) { return r.json(); }).then(function (j) { return j.code; });
    },
  });
</script>
<script src="${baseUrl}/embed/podkit.js" async></script>
</head><body>
<div class="pk-gallery" id="outside">页面自己的元素</div>
<button id="page-button" type="button">页面按钮</button>
${widget}
</body></html>`;
}

async function events(page: Page): Promise<Array<{ name: string; detail: unknown }>> {
  return page.evaluate(
    () =>
      (window as unknown as { podkitEvents: Array<{ name: string; detail: unknown }> })
        .podkitEvents,
  );
}

const eventNames = async (page: Page) => (await events(page)).map((event) => event.name);

beforeAll(async () => {
  browser = await launchChromium();
  demo = await signedInClient(baseUrl, 'demo', 'demo123456');
  const blanks = await products.listBasic(demo, { page_size: 20 });
  blankId = (blanks.data.find((row) => row.name.includes('T 恤')) ?? blanks.data[0]!).id;
  operator = await signedInClient(baseUrl, 'operator', 'operator123456');

  let codes: string[] = [];
  const backend = { podkitUrl: baseUrl, key: '' };
  partner = await startPartnerSite(
    {
      '/': async (origin) => {
        const issued = await askCode(baseUrl, partnerKey, origin);
        codes.push(issued.code!);
        return partnerPage(issued.code);
      },
      // The editor on a blank and the order table.
      '/studio': async (origin) =>
        partnerPage(
          (await askCode(baseUrl, partnerKey, origin)).code,
          `<podkit-editor product-id="${blankId}"></podkit-editor><podkit-orders></podkit-orders>`,
        ),
      // The embed code without any widget element yet.
      '/later': async (origin) =>
        partnerPage((await askCode(baseUrl, partnerKey, origin)).code, ''),
      // A page that reuses the code the previous page already exchanged.
      '/replay': () => partnerPage(codes.at(-1)),
      '/frame': () => `<!doctype html><html><head><meta charset="utf-8" />
<script>
  window.readyFrom = [];
  window.addEventListener('message', function (event) {
    var frame = document.getElementById('portal').contentWindow;
    if (event.source === frame && event.data && event.data.type === 'podkit:ready') {
      window.readyFrom.push(event.origin);
    }
  });
  window.answerWithCode = function () {
    return fetch('/code').then(function (r) { return r.json(); }).then(function (j) {
      document.getElementById('portal').contentWindow.postMessage(
        { type: 'podkit:code', code: j.code }, ${JSON.stringify(baseUrl)});
    });
  };
  window.answerWithBadCode = function () {
    document.getElementById('portal').contentWindow.postMessage(
      { type: 'podkit:code', code: 'not-a-code-0123456789' }, ${JSON.stringify(baseUrl)});
  };
</script></head><body>
<iframe id="portal" src="${baseUrl}/material/myGallery" width="1200" height="700"></iframe>
<iframe id="stranger" src="${stranger.origin}/sender" width="10" height="10"></iframe>
</body></html>`,
    },
    backend,
  );
  stranger = await startPartnerSite({
    // A page elsewhere holding a fresh code issued for the partner's page.
    '/': async () => partnerPage((await askCode(baseUrl, partnerKey, partner.origin)).code),
    '/sender': () => '<!doctype html><html><body>外部来源</body></html>',
    '/framing': () =>
      `<!doctype html><html><body><iframe id="portal" src="${baseUrl}/material/myGallery"></iframe></body></html>`,
  });

  // The site allows the partner's origin (site settings), not the stranger's.
  const settings = await site.getSettings(operator);
  const others = settings.embed_origins.filter((o) => o !== stranger.origin);
  await site.saveSettings(operator, { embed_origins: [...new Set([...others, partner.origin])] });
  // The key allows both: the site's allow-list still keeps the stranger out.
  const created = await embed.createPartnerKey(demo, {
    name: '合作方测试',
    allowed_origins: [partner.origin, stranger.origin],
  });
  partnerKey = created.key;
  // The partner site's backend asks for codes with this key from here on.
  backend.key = partnerKey;
  codes = [];
});

afterAll(async () => {
  await browser?.close();
  await partner?.close();
  await stranger?.close();
});

describe('a partner page with podkit.js from another origin', () => {
  it('shows the gallery in a shadow root, isolated both ways, signed in with a one-time code', async () => {
    const picked = `嵌入挑选${Date.now()}`;
    await uploadFile(
      demo,
      Object.assign(new Blob([new Uint8Array(tinyPng)], { type: 'image/png' }), {
        name: `${picked}.png`,
      }),
      { type: 'material' },
    );
    const page = await newPage(browser);
    // Through the DevTools protocol: playwright's own request events leave CORS preflights out.
    const exchanges: string[] = [];
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Network.enable');
    devtools.on('Network.requestWillBeSent', ({ request }) => {
      if (request.url.endsWith('/req/embed/session')) exchanges.push(request.method);
    });
    await page.goto(`${partner.origin}/`);
    await expect.poll(() => eventNames(page), { timeout: 30_000 }).toContain('ready');
    // The code exchange is a simple request: no CORS preflight before it.
    expect(exchanges).toEqual(['POST']);

    const gallery = page.locator('podkit-gallery');
    const styles = await gallery.evaluate((host) => {
      const root = host.shadowRoot!;
      const inner = root.querySelector<HTMLElement>('.pk-gallery')!;
      const innerButton = root.querySelector<HTMLElement>('button')!;
      const outside = document.getElementById('outside')!;
      const pageButton = document.getElementById('page-button')!;
      const css = (element: Element) => getComputedStyle(element);
      return {
        hasShadow: Boolean(root) && host.children.length === 0,
        innerBorder: css(inner).borderTopWidth,
        innerColor: css(inner).color,
        innerFont: css(inner).fontFamily,
        innerButtonBackground: css(innerButton).backgroundColor,
        outsideDisplay: css(outside).display,
        outsideBorder: css(outside).borderTopColor,
        pageButtonBackground: css(pageButton).backgroundColor,
      };
    });
    expect(styles.hasShadow).toBe(true);
    // The page's styles do not reach in…
    expect(styles.innerBorder).toBe('0px');
    expect(styles.innerColor).not.toBe('rgb(255, 0, 0)');
    expect(styles.innerFont).not.toContain('Courier New');
    expect(styles.innerButtonBackground).not.toBe('rgb(255, 0, 0)');
    // …and the widget's styles do not leak out (its .pk-gallery is a grid).
    expect(styles.outsideDisplay).toBe('block');
    expect(styles.outsideBorder).toBe('rgb(0, 0, 255)');
    expect(styles.pageButtonBackground).toBe('rgb(255, 0, 0)');

    // Signed in as the key's owner: the demo reseller's material is there; picking sends podkit:picked.
    const search = gallery.getByRole('searchbox', { name: '按名称搜索' });
    await search.fill(picked);
    await search.press('Enter');
    const card = gallery
      .getByRole('listbox', { name: '素材列表' })
      .getByRole('option', { name: picked });
    await card.click();
    await expect.poll(() => eventNames(page)).toContain('picked');
    const pickedEvent = (await events(page)).find((event) => event.name === 'picked');
    expect(pickedEvent?.detail).toMatchObject({ name: picked });
    await page.screenshot({ path: screenshotPath('embed-partner-gallery') });
    await page.context().close();
  });

  it('shows the editor and the order table in shadow roots; saving sends podkit:saved', async () => {
    const page = await newPage(browser);
    await page.goto(`${partner.origin}/studio`);
    await expect
      .poll(async () => (await events(page)).filter((e) => e.name === 'ready').length, {
        timeout: 30_000,
      })
      .toBe(2);
    const editor = page.locator('podkit-editor');
    const orders = page.locator('podkit-orders');
    const inShadow = () =>
      page.evaluate(() =>
        ['podkit-editor', 'podkit-orders'].map((tag) => {
          const host = document.querySelector(tag)!;
          const mounted = host.shadowRoot?.querySelector('.podkit-mount, .podkit-editor-mount');
          return Boolean(mounted?.childElementCount) && host.children.length === 0;
        }),
      );
    await expect.poll(inShadow, { timeout: 30_000 }).toEqual([true, true]);
    // The order table has read the signed-in reseller's orders (a list, or none yet).
    await expect
      .poll(
        async () =>
          (await orders.getByRole('table', { name: '订单列表' }).count()) +
          (await orders.getByText('没有符合条件的订单').count()),
        { timeout: 30_000 },
      )
      .toBe(1);
    expect(await orders.getByText('订单加载失败').count()).toBe(0);
    // The page's red body text does not reach the editor.
    const editorColor = await editor.evaluate((host) => getComputedStyle(host).color);
    expect(editorColor).not.toBe('rgb(255, 0, 0)');

    const name = `嵌入设计${Date.now()}`;
    await expect
      .poll(() => editor.getByTestId('design-editor').getAttribute('data-ready'), {
        timeout: 30_000,
      })
      .toBe('true');
    // The blank's picture comes from the PodKit server, not from the partner's origin.
    expect(await editor.getByText(/图片加载失败/).count()).toBe(0);
    await editor.getByRole('tab', { name: '文字' }).click();
    await editor.getByLabel('文字内容').fill('嵌入');
    await editor.getByRole('button', { name: '添加文字' }).click();
    await expect.poll(() => editor.locator('[data-layer-id]').count()).toBe(1);
    await editor
      .getByRole('toolbar', { name: '设计工具' })
      .getByRole('button', { name: '保存' })
      .click();
    const dialog = editor.getByRole('dialog', { name: '保存设计' });
    await dialog.getByLabel('商品名称').fill(name);
    await dialog.getByRole('button', { name: /保存（\d+ 个 SKU）/ }).click();
    await expect.poll(() => eventNames(page), { timeout: 30_000 }).toContain('saved');
    const saved = (await events(page)).find((event) => event.name === 'saved');
    expect(saved?.detail).toMatchObject({ id: expect.any(Number) });
    const records = await products.listDesigned(demo, { keyword: name });
    expect(records.data.map((row) => row.id)).toEqual([(saved?.detail as { id: number }).id]);
    await page.screenshot({ path: screenshotPath('embed-partner-editor-orders'), fullPage: true });
    await page.context().close();
  });

  it("loads a widget's chunk only when its element first appears", async () => {
    const page = await newPage(browser);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${baseUrl}/embed/`))
        scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${partner.origin}/later`);
    await page.waitForFunction(
      () => (window as unknown as { podkit: { loaded?: boolean } }).podkit.loaded,
    );
    expect(scripts).toEqual(['/embed/podkit.js']);
    await page.evaluate(() => document.body.append(document.createElement('podkit-gallery')));
    await expect.poll(() => eventNames(page), { timeout: 30_000 }).toContain('ready');
    expect(scripts.some((path) => /^\/embed\/gallery-[\w-]+\.js$/.test(path))).toBe(true);
    expect(scripts.some((path) => /^\/embed\/runtime-[\w-]+\.js$/.test(path))).toBe(true);
    await page.context().close();
  });

  it('refuses a replayed code: the widget shows why and nothing of the reseller', async () => {
    const first = await newPage(browser);
    await first.goto(`${partner.origin}/`);
    await expect.poll(() => eventNames(first), { timeout: 30_000 }).toContain('ready');
    await first.context().close();

    const replay = await newPage(browser);
    await replay.goto(`${partner.origin}/replay`);
    await expect.poll(() => eventNames(replay), { timeout: 30_000 }).toContain('error');
    const shadow = await replay.locator('podkit-gallery').evaluate((host) => ({
      status: host.shadowRoot?.querySelector('.podkit-status')?.textContent,
      gallery: Boolean(host.shadowRoot?.querySelector('.pk-gallery')),
    }));
    expect(shadow.gallery).toBe(false);
    expect(shadow.status).toContain('无法登录');
    await replay.context().close();
  });

  it('gives a page on an origin off the allow-list nothing, and refuses its code', async () => {
    expect(await askCode(baseUrl, partnerKey, stranger.origin)).toMatchObject({
      status_code: 403,
      msg: `来源 ${stranger.origin} 不在站点允许嵌入的来源中`,
    });
    // Even holding a code issued for the partner, the stranger's page gets no session or data.
    const page = await newPage(browser);
    await page.goto(`${stranger.origin}/`);
    await expect.poll(() => eventNames(page), { timeout: 30_000 }).toContain('error');
    const hasGallery = await page
      .locator('podkit-gallery')
      .evaluate((host) => Boolean(host.shadowRoot?.querySelector('.pk-gallery')));
    expect(hasGallery).toBe(false);
    await page.context().close();
  });
});

describe('a portal page in an iframe', () => {
  it('ignores a token from a foreign origin and signs in with a code from its allow-listed parent', async () => {
    const page = await newPage(browser);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(`${partner.origin}/frame`);
    // The frame names its exact parent origin in the handshake.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { readyFrom: string[] }).readyFrom))
      .toContain(baseUrl);

    const token = demo.tokenStore.get();
    const strangerFrame = page.frames().find((f) => f.url().startsWith(stranger.origin)) as Frame;
    await strangerFrame.evaluate((stolen) => {
      window.parent.frames[0]!.postMessage({ type: 'podkit:token', token: stolen }, '*');
    }, token);
    await expect
      .poll(() => warnings)
      .toContain(`[podkit] 已忽略来自 ${stranger.origin} 的消息（origin-not-allowed）`);
    const portal = page.frames().find((f) => f.url().startsWith(baseUrl)) as Frame;
    expect(await portal.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

    await page.evaluate(() =>
      (window as unknown as { answerWithCode: () => Promise<void> }).answerWithCode(),
    );
    const framed = page.frameLocator('#portal');
    await expect.poll(() => framed.getByTestId('my-gallery').count(), { timeout: 30_000 }).toBe(1);
    expect(new URL(portal.url()).pathname).toBe('/material/myGallery');
    await page.screenshot({ path: screenshotPath('embed-iframe-portal') });
    await page.context().close();
  });

  it('opens on the fail page when its parent hands over a code the server refuses', async () => {
    const page = await newPage(browser);
    await page.goto(`${partner.origin}/frame`);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { readyFrom: string[] }).readyFrom))
      .toContain(baseUrl);
    await page.evaluate(() =>
      (window as unknown as { answerWithBadCode: () => void }).answerWithBadCode(),
    );
    const framed = page.frameLocator('#portal');
    await expect
      .poll(() => framed.getByText('嵌入页面登录失败').count(), { timeout: 30_000 })
      .toBe(1);
    const portal = page.frames().find((f) => f.url().startsWith(baseUrl)) as Frame;
    expect(new URL(portal.url()).pathname + new URL(portal.url()).search).toBe('/fail?type=embed');
    expect(await portal.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await page.screenshot({ path: screenshotPath('embed-iframe-fail') });
    await page.context().close();
  });

  it('cannot be framed by an origin off the allow-list (frame-ancestors)', async () => {
    const res = await fetch(`${baseUrl}/material/myGallery`);
    expect(res.headers.get('content-security-policy')).toContain(partner.origin);
    expect(res.headers.get('content-security-policy')).not.toContain(stranger.origin);
    const page = await newPage(browser);
    await page.goto(`${stranger.origin}/framing`);
    const framed = page.frames().find((f) => f !== page.mainFrame())!;
    await expect.poll(() => framed.url()).not.toBe('about:blank');
    expect(framed.url().startsWith(baseUrl)).toBe(false);
    await page.context().close();
  });
});

const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAD0lEQVR4nGP4z8DAwMAAAA0BAf8bBEwAAAAASUVORK5CYII=',
  'base64',
);
