import path from 'node:path';
import type { ServerConfig } from '../config.js';
import type { StorageDriver } from './driver.js';
import { createLocalStorage } from './local-driver.js';
import { createS3Storage } from './s3-driver.js';

export {
  StorageKeyExistsError,
  type DirectUpload,
  type PutOptions,
  type StorageDriver,
  type StoredObject,
} from './driver.js';
export { createLocalStorage, type LocalStorageOptions } from './local-driver.js';
export { createS3Storage, type S3StorageOptions } from './s3-driver.js';
export { assertSafeStorageKey, isSafeStorageKey, MAX_STORAGE_KEY_LENGTH } from './storage-key.js';
export { contentTypeForKey, extensionOf } from './content-types.js';
export { safeFileName } from './file-name.js';
export { fileUrls, type FileUrl } from './file-urls.js';
export { KEY_NAME_LENGTH, randomKeyName } from './random-key.js';
export { FILE_URL_SECRET_NAME, isValidSignature, SIGNED_URL_TTL_SECONDS } from './signed-url.js';
export { isPrivateKey } from './visibility.js';

/**
 * The storage driver the server's configuration asks for: an S3-compatible bucket when STORAGE=s3
 * (config.s3), else the local disk under `<dataDir>/files`.
 */
export function createStorage(
  config: Pick<ServerConfig, 'dataDir' | 'publicUrl'> & Partial<Pick<ServerConfig, 's3'>>,
): StorageDriver {
  if (config.s3) return createS3Storage({ ...config.s3, publicBaseUrl: config.publicUrl });
  return createLocalStorage({
    rootDir: path.join(config.dataDir, 'files'),
    publicBaseUrl: config.publicUrl,
  });
}

/** Whether an object has this key (its body, opened by `get`, is released at once). */
export async function storageHas(storage: StorageDriver, key: string): Promise<boolean> {
  const object = await storage.get(key);
  object?.stream.destroy();
  return object !== null;
}
