import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { envelope, serve, type Served } from '../../test/serve';
import { registerUploadRoutes, type UploadRoutesState } from '../../test/upload-server';
import { createClient } from '../client/client';
import { ApiError } from '../errors/api-error';
import { createMemoryNotifier } from '../notifier/memory-notifier';
import { createMemoryStorage } from '../token/key-value-storage';
import { createTokenStore } from '../token/token-store';
import type { UploadProgress, UploadTransport } from './transport';
import { uploadFile } from './upload-file';

let server: Served;
let state: UploadRoutesState;

beforeAll(async () => {
  let origin = '';
  server = await serve((app) => {
    state = registerUploadRoutes(app, () => origin);
  });
  origin = server.origin;
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  state.formRequests.length = 0;
  state.uploads.length = 0;
  state.storageAnswer = null;
  state.maxSize = 20 * 1024 * 1024;
});

function setup() {
  const tokenStore = createTokenStore({ storage: createMemoryStorage() });
  tokenStore.set('tok-upload');
  const notifier = createMemoryNotifier();
  const client = createClient({ baseURL: `${server.origin}/req`, tokenStore, notifier });
  return { client, notifier };
}

function pngFile(name: string, bytes: number): File {
  const content = new Uint8Array(bytes);
  content.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([content], name, { type: 'image/png' });
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the upload to reject');
}

