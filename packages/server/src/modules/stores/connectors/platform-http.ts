import { timingSafeEqual } from 'node:crypto';
import { PlatformAuthRejected, PlatformError, PlatformRateLimited } from './connector.js';

export interface PlatformResponse<T> {
  status: number;
  headers: Headers;
  body: T;
}

const TIMEOUT_MS = 30_000;

/** Seconds (or an HTTP date) of Retry-After in ms; `fallbackMs` when absent. */
export function retryAfterMs(value: string | null, fallbackMs: number): number {
  if (!value) return fallbackMs;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds * 1000));
  const at = Date.parse(value);
  return Number.isNaN(at) ? fallbackMs : Math.max(0, at - Date.now());
}

/**
 * Calls a platform and reads its JSON. 429 becomes PlatformRateLimited (Retry-After honoured),
 * 401 PlatformAuthRejected, any other non-2xx PlatformError with the platform's own message.
 */
export async function platformFetch<T>(
  url: string,
  init: RequestInit & {
    platformName: string;
    messageOf?: (body: unknown) => string;
    /** The wait a 429 asks for when the platform says it otherwise than Retry-After. */
    rateLimitWaitMs?: (headers: Headers) => number | null;
    /** Reads the body's text where JSON.parse would lose something (Shein's 64-bit ids). */
    parse?: (text: string) => unknown;
  },
): Promise<PlatformResponse<T>> {
  const { platformName, messageOf, rateLimitWaitMs, parse, ...request } = init;
  let response: Response;
  try {
    response = await fetch(url, { ...request, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new PlatformError(
      `${platformName} 无法连接：${error instanceof Error ? error.message : String(error)}`,
      0,
    );
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? (parse ?? JSON.parse)(text) : null;
  } catch {
    body = text;
  }
  if (response.ok) return { status: response.status, headers: response.headers, body: body as T };
  const said = (messageOf?.(body) || (typeof body === 'string' ? body : '')).slice(0, 300);
  if (response.status === 429) {
    throw new PlatformRateLimited(
      `${platformName} 限流：${said || 'Too Many Requests'}`,
      rateLimitWaitMs?.(response.headers) ??
        retryAfterMs(response.headers.get('retry-after'), 1000),
    );
  }
  if (response.status === 401) throw new PlatformAuthRejected(`${platformName} 拒绝授权：${said}`);
  throw new PlatformError(`${platformName} 返回 ${response.status}：${said}`, response.status);
}

/** Constant-time comparison of a received signature with the expected one. */
export function signaturesEqual(received: string, expected: string): boolean {
  const a = Buffer.from(received);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Waits, or stops early with the signal. */
export function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (ms <= 0 || signal?.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Money as the platform writes it ("12.50") in cents, truncated. */
export function decimalToCents(value: string | number | null | undefined): number {
  if (value === null || value === undefined || value === '') return 0;
  const [whole = '0', fraction = ''] = String(value).split('.');
  const sign = whole.startsWith('-') ? -1 : 1;
  return sign * (Math.abs(Number(whole)) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2)));
}

export function headerValue(
  headers: Record<string, string | string[] | undefined>,
  name: string,
): string {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
}

/** Waits out short rate limits (5 s at most, three tries) rather than lose the calls made so far. */
export async function waitingOutShortLimits<T>(request: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await request();
    } catch (error) {
      if (!(error instanceof PlatformRateLimited) || attempt === 3) throw error;
      await pause(Math.min(error.retryAfterMs, 5_000));
    }
  }
}
