import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, StatusCode } from './envelope.js';
import { describeValidationError } from './validation-message.js';

/** Fastify's own client errors (bad JSON, wrong content type, …) in plain Chinese. */
const fastifyClientErrors: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求内容不能为空',
  FST_ERR_CTP_INVALID_JSON_BODY: '请求内容不是有效的 JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求内容过大',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求内容类型',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求长度不正确',
  FST_ERR_VALIDATION: '请求参数不正确',
};

type SchemaPart = 'body' | 'querystring' | 'params' | 'headers';

function routeSchemaPart(request: FastifyRequest, context: string | undefined) {
  const schema = request.routeOptions.schema as Partial<Record<SchemaPart, unknown>> | undefined;
  return schema?.[(context ?? 'body') as SchemaPart] as Parameters<
    typeof describeValidationError
  >[2];
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // A refusal's data (the field at fault, the captcha step) is not the route's answer, so the
      // route's response schema, which describes success, must not serialize it.
      return reply
        .code(error.httpStatus)
        .serializer(JSON.stringify)
        .send({ status_code: error.statusCode, msg: error.message, data: error.data });
    }
    if (error.validation) {
      const msg = describeValidationError(
        error.validation,
        error.validationContext ?? 'body',
        routeSchemaPart(request, error.validationContext),
      );
      return reply.code(200).send({ status_code: StatusCode.invalid, msg, data: null });
    }
    if (
      error instanceof SyntaxError ||
      (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
    ) {
      const msg = (error.code && fastifyClientErrors[error.code]) || '请求不正确';
      const status = error.statusCode === 413 ? 413 : StatusCode.badRequest;
      return reply.code(200).send({ status_code: status, msg, data: null });
    }
    if (isPostgresDataException(error)) {
      // Class 22 (data exception) only comes from values a client sent: an id past the integer
      // range, a malformed number or date that passed the schema.
      return reply.code(200).send({
        status_code: StatusCode.invalid,
        msg: '请求参数超出允许范围或格式不正确',
        data: null,
      });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({ status_code: 500, msg: '抱歉，服务器出错了', data: null });
  });
}

/** A PostgreSQL data exception (SQLSTATE class 22), raw or wrapped by drizzle as the cause. */
function isPostgresDataException(error: unknown): boolean {
  const code =
    (error as { code?: unknown })?.code ?? (error as { cause?: { code?: unknown } })?.cause?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}
