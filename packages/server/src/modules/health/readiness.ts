import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** Throws when the database does not answer, so /health is not ready without it. */
export async function checkDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
