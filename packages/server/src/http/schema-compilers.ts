import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type RouteSchema = { schema: unknown };
type Compile = (route: RouteSchema) => unknown;

/**
 * Fastify's own compilers (Ajv for requests, fast-json-stringify for answers), with the compiled
 * functions kept per process by the schema's content. Fastify builds a fresh compiler for each
 * instance, so every app compiled its few hundred route schemas again at `ready` (about 2 s of
 * CPU): the suites build an app per test file, and a second instance in one process (the
 * two-process cache tests) pays it twice. Compiling the same schema under the same options gives
 * the same function, so one compilation serves every instance.
 */
export function sharedBy(buildCompile: (externals: unknown, options: unknown) => Compile) {
  const compiledByOptions = new Map<string, Map<string, unknown>>();
  return (externalSchemas: unknown, options: unknown): Compile => {
    const compile = buildCompile(externalSchemas, options);
    const optionsKey = JSON.stringify([externalSchemas, options]);
    let compiled = compiledByOptions.get(optionsKey);
    if (!compiled) {
      compiled = new Map();
      compiledByOptions.set(optionsKey, compiled);
    }
    const cache = compiled;
    return (route) => {
      const key = JSON.stringify(route.schema);
      let fn = cache.get(key);
      if (!fn) {
        fn = compile(route);
        cache.set(key, fn);
      }
      return fn;
    };
  };
}

const SCALAR_TYPES = new Set(['string', 'integer', 'number', 'boolean', 'null']);
/** What a branch of a union of literals may hold besides its type (nothing that shapes output). */
const LITERAL_KEYS = new Set(['type', 'const', 'title', 'description']);

/**
 * The schema with its simple unions written as lists of types, for answers only: "a value or
 * null" (`anyOf: [{ type: 'object', … }, { type: 'null' }]`, TypeBox's `Type.Union([T,
 * Type.Null()])`, every envelope's `data`) as `type: ['object', 'null']` with the value's keywords,
 * and a union of literals (`Type.Union([Type.Literal('paid'), …])`) as its types.
 * fast-json-stringify serialises an `anyOf` by validating the value with Ajv against each branch
 * in turn (for an envelope, the whole answer once more); a list of types is a `typeof` test. The
 * bytes written are the same for every value the union allows (the route's TypeScript type,
 * checked against sdk-core's, holds the literals).
 */
export function simpleUnionsAsTypeLists(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simpleUnionsAsTypeLists);
  if (schema === null || typeof schema !== 'object') return schema;
  // Inside out: a nullable union of literals becomes a nullable scalar, then a type list.
  const node = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, simpleUnionsAsTypeLists(value)]),
  );
  const merged = Array.isArray(node.anyOf) ? typeList(node.anyOf as Branch[]) : undefined;
  if (!merged) return node;
  const { anyOf: _, ...rest } = node;
  return { ...rest, ...merged };
}

type Branch = Record<string, unknown>;

const isObject = (branch: unknown): branch is Branch =>
  typeof branch === 'object' && branch !== null && !Array.isArray(branch);

function typeList(branches: Branch[]): Branch | undefined {
  if (branches.length < 2 || !branches.every(isObject)) return undefined;
  const nulls = branches.filter((branch) => branch.type === 'null');
  const values = branches.filter((branch) => branch.type !== 'null');
  // "A value or null": the value's own keywords stay (they apply to its type only); an enum, which
  // applies to every type, takes null in too, and a literal's value goes.
  const [value] = values;
  if (
    values.length === 1 &&
    nulls.length === 1 &&
    Object.keys(nulls[0]!).length === 1 &&
    typeof value!.type === 'string' &&
    value!.anyOf === undefined &&
    value!.oneOf === undefined &&
    value!.allOf === undefined
  ) {
    const { const: _, ...keywords } = value!;
    return {
      ...keywords,
      type: [value!.type, 'null'],
      ...(Array.isArray(value!.enum) ? { enum: [...value!.enum, null] } : {}),
    };
  }
  const literals = branches.every(
    (branch) =>
      typeof branch.type === 'string' &&
      SCALAR_TYPES.has(branch.type) &&
      Object.keys(branch).every((key) => LITERAL_KEYS.has(key)),
  );
  if (!literals) return undefined;
  const types = [...new Set(branches.map((branch) => branch.type as string))];
  return { type: types.length === 1 ? types[0] : types };
}

const buildSerializer = SerializerSelector();

export const sharedSchemaCompilers = {
  buildValidator: sharedBy(AjvCompiler() as never),
  buildSerializer: sharedBy((externals, options) => {
    const compile = (buildSerializer as unknown as (e: unknown, o: unknown) => Compile)(
      externals,
      options,
    );
    return (route) => compile({ ...route, schema: simpleUnionsAsTypeLists(route.schema) });
  }),
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];
