import { atom, type ReadableAtom } from 'nanostores';
import { ofetch, type FetchContext, type FetchOptions, type FetchRequest } from 'ofetch';
import { ApiError, isApiError } from '../errors/api-error';
import type { Notifier } from '../notifier/notifier';
import type { TokenStore } from '../token/token-store';
import { CATALOGUE_TEXT, LOGOUT_RELOAD_DELAY_MS, settleExchange } from './catalogue';
import type { ApiEnvelope } from './envelope';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue =
  string | number | boolean | null | undefined | ReadonlyArray<string | number>;
export type Query = Record<string, QueryValue>;
/** A JSON body (object or array) or a body fetch sends as it is. */
export type RequestBody =
  Record<string, unknown> | unknown[] | FormData | URLSearchParams | Blob | string;

/** Options of one call. */
export interface CallOptions {
  query?: Query;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Milliseconds before the call fails as a network error. */
  timeout?: number;
  /**
   * Mute the notifier for this call (no toast, no notification). The call still resolves or
   * rejects the same way, and a 401 still ends the session. For widgets that show errors
   * their own way and for background reads.
   */
  silent?: boolean;
}

export interface RequestOptions extends CallOptions {
  method?: HttpMethod;
  body?: RequestBody;
}

export interface ClientOptions {
  /** Base path of the API; '/req' by default. */
  baseURL?: string;
  tokenStore: TokenStore;
  notifier: Notifier;
  /** Reloads the page after logout; `location.reload()` by default (a no-op without a page). */
  reload?: () => void;
  /** Called each time the session ends (logout or a 401 while signed in), after the token is cleared. */
  onLogout?: () => void;
  /** Runs `run` after `ms`, returning a cancel function; setTimeout by default. */
  schedule?: (run: () => void, ms: number) => () => void;
}

export interface Client {
  readonly baseURL: string;
  readonly tokenStore: TokenStore;
  readonly notifier: Notifier;
  /** How many calls are under way (silent ones excluded): drives a host's loading indicator. */
  readonly $pending: ReadableAtom<number>;
  /** Resolves with the whole envelope `{ status_code, msg, data }` of a successful call. */
  request<T>(path: string, options?: RequestOptions): Promise<ApiEnvelope<T>>;
  /** The verb helpers resolve with the envelope's `data`. */
  get<T>(path: string, options?: CallOptions): Promise<T>;
  post<T>(path: string, body?: RequestBody, options?: CallOptions): Promise<T>;
  put<T>(path: string, body?: RequestBody, options?: CallOptions): Promise<T>;
  delete<T>(path: string, options?: CallOptions & { body?: RequestBody }): Promise<T>;
  /**
   * Ends the session: clears token and agreement, calls onLogout, then reloads now or after
   * `delayMs`. A reload already waiting is not scheduled twice; an immediate one replaces it.
   */
  endSession(delayMs?: number): void;
}

type PodkitFetchOptions = FetchOptions<'json'> & { silent?: boolean };

/**
 * The /req client (spec 7 and 8): bearer token from the token store, and the error catalogue
 * applied to every response. Every failure rejects with ApiError.
 */
