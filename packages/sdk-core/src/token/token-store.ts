import { atom, type ReadableAtom } from 'nanostores';
import { TOKEN_TTL_MS } from '../rules/constants';
import { defaultStorage, type KeyValueStorage } from './key-value-storage';

export interface TokenStoreOptions {
  /** Where the token lives; localStorage by default, memory where that is unavailable. */
  storage?: KeyValueStorage;
  now?: () => number;
  key?: string;
  /** Storage key of the accepted-agreement flag, cleared together with the token at logout. */
  agreementKey?: string;
}

export interface TokenStore {
  /** The token, or null when there is none or it has expired (an expired token is removed). */
  get(): string | null;
  /** Saves a token for `ttlMs` (7 days by default). */
  set(token: string, ttlMs?: number): void;
  clear(): void;
  /** Clears the token and the agreement flag: what logging out removes (spec 4). */
  clearSession(): void;
  /** The token as a store; follows set, clear and expiry found by `get`. */
  readonly $token: ReadableAtom<string | null>;
}

/** Stored form: the token and the time (ms since epoch) it expires. */
interface StoredToken {
  value: string;
  expire: number;
}

export function createTokenStore(options: TokenStoreOptions = {}): TokenStore {
  const storage = options.storage ?? defaultStorage();
  const now = options.now ?? Date.now;
  const key = options.key ?? 'access_token';
  const agreementKey = options.agreementKey ?? 'agreement';

  function read(): string | null {
    const stored = parseStored(storage.getItem(key));
    if (stored && stored.expire > now()) return stored.value;
    if (storage.getItem(key) !== null) storage.removeItem(key);
    return null;
  }

  const $token = atom<string | null>(read());

  function clear(): void {
    storage.removeItem(key);
    $token.set(null);
  }

  return {
    $token,
    get() {
      const token = read();
      if ($token.get() !== token) $token.set(token);
      return token;
    },
    set(token, ttlMs = TOKEN_TTL_MS) {
      const stored: StoredToken = { value: token, expire: now() + ttlMs };
      storage.setItem(key, JSON.stringify(stored));
      $token.set(token);
    },
    clear,
    clearSession() {
      storage.removeItem(agreementKey);
      clear();
    },
  };
}

function parseStored(raw: string | null): StoredToken | null {
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'value' in parsed &&
      'expire' in parsed &&
      typeof parsed.value === 'string' &&
      parsed.value !== '' &&
      typeof parsed.expire === 'number'
    ) {
      return { value: parsed.value, expire: parsed.expire };
    }
  } catch {
    // Not ours or corrupted: treated as no token.
  }
  return null;
}
