import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { bearer, signIn } from './support/accounts.js';

/**
 * "Never a 500 for a client mistake": every route of the OpenAPI document gets malformed path
 * parameters, bodies of the wrong shape and garbage, as a signed-in operator (who passes every
 * role check, so the handlers themselves run). Any HTTP 500 fails, naming the request.
 */
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await signIn(server.app, 'operator', 'operator123456');
});
afterAll(async () => {
  await server?.close();
});

type Operation = { method: string; path: string };

function operations(spec: { paths: Record<string, Record<string, unknown>> }): Operation[] {
  return Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((m) => ['get', 'post', 'put', 'delete'].includes(m))
      .map((method) => ({ method: method.toUpperCase(), path })),
  );
}

const badIds = ['abc', '-1', '0', '99999999999999999999', '1.5', '%00'];
const badBodies: Array<string | Record<string, unknown>> = [
  {},
  { id: 'x', name: 12, page: 'two', ids: 'all', items: {}, document: [] },
  { ids: Array.from({ length: 3 }, () => 'x'), price: -1, quantity: 1e12 },
  '[]',
  'null',
];

describe(`no route answers a client mistake with 500 (${testDbKind})`, () => {
  it('holds for every route in the OpenAPI document', async () => {
    const spec = (await server.app.inject({ method: 'GET', url: '/req/docs/json' })).json();
    const failures: string[] = [];
    for (const op of operations(spec)) {
      if (op.path.startsWith('/req/docs') || op.path === '/req/upload/local') continue;
      const paths = op.path.includes('{')
        ? badIds.map((id) => op.path.replace(/\{[^}]+\}/g, encodeURIComponent(id)))
        : [op.path];
      for (const url of paths) {
        const bodies = op.method === 'GET' || op.method === 'DELETE' ? [undefined] : badBodies;
        for (const body of bodies) {
          const res = await server.app.inject({
            method: op.method as 'GET',
            url: `${url}${op.method === 'GET' ? '?page=abc&page_size=-5&keyword=%00&status=9' : ''}`,
            headers: {
              ...bearer(token),
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(body === undefined
              ? {}
              : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
          });
          if (res.statusCode >= 500)
            failures.push(
              `${op.method} ${url} ${JSON.stringify(body)} → ${res.statusCode} ${res.body.slice(0, 200)}`,
            );
        }
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it('answers oversized headers on every route with HTTP 431 and the envelope', async () => {
    const spec = (await server.app.inject({ method: 'GET', url: '/req/docs/json' })).json();
    const { port } = new URL(await server.listen());
    const failures: string[] = [];
    for (const op of operations(spec)) {
      const url = op.path.replace(/\{[^}]+\}/g, '1');
      const answer = await rawRequest(
        Number(port),
        `${op.method} ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
          `Authorization: Bearer ${token}\r\nCookie: big=${'x'.repeat(40_000)}\r\n\r\n`,
      );
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      const envelope = JSON.parse(body || 'null') as { status_code?: number; msg?: string } | null;
      if (!head.startsWith('HTTP/1.1 431 ') || envelope?.status_code !== 431 || !envelope.msg)
        failures.push(`${op.method} ${url} → ${answer.slice(0, 160)}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

/** Sends bytes as they are (no client would send such headers) and reads the whole answer. */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    socket.on('close', () => resolve(answer));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      // The server may close while the rest of the oversized request is still being written.
      error.code === 'EPIPE' || error.code === 'ECONNRESET' ? resolve(answer) : reject(error),
    );
  });
}
