import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  auth,
  createClient,
  createMemoryNotifier,
  createMemoryStorage,
  createTokenStore,
  isApiError,
  uploadFile,
  type Client,
} from '@podkit/sdk-core';

const baseUrl = inject('baseUrl');

// A 2×1 PNG (one red, one green pixel).
const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAD0lEQVR4nGP4z8DAwMAAAA0BAf8bBEwAAAAASUVORK5CYII=',
  'base64',
);

function namedBlob(bytes: Uint8Array, name: string, type: string): Blob & { name: string } {
  return Object.assign(new Blob([new Uint8Array(bytes)], { type }), { name });
}

let client: Client;
const notifier = createMemoryNotifier();

beforeAll(async () => {
  client = createClient({
    baseURL: `${baseUrl}/req`,
    tokenStore: createTokenStore({ storage: createMemoryStorage() }),
    notifier,
    reload: () => {},
  });
  await auth.login(client, { username: 'demo', password: 'demo123456' });
});

describe('upload through sdk-core against the built server', () => {
  it('stores a picture through the signed form and serves it back unchanged', async () => {
    const progress: number[] = [];
    const stored = await uploadFile(client, namedBlob(pngBytes, '红色小图.png', 'image/png'), {
      type: 'material',
      onProgress: (p) => progress.push(p.percent),
    });
    expect(stored).toMatchObject({
      name: '红色小图.png',
      mime: 'image/png',
      size: pngBytes.length,
      width: 2,
      height: 1,
    });
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(100);

    const served = await fetch(stored.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(pngBytes)).toBe(true);
  });

  it('refuses a text file renamed .png, naming the file, and stores nothing', async () => {
    const fake = namedBlob(
      new TextEncoder().encode('not a picture at all'),
      'fake.png',
      'image/png',
    );
    const error = await uploadFile(client, fake).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect((error as { status_code: number }).status_code).toBe(422);
    expect((error as { msg: string }).msg).toContain('fake.png');
  });

  it('refuses an extension outside the spec list before anything is sent', async () => {
    const error = await uploadFile(
      client,
      namedBlob(pngBytes, 'tool.exe', 'application/octet-stream'),
    ).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect((error as { kind: string }).kind).toBe('invalid-file');
  });
});
