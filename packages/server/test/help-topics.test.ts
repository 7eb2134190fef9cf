import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article, HelpCategory } from '@podkit/sdk-core';
import { startTestServer, type TestServer } from './harness.js';
import { callApi } from './support/api.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('help topics', () => {
  it('seeds the WooCommerce article, found by its topic and listed in the help center', async () => {
    const answer = await callApi<Article>(
      server.app,
      'GET',
      '/req/frontend/helpCenter/topic/woocommerce',
    );
    expect(answer.status_code, answer.msg).toBe(200);
    expect(answer.data).toMatchObject({
      topic: 'woocommerce',
      category: '店铺对接',
      title: 'WooCommerce：用 REST API 密钥连接店铺',
    });
    expect(answer.data.body).toContain('WooCommerce → 设置 → 高级 → REST API');
    expect(answer.data.body).toContain('href="/myOrder/storeAdmin?platform=21&amp;connect=1"');
    const byId = await callApi<Article>(
      server.app,
      'GET',
      `/req/frontend/helpCenter/${answer.data.id}`,
    );
    expect(byId.data.topic).toBe('woocommerce');
    const center = await callApi<HelpCategory[]>(server.app, 'GET', '/req/frontend/helpCenter');
    const stores = center.data.find((category) => category.category === '店铺对接');
    expect(stores?.articles.map((article) => article.id)).toContain(answer.data.id);
  });

  it('answers an unknown or malformed topic in Chinese', async () => {
    const missing = await callApi(server.app, 'GET', '/req/frontend/helpCenter/topic/shopee');
    expect(missing.http).toBe(200);
    expect(missing.status_code).not.toBe(200);
    expect(missing.msg).toContain('帮助文章');
    const malformed = await callApi(
      server.app,
      'GET',
      '/req/frontend/helpCenter/topic/Woo%20Commerce',
    );
    expect(malformed.status_code).toBe(422);
  });
});
