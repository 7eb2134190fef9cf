import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { sharedBy, sharedSchemaCompilers } from './schema-compilers.js';

const body = {
  type: 'object',
  properties: { n: { type: 'integer', minimum: 1 } },
  required: ['n'],
};
const answer = { type: 'object', properties: { n: { type: 'integer' } } };

function app() {
  const server = Fastify({ schemaController: { compilersFactory: sharedSchemaCompilers } });
  server.post('/x', { schema: { body, response: { 200: answer } } }, (request) => ({
    ...(request.body as object),
    secret: 'not in the answer schema',
  }));
  return server;
}

describe('schema compilers shared by every app of the process', () => {
  it('compile a schema once for equal content, once per options', () => {
    let compiled = 0;
    const build = sharedBy(() => () => ({ compiled: ++compiled }));
    const first = build({}, { coerce: true })({ schema: { type: 'string' } });
    const again = build({}, { coerce: true })({ schema: { type: 'string' } });
    const otherOptions = build({}, { coerce: false })({ schema: { type: 'string' } });
    expect(again).toBe(first);
    expect(otherOptions).not.toBe(first);
    expect(compiled).toBe(2);
  });

  it('validate and serialise the same in a second app as in the first', async () => {
    for (const server of [app(), app()]) {
      const ok = await server.inject({ method: 'POST', url: '/x', payload: { n: 2 } });
      expect(ok.json()).toEqual({ n: 2 });
      const bad = await server.inject({ method: 'POST', url: '/x', payload: { n: 0 } });
      expect(bad.statusCode).toBe(400);
      await server.close();
    }
  });
});
