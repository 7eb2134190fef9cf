// Caches of what every request reads, kept correct across processes by change counters (README.md).
export {
  sessionVersionKey,
  versionKey,
  watchCacheVersions,
  type CacheVersions,
  type VersionSnapshot,
} from './cache-versions.js';
export { cachedMany, cachedOne, enterReadScope, type ReadCaches } from './read-scope.js';
export { cacheVersions, SESSION_SHARDS } from './schema.js';
export { VersionedCache } from './versioned-cache.js';
