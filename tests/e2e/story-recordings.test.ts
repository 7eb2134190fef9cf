import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, inject, it } from 'vitest';
import { allRecordings } from '../../stories/recordings/index.js';

const baseUrl = inject('baseUrl');

/** Routes the server documents without a response schema yet: only their envelope is checked. */
const WITHOUT_SCHEMA = new Set(['GET /distribution/userMaterialCategory']);

const envelopeSchema = {
  type: 'object',
  required: ['status_code', 'msg', 'data'],
  properties: { status_code: { type: 'integer' }, msg: { type: 'string' } },
};

interface OpenApi {
  paths: Record<
    string,
    Record<
      string,
      { responses?: Record<string, { content?: Record<string, { schema?: object }> }> }
    >
  >;
  components?: object;
}

/**
 * The Storybook stories answer from recordings instead of a server: each recorded answer must be
 * what the real server's OpenAPI schema (/req/docs/json) says that route returns.
 */
describe('Storybook recordings', () => {
  it('match the response schema of their route in the server OpenAPI document', async () => {
    const openapi = (await (await fetch(`${baseUrl}/req/docs/json`)).json()) as OpenApi;
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats.default(ajv);
    ajv.addSchema({ components: openapi.components ?? {} }, 'openapi');
    const problems: string[] = [];
    let checked = 0;
    for (const [set, recordings] of Object.entries(allRecordings)) {
      for (const [route, envelope] of Object.entries(recordings)) {
        const [method, path] = route.split(' ') as [string, string];
        const operation = openapi.paths[`/req${path.replace(/\/$/, '')}`]?.[method.toLowerCase()];
        if (!operation) {
          problems.push(`${set}: ${route} is not a route of the server`);
          continue;
        }
        const documented = operation.responses?.['200']?.content?.['application/json']?.schema;
        const schema = documented ?? (WITHOUT_SCHEMA.has(route) ? envelopeSchema : undefined);
        if (!schema) {
          problems.push(`${set}: ${route} has no 200 response schema in the OpenAPI document`);
          continue;
        }
        const validate = ajv.compile(schema);
        if (!validate(envelope)) {
          problems.push(`${set}: ${route} ${ajv.errorsText(validate.errors)}`);
        }
        checked++;
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(0);
  });
});
