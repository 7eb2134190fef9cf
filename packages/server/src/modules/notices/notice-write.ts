import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invalid, notFound } from '../../http/envelope.js';
import { sanitizeRichText } from '../content/index.js';
import { systemNotices, type SystemNotice } from './schema.js';

/** What the console sends for a notice. */
export interface NoticeInput {
  title?: string;
  desc?: string;
  is_login_alert?: boolean;
  published?: boolean;
}

function cleanTitle(title: string): string {
  const trimmed = title.trim();
  if (!trimmed) throw invalid('标题（title）不能为空');
  return trimmed;
}

export async function createNotice(
  db: Db,
  siteId: number,
  input: NoticeInput & { title: string; desc: string },
): Promise<SystemNotice> {
  const [row] = await db
    .insert(systemNotices)
    .values({
      siteId,
      title: cleanTitle(input.title),
      desc: sanitizeRichText(input.desc),
      isLoginAlert: input.is_login_alert ?? false,
      published: input.published ?? true,
    })
    .returning();
  if (!row) throw new Error('notice insert returned no row');
  return row;
}

export async function updateNotice(
  db: Db,
  siteId: number,
  id: number,
  input: NoticeInput,
): Promise<SystemNotice> {
  const [row] = await db
    .update(systemNotices)
    .set({
      ...(input.title !== undefined && { title: cleanTitle(input.title) }),
      ...(input.desc !== undefined && { desc: sanitizeRichText(input.desc) }),
      ...(input.is_login_alert !== undefined && { isLoginAlert: input.is_login_alert }),
      ...(input.published !== undefined && { published: input.published }),
      updatedAt: new Date(),
    })
    .where(and(eq(systemNotices.siteId, siteId), eq(systemNotices.id, id)))
    .returning();
  if (!row) throw notFound('公告');
  return row;
}

export async function deleteNotice(db: Db, siteId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(systemNotices)
    .where(and(eq(systemNotices.siteId, siteId), eq(systemNotices.id, id)))
    .returning({ id: systemNotices.id });
  if (deleted.length === 0) throw notFound('公告');
}
