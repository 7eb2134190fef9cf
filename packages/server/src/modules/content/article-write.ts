import { and, eq, ne } from 'drizzle-orm';
import type { ArticleSlug } from '@podkit/sdk-core';
import type { Db } from '../../db/client.js';
import { conflict, invalid, notFound } from '../../http/envelope.js';
import { articlePageNames } from './article-slugs.js';
import { sanitizeRichText } from './rich-text.js';
import { articles, type Article as ArticleRow } from './schema.js';

/** What the console sends for a page or a help-center article. */
export interface ArticleInput {
  slug?: ArticleSlug | null;
  category?: string | null;
  title?: string;
  summary?: string;
  body?: string;
  sort?: number;
}

/** A page has a slug and no category; a help-center article has a category and no slug. */
function placement(slug: ArticleSlug | null, category: string | null) {
  if (slug) return { slug, category: null };
  const name = category?.trim() ?? '';
  if (!name) throw invalid('帮助中心文章需要填写分类（category）');
  return { slug: null, category: name };
}

async function assertSlugFree(db: Db, siteId: number, slug: ArticleSlug | null, exceptId?: number) {
  if (!slug) return;
  const [taken] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(
      and(
        eq(articles.siteId, siteId),
        eq(articles.slug, slug),
        exceptId === undefined ? undefined : ne(articles.id, exceptId),
      ),
    );
  if (taken) throw conflict(`页面「${articlePageNames[slug]}」已存在，请直接修改它`);
}

function cleanTitle(title: string): string {
  const trimmed = title.trim();
  if (!trimmed) throw invalid('标题（title）不能为空');
  return trimmed;
}

export async function createArticle(
  db: Db,
  siteId: number,
  input: ArticleInput & { title: string; body: string },
): Promise<ArticleRow> {
  const where = placement(input.slug ?? null, input.category ?? null);
  await assertSlugFree(db, siteId, where.slug);
  const [row] = await db
    .insert(articles)
    .values({
      siteId,
      ...where,
      title: cleanTitle(input.title),
      summary: input.summary?.trim() ?? '',
      body: sanitizeRichText(input.body),
      sort: input.sort ?? 0,
    })
    .returning();
  if (!row) throw new Error('article insert returned no row');
  return row;
}

export async function updateArticle(
  db: Db,
  siteId: number,
  id: number,
  input: ArticleInput,
): Promise<ArticleRow> {
  const [current] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.siteId, siteId), eq(articles.id, id)));
  if (!current) throw notFound('文章');
  const where = placement(
    input.slug === undefined ? current.slug : input.slug,
    input.category === undefined ? current.category : input.category,
  );
  await assertSlugFree(db, siteId, where.slug, id);
  const [row] = await db
    .update(articles)
    .set({
      ...where,
      ...(input.title !== undefined && { title: cleanTitle(input.title) }),
      ...(input.summary !== undefined && { summary: input.summary.trim() }),
      ...(input.body !== undefined && { body: sanitizeRichText(input.body) }),
      ...(input.sort !== undefined && { sort: input.sort }),
      updatedAt: new Date(),
    })
    .where(and(eq(articles.siteId, siteId), eq(articles.id, id)))
    .returning();
  if (!row) throw notFound('文章');
  return row;
}

export async function deleteArticle(db: Db, siteId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(articles)
    .where(and(eq(articles.siteId, siteId), eq(articles.id, id)))
    .returning({ id: articles.id });
  if (deleted.length === 0) throw notFound('文章');
}
