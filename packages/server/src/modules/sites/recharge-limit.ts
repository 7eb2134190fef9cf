import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { sites } from './schema.js';
import { settingCents } from './yuan-setting.js';

/** The column is an integer: 20 million yuan is far above any recharge the platform accepts. */
const MAX_LIMIT_CENTS = 2_000_000_000;

/** The operator's 单笔充值超过该金额需实名认证 (yuan, at most 2 decimals) as cents. */
export function rechargeLimitCents(value: string | number): number {
  return settingCents(value, '单笔充值超过该金额需实名认证', MAX_LIMIT_CENTS);
}

/** A single recharge above this many cents needs the reseller's 实名认证 (已认证). */
export async function siteRechargeLimitCents(db: DbExecutor, siteId: number): Promise<number> {
  const [row] = await db
    .select({ cents: sites.realNameRechargeLimitCents })
    .from(sites)
    .where(eq(sites.id, siteId));
  return row?.cents ?? 500_000;
}
