import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError, invalid } from '../../http/envelope.js';
import { isUploadKind, maxUploadBytes, type UploadKind } from './upload-kinds.js';
import type { StorageDriver } from '../../storage/index.js';
import type { UploadForm } from '@podkit/sdk-core';

/** A signed form stays usable this long (the brief's 10 minutes). */
export const POLICY_TTL_SECONDS = 600;
/** Name of the upload-signing key in server_secrets. */
export const UPLOAD_SECRET_NAME = 'upload-policy';

export interface UploadOwner {
  siteId: number;
  userId: number;
}

/** What a verified policy allows. */
export interface UploadPolicy {
  expiresAt: Date;
  keyPrefix: string;
  minBytes: number;
  maxBytes: number;
}

/** Refusals of the upload credential: HTTP 200 with business code 403 (api-contract.md). */
export const credentialRefused = (msg: string) => new AppError(403, msg, 200);

/** The public name of the signing key: lets a client tell which key signed a form, reveals nothing. */
export function accessIdFor(secret: string): string {
  return (
    'PK' + createHmac('sha256', secret).update('accessid').digest('hex').slice(0, 20).toUpperCase()
  );
}

export function signPolicy(secret: string, policy: string): string {
  return createHmac('sha256', secret).update(policy).digest('base64');
}

/** The user's own key folder: `s{siteId}/u{userId}/{kind}/{yyyymm}/` (month in UTC). */
export function uploadDir(owner: UploadOwner, kind: UploadKind, now: Date): string {
  const month = `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  return `s${owner.siteId}/u${owner.userId}/${kind}/${month}/`;
}

const dirPattern = /^s([1-9]\d{0,9})\/u([1-9]\d{0,9})\/([a-z]+)\/(\d{6})\/$/;

/** Owner and kind from a folder made by `uploadDir`, or null. */
export function parseUploadDir(dir: string): (UploadOwner & { kind: UploadKind }) | null {
  const match = dirPattern.exec(dir);
  if (!match) return null;
  const [, site, user, kind] = match as unknown as [string, string, string, string];
  if (!isUploadKind(kind)) return null;
  return { siteId: Number(site), userId: Number(user), kind };
}

/**
 * Where the server stores an upload the client named `clientKey`: the same folder, under a name of
 * 22 characters (132 bits) derived from the client's key with the signing secret, so no stored key
 * can be guessed, and a form sent twice with one key still meets the file it stored the first time.
 */
export function storedKeyFor(secret: string, clientKey: string, ext: string): string {
  const name = createHmac('sha256', secret).update(`stored-key\n${clientKey}`).digest('base64url');
  return `${dirOfKey(clientKey)}${name.slice(0, 22)}.${ext}`;
}

/** The folder part of a key (everything up to the last slash, inclusive). */
export function dirOfKey(key: string): string {
  return key.slice(0, key.lastIndexOf('/') + 1);
}

export function createUploadForm(input: {
  secret: string;
  owner: UploadOwner;
  kind: UploadKind;
  host: string;
  callback: string;
  now?: Date;
}): UploadForm {
  const now = input.now ?? new Date();
  const dir = uploadDir(input.owner, input.kind, now);
  const maxBytes = maxUploadBytes[input.kind];
  const expire = Math.floor(now.getTime() / 1000) + POLICY_TTL_SECONDS;
  const policyDocument = {
    expiration: new Date(expire * 1000).toISOString(),
    conditions: [
      ['starts-with', '$key', dir],
      ['content-length-range', 1, maxBytes],
    ],
  };
  const policy = Buffer.from(JSON.stringify(policyDocument)).toString('base64');
  return {
    accessid: accessIdFor(input.secret),
    dir,
    policy,
    callback: input.callback,
    signature: signPolicy(input.secret, policy),
    host: input.host,
    expire,
    max_size: maxBytes,
  };
}

/**
 * The signed form for an upload straight to the storage (S3 POST policy): the spec's fields stay
 * (policy, signature, accessid are S3's; there is no callback), `fields` carries what S3 needs
 * (`Policy`, `X-Amz-Algorithm`, `X-Amz-Credential`, `X-Amz-Date`, `X-Amz-Signature`, `bucket`),
 * posted as given, and `confirm` is the call that records the file once S3 has it.
 */
export async function directUploadForm(
  directUpload: NonNullable<StorageDriver['directUpload']>,
  owner: UploadOwner,
  kind: UploadKind,
  now = new Date(),
): Promise<UploadForm> {
  const dir = uploadDir(owner, kind, now);
  const maxBytes = maxUploadBytes[kind];
  const { url, fields } = await directUpload({
    keyPrefix: dir,
    maxBytes,
    ttlSeconds: POLICY_TTL_SECONDS,
  });
  const credential = fields['X-Amz-Credential'] ?? '';
  return {
    accessid: credential.slice(0, credential.indexOf('/')),
    dir,
    policy: fields.Policy ?? '',
    callback: '',
    signature: fields['X-Amz-Signature'] ?? '',
    host: url,
    expire: Math.floor(now.getTime() / 1000) + POLICY_TTL_SECONDS,
    max_size: maxBytes,
    fields,
    confirm: '/upload/confirm',
  };
}

/**
 * Checks accessid, signature and expiry, then reads the policy's key prefix and size range.
 * Throws the envelope error a client sees.
 */
export function verifyUploadPolicy(input: {
  secret: string;
  accessid: string;
  policy: string;
  signature: string;
  now?: Date;
}): UploadPolicy {
  if (input.accessid !== accessIdFor(input.secret)) {
    throw credentialRefused('上传凭证无效（accessid 不正确），请重新获取上传签名');
  }
  const expected = Buffer.from(signPolicy(input.secret, input.policy));
  const given = Buffer.from(input.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw credentialRefused('上传签名校验失败，请重新获取上传签名');
  }
  const policy = readPolicy(input.policy);
  if ((input.now ?? new Date()).getTime() >= policy.expiresAt.getTime()) {
    throw credentialRefused('上传签名已过期，请重新获取上传签名后再上传');
  }
  return policy;
}

/** Parses a signed policy; a signed but malformed policy can only come from a server bug. */
function readPolicy(encoded: string): UploadPolicy {
  const malformed = () => invalid('上传策略（policy）格式不正确');
  let document: unknown;
  try {
    document = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
  } catch {
    throw malformed();
  }
  if (typeof document !== 'object' || document === null) throw malformed();
  const { expiration, conditions } = document as { expiration?: unknown; conditions?: unknown };
  const expiresAt = typeof expiration === 'string' ? new Date(expiration) : new Date(NaN);
  if (Number.isNaN(expiresAt.getTime()) || !Array.isArray(conditions)) throw malformed();

  let keyPrefix: string | undefined;
  let range: [number, number] | undefined;
  for (const condition of conditions) {
    if (!Array.isArray(condition)) continue;
    const [op, a, b] = condition as unknown[];
    if (op === 'starts-with' && a === '$key' && typeof b === 'string') keyPrefix = b;
    if (op === 'content-length-range' && Number.isInteger(a) && Number.isInteger(b))
      range = [a as number, b as number];
  }
  if (keyPrefix === undefined || !range) throw malformed();
  return { expiresAt, keyPrefix, minBytes: range[0], maxBytes: range[1] };
}
