import { eq } from 'drizzle-orm';
import { DEFAULT_SITE_TIME_ZONE } from '@podkit/sdk-core/rules';
import type { DbExecutor } from '../../db/client.js';
import { sites } from './schema.js';

/** The zone a site counts its days in, for work that runs outside a request (jobs, syncs). */
export async function siteTimeZone(db: DbExecutor, siteId: number): Promise<string> {
  const [row] = await db
    .select({ timeZone: sites.timeZone })
    .from(sites)
    .where(eq(sites.id, siteId));
  return row?.timeZone ?? DEFAULT_SITE_TIME_ZONE;
}
