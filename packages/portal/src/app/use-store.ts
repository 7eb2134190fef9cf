import { useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

/** Reads a nanostores atom in React (what @nanostores/react does, in four lines). */
export function useStore<T>(store: ReadableAtom<T>): T {
  return useSyncExternalStore(
    (onChange) => store.listen(onChange),
    () => store.get(),
    () => store.get(),
  );
}
