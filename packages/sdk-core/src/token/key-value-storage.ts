/** The part of the Web Storage API the token store uses. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A storage that lives in memory, for Node, tests and pages without localStorage. */
export function createMemoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

/**
 * localStorage when the page may use it, memory otherwise. Reading `localStorage` throws in
 * sandboxed iframes and with storage blocked, so a probe write decides.
 */
export function defaultStorage(): KeyValueStorage {
  try {
    const storage = globalThis.localStorage;
    if (storage) {
      const probe = '__podkit_probe__';
      storage.setItem(probe, probe);
      storage.removeItem(probe);
      return storage;
    }
  } catch {
    // Blocked storage: fall through to memory.
  }
  return createMemoryStorage();
}
