import Fastify from 'fastify';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { envelopeOf } from './envelope-schema.js';
import { simpleUnionsAsTypeLists, sharedBy, sharedSchemaCompilers } from './schema-compilers.js';

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

const Status = Type.Union([Type.Literal('paid'), Type.Literal('shipped')], { title: '状态' });
const Row = Type.Object({
  status: Status,
  hold: Type.Union([Type.Union([Type.Literal('operator'), Type.Literal('payment')]), Type.Null()]),
  paid_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  count: Type.Union([Type.Integer(), Type.Null()]),
  shop: Type.Union([Type.Object({ name: Type.String() }), Type.Null()]),
  either: Type.Union([Type.String(), Type.Integer()]),
  page: Type.Union([Type.Unsafe<string>({ type: 'string', enum: ['about', 'join'] }), Type.Null()]),
  pair: Type.Union([Type.Object({ a: Type.String() }), Type.Object({ b: Type.Integer() })]),
});
const rows = [
  {
    status: 'paid',
    hold: null,
    paid_at: '2026-11-27T08:00:00.000Z',
    count: 0,
    shop: null,
    either: 'a "quoted" 文本',
    page: null,
    pair: { a: 'x' },
  },
  {
    status: 'shipped',
    hold: 'operator',
    paid_at: null,
    count: null,
    shop: { name: 'x' },
    either: 7,
    page: 'join',
    pair: { b: 2 },
  },
];

describe('answers with simple unions', () => {
  it('are serialised from type lists, not from anyOf', () => {
    const plain = JSON.parse(JSON.stringify(Row));
    const schema = simpleUnionsAsTypeLists(plain) as { properties: Record<string, unknown> };
    expect(schema.properties.status).toEqual({ title: '状态', type: 'string' });
    expect(schema.properties.hold).toEqual({ type: ['string', 'null'] });
    expect(schema.properties.paid_at).toEqual({ format: 'date-time', type: ['string', 'null'] });
    expect(schema.properties.count).toEqual({ type: ['integer', 'null'] });
    expect(schema.properties.either).toEqual({ type: ['string', 'integer'] });
    expect(schema.properties.shop).toEqual({
      type: ['object', 'null'],
      properties: { name: { type: 'string' } },
      required: ['name'],
    });
    // An enum holds for every type: null joins it, or a null would not match.
    expect(schema.properties.page).toEqual({
      type: ['string', 'null'],
      enum: ['about', 'join', null],
    });
    // Two shapes stay a union: which one applies shapes the output.
    expect(schema.properties.pair).toEqual(plain.properties.pair);
  });

  it('write the same bytes as the union did', async () => {
    const server = Fastify({ schemaController: { compilersFactory: sharedSchemaCompilers } });
    const plain = Fastify();
    for (const app of [server, plain])
      app.get(
        '/rows',
        { schema: { response: { 200: envelopeOf(Type.Array(Row)) } } },
        async () => ({
          status_code: 200,
          msg: 'ok',
          data: rows,
        }),
      );
    const [fast, reference] = await Promise.all(
      [server, plain].map((app) => app.inject({ url: '/rows' })),
    );
    expect(fast!.statusCode).toBe(200);
    expect(fast!.body).toBe(reference!.body);
    expect(JSON.parse(fast!.body).data).toEqual(rows);
    await Promise.all([server.close(), plain.close()]);
  });
});
