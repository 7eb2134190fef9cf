import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pageOffset, paginator } from '../../http/paging.js';
import { mailOutbox } from './schema.js';

/** One page of the site's outbox (e-mails kept while no mail provider is set up), newest first. */
export async function mailOutboxPage(db: Db, siteId: number, page: number, perPage: number) {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.siteId, siteId))
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(perPage)
      .offset(pageOffset(page, perPage)),
    db.select({ total: count() }).from(mailOutbox).where(eq(mailOutbox.siteId, siteId)),
  ]);
  const mails = rows.map((row) => ({
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    text: row.text,
    created_at: row.createdAt.toISOString(),
  }));
  return paginator(mails, totals?.total ?? 0, page, perPage);
}
