import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  groupUrl,
  operatorCatalog,
  resellerCatalog,
  screenUrl,
  type CatalogGroup,
} from './catalog.js';
import { ensureSiteRoles } from './roles.js';
import { menus, roleMenus } from './schema.js';

type MenuValues = typeof menus.$inferInsert;

/** Rows already there (same http_url) take the catalog's current texts; their ids stay. */
async function upsertMenus(db: Db, rows: MenuValues[]): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const written = await db
    .insert(menus)
    .values(rows)
    .onConflictDoUpdate({
      target: menus.httpUrl,
      set: {
        parentId: sql`excluded.parent_id`,
        name: sql`excluded.name`,
        webName: sql`excluded.web_name`,
        component: sql`excluded.component`,
        isMenu: sql`excluded.is_menu`,
        imgUrl: sql`excluded.img_url`,
        isBlank: sql`excluded.is_blank`,
        authed: sql`excluded.authed`,
        sort: sql`excluded.sort`,
        operates: sql`excluded.operates`,
      },
    })
    .returning({ id: menus.id, httpUrl: menus.httpUrl });
  return new Map(written.map((row) => [row.httpUrl, row.id]));
}

/** Writes the catalog's groups and screens to `menus`; returns each entry's id with its buttons. */
export async function seedMenuCatalog(
  db: Db,
  catalog: CatalogGroup[],
  firstSort = 0,
): Promise<Array<{ menuId: number; operates: string[] }>> {
  const groupIds = await upsertMenus(
    db,
    catalog.map((group, index) => ({
      parentId: null,
      name: group.name,
      httpUrl: groupUrl(group),
      webName: group.path,
      component: '',
      isMenu: 1,
      imgUrl: group.icon,
      isBlank: 0,
      authed: group.authed ?? 0,
      sort: (firstSort + index + 1) * 10,
      operates: [],
    })),
  );
  const screenRows = catalog.flatMap((group) =>
    group.screens.map((screen, index) => ({
      parentId: groupIds.get(groupUrl(group)) ?? null,
      name: screen.name,
      httpUrl: screenUrl(group, screen),
      webName: screen.component,
      component: screen.component,
      isMenu: screen.hidden ? (0 as const) : (1 as const),
      imgUrl: screen.imgUrl ?? '',
      isBlank: 0 as const,
      authed: group.authed ?? 0,
      sort: (index + 1) * 10,
      operates: screen.operates ?? [],
    })),
  );
  const screenIds = await upsertMenus(db, screenRows);
  return [
    ...[...groupIds.values()].map((menuId) => ({ menuId, operates: [] })),
    ...screenRows.map((row) => ({
      menuId: screenIds.get(row.httpUrl) as number,
      operates: row.operates,
    })),
  ];
}

/** Grants entries to a system role with all their buttons, so buttons added later reach it too. */
async function grant(
  db: Db,
  roleId: number,
  entries: Array<{ menuId: number; operates: string[] }>,
) {
  if (entries.length === 0) return;
  await db
    .insert(roleMenus)
    .values(entries.map((entry) => ({ roleId, menuId: entry.menuId, operates: entry.operates })))
    .onConflictDoUpdate({
      target: [roleMenus.roleId, roleMenus.menuId],
      set: { operates: sql`excluded.operates` },
    });
}

/**
 * The menu catalog plus, for each given site, its system roles: the reseller role gets the
 * workbench, the operator role the workbench and the operator console. Safe to run on every start.
 */
export async function seedMenusAndRoles(db: Db, siteIds: number[]): Promise<void> {
  const workbench = await seedMenuCatalog(db, resellerCatalog);
  const operatorConsole = await seedMenuCatalog(db, operatorCatalog, resellerCatalog.length);
  for (const siteId of siteIds) {
    const roleIds = await ensureSiteRoles(db, siteId);
    await grant(db, roleIds.reseller, workbench);
    await grant(db, roleIds.operator, [...workbench, ...operatorConsole]);
  }
}
