import {
  ApiError,
  createClient,
  createMemoryNotifier,
  createMemoryStorage,
  createTokenStore,
  type CallOptions,
  type Client,
  type MemoryNotifier,
  type RequestBody,
} from '@podkit/sdk-core';

export interface RecordedCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, unknown>;
  body?: unknown;
}

export interface RecordingClient {
  client: Client;
  notifier: MemoryNotifier;
  calls: RecordedCall[];
  callsTo(method: RecordedCall['method'], path: string): RecordedCall[];
}

/** A business error as the server answers it (status_code other than 200). */
export function businessError(msg: string, statusCode = 422): ApiError {
  return new ApiError({ kind: 'business', status: 200, status_code: statusCode, msg });
}

/**
 * An sdk-core client whose verbs answer from `answer` (a fake of a server module) and record
 * every call; an ApiError thrown there reaches the notifier as the real client's would.
 */
export function createRecordingClient(answer: (call: RecordedCall) => unknown): RecordingClient {
  const notifier = createMemoryNotifier();
  const base = createClient({
    baseURL: 'http://fake.invalid/req',
    tokenStore: createTokenStore({ storage: createMemoryStorage() }),
    notifier,
    reload: () => undefined,
  });
  const calls: RecordedCall[] = [];

  async function handle<T>(call: RecordedCall): Promise<T> {
    calls.push(call);
    await Promise.resolve();
    try {
      return answer(call) as T;
    } catch (error) {
      if (error instanceof ApiError) notifier.message('error', error.msg, 3);
      throw error;
    }
  }

  const client: Client = {
    ...base,
    get: (path: string, options?: CallOptions) =>
      handle({ method: 'GET', path, query: options?.query }),
    post: (path: string, body?: RequestBody) => handle({ method: 'POST', path, body }),
    put: (path: string, body?: RequestBody) => handle({ method: 'PUT', path, body }),
    delete: (path: string) => handle({ method: 'DELETE', path }),
  };
  return {
    client,
    notifier,
    calls,
    callsTo: (method, path) => calls.filter((call) => call.method === method && call.path === path),
  };
}