describe('uploadFile', () => {
  it('gets a signed form, then posts the multipart fields in order and resolves the stored file', async () => {
    const { client, notifier } = setup();
    const stored = await uploadFile(client, pngFile('Logo.PNG', 3000), { type: 'material' });

    expect(state.formRequests).toEqual([
      { query: { type: 'material', name: 'Logo.PNG' }, authorization: 'Bearer tok-upload' },
    ]);
    const [upload] = state.uploads;
    expect(upload?.fieldOrder).toEqual([
      'accessid',
      'key',
      'policy',
      'callback',
      'signature',
      'name',
      'file',
    ]);
    expect(upload?.fields).toMatchObject({
      accessid: 'local-access',
      policy: 'cG9saWN5',
      callback: 'Y2FsbGJhY2s=',
      signature: 'c2lnbmF0dXJl',
      name: 'Logo.PNG',
    });
    expect(upload?.fields.key).toMatch(/^u\/42\/[A-Za-z0-9]{10}\.png$/);
    expect(upload?.fileName).toBe('Logo.PNG');
    expect(upload?.fileSize).toBe(3000);
    // The storage host is not /req: the bearer token stays home.
    expect(upload?.authorization).toBeUndefined();

    expect(stored).toEqual({
      id: 1,
      key: upload?.fields.key,
      url: `${server.origin}/files/${upload?.fields.key}`,
      name: 'Logo.PNG',
      size: 3000,
      mime: 'image/png',
      width: 10,
      height: 20,
    });
    expect(notifier.messages).toEqual([{ kind: 'success', text: '上传成功', durationSeconds: 1 }]);
  });

  it('reports progress in Node from the streamed body: 0 first, bytes sent, 100 once stored', async () => {
    const { client } = setup();
    const progress: UploadProgress[] = [];
    await uploadFile(client, pngFile('big.png', 300 * 1024), {
      onProgress: (p) => progress.push(p),
    });

    const [upload] = state.uploads;
    const sentTotal = Number(upload?.contentLength);
    expect(sentTotal).toBeGreaterThan(300 * 1024);
    expect(progress[0]).toEqual({ loaded: 0, total: 300 * 1024, percent: 0 });
    expect(progress.at(-1)).toEqual({ loaded: sentTotal, total: sentTotal, percent: 100 });
    const streamed = progress.slice(1, -1);
    expect(streamed.length).toBeGreaterThanOrEqual(5);
    expect(
      streamed.every((p) => p.total === sentTotal && p.loaded <= sentTotal && p.percent <= 99),
    ).toBe(true);
    const percents = progress.map((p) => p.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(streamed.at(-1)?.loaded).toBe(sentTotal);
  });

  it.each(['contract.pdf', 'virus.exe', 'noextension', 'photo.png.zip', 'scan.tif'])(
    'refuses %s before any request, with a Chinese message naming the file',
    async (name) => {
      const { client, notifier } = setup();
      const error = await rejection(uploadFile(client, new File(['x'], name)));
      expect(error.kind).toBe('invalid-file');
      expect(error.msg).toBe(
        `文件“${name}”的格式不支持，请上传 png、jpg、jpeg、bmp、gif、webp、psd、svg、tiff 格式的文件`,
      );
      expect(notifier.current).toEqual({ kind: 'error', text: error.msg, durationSeconds: 3 });
      expect(state.formRequests).toHaveLength(0);
      expect(state.uploads).toHaveLength(0);
    },
  );

  it('refuses a file over the form max_size without sending it', async () => {
    const { client } = setup();
    state.maxSize = 1000;
    const error = await rejection(uploadFile(client, pngFile('huge.png', 1001)));
    expect(error).toMatchObject({
      kind: 'invalid-file',
      msg: '文件“huge.png”超过 1000B 的大小上限',
    });
    expect(state.formRequests).toHaveLength(1);
    expect(state.uploads).toHaveLength(0);
  });

  it('rejects with the storage msg when the storage answers a failed status_code', async () => {
    const { client, notifier } = setup();
    state.storageAnswer = (upload) =>
      envelope(null, `文件“${upload.fileName}”的内容是 text/plain，与扩展名不符`, 422);
    const error = await rejection(uploadFile(client, pngFile('fake.png', 10)));
    expect(error).toMatchObject({
      kind: 'business',
      status_code: 422,
      msg: '文件“fake.png”的内容是 text/plain，与扩展名不符',
    });
    expect(notifier.current?.kind).toBe('error');
  });

  it('uses an injected transport', async () => {
    const { client } = setup();
    const sent: Array<{ url: string; keys: string[] }> = [];
    const transport: UploadTransport = async (request) => {
      sent.push({ url: request.url, keys: [...request.body.keys()] });
      request.onProgress?.(50, 100);
      return {
        status: 200,
        body: JSON.stringify(
          envelope({
            id: 9,
            key: 'k',
            url: 'u',
            name: 'n',
            size: 1,
            mime: 'image/gif',
            width: null,
            height: null,
          }),
        ),
      };
    };
    const progress: number[] = [];
    const stored = await uploadFile(client, pngFile('anim.gif', 10), {
      transport,
      onProgress: (p) => progress.push(p.percent),
    });
    expect(stored.id).toBe(9);
    expect(sent).toEqual([
      {
        url: `${server.origin}/storage/upload`,
        keys: ['accessid', 'key', 'policy', 'callback', 'signature', 'name', 'file'],
      },
    ]);
    expect(progress).toEqual([0, 50, 100]);
  });

  it('shows 网络错误 when the storage host does not answer as an envelope', async () => {
    const { client, notifier } = setup();
    const transport: UploadTransport = async () => ({
      status: 403,
      body: '<Error>AccessDenied</Error>',
    });
    const error = await rejection(uploadFile(client, pngFile('a.png', 10), { transport }));
    expect(error).toMatchObject({ kind: 'network', status: 403 });
    expect(notifier.notifications).toEqual([]);
    expect(notifier.current?.text).toBe('网络错误');
  });

  it('rejects as aborted, quietly, when the caller aborts the transfer', async () => {
    const { client, notifier } = setup();
    const controller = new AbortController();
    const transport: UploadTransport = (request) =>
      new Promise((_resolve, reject) => {
        request.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
        controller.abort();
      });
    const error = await rejection(
      uploadFile(client, pngFile('a.png', 10), { transport, signal: controller.signal }),
    );
    expect(error.kind).toBe('aborted');
    expect(notifier.messages).toEqual([]);
  });
});
