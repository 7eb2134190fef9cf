/**
 * Request logging (http/request-log.ts): a quick, successful request writes no line at `info`;
 * a slow one and a failed one do, and an unexpected error keeps its line with the stack.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { ServerConfig } from '../src/config.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** An app on the test database whose log lines (JSON, level info and up) land in `lines`. */
async function loggingApp(config: Partial<ServerConfig>) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n')) if (text) lines.push(JSON.parse(text));
      done();
    },
  });
  const app = await buildApp({
    db: server.database.db,
    config: { ...server.config, ...config },
    logger: { level: 'info', stream },
  });
  app.get('/boom', async () => {
    throw new Error('kaboom in a handler');
  });
  return { app, lines };
}

describe(`request logging on ${testDbKind}`, () => {
  it('writes nothing for a quick successful request', async () => {
    const { app, lines } = await loggingApp({ slowRequestMs: 60_000 });
    const res = await app.inject({ url: '/req/health' });
    expect(res.statusCode).toBe(200);
    await app.close();
    expect(lines.filter((line) => line.reqId !== undefined)).toEqual([]);
  });

  it('logs a slow request with its method, path, status and time', async () => {
    const { app, lines } = await loggingApp({ slowRequestMs: 0 });
    await app.inject({ url: '/req/health' });
    await app.close();
    const slow = lines.find((line) => line.msg === 'slow request');
    expect(slow).toMatchObject({
      level: 40,
      req: { method: 'GET', url: '/req/health' },
      res: { statusCode: 200 },
    });
    expect(typeof slow?.responseTime).toBe('number');
  });

  it('logs an unexpected error with its stack and the failed request', async () => {
    const { app, lines } = await loggingApp({ slowRequestMs: 60_000 });
    const res = await app.inject({ url: '/boom' });
    expect(res.statusCode).toBe(500);
    await app.close();
    const error = lines.find((line) => line.msg === 'unexpected error');
    expect((error?.err as { stack: string }).stack).toContain('kaboom in a handler');
    expect(lines.find((line) => line.msg === 'request failed')).toMatchObject({
      level: 50,
      res: { statusCode: 500 },
    });
  });

  it('logs every request when LOG_REQUESTS=all', async () => {
    const { app, lines } = await loggingApp({ slowRequestMs: 60_000, logRequests: 'all' });
    await app.inject({ url: '/req/health' });
    await app.close();
    expect(lines.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed']),
    );
  });
});
