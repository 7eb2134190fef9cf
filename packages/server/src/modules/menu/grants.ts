import { eq } from 'drizzle-orm';
import { versionKey, VersionedCache, type VersionSnapshot } from '../../cache/index.js';
import type { Db } from '../../db/client.js';
import type { Grants } from '../../http/route-permission.js';
import type { User } from '../users/index.js';
import { permissionRoleId } from './permissions.js';
import { systemRoleId } from './roles.js';
import { menus, roleMenus } from './schema.js';
import type { SystemRoleCode } from './schema.js';

/**
 * Per database, so that two apps in one process (the test suites) never share a role id's grants.
 * An entry is good while the `grants` counter (roles, role_menus, menus: migration
 * 0035_catalog_cache) is unchanged; the time limit only bounds memory.
 */
const caches = new WeakMap<Db, VersionedCache<{ value: unknown }>>();
const GRANTS = [versionKey('grants')];

function cacheOf(db: Db): VersionedCache<{ value: unknown }> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new VersionedCache({ max: 10_000, ttlMs: 60_000 });
    caches.set(db, cache);
  }
  return cache;
}

async function cached<V>(
  db: Db,
  key: string,
  versions: VersionSnapshot | undefined,
  load: () => Promise<V>,
): Promise<V> {
  if (!versions) return load();
  const cache = cacheOf(db);
  const hit = cache.get(key, versions);
  if (hit) return hit.value as V;
  const value = await load();
  cache.set(key, { value }, GRANTS, versions);
  return value;
}

/**
 * The screens a role may open with the buttons it may use on each, keyed by component. With the
 * request's counters (`versions`), from memory while no role or menu changed.
 */
export async function roleGrants(
  db: Db,
  roleId: number,
  versions?: VersionSnapshot,
): Promise<Grants> {
  return cached(db, `grants:${roleId}`, versions, async () => {
    const rows = await db
      .select({ component: menus.component, operates: roleMenus.operates })
      .from(roleMenus)
      .innerJoin(menus, eq(menus.id, roleMenus.menuId))
      .where(eq(roleMenus.roleId, roleId));
    const grants = new Map<string, ReadonlySet<string>>();
    for (const row of rows) if (row.component) grants.set(row.component, new Set(row.operates));
    return grants;
  });
}

/** permissionRoleId, from memory with the request's counters while no role changed. */
export function cachedPermissionRoleId(
  db: Db,
  user: Pick<User, 'siteId' | 'role' | 'roleId' | 'ownerUserId'>,
  versions: VersionSnapshot,
): Promise<number> {
  if (user.roleId !== null) return Promise.resolve(user.roleId);
  const key = `role:${user.siteId}:${user.role}:${user.ownerUserId === null}`;
  return cached(db, key, versions, () => permissionRoleId(db, user));
}

/** systemRoleId, from memory with the request's counters while no role changed. */
export function cachedSystemRoleId(
  db: Db,
  siteId: number,
  code: SystemRoleCode,
  versions: VersionSnapshot,
): Promise<number> {
  return cached(db, `system:${siteId}:${code}`, versions, () => systemRoleId(db, siteId, code));
}

/** A role's grants changed in this process: the next request reads them again. */
export function forgetRoleGrants(db: Db, roleId: number): void {
  cacheOf(db).delete(`grants:${roleId}`);
}
