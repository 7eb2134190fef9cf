// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serve, type Served } from '../../test/serve';
import { registerUploadRoutes, type UploadRoutesState } from '../../test/upload-server';
import { createClient } from '../client/client';
import { createMemoryNotifier } from '../notifier/memory-notifier';
import { createTokenStore } from '../token/token-store';
import type { UploadProgress } from './transport';
import { uploadFile } from './upload-file';
import { xhrTransport } from './xhr-transport';

let server: Served;
let state: UploadRoutesState;

beforeAll(async () => {
  let origin = '';
  server = await serve((app) => {
    // The page (happy-dom's origin) and the API are on different origins, as with a CDN host.
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('access-control-allow-origin', '*');
      reply.header('access-control-allow-headers', 'authorization, content-type');
      reply.header('access-control-allow-methods', 'GET, POST');
    });
    app.options('/*', async (_request, reply) => reply.code(204).send());
    state = registerUploadRoutes(app, () => origin);
  });
  origin = server.origin;
});

afterAll(async () => {
  await server.close();
});

describe('xhrTransport (browser path, happy-dom)', () => {
  it('is the default where XMLHttpRequest exists and uploads through it', async () => {
    expect(typeof XMLHttpRequest).toBe('function');
    const tokenStore = createTokenStore();
    tokenStore.set('tok-browser');
    const client = createClient({
      baseURL: `${server.origin}/req`,
      tokenStore,
      notifier: createMemoryNotifier(),
    });
    const send = vi.spyOn(XMLHttpRequest.prototype, 'send');
    const progress: UploadProgress[] = [];
    const file = new File([new Uint8Array(2048)], 'poster.webp', { type: 'image/webp' });

    const stored = await uploadFile(client, file, { onProgress: (p) => progress.push(p) });

    expect(send).toHaveBeenCalledTimes(1);
    send.mockRestore();
    const upload = state.uploads.at(-1);
    expect(upload?.fieldOrder).toEqual([
      'accessid',
      'key',
      'policy',
      'callback',
      'signature',
      'name',
      'file',
    ]);
    expect(upload?.fields.key).toMatch(/^u\/42\/[A-Za-z0-9]{10}\.webp$/);
    expect(upload?.fileSize).toBe(2048);
    expect(stored).toMatchObject({ name: 'poster.webp', size: 2048, key: upload?.fields.key });
    expect(progress[0]?.percent).toBe(0);
    expect(progress.at(-1)?.percent).toBe(100);
  });

  it('answers the status and text of the response', async () => {
    const body = new FormData();
    body.append('accessid', 'a');
    body.append('file', new File(['hello'], 'a.png'));
    const response = await xhrTransport({ url: `${server.origin}/storage/upload`, body });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({
      status_code: 200,
      data: { name: 'a.png', size: 5 },
    });
  });

  it('rejects with an AbortError when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      xhrTransport({
        url: `${server.origin}/storage/upload`,
        body: new FormData(),
        signal: controller.signal,
      }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});
