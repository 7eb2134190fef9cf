import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuditEntry } from '@podkit/sdk-core';
import type { Db } from '../../db/client.js';
import { pageOffset } from '../../http/paging.js';
import { permissionLabel } from '../menu/index.js';
import { users } from '../users/index.js';
import { auditEvents } from './schema.js';

const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * onResponse hook: every change a signed-in account asked for through a menu button or the operator
 * console, done or refused, gets a row. Calls any account may make (marking a message read, saving
 * a colour) would only bury those.
 */
export async function recordAuditEvent(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const actor = request.actor;
  const owner = request.user;
  if (!actor || !owner || readOnlyMethods.has(request.method)) return;
  const permission = request.routeOptions.config.permission;
  if (permission === undefined || permission === 'public' || permission === 'user') return;
  try {
    await request.server.db.insert(auditEvents).values({
      siteId: request.site.id,
      ownerUserId: owner.id,
      actorUserId: actor.id,
      method: request.method,
      route: request.routeOptions.url ?? '',
      permission: typeof permission === 'string' ? permission : permission.join(','),
      statusCode: reply.statusCode,
      ip: request.ip,
    });
  } catch (error) {
    // The answer is already sent; a lost audit row must not turn into an error for the user.
    request.log.error({ err: error }, 'audit event not recorded');
  }
}

/** What the owner's accounts did, newest first; `actorId` narrows it to one account. */
export async function listAuditEvents(
  db: Db,
  owner: { siteId: number; userId: number },
  filter: { actorId?: number; page: number; perPage: number },
): Promise<{ rows: AuditEntry[]; total: number }> {
  const where = and(
    eq(auditEvents.siteId, owner.siteId),
    eq(auditEvents.ownerUserId, owner.userId),
    filter.actorId === undefined ? undefined : eq(auditEvents.actorUserId, filter.actorId),
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select({ event: auditEvents, username: users.username, nickname: users.nickname })
      .from(auditEvents)
      .innerJoin(users, eq(users.id, auditEvents.actorUserId))
      .where(where)
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .limit(filter.perPage)
      .offset(pageOffset(filter.page, filter.perPage)),
    db.select({ total: count() }).from(auditEvents).where(where),
  ]);
  return {
    rows: rows.map(({ event, username, nickname }) => ({
      id: event.id,
      actor_id: event.actorUserId,
      actor_name: nickname || username,
      method: event.method,
      route: event.route,
      action: actionOf(event.permission),
      status_code: event.statusCode,
      ip: event.ip,
      created_at: event.createdAt.toISOString(),
    })),
    total: totals?.total ?? 0,
  };
}

/** The menu's words for what the route does (its first screen and button); '' for the console. */
function actionOf(permission: string): string {
  const [first] = permission.split(',');
  return !first || first === 'operator' ? '' : permissionLabel(first);
}
