import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pageOffset } from '../../http/paging.js';
import { smsOutbox } from './schema.js';

/** One page of the site's outbox (texts kept while no SMS gateway is set up), newest first. */
export async function outboxPage(db: Db, siteId: number, page: number, perPage: number) {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.siteId, siteId))
      .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
      .limit(perPage)
      .offset(pageOffset(page, perPage)),
    db.select({ total: count() }).from(smsOutbox).where(eq(smsOutbox.siteId, siteId)),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      phone: row.phone,
      text: row.text,
      created_at: row.createdAt.toISOString(),
    })),
    total: totals?.total ?? 0,
  };
}
