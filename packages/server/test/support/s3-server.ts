import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
// s3rver: an S3-protocol server for Node, installed from npm as a dev dependency (no types).
// @ts-expect-error -- the package ships no type declarations
import S3rver from 's3rver';

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** STORAGE=s3 and S3_* for the server's configuration. */
  env: Record<string, string>;
  /** Browser-style POST uploads the front refused, with S3's error code. */
  refusals: string[];
  close(): Promise<void>;
}

// s3rver's built-in account (its docs: S3RVER / S3RVER).
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

/**
 * s3rver on loopback, behind a front that checks browser POST uploads the way S3 documents them
 * (AWS S3 API reference, "Browser-based uploads using POST" / "Creating a POST policy"), which
 * s3rver itself leaves unimplemented: the SigV4 signature of the Policy, its expiration, and every
 * condition, including that each posted field is named in the policy. Everything else passes as is.
 */
export async function startLocalS3(bucket = 'podkit-test'): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'podkit-s3-'));
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const inner = (await s3rver.run()) as AddressInfo;
  const innerUrl = `http://127.0.0.1:${inner.port}`;
  const refusals: string[] = [];

  const front = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      void (async () => {
        if (req.method === 'POST' && req.url === `/${bucket}`) {
          const refusal = await checkPostPolicy(req.headers, body, bucket);
          if (refusal) {
            refusals.push(refusal.code);
            res.writeHead(403, { 'content-type': 'application/xml' });
            res.end(
              `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${refusal.code}</Code><Message>${refusal.message}</Message></Error>`,
            );
            return;
          }
        }
        const headers = new Headers();
        for (const [name, value] of Object.entries(req.headers)) {
          if (typeof value === 'string' && name !== 'connection') headers.set(name, value);
        }
        const answer = await fetch(`${innerUrl}${req.url}`, {
          method: req.method,
          headers,
          body: ['GET', 'HEAD'].includes(req.method ?? 'GET') ? undefined : new Uint8Array(body),
          redirect: 'manual',
        });
        const out: Record<string, string> = {};
        answer.headers.forEach((value, name) => {
          if (name !== 'content-encoding' && name !== 'transfer-encoding') out[name] = value;
        });
        res.writeHead(answer.status, out);
        res.end(Buffer.from(await answer.arrayBuffer()));
      })().catch((error: unknown) => {
        res.writeHead(500);
        res.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
  return {
    endpoint,
    bucket,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    refusals,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
    },
    async close() {
      front.closeAllConnections();
      await new Promise((resolve) => front.close(resolve));
      await s3rver.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

type Condition = Record<string, string> | [string, string | number, string | number];

async function checkPostPolicy(
  headers: http.IncomingHttpHeaders,
  body: Buffer,
  bucket: string,
): Promise<{ code: string; message: string } | null> {
  const form = await new Response(new Uint8Array(body), {
    headers: { 'content-type': headers['content-type'] ?? '' },
  }).formData();
  const fields = new Map<string, string>();
  let fileSize = -1;
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields.set(name.toLowerCase(), value);
    else if (name === 'file') fileSize = value.size;
  }
  const denied = (message: string) => ({ code: 'AccessDenied', message });
  const policy = fields.get('policy') ?? '';
  const credential = fields.get('x-amz-credential') ?? '';
  const [accessKeyId, date, region, service] = credential.split('/');
  if (fields.get('x-amz-algorithm') !== 'AWS4-HMAC-SHA256' || !date || !region || !service)
    return { code: 'InvalidArgument', message: 'POST requires a SigV4 credential' };
  if (accessKeyId !== ACCESS_KEY_ID)
    return { code: 'InvalidAccessKeyId', message: 'unknown access key' };
  const hmac = (key: Buffer | string, data: string) =>
    createHmac('sha256', key).update(data).digest();
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${SECRET_ACCESS_KEY}`, date), region), service),
    'aws4_request',
  );
  if (hmac(signingKey, policy).toString('hex') !== fields.get('x-amz-signature'))
    return { code: 'SignatureDoesNotMatch', message: 'policy signature does not match' };
  const document = JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as {
    expiration: string;
    conditions: Condition[];
  };
  if (new Date(document.expiration).getTime() < Date.now())
    return denied('Invalid according to Policy: Policy expired.');
  fields.set('bucket', bucket);
  const named = new Set(['x-amz-signature', 'policy', 'file']);
  for (const condition of document.conditions) {
    if (!Array.isArray(condition)) {
      const [name, value] = Object.entries(condition)[0] ?? ['', ''];
      named.add(name.toLowerCase());
      if (fields.get(name.toLowerCase()) !== value)
        return denied(`Invalid according to Policy: Policy Condition failed: ${name}`);
      continue;
    }
    const [op, a, b] = condition;
    if (op === 'content-length-range') {
      if (fileSize < Number(a) || fileSize > Number(b))
        return {
          code: 'EntityTooLarge',
          message: 'Your proposed upload exceeds the maximum allowed size',
        };
      continue;
    }
    const name = String(a).replace(/^\$/, '').toLowerCase();
    named.add(name);
    const value = fields.get(name) ?? '';
    if ((op === 'eq' && value !== b) || (op === 'starts-with' && !value.startsWith(String(b))))
      return denied(`Invalid according to Policy: Policy Condition failed: ${op} $${name}`);
  }
  for (const name of fields.keys()) {
    if (!named.has(name) && !name.startsWith('x-ignore-'))
      return denied(`Invalid according to Policy: Extra input fields: ${name}`);
  }
  return null;
}
