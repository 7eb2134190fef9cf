import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  await server.app.ready();
});
afterAll(() => server.close());

interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, { content?: unknown }> }>>;
}

describe('the /req contract', () => {
  it('declares the success answer of every route, so the OpenAPI document is the whole contract', () => {
    const document = server.app.swagger() as unknown as OpenApiDocument;
    const undeclared: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      if (!path.startsWith('/req/')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const answers = Object.entries(operation.responses ?? {});
        const declared = answers.some(([code, answer]) => code.startsWith('2') && answer.content);
        if (!declared) undeclared.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(undeclared).toEqual([]);
  });
});
