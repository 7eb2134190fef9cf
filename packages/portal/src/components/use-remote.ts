import { useEffect, useState } from 'react';

export type Remote<T> =
  { state: 'loading' } | { state: 'done'; data: T } | { state: 'failed'; error: unknown };

/**
 * Runs `load` when the component mounts and again whenever `key` changes, and keeps the latest
 * answer. An answer that arrives after a newer load started is dropped.
 */
export function useRemote<T>(load: () => Promise<T>, key: unknown = null): Remote<T> {
  const [remote, setRemote] = useState<{ key: unknown; value: Remote<T> }>({
    key,
    value: { state: 'loading' },
  });
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setRemote({ key, value: { state: 'done', data } }),
      (error: unknown) => live && setRemote({ key, value: { state: 'failed', error } }),
    );
    return () => {
      live = false;
    };
    // `load` is a fresh closure each render; `key` says when it asks for something else.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  // Until the load for a new key answers, the old key's answer must not show.
  return Object.is(remote.key, key) ? remote.value : { state: 'loading' };
}
