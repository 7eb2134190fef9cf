import { and, asc, count, desc, eq, notExists, sql, type SQL } from 'drizzle-orm';
import type { AdminNotice, Notice, NoticeDetail } from '@podkit/sdk-core';
import type { Db } from '../../db/client.js';
import { pageOffset } from '../../http/paging.js';
import { noticeReads, systemNotices, type SystemNotice } from './schema.js';

export function toNotice(row: SystemNotice): Notice {
  return {
    id: row.id,
    title: row.title,
    created_at: row.createdAt.toISOString(),
    desc: row.desc,
    is_login_alert: row.isLoginAlert,
  };
}

export function toAdminNotice(row: SystemNotice): AdminNotice {
  return { ...toNotice(row), published: row.published, updated_at: row.updatedAt.toISOString() };
}

/** List order everywhere: newest first, id breaking ties. */
const newestFirst = [desc(systemNotices.createdAt), desc(systemNotices.id)];

function visibleOn(siteId: number, includeDrafts: boolean): SQL | undefined {
  return includeDrafts
    ? eq(systemNotices.siteId, siteId)
    : and(eq(systemNotices.siteId, siteId), eq(systemNotices.published, true));
}

/** One page of a site's notices, newest first; drafts only when asked for (operators). */
export async function listNotices(
  db: Db,
  input: { siteId: number; page: number; perPage: number; includeDrafts?: boolean },
): Promise<{ rows: SystemNotice[]; total: number }> {
  const where = visibleOn(input.siteId, input.includeDrafts ?? false);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(systemNotices)
      .where(where)
      .orderBy(...newestFirst)
      .limit(input.perPage)
      .offset(pageOffset(input.page, input.perPage)),
    db.select({ total: count() }).from(systemNotices).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** A published notice of the site with its neighbours in list order, or null. */
export async function findPublishedNotice(
  db: Db,
  siteId: number,
  id: number,
): Promise<NoticeDetail | null> {
  const [row] = await db
    .select()
    .from(systemNotices)
    .where(and(visibleOn(siteId, false), eq(systemNotices.id, id)));
  if (!row) return null;
  // Compared against the stored row itself: timestamps keep microseconds a JS Date would lose.
  const position = sql`(select n.created_at, n.id from ${systemNotices} n where n.id = ${id})`;
  const rowKey = sql`(${systemNotices.createdAt}, ${systemNotices.id})`;
  const [[newer], [older]] = await Promise.all([
    db
      .select({ id: systemNotices.id })
      .from(systemNotices)
      .where(and(visibleOn(siteId, false), sql`${rowKey} > ${position}`))
      .orderBy(asc(systemNotices.createdAt), asc(systemNotices.id))
      .limit(1),
    db
      .select({ id: systemNotices.id })
      .from(systemNotices)
      .where(and(visibleOn(siteId, false), sql`${rowKey} < ${position}`))
      .orderBy(...newestFirst)
      .limit(1),
  ]);
  return { ...toNotice(row), prev_id: newer?.id ?? null, next_id: older?.id ?? null };
}

/** Published login notices the user has not acknowledged, newest first. */
export async function unreadLoginNotices(
  db: Db,
  siteId: number,
  userId: number,
): Promise<SystemNotice[]> {
  return db
    .select()
    .from(systemNotices)
    .where(
      and(
        visibleOn(siteId, false),
        eq(systemNotices.isLoginAlert, true),
        notExists(
          db
            .select({ one: sql`1` })
            .from(noticeReads)
            .where(and(eq(noticeReads.noticeId, systemNotices.id), eq(noticeReads.userId, userId))),
        ),
      ),
    )
    .orderBy(...newestFirst);
}

/** Records that the user has read the notice; reading twice changes nothing. */
export async function acknowledgeNotice(db: Db, noticeId: number, userId: number): Promise<void> {
  await db.insert(noticeReads).values({ noticeId, userId }).onConflictDoNothing();
}
