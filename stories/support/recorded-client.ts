import {
  ApiError,
  createClient,
  createMemoryNotifier,
  createMemoryStorage,
  createTokenStore,
  type ApiEnvelope,
  type Client,
} from '@podkit/sdk-core';

/** Recorded answers by 'METHOD /path' (the path under /req, without the query). */
export type Recordings = Record<string, ApiEnvelope<unknown>>;

/** How the recorded server behaves in a story. */
export type Behaviour = 'answer' | 'loading' | 'unreachable';

/**
 * A client that answers from recorded `/req` responses (checked against the server's OpenAPI
 * schema by tests/e2e/story-recordings.test.ts), never resolves (loading), or fails as a network
 * error (unreachable). Everything else is sdk-core's own client.
 */
export function recordedClient(recordings: Recordings, behaviour: Behaviour = 'answer'): Client {
  const base = createClient({
    baseURL: 'https://recorded.invalid/req',
    tokenStore: createTokenStore({ storage: createMemoryStorage() }),
    notifier: createMemoryNotifier(),
    reload: () => undefined,
  });
  const answer = async <T>(method: string, path: string): Promise<T> => {
    if (behaviour === 'loading') return new Promise<T>(() => {});
    const recorded = recordings[`${method} ${path}`];
    if (behaviour === 'unreachable' || !recorded) {
      throw new ApiError({ kind: 'network', status: 0, status_code: null, msg: '网络错误' });
    }
    if (recorded.status_code !== 200) {
      throw new ApiError({
        kind: 'business',
        status: 200,
        status_code: recorded.status_code,
        msg: recorded.msg,
      });
    }
    return recorded.data as T;
  };
  return {
    ...base,
    get: (path) => answer('GET', path),
    post: (path) => answer('POST', path),
    put: (path) => answer('PUT', path),
    delete: (path) => answer('DELETE', path),
  };
}
