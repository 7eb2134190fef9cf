/**
 * Which branch of the error catalogue (spec 8) a failure took:
 * - network: no usable response, or an HTTP status other than 200 ('网络错误')
 * - unauthorized: HTTP 401
 * - forbidden: HTTP 403
 * - business: HTTP 200 with a body status_code other than 200
 * - aborted: the caller's AbortSignal cancelled the call (nothing is shown)
 * - invalid-file: an upload refused before any request (file type not allowed)
 */
export type ApiErrorKind =
  'network' | 'unauthorized' | 'forbidden' | 'business' | 'aborted' | 'invalid-file';

export interface ApiErrorInit<T = unknown> {
  kind: ApiErrorKind;
  /** HTTP status; 0 when no response came back. */
  status: number;
  /** The body's status_code, or null when the body was not an envelope. */
  status_code: number | null;
  /** The Chinese text describing the failure (what the notifier was given). */
  msg: string;
  /** The envelope's data, or null. */
  data?: T | null;
  method?: string;
  url?: string;
  cause?: unknown;
}

/** The one error type every sdk-core call rejects with. */
export class ApiError<T = unknown> extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly status_code: number | null;
  readonly msg: string;
  readonly data: T | null;
  readonly method: string;
  readonly url: string;

  constructor(init: ApiErrorInit<T>) {
    super(init.msg, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.status_code = init.status_code;
    this.msg = init.msg;
    this.data = init.data ?? null;
    this.method = init.method ?? '';
    this.url = init.url ?? '';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
