/** The response envelope of spec section 8: HTTP 200, `status_code` 200 means success. */
export interface Envelope<T> {
  status_code: number;
  msg: string;
  data: T;
}

export function ok<T>(data: T, msg = ''): Envelope<T> {
  return { status_code: 200, msg, data };
}

/** Business status codes carried in `status_code` (HTTP stays 200 for these). */
export const StatusCode = {
  ok: 200,
  badRequest: 400,
  notFound: 404,
  conflict: 409,
  invalid: 422,
  tooMany: 429,
} as const;

/**
 * An error a client can act on. `httpStatus` 200 keeps the envelope's convention (business errors
 * travel in `status_code`); 401 and 403 are real HTTP statuses, as the spec's catalogue expects.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly httpStatus: 200 | 401 | 403 | 404 = 200,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (msg: string, data: unknown = null) =>
  new AppError(StatusCode.badRequest, msg, 200, data);
export const invalid = (msg: string, data: unknown = null) =>
  new AppError(StatusCode.invalid, msg, 200, data);
export const notFound = (what: string) => new AppError(StatusCode.notFound, `${what}不存在`);
export const conflict = (msg: string) => new AppError(StatusCode.conflict, msg);
export const tooMany = (msg: string) => new AppError(StatusCode.tooMany, msg);
export const unauthorized = (msg = '请先登录', data: unknown = null) =>
  new AppError(401, msg, 401, data);
export const forbidden = (msg = '无权访问') => new AppError(403, msg, 403);
