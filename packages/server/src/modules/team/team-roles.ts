import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { GrantableEntry, MenuEntry, RoleGrant, TeamRole } from '@podkit/sdk-core';
import type { Db } from '../../db/client.js';
import { conflict, invalid, notFound } from '../../http/envelope.js';
import {
  forgetRoleGrants,
  menus,
  menuTreeForRole,
  operateLabels,
  permissionRoleId,
  roleMenus,
  roles,
} from '../menu/index.js';
import { users, type User } from '../users/index.js';

/** Screens a sub-account can never be given: managing the team stays with the main account. */
const ownerOnlyScreens = new Set(['createRole']);

/** The menu the owner may hand out: its own entries and buttons, without the owner-only screens. */
export async function grantableMenu(db: Db, owner: User): Promise<GrantableEntry[]> {
  const roleId = await permissionRoleId(db, owner);
  const label = (entry: MenuEntry): GrantableEntry => ({
    ...entry,
    operates: entry.operates.map(({ name }) => ({ name, label: operateLabels[name] ?? name })),
    children: entry.children.filter((child) => !ownerOnlyScreens.has(child.component)).map(label),
  });
  return (await menuTreeForRole(db, { siteId: owner.siteId, roleId })).map(label);
}

function flatten(entries: GrantableEntry[]): GrantableEntry[] {
  return entries.flatMap((entry) => [entry, ...flatten(entry.children)]);
}

/**
 * The grants as stored: only entries and buttons the owner has, every granted screen's group
 * included (a menu entry shows only under its parent), buttons de-duplicated.
 */
async function checkedGrants(db: Db, owner: User, wanted: RoleGrant[]): Promise<RoleGrant[]> {
  const grantable = new Map(flatten(await grantableMenu(db, owner)).map((e) => [e.id, e]));
  const granted = new Map<number, Set<string>>();
  for (const grant of wanted) {
    const entry = grantable.get(grant.menu_id);
    if (!entry) throw invalid(`菜单 ${grant.menu_id} 不存在或不可授予`);
    const allowed = new Set(entry.operates.map((operate) => operate.name));
    const unknown = grant.operates.find((operate) => !allowed.has(operate));
    if (unknown) throw invalid(`「${entry.name}」没有可授予的按钮权限 ${unknown}`);
    granted.set(entry.id, new Set([...(granted.get(entry.id) ?? []), ...grant.operates]));
    for (let parent = entry.parent_id; parent && !granted.has(parent);) {
      granted.set(parent, new Set());
      parent = grantable.get(parent)?.parent_id ?? 0;
    }
  }
  if (![...granted.keys()].some((id) => grantable.get(id)?.component)) {
    throw invalid('请至少选择一个页面');
  }
  return [...granted].map(([menu_id, operates]) => ({ menu_id, operates: [...operates] }));
}

function checkedName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw invalid('角色名称（name）不能为空');
  return trimmed;
}

async function ownedRole(db: Db, owner: User, roleId: number) {
  const [role] = await db
    .select()
    .from(roles)
    .where(
      and(eq(roles.id, roleId), eq(roles.siteId, owner.siteId), eq(roles.ownerUserId, owner.id)),
    )
    .limit(1);
  if (!role) throw notFound('角色');
  return role;
}

/** Throws "not found" unless the role is one of the owner's; used before giving it to an account. */
export async function assertOwnedRole(db: Db, owner: User, roleId: number): Promise<void> {
  await ownedRole(db, owner, roleId);
}

export async function listTeamRoles(db: Db, owner: User): Promise<TeamRole[]> {
  const rows = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(and(eq(roles.siteId, owner.siteId), eq(roles.ownerUserId, owner.id)))
    .orderBy(asc(roles.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [grantRows, accountRows] = await Promise.all([
    db
      .select({ roleId: roleMenus.roleId, menuId: roleMenus.menuId, operates: roleMenus.operates })
      .from(roleMenus)
      .innerJoin(menus, eq(menus.id, roleMenus.menuId))
      .where(inArray(roleMenus.roleId, ids))
      .orderBy(asc(menus.sort), asc(menus.id)),
    db
      .select({ roleId: users.roleId, accounts: count() })
      .from(users)
      .where(and(eq(users.ownerUserId, owner.id), inArray(users.roleId, ids)))
      .groupBy(users.roleId),
  ]);
  const accounts = new Map(accountRows.map((row) => [row.roleId, row.accounts]));
  return rows.map((row) => ({
    ...row,
    grants: grantRows
      .filter((grant) => grant.roleId === row.id)
      .map((grant) => ({ menu_id: grant.menuId, operates: grant.operates })),
    accounts: accounts.get(row.id) ?? 0,
  }));
}

export async function createTeamRole(
  db: Db,
  owner: User,
  input: { name: string; grants: RoleGrant[] },
): Promise<number> {
  const name = checkedName(input.name);
  const grants = await checkedGrants(db, owner, input.grants);
  return db.transaction(async (tx) => {
    const [role] = await tx
      .insert(roles)
      .values({
        siteId: owner.siteId,
        ownerUserId: owner.id,
        code: `team-${owner.id}-${randomBytes(6).toString('hex')}`,
        name,
      })
      .returning({ id: roles.id });
    const roleId = (role as { id: number }).id;
    await tx
      .insert(roleMenus)
      .values(grants.map((g) => ({ roleId, menuId: g.menu_id, operates: g.operates })));
    return roleId;
  });
}

export async function updateTeamRole(
  db: Db,
  owner: User,
  roleId: number,
  input: { name: string; grants: RoleGrant[] },
): Promise<void> {
  await ownedRole(db, owner, roleId);
  const name = checkedName(input.name);
  const grants = await checkedGrants(db, owner, input.grants);
  await db.transaction(async (tx) => {
    await tx.update(roles).set({ name }).where(eq(roles.id, roleId));
    await tx.delete(roleMenus).where(eq(roleMenus.roleId, roleId));
    await tx
      .insert(roleMenus)
      .values(grants.map((g) => ({ roleId, menuId: g.menu_id, operates: g.operates })));
  });
  forgetRoleGrants(db, roleId);
}

export async function deleteTeamRole(db: Db, owner: User, roleId: number): Promise<void> {
  await ownedRole(db, owner, roleId);
  const [held] = await db
    .select({ accounts: count() })
    .from(users)
    .where(and(eq(users.ownerUserId, owner.id), eq(users.roleId, roleId)));
  // A sub-account without a role would fall back to the full reseller role.
  if (held && held.accounts > 0) {
    throw conflict(`该角色下还有 ${held.accounts} 个子账号，请先为它们更换角色`);
  }
  await db.delete(roles).where(eq(roles.id, roleId));
  forgetRoleGrants(db, roleId);
}
