import { and, asc, eq } from 'drizzle-orm';
import type { SubAccount } from '@podkit/sdk-core';
import type { Db } from '../../db/client.js';
import { conflict, notFound } from '../../http/envelope.js';
import {
  assertValidPassword,
  assertValidUsername,
  hashPassword,
  revokeUserSessions,
  usernameTaken,
} from '../auth/index.js';
import { roles } from '../menu/index.js';
import { users, type User } from '../users/index.js';
import { assertOwnedRole } from './team-roles.js';

export async function listSubAccounts(db: Db, owner: User): Promise<SubAccount[]> {
  const rows = await db
    .select({ user: users, roleName: roles.name })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.siteId, owner.siteId), eq(users.ownerUserId, owner.id)))
    .orderBy(asc(users.id));
  return rows.map(({ user, roleName }) => ({
    id: user.id,
    username: user.username,
    nickname: user.nickname,
    role_id: user.roleId,
    role_name: roleName ?? '',
    status: user.status,
    created_at: user.createdAt.toISOString(),
  }));
}

/** A sub-account signs in with its own name and password and acts for the owner. */
export async function createSubAccount(
  db: Db,
  owner: User,
  input: { username: string; password: string; nickname?: string; role_id: number },
): Promise<number> {
  const username = input.username.trim();
  assertValidUsername(username);
  assertValidPassword(input.password);
  await assertOwnedRole(db, owner, input.role_id);
  if (await usernameTaken(db, owner.siteId, username)) throw conflict('该用户名已被注册');
  const [row] = await db
    .insert(users)
    .values({
      siteId: owner.siteId,
      username,
      nickname: (input.nickname ?? '').trim(),
      passwordHash: await hashPassword(input.password),
      role: 'reseller',
      roleId: input.role_id,
      ownerUserId: owner.id,
      agreementAcceptedAt: owner.agreementAcceptedAt,
    })
    .returning({ id: users.id });
  return (row as { id: number }).id;
}

async function ownedSubAccount(db: Db, owner: User, id: number): Promise<User> {
  const [account] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.siteId, owner.siteId), eq(users.ownerUserId, owner.id)))
    .limit(1);
  if (!account) throw notFound('子账号');
  return account;
}

/**
 * A new password or disabling the account ends its sessions; a new role applies at once. There is
 * no delete: the audit log keeps naming the accounts that acted.
 */
export async function updateSubAccount(
  db: Db,
  owner: User,
  id: number,
  input: { nickname?: string; role_id?: number; status?: 'active' | 'disabled'; password?: string },
): Promise<void> {
  await ownedSubAccount(db, owner, id);
  if (input.role_id !== undefined) await assertOwnedRole(db, owner, input.role_id);
  if (input.password !== undefined) assertValidPassword(input.password);
  await db
    .update(users)
    .set({
      ...(input.nickname === undefined ? {} : { nickname: input.nickname.trim() }),
      ...(input.role_id === undefined ? {} : { roleId: input.role_id }),
      ...(input.status === undefined ? {} : { status: input.status }),
      ...(input.password === undefined ? {} : { passwordHash: await hashPassword(input.password) }),
    })
    .where(eq(users.id, id));
  if (input.password !== undefined || input.status === 'disabled') {
    await revokeUserSessions(db, id);
  }
}
