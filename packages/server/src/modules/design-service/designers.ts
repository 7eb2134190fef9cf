import { and, asc, eq } from 'drizzle-orm';
import type { Designer, DesignerInput } from '@podkit/sdk-core';
import type { Db } from '../../db/client.js';
import { conflict } from '../../http/envelope.js';
import {
  assertValidPassword,
  assertValidUsername,
  hashPassword,
  usernameTaken,
} from '../auth/index.js';
import { menus, roleMenus, roles } from '../menu/index.js';
import { users, type User } from '../users/index.js';

/** The console screen a designer works on, and the buttons the designer role grants there. */
export const DESIGN_CONSOLE = { component: 'adminDesignService', operates: ['take', 'deliver'] };

/**
 * The site's designer role (设计师): an operator account holding it opens the design queue of the
 * console with its take and deliver buttons, and nothing else that needs the operator role.
 * Made on first use; its grant follows the menu catalogue.
 */
export async function designerRoleId(db: Db, siteId: number): Promise<number> {
  await db
    .insert(roles)
    .values({ siteId, code: 'designer', name: '设计师', isSystem: false })
    .onConflictDoNothing({ target: [roles.siteId, roles.code] });
  const [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.siteId, siteId), eq(roles.code, 'designer')));
  const [menu] = await db
    .select({ id: menus.id, parentId: menus.parentId })
    .from(menus)
    .where(eq(menus.component, DESIGN_CONSOLE.component));
  if (menu) {
    await db
      .insert(roleMenus)
      .values({ roleId: role!.id, menuId: menu.id, operates: DESIGN_CONSOLE.operates })
      .onConflictDoNothing();
    // The console group too: a menu tree leaves out an entry whose parent is not granted.
    if (menu.parentId !== null)
      await db
        .insert(roleMenus)
        .values({ roleId: role!.id, menuId: menu.parentId, operates: [] })
        .onConflictDoNothing();
  }
  return role!.id;
}

function toDesigner(row: User): Designer {
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listDesigners(db: Db, siteId: number): Promise<Designer[]> {
  const roleId = await designerRoleId(db, siteId);
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.roleId, roleId)))
    .orderBy(asc(users.id));
  return rows.map(toDesigner);
}

/** An operator account with the designer role: it signs in to the console's design queue. */
export async function createDesigner(
  db: Db,
  siteId: number,
  input: DesignerInput,
): Promise<Designer> {
  const username = input.username.trim();
  assertValidUsername(username);
  assertValidPassword(input.password);
  if (await usernameTaken(db, siteId, username)) throw conflict('该用户名已被注册');
  const roleId = await designerRoleId(db, siteId);
  const [row] = await db
    .insert(users)
    .values({
      siteId,
      username,
      nickname: (input.nickname ?? '').trim(),
      passwordHash: await hashPassword(input.password),
      role: 'operator',
      roleId,
      agreementAcceptedAt: new Date(),
    })
    .returning();
  return toDesigner(row!);
}
