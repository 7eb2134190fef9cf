import path from 'node:path';
import type { ServerConfig } from '../config.js';
import type { StorageDriver } from './driver.js';
import { createLocalStorage } from './local-driver.js';

export {
  StorageKeyExistsError,
  type PutOptions,
  type StorageDriver,
  type StoredObject,
} from './driver.js';
export { createLocalStorage, type LocalStorageOptions } from './local-driver.js';
export { assertSafeStorageKey, isSafeStorageKey, MAX_STORAGE_KEY_LENGTH } from './storage-key.js';
export { contentTypeForKey, extensionOf } from './content-types.js';
export { safeFileName } from './file-name.js';
export { fileUrls, type FileUrl } from './file-urls.js';
export { KEY_NAME_LENGTH, randomKeyName } from './random-key.js';
export { FILE_URL_SECRET_NAME, isValidSignature, SIGNED_URL_TTL_SECONDS } from './signed-url.js';
export { isPrivateKey } from './visibility.js';

/** The storage driver the server's configuration asks for: the local disk under `<dataDir>/files`. */
export function createStorage(config: Pick<ServerConfig, 'dataDir' | 'publicUrl'>): StorageDriver {
  return createLocalStorage({
    rootDir: path.join(config.dataDir, 'files'),
    publicBaseUrl: config.publicUrl,
  });
}
