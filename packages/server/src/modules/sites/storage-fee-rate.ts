import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { sites } from './schema.js';
import { settingCents } from './yuan-setting.js';

/** 仓储费 when the operator has not set one: 0.10 yuan per unit held, per month. */
export const DEFAULT_STORAGE_FEE_CENTS = 10;
/** A rate above 100 yuan per unit and month is a typo, not a price. */
const MAX_STORAGE_FEE_CENTS = 10_000;

/** The operator's 仓储费（元/件/月） as cents. */
export function storageFeeRateCents(value: string | number): number {
  return settingCents(value, '仓储费（元/件/月）', MAX_STORAGE_FEE_CENTS);
}

/** What the site bills per unit held in the warehouse, per month, in cents. */
export async function siteStorageFeeCents(db: DbExecutor, siteId: number): Promise<number> {
  const [row] = await db
    .select({ cents: sites.storageFeeCentsPerUnitMonth })
    .from(sites)
    .where(eq(sites.id, siteId));
  return row?.cents ?? DEFAULT_STORAGE_FEE_CENTS;
}
