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
});
