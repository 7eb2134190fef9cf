import { and, asc, count, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Article, ArticleSlug, HelpCategory } from '@podkit/sdk-core';
import type { Db } from '../../db/client.js';
import { pageOffset } from '../../http/paging.js';
import { articles, type Article as ArticleRow } from './schema.js';

export function toArticle(row: ArticleRow): Article {
  return {
    id: row.id,
    slug: row.slug,
    category: row.category,
    topic: row.topic,
    title: row.title,
    summary: row.summary,
    body: row.body,
    sort: row.sort,
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function findPage(db: Db, siteId: number, slug: ArticleSlug) {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.siteId, siteId), eq(articles.slug, slug)));
  return row ?? null;
}

export async function findHelpArticle(db: Db, siteId: number, id: number) {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.siteId, siteId), eq(articles.id, id), isNull(articles.slug)));
  return row ?? null;
}

/** The help article other screens open by its topic name. */
export async function findHelpTopic(db: Db, siteId: number, topic: string) {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.siteId, siteId), eq(articles.topic, topic), isNull(articles.slug)));
  return row ?? null;
}

/**
 * The help center: categories in the order of their first article (by sort), each with its
 * articles' titles in sort order.
 */
export async function helpCenter(db: Db, siteId: number): Promise<HelpCategory[]> {
  const rows = await db
    .select({
      id: articles.id,
      title: articles.title,
      summary: articles.summary,
      category: articles.category,
    })
    .from(articles)
    .where(and(eq(articles.siteId, siteId), isNull(articles.slug), isNotNull(articles.category)))
    .orderBy(asc(articles.sort), asc(articles.id));
  const byCategory = new Map<string, HelpCategory>();
  for (const row of rows) {
    const name = row.category ?? '';
    let group = byCategory.get(name);
    if (!group) {
      group = { category: name, articles: [] };
      byCategory.set(name, group);
    }
    group.articles.push({ id: row.id, title: row.title, summary: row.summary });
  }
  return [...byCategory.values()];
}

export async function listArticles(
  db: Db,
  input: {
    siteId: number;
    kind?: 'page' | 'help';
    category?: string;
    page: number;
    perPage: number;
  },
): Promise<{ rows: ArticleRow[]; total: number }> {
  const conditions: Array<SQL | undefined> = [eq(articles.siteId, input.siteId)];
  if (input.kind === 'page') conditions.push(isNotNull(articles.slug));
  if (input.kind === 'help') conditions.push(isNull(articles.slug));
  if (input.category !== undefined) conditions.push(eq(articles.category, input.category));
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(articles)
      .where(where)
      .orderBy(
        sql`${articles.slug} nulls last`,
        asc(articles.category),
        asc(articles.sort),
        asc(articles.id),
      )
      .limit(input.perPage)
      .offset(pageOffset(input.page, input.perPage)),
    db.select({ total: count() }).from(articles).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}
