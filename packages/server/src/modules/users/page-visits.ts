import type { Db } from '../../db/client.js';
import { pageVisits } from './schema.js';

/** Records one page view of the site (signed in or not) for the operator's visit figures. */
export async function recordPageVisit(
  db: Db,
  visit: { siteId: number; userId: number | null; path: string; ip: string },
): Promise<void> {
  await db.insert(pageVisits).values({ ...visit, visitedAt: new Date() });
}
