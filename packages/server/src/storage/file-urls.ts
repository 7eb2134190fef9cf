import type { StorageDriver } from './driver.js';
import { signedQuery } from './signed-url.js';
import { isPrivateKey } from './visibility.js';

/** Where a browser fetches a stored object: a public key as it is, a private one signed for a while. */
export type FileUrl = (key: string) => string;

export function fileUrls(storage: StorageDriver, secret: string): FileUrl {
  return (key) =>
    isPrivateKey(key)
      ? `${storage.routeUrl(key)}?${signedQuery(secret, key)}`
      : storage.publicUrl(key);
}
