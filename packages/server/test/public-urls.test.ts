import type { UploadForm } from '@podkit/sdk-core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteDomains } from '../src/modules/sites/schema.js';
import { freshReseller } from './cart-fixtures.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { defaultSiteId } from './support/accounts.js';
import { startAlipayFake, type AlipayFake } from './support/alipay-fake.js';
import { makePng } from './support/images.js';
import { uploadFormData } from './support/uploads.js';

const FORGED = 'evil.example';
const SHOP_DOMAIN = 'shop.podkit-test.example';
const SHOPIFY = { apiKey: 'urls-shopify-key', apiSecret: 'urls-shopify-secret' };

let server: TestServer;
let alipay: AlipayFake;
let siteId: number;
let reseller: Awaited<ReturnType<typeof freshReseller>>;
let shopCounter = 0;
let uploadCounter = 0;

beforeAll(async () => {
  alipay = await startAlipayFake();
  server = await startTestServer({
    env: {
      ...alipay.env,
      PORT: '8123',
      SHOPIFY_API_KEY: SHOPIFY.apiKey,
      SHOPIFY_API_SECRET: SHOPIFY.apiSecret,
    },
  });
  const db = server.database.db;
  siteId = await defaultSiteId(db);
  await db.insert(siteDomains).values({ siteId, host: SHOP_DOMAIN });
  reseller = await freshReseller(server.app, db, siteId, 'urls');
});
afterAll(async () => {
  await server?.close();
  await alipay?.close();
});

interface Asked {
  host: string;
  /** The client's address: a forged loopback name only counts over a loopback connection. */
  remoteAddress?: string;
}

async function call<T>(
  asked: Asked,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
): Promise<{ status_code: number; msg: string; data: T }> {
  const res = await server.app.inject({
    method,
    url: `/req${url}`,
    headers: { host: asked.host, authorization: `Bearer ${reseller.token}` },
    remoteAddress: asked.remoteAddress ?? '203.0.113.9',
    ...(payload ? { payload } : {}),
  });
  const body = res.json() as { status_code: number; msg: string; data: T };
  expect(body.status_code, body.msg).toBe(200);
  return body;
}

/** Every absolute URL the server answers to one request, across the places that build them. */
async function answeredUrls(asked: Asked): Promise<string[]> {
  const urls: string[] = [];
  // The signed upload form's host (and its callback), then the upload's own answer.
  const form = await call<UploadForm>(asked, 'GET', '/admin/ossUpload?type=material');
  const callback = JSON.parse(Buffer.from(form.data.callback, 'base64').toString('utf8')) as {
    callbackUrl: string;
  };
  urls.push(form.data.host, callback.callbackUrl);
  const uploaded = await server.app.inject({
    method: 'POST',
    url: '/req/upload/local',
    headers: { host: asked.host },
    remoteAddress: asked.remoteAddress ?? '203.0.113.9',
    payload: uploadFormData(
      form.data,
      { bytes: makePng(8, 8), name: 'p.png', type: 'image/png' },
      {},
      `Url${String((uploadCounter += 1)).padStart(7, '0')}`,
    ),
  });
  const upload = uploaded.json() as { status_code: number; msg: string; data: { url: string } };
  expect(upload.status_code, upload.msg).toBe(200);
  urls.push(upload.data.url);
  // Material links (urlMaker: gallery, exports, designs' pictures).
  const materials = await call<{ data: Array<{ url: string; thumb_url: string }> }>(
    asked,
    'GET',
    '/distribution/material',
  );
  expect(materials.data.data.length).toBeGreaterThan(0);
  for (const row of materials.data.data) urls.push(row.url, row.thumb_url);
  // The OAuth redirect URI a store platform sends the browser back to.
  const connected = await call<{ authorize_url: string }>(asked, 'POST', '/distribution/store', {
    platform: 5,
    shop_domain: `urls-${(shopCounter += 1)}.myshopify.com`,
  });
  urls.push(new URL(connected.data.authorize_url).searchParams.get('redirect_uri')!);
  // Alipay's notify and return addresses.
  const online = await call<{ pay_url: string; recharge: { recharge_no: string } }>(
    asked,
    'POST',
    '/distribution/recharge/online',
    { amount: '10.00', method: 'alipay' },
  );
  expect((await alipay.open(online.data.pay_url)).status).toBe(200);
  const trade = alipay.trades.get(online.data.recharge.recharge_no)!;
  urls.push(trade.notifyUrl, trade.returnUrl);
  return urls;
}

const originsOf = (urls: string[]) => [...new Set(urls.map((url) => new URL(url).origin))];

describe(`absolute URLs on ${testDbKind}`, () => {
  it('never come from a forged Host header: PUBLIC_URL, else the configured default', async () => {
    const urls = await answeredUrls({ host: FORGED });
    expect(urls.join(' ')).not.toContain(FORGED);
    // No PUBLIC_URL: the address the server names at start-up.
    expect(originsOf(urls)).toEqual(['http://localhost:8123']);

    const publicUrl = server.config.publicUrl;
    server.config.publicUrl = 'https://podkit.example';
    try {
      const configured = await answeredUrls({ host: `${FORGED}:8443` });
      expect(configured.join(' ')).not.toContain(FORGED);
      expect(originsOf(configured)).toEqual(['https://podkit.example']);
    } finally {
      server.config.publicUrl = publicUrl;
    }
  });

  it("use the site's own domain when the Host is one of them", async () => {
    const publicUrl = server.config.publicUrl;
    server.config.publicUrl = 'https://podkit.example';
    try {
      const urls = await answeredUrls({ host: SHOP_DOMAIN });
      expect(originsOf(urls)).toEqual([`http://${SHOP_DOMAIN}`]);
    } finally {
      server.config.publicUrl = publicUrl;
    }
  });

  it('take a loopback Host only from a loopback connection', async () => {
    const local = await answeredUrls({ host: 'localhost:4321', remoteAddress: '127.0.0.1' });
    expect(originsOf(local)).toEqual(['http://localhost:4321']);
    const remote = await answeredUrls({ host: 'localhost:4321', remoteAddress: '198.51.100.7' });
    expect(originsOf(remote)).toEqual(['http://localhost:8123']);
  });

  it('keep a removed domain out of them', async () => {
    await server.database.db.delete(siteDomains).where(eq(siteDomains.host, SHOP_DOMAIN));
    try {
      const urls = await answeredUrls({ host: SHOP_DOMAIN });
      expect(urls.join(' ')).not.toContain(SHOP_DOMAIN);
    } finally {
      await server.database.db.insert(siteDomains).values({ siteId, host: SHOP_DOMAIN });
    }
  });
});
