import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { invalid } from '../../http/envelope.js';
import { sites } from './schema.js';

const YUAN = /^\d{1,8}(\.\d{1,2})?$/;
/** The column is an integer: 20 million yuan is far above any recharge the platform accepts. */
const MAX_LIMIT_CENTS = 2_000_000_000;

/** The operator's 单笔充值超过该金额需实名认证 (yuan, at most 2 decimals) as cents. */
export function rechargeLimitCents(value: string | number): number {
  const text = String(value).trim();
  if (!YUAN.test(text))
    throw invalid('「单笔充值超过该金额需实名认证」应为不小于 0、最多两位小数的金额（元）');
  const [whole = '0', fraction = ''] = text.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents > MAX_LIMIT_CENTS)
    throw invalid('「单笔充值超过该金额需实名认证」不能超过 20000000 元');
  return cents;
}

/** A single recharge above this many cents needs the reseller's 实名认证 (已认证). */
export async function siteRechargeLimitCents(db: DbExecutor, siteId: number): Promise<number> {
  const [row] = await db
    .select({ cents: sites.realNameRechargeLimitCents })
    .from(sites)
    .where(eq(sites.id, siteId));
  return row?.cents ?? 500_000;
}
