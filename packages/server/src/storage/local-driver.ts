import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { contentTypeForKey } from './content-types.js';
import {
  StorageKeyExistsError,
  type PutOptions,
  type StorageDriver,
  type StoredObject,
} from './driver.js';
import { assertSafeStorageKey, isSafeStorageKey } from './storage-key.js';

export interface LocalStorageOptions {
  /** Files live at `<rootDir>/<key>`. */
  rootDir: string;
  /** Origin (and path) in front of `/files/<key>`; empty means root-relative URLs. */
  publicBaseUrl: string;
}

/**
 * The storage driver on the local disk. Content types follow the key's extension (a disk keeps no
 * metadata, and the upload endpoint only stores content that matches its extension).
 */
export function createLocalStorage(options: LocalStorageOptions): StorageDriver {
  const rootDir = path.resolve(options.rootDir);
  // Keys never start a segment with a dot, so this folder can't collide with a stored object.
  const stagingDir = path.join(rootDir, '.staging');
  const baseUrl = options.publicBaseUrl.replace(/\/+$/, '');

  function pathOf(key: string): string {
    assertSafeStorageKey(key);
    const target = path.resolve(rootDir, key);
    if (!target.startsWith(rootDir + path.sep))
      throw new Error(`storage key escapes the root: ${key}`);
    return target;
  }

  function routeUrl(key: string): string {
    assertSafeStorageKey(key);
    return `${baseUrl}/files/${key}`;
  }

  return {
    name: 'local',

    async put(key: string, body: Readable | Buffer, _options: PutOptions) {
      const target = pathOf(key);
      await fsp.mkdir(stagingDir, { recursive: true });
      await fsp.mkdir(path.dirname(target), { recursive: true });
      const staged = path.join(stagingDir, randomUUID());
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      try {
        const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
        await pipeline(source, counter, fs.createWriteStream(staged, { flags: 'wx' }));
        // Written in full first, then linked in: readers never see a half-written object and an
        // existing key is never replaced (link fails with EEXIST).
        await publishExclusive(staged, target, key);
        return { size };
      } finally {
        await fsp.rm(staged, { force: true });
      }
    },

    async get(key: string): Promise<StoredObject | null> {
      if (!isSafeStorageKey(key)) return null;
      const target = pathOf(key);
      let handle: fsp.FileHandle;
      try {
        handle = await fsp.open(target, 'r');
      } catch (error) {
        if (isCode(error, 'ENOENT') || isCode(error, 'ENOTDIR') || isCode(error, 'EISDIR'))
          return null;
        throw error;
      }
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return null;
      }
      return {
        stream: handle.createReadStream(),
        size: stat.size,
        contentType: contentTypeForKey(key),
        etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
        lastModified: stat.mtime,
      };
    },

    async delete(key: string) {
      await fsp.rm(pathOf(key), { force: true });
    },

    publicUrl: routeUrl,
    routeUrl,
  };
}

async function publishExclusive(staged: string, target: string, key: string): Promise<void> {
  try {
    await fsp.link(staged, target);
  } catch (error) {
    if (isCode(error, 'EEXIST')) throw new StorageKeyExistsError(key);
    // Some file systems have no hard links: an exclusive copy keeps the same guarantee.
    if (!isCode(error, 'EPERM') && !isCode(error, 'ENOTSUP') && !isCode(error, 'EXDEV'))
      throw error;
    try {
      await fsp.copyFile(staged, target, fs.constants.COPYFILE_EXCL);
    } catch (copyError) {
      if (isCode(copyError, 'EEXIST')) throw new StorageKeyExistsError(key);
      throw copyError;
    }
  }
}

function isCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}
