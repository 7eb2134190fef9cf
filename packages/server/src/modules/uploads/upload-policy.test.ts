import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/envelope.js';
import {
  accessIdFor,
  createUploadForm,
  dirOfKey,
  parseUploadDir,
  POLICY_TTL_SECONDS,
  uploadDir,
  verifyUploadPolicy,
} from './upload-policy.js';

const secret = 'test-secret-value';
const now = new Date('2025-03-09T10:00:00Z');
const form = createUploadForm({
  secret,
  owner: { siteId: 3, userId: 42 },
  kind: 'voucher',
  host: 'https://x/req/upload/local',
  callback: 'cb',
  now,
});

function refusal(fn: () => unknown): AppError {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('upload policy', () => {
  it('builds the user folder by site, user, kind and UTC month', () => {
    expect(uploadDir({ siteId: 3, userId: 42 }, 'avatar', new Date('2025-12-31T23:59:59Z'))).toBe(
      's3/u42/avatar/202512/',
    );
    expect(parseUploadDir('s3/u42/avatar/202512/')).toEqual({
      siteId: 3,
      userId: 42,
      kind: 'avatar',
    });
    expect(parseUploadDir('s3/u42/videos/202512/')).toBeNull();
    expect(parseUploadDir('s0/u42/avatar/202512/')).toBeNull();
    expect(parseUploadDir('s3/u42/avatar/202512/x/')).toBeNull();
    expect(dirOfKey('s3/u42/avatar/202512/abc.png')).toBe('s3/u42/avatar/202512/');
  });

  it('signs a form that verifies until it expires', () => {
    expect(form.expire).toBe(now.getTime() / 1000 + POLICY_TTL_SECONDS);
    expect(form.accessid).toBe(accessIdFor(secret));
    const fields = {
      secret,
      accessid: form.accessid,
      policy: form.policy,
      signature: form.signature,
    };
    expect(verifyUploadPolicy({ ...fields, now: new Date(now.getTime() + 599_000) })).toEqual({
      expiresAt: new Date(form.expire * 1000),
      keyPrefix: 's3/u42/voucher/202503/',
      minBytes: 1,
      maxBytes: 10 * 1024 * 1024,
    });
    const expired = refusal(() =>
      verifyUploadPolicy({ ...fields, now: new Date(now.getTime() + 600_000) }),
    );
    expect([expired.statusCode, expired.httpStatus, expired.message]).toEqual([
      403,
      200,
      '上传签名已过期，请重新获取上传签名后再上传',
    ]);
  });

  it('refuses another secret, another accessid and an edited policy', () => {
    const base = {
      secret,
      accessid: form.accessid,
      policy: form.policy,
      signature: form.signature,
      now,
    };
    expect(refusal(() => verifyUploadPolicy({ ...base, secret: 'other' })).message).toContain(
      'accessid',
    );
    expect(refusal(() => verifyUploadPolicy({ ...base, accessid: 'PK0000' })).message).toContain(
      'accessid',
    );
    const edited = Buffer.from(
      Buffer.from(form.policy, 'base64').toString().replace('voucher', 'material'),
    ).toString('base64');
    expect(refusal(() => verifyUploadPolicy({ ...base, policy: edited })).message).toBe(
      '上传签名校验失败，请重新获取上传签名',
    );
    expect(refusal(() => verifyUploadPolicy({ ...base, signature: '' })).statusCode).toBe(403);
  });

  it('does not reveal the secret in the access id', () => {
    expect(accessIdFor(secret)).toMatch(/^PK[0-9A-F]{20}$/);
    expect(accessIdFor(secret)).not.toContain(secret);
    expect(accessIdFor('another')).not.toBe(accessIdFor(secret));
  });
});
