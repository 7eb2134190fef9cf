import type { FastifyRequest, RouteOptions } from 'fastify';
import {
  cachedPermissionRoleId,
  cachedSystemRoleId,
  permissionLabel,
  roleGrants,
} from '../modules/menu/index.js';
import { forbidden, unauthorized } from './envelope.js';
import { loadOptionalUser } from './request-context.js';
import { grantsAllow, menuPermissions } from './route-permission.js';

/** onRoute hook: a /req route that does not say what it needs is refused at start-up. */
export function requirePermissionDeclared(route: RouteOptions): void {
  if (route.config?.permission === undefined) {
    throw new Error(
      `${String(route.method)} ${route.url} declares no permission: add config: { permission } (see packages/server/README.md)`,
    );
  }
}

/**
 * onRequest hook of every /req route: loads the signed-in account unless the route is public, and
 * answers 401 without one and 403 when its role lacks what the route declares.
 */
export async function authorize(request: FastifyRequest): Promise<void> {
  const permission = request.routeOptions.config.permission;
  if (permission === undefined || permission === 'public') return;
  await loadOptionalUser(request);
  const actor = request.actor;
  if (!actor) throw unauthorized('登录已失效，请重新登录');
  if (permission === 'user') return;
  const db = request.server.db;
  // Roles and grants from memory while the request's `grants` counter is unchanged (cache/README.md).
  const versions = request.cacheVersions;
  if (permission === 'operator') {
    // An operator account with a narrower role (a designer) has only what that role grants.
    const operatorRole =
      actor.role === 'operator' &&
      (await cachedPermissionRoleId(db, actor, versions)) ===
        (await cachedSystemRoleId(db, actor.siteId, 'operator', versions));
    if (!operatorRole) throw forbidden('仅平台运营人员可以访问');
    return;
  }
  const needed = menuPermissions(permission);
  const roleId = await cachedPermissionRoleId(db, actor, versions);
  const grants = await roleGrants(db, roleId, versions);
  if (needed.some((one) => grantsAllow(grants, one))) return;
  throw forbidden(`当前账号没有${needed.map(permissionLabel).join('或')}的权限，请联系主账号开通`);
}
