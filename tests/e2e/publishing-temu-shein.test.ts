import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { auth, stores, type Client } from '@podkit/sdk-core';
import {
  startSheinGoodsFake,
  type SheinGoodsFake,
} from '../../packages/server/test/fakes/shein-goods.js';
import { launchChromium } from '../support/browser.js';
import { startBuiltServer, type BuiltServer } from '../support/built-server.js';
import { buttonName, newPage, OPERATOR, signInAsDemo } from '../support/pages.js';
import { sdkClient } from '../support/resellers.js';
import {
  pricedShirtDesign,
  publishFromLibrary,
  releaseRow as rowOf,
  shootWidths as shoot,
  waitUnpublished,
} from '../support/marketplace-release.js';
import { seededDataDir } from '../support/seeded-data-dir.js';

const SHEIN = { appId: 'E2EPUBSHEIN01', appSecret: 'E2E0PUBLISH0SHEIN0SECRET000000' };
const DESIGN = '潟湖 T 恤';

let fake: SheinGoodsFake;
let server: BuiltServer;
let browser: Browser;
let demo: Client;

beforeAll(async () => {
  fake = await startSheinGoodsFake(SHEIN);
  server = await startBuiltServer(
    { SHEIN_AUTHORIZE_URL: fake.authorizeUrl, SHEIN_API_URL: fake.url },
    { dataDir: await seededDataDir('publish-shein') },
  );
  browser = await launchChromium();
  const operator = sdkClient(server.baseUrl);
  await auth.login(operator, OPERATOR);
  await stores.saveStorePlatformApp(operator, 19, { enabled: true, fields: SHEIN });
  demo = sdkClient(server.baseUrl);
  await auth.login(demo, { username: 'demo', password: 'demo123456' });
  const started = await stores.connectStore(demo, { platform: 19 });
  // Shein's authorise page reads the hash; the fake approves what its page would forward.
  const hash = new URL(started.authorize_url!).hash.slice('#/empower?'.length);
  const approved = await fetch(`${fake.url}/empower/approve?${hash}`, { redirect: 'manual' });
  const back = new URL(approved.headers.get('location')!);
  await stores.completeStoreAuth(demo, { query: Object.fromEntries(back.searchParams) });
  await pricedShirtDesign(demo, DESIGN);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

describe('刊登中心: a product listed on Shein through its release screen', () => {
  it('makes a Shein template with its fields, publishes a product, then takes it off the shelf', async () => {
    const page = await newPage(browser, 1280);
    await signInAsDemo(page, server.baseUrl, '/publish/sheinProTemp');
    await page.getByRole('heading', { name: 'Shein 产品模板', level: 2 }).waitFor();
    await page.getByRole('button', { name: '新建产品模板' }).click();
    const dialog = page.getByRole('dialog', { name: '新建 Shein 产品模板' });
    await dialog.getByLabel('模板名称').fill('Shein T 恤');
    await dialog.getByLabel('标题').fill('{name} - Graphic Tee');
    await dialog.getByLabel('平台类目 ID').fill('1738');
    await dialog.getByLabel('包装重量（克）').fill('250');
    await dialog.getByLabel('包装长度（厘米）').fill('30');
    await dialog.getByLabel('包装宽度（厘米）').fill('20');
    await dialog.getByLabel('包装高度（厘米）').fill('3');
    await shoot(page, 'publish-shein-template');
    await dialog.getByRole('button', { name: buttonName('保存') }).click();
    await page.getByRole('cell', { name: 'Shein T 恤' }).waitFor();

    await publishFromLibrary(
      page,
      server.baseUrl,
      { key: 'shein', label: 'Shein' },
      DESIGN,
      'Shein T 恤',
    );
    expect(fake.spus).toHaveLength(1);
    const spu = fake.spus[0]!;
    expect(spu.name).toBe(`${DESIGN} - Graphic Tee`);
    expect(spu.skcs).toHaveLength(2);
    for (const skc of spu.skcs) {
      expect(skc.skus).toHaveLength(2);
      for (const sku of skc.skus) expect(String(sku.base_price)).toMatch(/^\d+\.99$/);
    }
    await shoot(page, 'publish-shein-release');

    await rowOf(page, DESIGN).getByRole('button', { name: '下架' }).click();
    // The job takes the SKCs off the shelf at Shein; the screen shows it once reloaded.
    await expect
      .poll(() => spu.skcs.map((skc) => skc.shelf_status).join(), { timeout: 60_000 })
      .toBe('2,2');
    await waitUnpublished(page, 'Shein', DESIGN);
    await shoot(page, 'publish-shein-unpublished');
    await page.context().close();
  });

  it('offers Temu its template fields and a release screen without the "not supported" notice', async () => {
    const page = await newPage(browser, 1280);
    await signInAsDemo(page, server.baseUrl, '/publish/temuProTemp');
    await page.getByRole('heading', { name: 'Temu 产品模板', level: 2 }).waitFor();
    await page.getByRole('button', { name: '新建产品模板' }).click();
    const dialog = page.getByRole('dialog', { name: '新建 Temu 产品模板' });
    await dialog.getByLabel('运费模板 costTemplateId').fill('LFT-1001');
    await dialog.getByLabel('包装重量（克）').waitFor();
    await shoot(page, 'publish-temu-template');
    await page.goto(`${server.baseUrl}/publish/temuRelease`);
    await page.getByRole('heading', { name: 'Temu 刊登', level: 2 }).waitFor();
    expect(await page.getByText('暂不支持通过 API 刊登到 Temu').count()).toBe(0);
    await shoot(page, 'publish-temu-release');
    await page.context().close();
  });
});
