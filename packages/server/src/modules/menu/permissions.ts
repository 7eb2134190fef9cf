import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { User } from '../users/index.js';
import { systemRoleId } from './roles.js';
import { menus, roleMenus, roles } from './schema.js';
import type { MenuEntry } from '@podkit/sdk-core';

/**
 * The entries a role of the site may open, as a tree ordered by `sort`. An entry whose parent is
 * not granted is left out; a role of another site grants nothing.
 */
export async function menuTreeForRole(
  db: Db,
  role: { siteId: number; roleId: number },
): Promise<MenuEntry[]> {
  const rows = await db
    .select({ menu: menus, operates: roleMenus.operates })
    .from(roleMenus)
    .innerJoin(roles, eq(roles.id, roleMenus.roleId))
    .innerJoin(menus, eq(menus.id, roleMenus.menuId))
    .where(and(eq(roleMenus.roleId, role.roleId), eq(roles.siteId, role.siteId)))
    .orderBy(asc(menus.sort), asc(menus.id));

  const entries = new Map<number, MenuEntry>();
  for (const { menu, operates } of rows) {
    entries.set(menu.id, {
      id: menu.id,
      name: menu.name,
      http_url: menu.httpUrl,
      web_name: menu.webName,
      component: menu.component,
      children: [],
      is_menu: menu.isMenu,
      operates: operates.map((name) => ({ name })),
      img_url: menu.imgUrl,
      parent_id: menu.parentId ?? 0,
      is_blank: menu.isBlank,
      authed: menu.authed,
    });
  }
  const roots: MenuEntry[] = [];
  for (const entry of entries.values()) {
    if (entry.parent_id === 0) roots.push(entry);
    else entries.get(entry.parent_id)?.children.push(entry);
  }
  return roots;
}

/** A role id no row has: a sub-account that lost its role is granted nothing. */
const NO_ROLE = 0;

/**
 * The account's permission role: the one assigned, else the site's system role for its kind of
 * account. A sub-account never falls back to the system role.
 */
export async function permissionRoleId(
  db: Db,
  user: Pick<User, 'siteId' | 'role' | 'roleId' | 'ownerUserId'>,
): Promise<number> {
  if (user.roleId !== null) return user.roleId;
  return user.ownerUserId === null ? systemRoleId(db, user.siteId, user.role) : NO_ROLE;
}
