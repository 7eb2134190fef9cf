import type { Db } from '../../db/client.js';
import { contentSeeds } from './schema.js';

/**
 * Runs `write` for a site only the first time `name` is seeded there. The mark and the rows go in
 * one transaction: a failed seed leaves no mark and runs again on the next start. Returns whether
 * it ran.
 */
export async function seedOnce(
  db: Db,
  siteId: number,
  name: string,
  write: (tx: Db) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .insert(contentSeeds)
      .values({ siteId, name })
      .onConflictDoNothing()
      .returning({ name: contentSeeds.name });
    if (marked.length === 0) return false;
    await write(tx);
    return true;
  });
}
