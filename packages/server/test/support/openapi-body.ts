/** A JSON Schema as the OpenAPI document holds it (the TypeBox schemas of the routes). */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  minItems?: number;
  format?: string;
  pattern?: string;
}

type Spec = { components?: { schemas?: Record<string, JsonSchema> } };

const formats: Record<string, string> = {
  'date-time': '2026-01-01T00:00:00.000Z',
  date: '2026-01-01',
  email: 'walker@example.com',
  uri: 'https://example.com/a.png',
  url: 'https://example.com/a.png',
};

/**
 * The smallest value a schema accepts: every required property, each at its default, first enum
 * value, lowest number, shortest string (a format's example), fewest items. Patterns are not
 * solved; a string field with one gets its length only. Good enough to get past the validator to
 * the handler's own checks (the owner check above all) on most routes.
 */
/** Fields whose format a handler checks beyond the schema (a phone number's digits). */
const byName: Array<[RegExp, string]> = [[/phone|mobile|tel/i, '13800138000']];
/** Tried in turn against a string's pattern (patterns are not solved, only matched). */
const patternCandidates = [
  'US',
  'a',
  '1',
  'A1',
  '13800138000',
  '#000000',
  'a-1',
  '100000',
  'https://example.com',
];

export function minimalValue(
  schema: JsonSchema | undefined,
  spec: Spec,
  depth = 0,
  name = '',
): unknown {
  if (!schema || depth > 8) return null;
  if (schema.$ref) {
    const ref = schema.$ref.slice(schema.$ref.lastIndexOf('/') + 1);
    return minimalValue(spec.components?.schemas?.[ref], spec, depth + 1, name);
  }
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) {
    const first = choice.find((option) => option.type !== 'null') ?? choice[0];
    return minimalValue(first, spec, depth + 1, name);
  }
  if (schema.allOf) {
    return Object.assign(
      {},
      ...schema.allOf.map((part) => minimalValue(part, spec, depth + 1) as object),
    );
  }
  const type = Array.isArray(schema.type)
    ? (schema.type.find((t) => t !== 'null') ?? 'null')
    : schema.type;
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const name of schema.required ?? [])
        value[name] = minimalValue(schema.properties?.[name], spec, depth + 1, name);
      return value;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () =>
        minimalValue(schema.items, spec, depth + 1),
      );
    case 'integer':
    case 'number':
      return Math.max(
        1,
        schema.minimum ?? -Infinity,
        schema.exclusiveMinimum === undefined ? -Infinity : schema.exclusiveMinimum + 1,
      );
    case 'boolean':
      return false;
    case 'string': {
      const hinted = byName.find(([pattern]) => pattern.test(name));
      if (hinted) return hinted[1];
      if (schema.pattern) {
        const pattern = new RegExp(schema.pattern, 'u');
        const fits = patternCandidates.find((candidate) => pattern.test(candidate));
        if (fits !== undefined) return fits;
      }
      return (
        (schema.format && formats[schema.format]) ?? 'a'.repeat(Math.max(1, schema.minLength ?? 1))
      );
    }
    case 'null':
      return null;
    default:
      return schema.properties ? minimalValue({ ...schema, type: 'object' }, spec, depth) : null;
  }
}

/** The JSON request body schema of an operation of the document, if it takes one. */
export function requestSchema(
  spec: { paths: Record<string, Record<string, unknown>> },
  path: string,
  method: string,
): JsonSchema | undefined {
  const operation = spec.paths[path]?.[method.toLowerCase()] as
    { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } } | undefined;
  return operation?.requestBody?.content?.['application/json']?.schema;
}