export function createClient(options: ClientOptions): Client {
  const baseURL = options.baseURL ?? '/req';
  const { tokenStore, notifier } = options;
  const reload = options.reload ?? reloadPage;
  const schedule = options.schedule ?? scheduleWithTimeout;
  let cancelPendingReload: (() => void) | null = null;

  function endSession(delayMs = 0): void {
    tokenStore.clearSession();
    options.onLogout?.();
    if (delayMs <= 0) {
      cancelPendingReload?.();
      cancelPendingReload = null;
      reload();
      return;
    }
    if (cancelPendingReload) return;
    cancelPendingReload = schedule(() => {
      cancelPendingReload = null;
      reload();
    }, delayMs);
  }

  function onUnauthorized(): void {
    // "If a token existed" (spec 8): a visitor's 401 does not reload anything.
    if (tokenStore.get() !== null) endSession(LOGOUT_RELOAD_DELAY_MS);
  }

  const $fetch = ofetch.create({
    baseURL,
    retry: false,
    ignoreResponseError: true,
    onRequest({ options: request }) {
      const token = tokenStore.get();
      if (token && !request.headers.has('Authorization'))
        request.headers.set('Authorization', `Bearer ${token}`);
    },
    onRequestError(context) {
      throw requestFailure(context, context.error, isSilent(context.options) ? null : notifier);
    },
    onResponse(context) {
      context.response._data = settleExchange(
        {
          method: methodOf(context),
          url: urlOf(context.request),
          status: context.response.status,
          body: context.response._data,
        },
        { notifier, silent: isSilent(context.options), onUnauthorized },
      );
    },
  });

  const $pending = atom(0);

  function request<T>(path: string, call: RequestOptions = {}): Promise<ApiEnvelope<T>> {
    const fetchOptions: PodkitFetchOptions = {
      method: call.method ?? 'GET',
      body: call.body as FetchOptions['body'],
      query: call.query,
      headers: call.headers,
      signal: call.signal,
      timeout: call.timeout,
      silent: call.silent,
    };
    // ofetch reads the body outside its request-error hook: a body cut off (the page navigated
    // away, the connection dropped) rejects with the browser's own error. It is a call that got no
    // whole answer, and rejects like one.
    const exchange = $fetch<ApiEnvelope<T>>(path, fetchOptions).catch((error: unknown) => {
      if (isApiError(error)) throw error;
      throw unreadAnswer(fetchOptions, path, error, call.silent ? null : notifier);
    });
    if (call.silent) return exchange;
    $pending.set($pending.get() + 1);
    return exchange.finally(() => $pending.set($pending.get() - 1));
  }

  async function data<T>(path: string, call: RequestOptions): Promise<T> {
    return (await request<T>(path, call)).data;
  }

  return {
    baseURL,
    tokenStore,
    notifier,
    $pending,
    request,
    get: (path, call) => data(path, { ...call, method: 'GET' }),
    post: (path, body, call) => data(path, { ...call, body, method: 'POST' }),
    put: (path, body, call) => data(path, { ...call, body, method: 'PUT' }),
    delete: (path, call) => data(path, { ...call, method: 'DELETE' }),
    endSession,
  };
}

function requestFailure(context: FetchContext, error: Error, notifier: Notifier | null): ApiError {
  // The caller's own AbortSignal: nothing went wrong, so nothing is shown.
  const aborted = context.options.signal?.aborted === true && error.name !== 'TimeoutError';
  if (!aborted) notifier?.message('error', CATALOGUE_TEXT.networkError, 1);
  return new ApiError({
    kind: aborted ? 'aborted' : 'network',
    status: 0,
    status_code: null,
    msg: aborted ? '请求已取消' : CATALOGUE_TEXT.networkError,
    method: methodOf(context),
    url: urlOf(context.request),
    cause: error,
  });
}

function unreadAnswer(
  options: PodkitFetchOptions,
  path: string,
  error: unknown,
  notifier: Notifier | null,
): ApiError {
  const aborted = options.signal?.aborted === true;
  if (!aborted) notifier?.message('error', CATALOGUE_TEXT.networkError, 1);
  return new ApiError({
    kind: aborted ? 'aborted' : 'network',
    status: 0,
    status_code: null,
    msg: aborted ? '请求已取消' : CATALOGUE_TEXT.networkError,
    method: (options.method ?? 'GET').toUpperCase(),
    url: path,
    cause: error,
  });
}

function isSilent(options: object): boolean {
  return 'silent' in options && options.silent === true;
}

function methodOf(context: FetchContext): string {
  return (context.options.method ?? 'GET').toUpperCase();
}

function urlOf(request: FetchRequest): string {
  return typeof request === 'string' ? request : request.url;
}

function reloadPage(): void {
  if (typeof location !== 'undefined') location.reload();
}

function scheduleWithTimeout(run: () => void, ms: number): () => void {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
}
