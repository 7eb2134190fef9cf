import type { StorePlatform } from '@podkit/sdk-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { bearer, signIn } from './support/accounts.js';

let server: TestServer;
let token: string;

beforeAll(async () => {
  // No store platform app is set up: the default of a fresh site.
  server = await startTestServer();
  token = await signIn(server.app, 'demo', 'demo123456');
});
afterAll(async () => {
  await server?.close();
});

async function call(method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) {
  const res = await server.app.inject({
    method,
    url: `/req${url}`,
    headers: bearer(token),
    payload,
  });
  return res.json() as { status_code: number; msg: string; data: unknown };
}

describe(`store platforms a site has not set up, on ${testDbKind}`, () => {
  it('are listed as not enabled; WooCommerce needs no app; some have no connector yet', async () => {
    const answer = await call('GET', '/distribution/store/platforms');
    const byCode = new Map((answer.data as StorePlatform[]).map((p) => [p.code, p]));
    expect(byCode.get(5)).toEqual({ code: 5, name: 'Shopify', connectable: true, enabled: false });
    expect(byCode.get(7)).toMatchObject({ connectable: true, enabled: false });
    expect(byCode.get(21)).toMatchObject({ connectable: true, enabled: true });
    // dj store fronts (PodKit's own 22) bring no app either: they call the open API with a key.
    expect(byCode.get(22)).toMatchObject({ name: 'DJ', connectable: true, enabled: true });
    expect(byCode.get(1)).toMatchObject({ name: 'Amazon', connectable: true, enabled: false });
    expect(byCode.get(10)).toMatchObject({ name: 'TikTok', connectable: true, enabled: false });
    expect(byCode.get(17)).toMatchObject({ name: 'Temu', connectable: true, enabled: false });
    expect(byCode.get(18)).toMatchObject({ name: 'Temu 本土', connectable: true, enabled: false });
    expect(byCode.get(20)).toMatchObject({ name: 'Temu 托管', connectable: true, enabled: false });
    expect(byCode.get(19)).toMatchObject({ name: 'Shein', connectable: true, enabled: false });
    expect(byCode.get(9)).toMatchObject({ name: 'Shopline', connectable: true, enabled: false });
    expect(byCode.get(8)).toMatchObject({ name: 'Shoplazza', connectable: true, enabled: false });
    expect(byCode.get(2)).toMatchObject({ name: 'AliExpress', connectable: true, enabled: false });
  });

  it('refuse to connect in plain words, naming no configuration variable', async () => {
    for (const [body, name] of [
      [{ platform: 5, shop_domain: 'demo-shop.myshopify.com' }, 'Shopify'],
      [{ platform: 7 }, 'Etsy'],
      [{ platform: 1, region: 'eu' }, 'Amazon'],
      [{ platform: 10 }, 'TikTok'],
      [{ platform: 17 }, 'Temu'],
      [{ platform: 18 }, 'Temu 本土'],
      [{ platform: 19 }, 'Shein'],
      [{ platform: 20 }, 'Temu 托管'],
      [{ platform: 9, shop_domain: 'demo-shop' }, 'Shopline'],
      [{ platform: 8, shop_domain: 'demo-shop.myshoplaza.com' }, 'Shoplazza'],
      [{ platform: 2 }, 'AliExpress'],
    ] as const) {
      const answer = await call('POST', '/distribution/store', body);
      expect(answer.status_code).toBe(422);
      expect(answer.msg).toBe(`本站尚未开通 ${name} 店铺授权，请联系平台客服开通`);
      expect(answer.msg).not.toMatch(/[A-Z_]{6,}/);
    }
    const stores = await call('GET', '/distribution/store');
    expect(stores.data).toEqual([]);
  });
});
