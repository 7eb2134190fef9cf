import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
// Brings the schema `tags` and `hide` fields that every route's schema uses into FastifySchema.
import type {} from '@fastify/swagger';
import type { Db } from '../db/client.js';
import type { ServerConfig } from '../config.js';
import { sites, siteDomains, type Site } from '../modules/sites/index.js';
import type { User } from '../modules/users/index.js';
import { findSessionUser } from '../modules/auth/index.js';
import { forbidden, unauthorized } from './envelope.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: ServerConfig;
    /** onRequest hook: the route needs a signed-in user of this site. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook: the route needs a signed-in operator of this site. */
    requireOperator: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    site: Site;
    /** Set by requireUser / requireOperator (and by optionalUser). */
    user: User | null;
    sessionId: number | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim() || null;
}

/** The site a host name belongs to; unknown hosts get the default site (ARCHITECTURE.md decision 7). */
export async function resolveSite(db: Db, hostHeader: string | undefined): Promise<Site | null> {
  const host = (hostHeader ?? '').toLowerCase().replace(/:\d+$/, '');
  if (host) {
    const [hit] = await db
      .select({ site: sites })
      .from(siteDomains)
      .innerJoin(sites, eq(sites.id, siteDomains.siteId))
      .where(eq(siteDomains.host, host))
      .limit(1);
    if (hit) return hit.site;
  }
  const [fallback] = await db
    .select()
    .from(sites)
    .orderBy(desc(sites.isDefault), asc(sites.id))
    .limit(1);
  return fallback ?? null;
}

/** Loads the signed-in user when a valid token is present; never rejects. */
export async function loadOptionalUser(request: FastifyRequest): Promise<void> {
  const token = bearerToken(request);
  if (!token) return;
  const found = await findSessionUser(request.server.db, request.site.id, token);
  if (found) {
    request.user = found.user;
    request.sessionId = found.sessionId;
  }
}

export const requestContext = fp(
  async (app: FastifyInstance, opts: { db: Db; config: ServerConfig }) => {
    app.decorate('db', opts.db);
    app.decorate('config', opts.config);
    app.decorateRequest('site', null as unknown as Site);
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);

    app.addHook('onRequest', async (request) => {
      const site = await resolveSite(opts.db, request.headers.host);
      if (!site) throw new Error('No site configured: the database has not been seeded');
      request.site = site;
    });

    app.decorate('requireUser', async (request: FastifyRequest) => {
      await loadOptionalUser(request);
      if (!request.user) throw unauthorized('登录已失效，请重新登录');
    });

    app.decorate('requireOperator', async (request: FastifyRequest) => {
      await loadOptionalUser(request);
      if (!request.user) throw unauthorized('登录已失效，请重新登录');
      if (request.user.role !== 'operator') throw forbidden('仅平台运营人员可以访问');
    });
  },
  { name: 'request-context' },
);
