import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Fastify's per-request log lines, made cheap for the hot path: by default Fastify writes two
 * `info` lines for every request (received, completed), a good part of a short request's cost.
 * This logs a request once it is done, and only when it failed (an error or a 5xx answer) or took
 * at least `slowMs`; LOG_REQUESTS=all brings back both lines for every request. Fastify's other
 * lines (default error handler, stream and serializer errors, route not found) stay as they are,
 * and errors keep their own line with the stack (error-handler.ts).
 */
export class NotableRequestLog extends LogController {
  readonly #slowMs: number;
  readonly #all: boolean;

  constructor(options: { slowMs: number; all: boolean }) {
    super();
    this.#slowMs = options.slowMs;
    this.#all = options.all;
  }

  override incomingRequest(request: FastifyRequest): void {
    if (this.#all) request.log.info({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const responseTime = reply.elapsedTime;
    const line = { req: request, res: reply, responseTime };
    if (error || reply.statusCode >= 500)
      reply.log.error(error ? { ...line, err: error } : line, 'request failed');
    else if (responseTime >= this.#slowMs) reply.log.warn(line, 'slow request');
    else if (this.#all) reply.log.info(line, 'request completed');
  }
}
