import type { Db } from '../db/client.js';
import {
  sessionVersionKey,
  versionKey,
  VersionedCache,
  watchCacheVersions,
  type CacheVersions,
  type VersionSnapshot,
} from '../cache/index.js';
import { findSessionUser, hashToken, type SessionUser } from '../modules/auth/index.js';
import type { Site } from '../modules/sites/index.js';
import type { SubSiteRow } from '../modules/sub-sites/index.js';

/** What a request needs before its handler, as a lookup answered from memory while unchanged. */
export interface RequestCache {
  versions: CacheVersions;
  /** The site of a host name (see resolveSite), from memory while no site or domain changed. */
  site(
    host: string,
    versions: VersionSnapshot,
    load: () => Promise<ResolvedSite | null>,
  ): Promise<ResolvedSite | null>;
  /** findSessionUser from memory while the session and its accounts are unchanged and unexpired. */
  session(
    siteId: number,
    token: string,
    versions: VersionSnapshot,
    now?: Date,
  ): Promise<SessionUser | null>;
  close(): Promise<void>;
}

export interface ResolvedSite {
  site: Site;
  registered: boolean;
  /** Set when the host is a reseller's verified sub-site (modules/sub-sites). */
  subSite: SubSiteRow | null;
}

/** A minute: only bounds memory (what makes an entry stale is its counters, cache/README.md). */
const ENTRY_TTL_MS = 60_000;
const SITES_KEY = versionKey('sites');

export async function createRequestCache(db: Db): Promise<RequestCache> {
  const versions = await watchCacheVersions(db);
  const sites = new VersionedCache<ResolvedSite>({ max: 1_000, ttlMs: ENTRY_TTL_MS });
  const sessions = new VersionedCache<SessionUser>({ max: 20_000, ttlMs: ENTRY_TTL_MS });
  return {
    versions,
    async site(host, snapshot, load) {
      const hit = sites.get(host, snapshot);
      if (hit) return { ...hit, site: { ...hit.site }, subSite: hit.subSite && { ...hit.subSite } };
      const loaded = await load();
      if (loaded) sites.set(host, loaded, [SITES_KEY], snapshot);
      return (
        loaded && {
          ...loaded,
          site: { ...loaded.site },
          subSite: loaded.subSite && { ...loaded.subSite },
        }
      );
    },
    async session(siteId, token, snapshot, now = new Date()) {
      const key = `${siteId}:${hashToken(token)}`;
      const hit = sessions.get(key, snapshot);
      if (hit && hit.expiresAt > now) return copyOf(hit);
      const found = await findSessionUser(db, siteId, token, now);
      if (!found) {
        sessions.delete(key);
        return null;
      }
      const keys = [sessionVersionKey(found.user.id)];
      if (found.owner) keys.push(sessionVersionKey(found.owner.id));
      sessions.set(key, found, keys, snapshot);
      return copyOf(found);
    },
    close: () => versions.close(),
  };
}

/** Each request gets its own objects, so a handler that changes one cannot change the cache. */
function copyOf(found: SessionUser): SessionUser {
  return { ...found, user: { ...found.user }, owner: found.owner && { ...found.owner } };
}
