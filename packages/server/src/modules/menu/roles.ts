import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { roles, type SystemRoleCode } from './schema.js';

const systemRoleNames: Record<SystemRoleCode, string> = {
  reseller: '分销商',
  operator: '平台运营',
};

/** Makes sure a site has its system roles; returns their ids by code. */
export async function ensureSiteRoles(
  db: Db,
  siteId: number,
): Promise<Record<SystemRoleCode, number>> {
  await db
    .insert(roles)
    .values(
      (Object.keys(systemRoleNames) as SystemRoleCode[]).map((code) => ({
        siteId,
        code,
        name: systemRoleNames[code],
        isSystem: true,
      })),
    )
    .onConflictDoNothing({ target: [roles.siteId, roles.code] });
  const rows = await db
    .select({ id: roles.id, code: roles.code })
    .from(roles)
    .where(and(eq(roles.siteId, siteId), eq(roles.isSystem, true)));
  const ids = Object.fromEntries(rows.map((row) => [row.code, row.id]));
  return { reseller: ids.reseller as number, operator: ids.operator as number };
}

/** The id of a site's system role, creating the system roles when the site has none yet. */
export async function systemRoleId(db: Db, siteId: number, code: SystemRoleCode): Promise<number> {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.siteId, siteId), eq(roles.code, code)))
    .limit(1);
  return row?.id ?? (await ensureSiteRoles(db, siteId))[code];
}
