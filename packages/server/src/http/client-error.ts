import type { Socket } from 'node:net';

/** What a client is told when its request cannot even be parsed (before any route runs). */
const refusals: Record<string, { status: number; reason: string; msg: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    msg: '请求头过大，请清除该站点的 Cookie 后重试',
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', msg: '请求超时，请重试' },
};
const malformed = { status: 400, reason: 'Bad Request', msg: '请求格式不正确' };

/**
 * Fastify's clientErrorHandler: a request Node's parser refuses (oversized headers, a malformed
 * request line, a timeout) is answered with the envelope like every other refusal, with its own
 * HTTP status (431, 400, 408), and the connection is closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  const refusal = refusals[error.code ?? ''] ?? malformed;
  const body = JSON.stringify({ status_code: refusal.status, msg: refusal.msg, data: null });
  socket.end(
    `HTTP/1.1 ${refusal.status} ${refusal.reason}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}
