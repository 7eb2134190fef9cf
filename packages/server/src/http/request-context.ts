import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
// Brings the schema `tags` and `hide` fields that every route's schema uses into FastifySchema.
import type {} from '@fastify/swagger';
import type { Db } from '../db/client.js';
import type { ServerConfig } from '../config.js';
import { sites, siteDomains, type Site } from '../modules/sites/index.js';
import type { SubSiteRow } from '../modules/sub-sites/index.js';
import type { User } from '../modules/users/index.js';
import { enterReadScope, type ReadCaches, type VersionSnapshot } from '../cache/index.js';
import { getServerSecret } from '../secrets/server-secret.js';
import {
  createStorage,
  FILE_URL_SECRET_NAME,
  fileUrls,
  type FileUrl,
  type StorageDriver,
} from '../storage/index.js';
import { hostNameOf } from './public-origin.js';
import { createRequestCache, type RequestCache, type ResolvedSite } from './request-cache.js';
import type { RoutePermission } from './route-permission.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: ServerConfig;
    /** The one storage driver of the process. */
    storage: StorageDriver;
    /** The URL to hand out for a stored key: private keys come signed (storage/file-urls.ts). */
    fileUrl: FileUrl;
    /** Sites by host and sessions by token, kept while unchanged (request-cache.ts). */
    requestCache: RequestCache;
  }
  interface FastifyRequest {
    site: Site;
    /**
     * The Host header (name and port) when its name is one of the site's registered domains, else
     * null: only then may absolute URLs be built from it (http/public-origin.ts).
     */
    siteHost: string | null;
    /** A reseller's verified sub-site when the Host is its domain: its brand, its customers. */
    subSite: SubSiteRow | null;
    /**
     * The account whose rows the request reads and writes: the signed-in account, or for a
     * sub-account its main account. Set before the handler when the route's permission is not
     * 'public' (a public route may call loadOptionalUser).
     */
    user: User | null;
    /** The account that signed in: decides the role's permissions and is recorded in the audit log. */
    actor: User | null;
    sessionId: number | null;
    userLoaded: boolean;
    /** The change counters taken as the request began: what its cached lookups are checked against. */
    cacheVersions: VersionSnapshot;
  }
  interface FastifyContextConfig {
    /** What the route needs (route-permission.ts); every /req route declares it. */
    permission?: RoutePermission;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim() || null;
}

/**
 * The site a host name (lower case, no port) belongs to, and whether the name is one of its
 * registered domains; unknown hosts get the default site (ARCHITECTURE.md decision 7).
 */
async function resolveSite(db: Db, host: string): Promise<ResolvedSite | null> {
  if (host) {
    const [hit] = await db
      .select({ site: sites })
      .from(siteDomains)
      .innerJoin(sites, eq(sites.id, siteDomains.siteId))
      .where(eq(siteDomains.host, host))
      .limit(1);
    if (hit) return { site: hit.site, registered: true, subSite: null };
    // A reseller's sub-site: the same site (catalogue, production, operators) under its own brand.
    // Loaded on first use: the sub-sites module reaches orders and pricing, which load after this file.
    const { subSiteByHost } = await import('../modules/sub-sites/index.js');
    const subSite = await subSiteByHost(db, host);
    if (subSite) {
      const [site] = await db.select().from(sites).where(eq(sites.id, subSite.siteId));
      if (site) return { site, registered: true, subSite };
    }
  }
  const [fallback] = await db
    .select()
    .from(sites)
    .orderBy(desc(sites.isDefault), asc(sites.id))
    .limit(1);
  return fallback ? { site: fallback, registered: false, subSite: null } : null;
}

/** Loads the signed-in account (once per request) when a valid token is present; never rejects. */
export async function loadOptionalUser(request: FastifyRequest): Promise<void> {
  if (request.userLoaded) return;
  request.userLoaded = true;
  const token = bearerToken(request);
  if (!token) return;
  const found = await request.server.requestCache.session(
    request.site.id,
    token,
    request.cacheVersions,
  );
  if (found) {
    request.actor = found.user;
    request.user = found.owner ?? found.user;
    request.sessionId = found.sessionId;
  }
}

export const requestContext = fp(
  async (app: FastifyInstance, opts: { db: Db; config: ServerConfig }) => {
    app.decorate('db', opts.db);
    app.decorate('config', opts.config);
    const storage = createStorage(opts.config);
    app.decorate('storage', storage);
    app.decorate(
      'fileUrl',
      fileUrls(storage, await getServerSecret(opts.db, FILE_URL_SECRET_NAME)),
    );
    app.decorateRequest('site', null as unknown as Site);
    app.decorateRequest('siteHost', null);
    app.decorateRequest('subSite', null);
    app.decorateRequest('user', null);
    app.decorateRequest('actor', null);
    app.decorateRequest('sessionId', null);
    app.decorateRequest('userLoaded', false);
    app.decorateRequest('cacheVersions', null as unknown as VersionSnapshot);
    const requestCache = await createRequestCache(opts.db);
    app.decorate('requestCache', requestCache);
    app.addHook('onClose', () => requestCache.close());

    // Cached catalogue reads (cache/read-scope.ts) answer only within the request that took the
    // counters, and only when it changes nothing: a request that writes reads its writes back.
    const readCaches: ReadCaches = new Map();
    const readScopes = new WeakMap<FastifyRequest, ReturnType<typeof enterReadScope>>();
    app.addHook('onRequest', (request, _reply, done) => {
      readScopes.set(request, enterReadScope(opts.db, readCaches, done));
    });
    const closeScope = async (request: FastifyRequest) => {
      const scope = readScopes.get(request);
      if (scope) scope.open = false;
    };
    app.addHook('onResponse', closeScope);
    app.addHook('onRequestAbort', closeScope);

    app.addHook('onRequest', async (request) => {
      request.cacheVersions = await requestCache.versions.current();
      const scope = readScopes.get(request);
      if (scope && (request.method === 'GET' || request.method === 'HEAD')) {
        scope.versions = request.cacheVersions;
        scope.open = true;
      }
      const host = hostNameOf((request.headers.host ?? '').toLowerCase());
      const resolved = await requestCache.site(host, request.cacheVersions, () =>
        resolveSite(opts.db, host),
      );
      if (!resolved) throw new Error('No site configured: the database has not been seeded');
      request.site = resolved.site;
      request.siteHost = resolved.registered ? request.headers.host!.toLowerCase() : null;
      request.subSite = resolved.subSite;
    });
  },
  { name: 'request-context' },
);
