/** Turns Ajv validation errors into one Chinese sentence that names the field. */

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

type JsonSchema = {
  title?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  type?: string | string[];
};

const typeNames: Record<string, string> = {
  string: '文本',
  integer: '整数',
  number: '数字',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
  null: '空值',
};

/** `body`, `querystring`, `params`, `headers` as Fastify names the part that failed. */
export function describeValidationError(
  errors: AjvError[],
  context: string,
  schema: JsonSchema | undefined,
): string {
  const first = errors[0];
  if (!first) return '请求参数不正确';
  const segments = first.instancePath.split('/').filter(Boolean).map(decodePointer);
  if (first.keyword === 'required') segments.push(String(first.params.missingProperty));
  const field = fieldLabel(segments, schema) || partLabel(context);
  const p = first.params;
  switch (first.keyword) {
    case 'required':
      return `缺少必填字段：${field}`;
    case 'type':
      return `${field} 的类型不正确，应为${typeNames[String(p.type)] ?? String(p.type)}`;
    case 'minLength':
      return Number(p.limit) <= 1 ? `${field} 不能为空` : `${field} 至少 ${p.limit} 个字符`;
    case 'maxLength':
      return `${field} 最多 ${p.limit} 个字符`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `${field} 不能小于 ${p.limit}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `${field} 不能大于 ${p.limit}`;
    case 'minItems':
      return `${field} 至少需要 ${p.limit} 项`;
    case 'maxItems':
      return `${field} 最多 ${p.limit} 项`;
    case 'pattern':
    case 'format':
      return `${field} 的格式不正确`;
    case 'enum':
    case 'const':
      return `${field} 的取值无效`;
    case 'additionalProperties':
      return `${partLabel(context)}含有不支持的字段：${String(p.additionalProperty)}`;
    default:
      return `${field} 不正确`;
  }
}

function decodePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** "用户名（username）" when the schema gives the field a title, else the field path. */
function fieldLabel(segments: string[], schema: JsonSchema | undefined): string {
  if (segments.length === 0) return '';
  let node: JsonSchema | undefined = schema;
  for (const segment of segments) {
    node = /^\d+$/.test(segment) ? node?.items : node?.properties?.[segment];
  }
  const pathText = segments.join('.');
  return node?.title ? `${node.title}（${pathText}）` : pathText;
}

function partLabel(context: string): string {
  switch (context) {
    case 'body':
      return '请求内容';
    case 'querystring':
      return '查询参数';
    case 'params':
      return '路径参数';
    case 'headers':
      return '请求头';
    default:
      return '请求参数';
  }
}
