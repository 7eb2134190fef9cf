import type { Readable } from 'node:stream';

export interface PutOptions {
  contentType: string;
}

export interface StoredObject {
  stream: Readable;
  size: number;
  contentType: string;
  /** Strong validator for conditional GETs, quoted as the ETag header wants it. */
  etag: string;
  lastModified: Date;
}

/**
 * Where uploaded files live. Keys are relative paths (see storage-key.ts) and are written once:
 * `put` refuses to replace an existing key, so a URL handed out never changes its content.
 * The local driver implements it on disk; an S3-compatible driver implements the same interface.
 */
export interface StorageDriver {
  readonly name: string;
  /** Stores the body under `key`; throws StorageKeyExistsError when the key is taken. */
  put(key: string, body: Readable | Buffer, options: PutOptions): Promise<{ size: number }>;
  /** The stored object, or null when no object has this key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Where a browser fetches the object: absolute when the driver knows its origin, else root-relative. */
  publicUrl(key: string): string;
  /** This server's own `/files/<key>` address (private files are signed links to it). */
  routeUrl(key: string): string;
  /** A presigned address of the object in the storage itself (S3); absent when the server serves the bytes. */
  signedGetUrl?(key: string, ttlSeconds: number): Promise<string>;
  /**
   * A browser uploads straight to the storage (S3 POST policy): the address and the signed fields,
   * for keys inside `keyPrefix` and at most `maxBytes`. Absent when uploads go through this server.
   */
  directUpload?(input: {
    keyPrefix: string;
    maxBytes: number;
    ttlSeconds: number;
  }): Promise<DirectUpload>;
}

/** A signed form for an upload straight to the storage. */
export interface DirectUpload {
  url: string;
  /** Posted as given, before `key` and the file. */
  fields: Record<string, string>;
}

export class StorageKeyExistsError extends Error {
  constructor(readonly key: string) {
    super(`storage key already exists: ${key}`);
    this.name = 'StorageKeyExistsError';
  }
}
