import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Readable } from 'node:stream';
import { contentTypeForKey } from './content-types.js';
import {
  StorageKeyExistsError,
  type DirectUpload,
  type PutOptions,
  type StorageDriver,
  type StoredObject,
} from './driver.js';
import { assertSafeStorageKey, isSafeStorageKey } from './storage-key.js';

export interface S3StorageOptions {
  /** S3-compatible endpoint (MinIO, R2, OSS's S3 API …); empty means AWS itself. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style addresses (`endpoint/bucket/key`), which most self-hosted S3 servers need. */
  forcePathStyle: boolean;
  /**
   * Where browsers read public objects straight from the bucket (or its CDN), e.g.
   * `https://cdn.example.com`; empty: public objects are served by this server's `/files/` route.
   */
  publicReadUrl: string;
  /** This server's public origin, in front of `/files/<key>` (PUBLIC_URL). */
  publicBaseUrl: string;
}

/**
 * Stored files in an S3-compatible bucket, with the AWS SDK v3 client. The bucket stays private:
 * private objects are read through presigned GET URLs the `/files/` route redirects to once it has
 * checked the link this server signed; public ones through `publicReadUrl` when set, else through
 * the same route. Browsers upload straight to the bucket with a presigned POST policy.
 */
export function createS3Storage(options: S3StorageOptions): StorageDriver {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    credentials: {
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
    },
  });
  const Bucket = options.bucket;
  const routeBase = options.publicBaseUrl.replace(/\/+$/, '');
  const readBase = options.publicReadUrl.replace(/\/+$/, '');

  function routeUrl(key: string): string {
    assertSafeStorageKey(key);
    return `${routeBase}/files/${key}`;
  }

  return {
    name: 's3',

    async put(key: string, body: Readable | Buffer, putOptions: PutOptions) {
      assertSafeStorageKey(key);
      const bytes = Buffer.isBuffer(body) ? body : await readAll(body);
      try {
        // Written once, as on disk: a conditional write refuses a key that is taken.
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: bytes,
            ContentType: putOptions.contentType,
            ContentLength: bytes.length,
            IfNoneMatch: '*',
          }),
        );
      } catch (error) {
        if (statusOf(error) === 412) throw new StorageKeyExistsError(key);
        throw error;
      }
      return { size: bytes.length };
    },

    async get(key: string): Promise<StoredObject | null> {
      if (!isSafeStorageKey(key)) return null;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        const stream = answer.Body as Readable;
        return {
          stream,
          size: answer.ContentLength ?? 0,
          contentType: answer.ContentType || contentTypeForKey(key),
          etag: answer.ETag ?? `"${answer.ContentLength ?? 0}"`,
          lastModified: answer.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (error instanceof NoSuchKey || statusOf(error) === 404) return null;
        throw error;
      }
    },

    async delete(key: string) {
      assertSafeStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    publicUrl(key: string) {
      assertSafeStorageKey(key);
      return readBase ? `${readBase}/${key}` : routeUrl(key);
    },

    routeUrl,

    async signedGetUrl(key: string, ttlSeconds: number) {
      assertSafeStorageKey(key);
      return getSignedUrl(client, new GetObjectCommand({ Bucket, Key: key }), {
        expiresIn: ttlSeconds,
      });
    },

    async directUpload({ keyPrefix, maxBytes, ttlSeconds }): Promise<DirectUpload> {
      const post = await createPresignedPost(client, {
        Bucket,
        Key: `${keyPrefix}\${filename}`,
        Conditions: [['content-length-range', 1, maxBytes]],
        Expires: ttlSeconds,
      });
      // The client names the object itself (`key`, inside keyPrefix): every other field is posted as given.
      const { key: _key, ...fields } = post.fields;
      return { url: post.url, fields };
    },
  };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

function statusOf(error: unknown): number | undefined {
  if (error instanceof S3ServiceException) return error.$metadata.httpStatusCode;
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}
