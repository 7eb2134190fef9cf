import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StorageKeyExistsError } from './driver.js';
import { createLocalStorage } from './local-driver.js';
import { UnsafeStorageKeyError } from './storage-key.js';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'podkit-storage-'));
});
afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe('local storage driver', () => {
  it('stores a stream and a buffer under <root>/<key> and reads them back', async () => {
    const storage = createLocalStorage({ rootDir: root, publicBaseUrl: '' });
    expect(
      await storage.put('s1/u1/a.svg', Readable.from(['<svg', '/>']), {
        contentType: 'image/svg+xml',
      }),
    ).toEqual({ size: 6 });
    await storage.put('s1/u1/b.png', Buffer.from([1, 2, 3]), { contentType: 'image/png' });
    expect(fs.readFileSync(path.join(root, 's1/u1/b.png'))).toEqual(Buffer.from([1, 2, 3]));

    const object = await storage.get('s1/u1/a.svg');
    expect(object).toMatchObject({
      size: 6,
      contentType: 'image/svg+xml',
      etag: expect.stringMatching(/^"6-[0-9a-f]+"$/),
    });
    expect(await text(object!.stream)).toBe('<svg/>');
    // nothing left behind in the staging folder
    expect(fs.readdirSync(path.join(root, '.staging'))).toEqual([]);
  });

  it('never replaces an existing key', async () => {
    const storage = createLocalStorage({ rootDir: root, publicBaseUrl: '' });
    await storage.put('k/a.png', Buffer.from('first'), { contentType: 'image/png' });
    await expect(
      storage.put('k/a.png', Buffer.from('second'), { contentType: 'image/png' }),
    ).rejects.toBeInstanceOf(StorageKeyExistsError);
    expect(fs.readFileSync(path.join(root, 'k/a.png'), 'utf8')).toBe('first');
  });

  it('answers null for missing or unsafe keys and refuses to write outside the root', async () => {
    const storage = createLocalStorage({ rootDir: root, publicBaseUrl: '' });
    expect(await storage.get('missing.png')).toBeNull();
    expect(await storage.get('../outside.png')).toBeNull();
    await expect(
      storage.put('../outside.png', Buffer.from('x'), { contentType: 'image/png' }),
    ).rejects.toBeInstanceOf(UnsafeStorageKeyError);
    expect(fs.existsSync(path.join(root, '..', 'outside.png'))).toBe(false);
  });

  it('deletes, and a missing key is not an error', async () => {
    const storage = createLocalStorage({ rootDir: root, publicBaseUrl: '' });
    await storage.put('d/x.gif', Buffer.from('GIF89a'), { contentType: 'image/gif' });
    await storage.delete('d/x.gif');
    expect(await storage.get('d/x.gif')).toBeNull();
    await expect(storage.delete('d/x.gif')).resolves.toBeUndefined();
  });

  it('builds public URLs from the configured origin, root-relative without one', () => {
    expect(createLocalStorage({ rootDir: root, publicBaseUrl: '' }).publicUrl('a/b.png')).toBe(
      '/files/a/b.png',
    );
    expect(
      createLocalStorage({ rootDir: root, publicBaseUrl: 'https://cdn.example.com/' }).publicUrl(
        'a/b.png',
      ),
    ).toBe('https://cdn.example.com/files/a/b.png');
  });
});
