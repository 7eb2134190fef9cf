import type { DesignFontInfo } from '@podkit/sdk-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { callApi } from './support/api.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('design fonts', () => {
  it('lists every design font with its unicode-range files', async () => {
    const res = await callApi<DesignFontInfo[]>(server.app, 'GET', '/req/frontend/fonts');
    expect(res.status_code).toBe(200);
    const families = res.data.map((font) => font.family);
    expect(families).toEqual(['Hanalei Fill', 'ZCOOL KuaiLe']);
    const chinese = res.data.find((font) => font.family === 'ZCOOL KuaiLe')!;
    expect(chinese.cjk).toBe(1);
    // A Chinese font comes in many small files, so a page loads only the ones it draws.
    expect(chinese.faces.length).toBeGreaterThan(50);
    expect(chinese.faces[0]!.url).toMatch(/^\/frontend\/fonts\/zcool-kuaile\/.+\.woff2$/);
    expect(chinese.faces.every((face) => face.unicode_range.startsWith('U+'))).toBe(true);
  });

  it('serves a listed file as woff2 and nothing else', async () => {
    const list = await callApi<DesignFontInfo[]>(server.app, 'GET', '/req/frontend/fonts');
    const face = list.data[0]!.faces[0]!;
    const file = await server.app.inject({ method: 'GET', url: `/req${face.url}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('font/woff2');
    expect(file.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');

    for (const url of [
      '/req/frontend/fonts/hanalei-fill/package.json',
      '/req/frontend/fonts/hanalei-fill/..%2F..%2Fpackage.json',
      '/req/frontend/fonts/nope/hanalei-fill-latin-400-normal.woff2',
    ]) {
      const refused = await server.app.inject({ method: 'GET', url });
      expect(refused.json()).toMatchObject({ status_code: 404, msg: '字体文件不存在' });
    }
  });
});
