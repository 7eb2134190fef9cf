import { describe, expect, it } from 'vitest';
import { TOKEN_TTL_MS } from '../rules/constants';
import { createMemoryStorage } from './key-value-storage';
import { createTokenStore } from './token-store';

function setup(start = 1_700_000_000_000) {
  let clock = start;
  const storage = createMemoryStorage();
  const store = createTokenStore({ storage, now: () => clock });
  return {
    storage,
    store,
    advance(ms: number) {
      clock += ms;
    },
  };
}

describe('createTokenStore', () => {
  it('keeps a token for 7 days, 604800000 ms', () => {
    expect(TOKEN_TTL_MS).toBe(604_800_000);
    const { store, advance } = setup();
    store.set('tok-1');
    advance(TOKEN_TTL_MS - 1);
    expect(store.get()).toBe('tok-1');
  });

  it('checks expiry on read: an expired token is removed and reads as null', () => {
    const { store, storage, advance } = setup();
    store.set('tok-1');
    advance(TOKEN_TTL_MS);
    expect(store.get()).toBeNull();
    expect(storage.getItem('access_token')).toBeNull();
  });

  it('honours a shorter lifetime', () => {
    const { store, advance } = setup();
    store.set('short', 1000);
    advance(999);
    expect(store.get()).toBe('short');
    advance(1);
    expect(store.get()).toBeNull();
  });

  it('stores under access_token and survives a new store on the same storage', () => {
    const { store, storage } = setup();
    store.set('tok-2');
    expect(JSON.parse(storage.getItem('access_token') ?? 'null')).toMatchObject({ value: 'tok-2' });
    expect(createTokenStore({ storage, now: () => 1_700_000_000_000 }).get()).toBe('tok-2');
  });

  it('treats a corrupted stored value as no token and removes it', () => {
    const storage = createMemoryStorage();
    storage.setItem('access_token', 'not json');
    expect(createTokenStore({ storage }).get()).toBeNull();
    expect(storage.getItem('access_token')).toBeNull();
  });

  it('clear removes the token; clearSession also removes the agreement flag', () => {
    const { store, storage } = setup();
    storage.setItem('agreement', '1');
    store.set('tok-3');
    store.clear();
    expect(store.get()).toBeNull();
    expect(storage.getItem('agreement')).toBe('1');
    store.set('tok-4');
    store.clearSession();
    expect(store.get()).toBeNull();
    expect(storage.getItem('agreement')).toBeNull();
  });

  it('mirrors the token in $token, including expiry found on read', () => {
    const { store, advance } = setup();
    const seen: Array<string | null> = [];
    store.$token.listen((value) => seen.push(value));
    store.set('a');
    store.set('b');
    advance(TOKEN_TTL_MS + 1);
    store.get();
    expect(seen).toEqual(['a', 'b', null]);
    expect(store.$token.get()).toBeNull();
  });

  it('falls back to memory when no localStorage exists (Node)', () => {
    const store = createTokenStore();
    store.set('in-memory');
    expect(store.get()).toBe('in-memory');
  });
});
