import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Db } from '../../db/client.js';
import { invalid } from '../../http/envelope.js';
import { extensionOf, isSafeStorageKey, type StorageDriver } from '../../storage/index.js';
import { findOwnUpload, storeCheckedUpload, type StoredUpload } from './store-upload.js';
import { formatBytes, isUploadExtension, maxUploadBytes } from './upload-kinds.js';
import {
  credentialRefused,
  dirOfKey,
  parseUploadDir,
  storedKeyFor,
  type UploadOwner,
} from './upload-policy.js';
import { cleanFileName } from './uploaded-files.js';

class TooLarge extends Error {}

/**
 * S3 has no upload callback: the client confirms a direct upload with the key it posted. The key
 * must lie in the caller's own upload folder (the policy held it there); the object must exist and
 * be within the kind's size limit; its bytes must be what its extension says. It is then stored
 * under the server's own unguessable key (the same one the local endpoint picks), recorded, and
 * the posted object removed. A confirmation sent again answers the file it recorded the first time.
 */
export async function confirmDirectUpload(
  db: Db,
  storage: StorageDriver,
  input: { owner: UploadOwner; key: string; name: string; secret: string; stagingDir: string },
): Promise<StoredUpload> {
  const { owner, key } = input;
  const dir = dirOfKey(key);
  const folder = parseUploadDir(dir);
  if (!folder || folder.siteId !== owner.siteId || folder.userId !== owner.userId) {
    throw credentialRefused('文件路径（key）不在你的上传目录下');
  }
  const ext = extensionOf(key);
  if (!isSafeStorageKey(key) || !isUploadExtension(ext)) {
    throw invalid('文件路径（key）只能包含字母、数字和 _ . -，且须以支持的扩展名结尾');
  }
  const storedKey = storedKeyFor(input.secret, key, ext);
  const recorded = await findOwnUpload(db, owner, storedKey);
  if (recorded) return { file: recorded, materialId: null };

  const displayName = cleanFileName(input.name) || key.slice(dir.length);
  const maxBytes = maxUploadBytes[folder.kind];
  const object = await storage.get(key);
  if (!object) throw invalid(`未找到已上传的文件「${displayName}」，请重新上传`);
  if (object.size > maxBytes) {
    object.stream.destroy();
    throw invalid(`文件「${displayName}」超过大小上限 ${formatBytes(maxBytes)}，请压缩后再上传`);
  }
  await fsp.mkdir(input.stagingDir, { recursive: true });
  const localPath = path.join(input.stagingDir, randomUUID());
  try {
    await copyWithin(object.stream, localPath, maxBytes, displayName);
    const stored = await storeCheckedUpload(db, storage, {
      key: storedKey,
      ext,
      displayName,
      localPath,
    });
    await storage.delete(key);
    return stored;
  } finally {
    await fsp.rm(localPath, { force: true });
  }
}

/** Copies the object to `target`, refusing it (and stopping) past `maxBytes` whatever it claimed. */
async function copyWithin(
  source: NodeJS.ReadableStream,
  target: string,
  maxBytes: number,
  displayName: string,
): Promise<void> {
  let size = 0;
  const limiter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(size > maxBytes ? new TooLarge() : null, chunk);
    },
  });
  try {
    await pipeline(source, limiter, fs.createWriteStream(target, { flags: 'wx' }));
  } catch (error) {
    if (error instanceof TooLarge)
      throw invalid(`文件「${displayName}」超过大小上限 ${formatBytes(maxBytes)}，请压缩后再上传`);
    throw error;
  }
  if (size === 0) throw invalid(`文件「${displayName}」是空文件`);
}
