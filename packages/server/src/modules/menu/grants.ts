import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Grants } from '../../http/route-permission.js';
import { menus, roleMenus } from './schema.js';

/** How long a role's grants are trusted before they are read again (another process may change them). */
const cacheMillis = 10_000;
/** Per database, so that two apps in one process (the test suites) never share a role id's grants. */
const caches = new WeakMap<Db, Map<number, { grants: Grants; readAt: number }>>();

function cacheOf(db: Db): Map<number, { grants: Grants; readAt: number }> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

/**
 * The screens a role may open with the buttons it may use on each, keyed by component. Read once
 * per role every few seconds, since every request checks them.
 */
export async function roleGrants(db: Db, roleId: number, now = Date.now()): Promise<Grants> {
  const cache = cacheOf(db);
  const hit = cache.get(roleId);
  if (hit && now - hit.readAt < cacheMillis) return hit.grants;
  const rows = await db
    .select({ component: menus.component, operates: roleMenus.operates })
    .from(roleMenus)
    .innerJoin(menus, eq(menus.id, roleMenus.menuId))
    .where(eq(roleMenus.roleId, roleId));
  const grants = new Map<string, ReadonlySet<string>>();
  for (const row of rows) if (row.component) grants.set(row.component, new Set(row.operates));
  cache.set(roleId, { grants, readAt: now });
  return grants;
}

/** A role's grants changed in this process: the next request reads them again. */
export function forgetRoleGrants(db: Db, roleId: number): void {
  cacheOf(db).delete(roleId);
}
