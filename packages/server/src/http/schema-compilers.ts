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

export const sharedSchemaCompilers = {
  buildValidator: sharedBy(AjvCompiler() as never),
  buildSerializer: sharedBy(SerializerSelector() as never),
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];
