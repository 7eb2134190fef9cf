import { LRUCache } from 'lru-cache';
import type { VersionSnapshot } from './cache-versions.js';

interface Stamped<V> {
  value: V;
  /** The counters (key, version) the value was read under. */
  stamp: Array<[string, number]>;
}

/**
 * A bounded map whose entries are good only while the change counters they were read under stay
 * the same (cache-versions.ts). The time limit only bounds memory; it is not what keeps an entry
 * correct.
 */
export class VersionedCache<V extends object> {
  readonly #entries: LRUCache<string, Stamped<V>>;

  constructor(options: { max: number; ttlMs: number }) {
    this.#entries = new LRUCache({ max: options.max, ttl: options.ttlMs });
  }

  get(key: string, versions: VersionSnapshot): V | undefined {
    const hit = this.#entries.get(key);
    if (!hit) return undefined;
    if (hit.stamp.every(([name, version]) => versions.get(name) === version)) return hit.value;
    this.#entries.delete(key);
    return undefined;
  }

  /** Keeps `value`, read after `versions` was taken, for as long as `keys` keep their versions. */
  set(key: string, value: V, keys: string[], versions: VersionSnapshot): void {
    const stamp = keys.map((name): [string, number] => [name, versions.get(name) ?? -1]);
    // A counter the snapshot lacks cannot be checked later: do not keep the value.
    if (stamp.some(([, version]) => version < 0)) return;
    this.#entries.set(key, { value, stamp });
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }
}
