import dns from 'node:dns';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { LookupFunction } from 'node:net';
import { invalid } from '../../http/envelope.js';
import { formatBytes } from '../uploads/index.js';
import { isPublicAddress } from './address-guard.js';

export interface FetchLimits {
  maxBytes: number;
  /** For the whole fetch: connection, redirects and body. */
  timeoutMs: number;
  maxRedirects: number;
  /** Loopback and private addresses are refused unless this is true (tests only). */
  allowPrivate: boolean;
}

export interface FetchedFile {
  size: number;
  /** The Content-Type the server sent, if any. */
  contentType: string | null;
  /** Where the bytes really came from, after redirects. */
  finalUrl: URL;
}

class FetchRefused extends Error {}

function refusedAddress(host: string, address: string) {
  return new FetchRefused(`不能读取内网、本机或保留地址：${host}（${address}）`);
}

/** Parses and checks a user-given address: http or https only, no credentials. */
export function parseFetchUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw invalid(`图片地址格式不正确：${text.slice(0, 200)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw invalid(`只支持 http 或 https 地址，不支持 ${url.protocol.replace(':', '')}`);
  }
  if (url.username || url.password) throw invalid('图片地址不能包含用户名或密码');
  return url;
}

/**
 * A DNS lookup that refuses non-public addresses after resolution. It runs inside the connection
 * attempt itself, so the address checked is the address connected to (no DNS rebinding window).
 */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as dns.LookupAddress[];
      const blocked = allowPrivate ? undefined : list.find((a) => !isPublicAddress(a.address));
      if (blocked) return callback(refusedAddress(hostname, blocked.address), '', 0);
      if (options.all) return callback(null, list as unknown as string, 0);
      const first = list[0];
      if (!first) return callback(new Error(`no address for ${hostname}`), '', 0);
      callback(null, first.address, first.family);
    });
  };
}

/**
 * Fetches a URL to `destination` on behalf of a user, within limits: http/https only, public
 * addresses only (checked after DNS resolution and for every redirect), at most `maxBytes`
 * (by Content-Length and while reading), everything within `timeoutMs`. Throws a 422 envelope
 * error with a Chinese message on every refusal.
 */
export async function fetchToFile(
  url: URL,
  destination: string,
  limits: FetchLimits,
): Promise<FetchedFile> {
  const deadline = AbortSignal.timeout(limits.timeoutMs);
  try {
    let current = url;
    for (let redirects = 0; ; redirects++) {
      const outcome = await requestOnce(current, destination, limits, deadline);
      if (outcome.kind === 'file') return outcome.file;
      if (redirects >= limits.maxRedirects)
        throw new FetchRefused(`重定向次数过多（超过 ${limits.maxRedirects} 次）`);
      current = parseFetchUrl(new URL(outcome.location, current).toString());
    }
  } catch (error) {
    await fs.promises.rm(destination, { force: true });
    if (error instanceof FetchRefused) throw invalid(error.message);
    if (deadline.aborted) throw invalid(`读取图片地址超时（${limits.timeoutMs / 1000} 秒）`);
    throw invalid(`无法读取图片地址：${describeNetworkError(error, url.hostname)}`);
  }
}

type Outcome = { kind: 'file'; file: FetchedFile } | { kind: 'redirect'; location: string };

function requestOnce(
  url: URL,
  destination: string,
  limits: FetchLimits,
  signal: AbortSignal,
): Promise<Outcome> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // An address literal is connected to without any lookup: check it here.
  if (net.isIP(host) && !limits.allowPrivate && !isPublicAddress(host)) {
    return Promise.reject(refusedAddress(host, host));
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Outcome>((resolve, reject) => {
    const request = client.get(
      url,
      {
        lookup: guardedLookup(limits.allowPrivate),
        signal,
        headers: { accept: 'image/*', 'user-agent': 'PodKit-material-fetch/1.0' },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          return resolve({ kind: 'redirect', location: response.headers.location });
        }
        if (status !== 200) {
          response.resume();
          return reject(new FetchRefused(`无法读取图片地址：对方服务器返回 HTTP ${status}`));
        }
        const declared = Number(response.headers['content-length']);
        if (Number.isFinite(declared) && declared > limits.maxBytes) {
          response.destroy();
          return reject(tooLarge(limits.maxBytes));
        }
        let size = 0;
        const out = fs.createWriteStream(destination);
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > limits.maxBytes) response.destroy(tooLarge(limits.maxBytes));
        });
        response.on('error', (error) => {
          out.destroy();
          reject(error);
        });
        out.on('error', reject);
        out.on('finish', () => {
          const contentType = response.headers['content-type'] ?? null;
          resolve({ kind: 'file', file: { size, contentType, finalUrl: url } });
        });
        response.pipe(out);
      },
    );
    request.on('error', reject);
  });
}

function tooLarge(maxBytes: number) {
  return new FetchRefused(`图片超过大小上限 ${formatBytes(maxBytes)}`);
}

function describeNetworkError(error: unknown, host: string): string {
  const code = (error as { code?: unknown }).code;
  switch (code) {
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `无法解析域名 ${host}`;
    case 'ECONNREFUSED':
      return `${host} 拒绝连接`;
    case 'ECONNRESET':
      return `${host} 断开了连接`;
    case 'CERT_HAS_EXPIRED':
    case 'DEPTH_ZERO_SELF_SIGNED_CERT':
    case 'UNABLE_TO_VERIFY_LEAF_SIGNATURE':
      return `${host} 的 HTTPS 证书无效`;
    default:
      return `连接 ${host} 失败`;
  }
}
