import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import type { ArticleSlug } from '@podkit/sdk-core';
import type { Db } from '../../db/client.js';
import { conflict, invalid, notFound, ok } from '../../http/envelope.js';
import { emptyEnvelope, envelopeOf } from '../../http/envelope-schema.js';
import { pageQueryFields, paginator, paginatorOf } from '../../http/paging.js';
import {
  findHelpArticle,
  findPage,
  helpCenter,
  listArticles,
  toArticle,
} from './article-queries.js';
import { articlePageNames, articleSlugs, isArticleSlug } from './article-slugs.js';
import { sanitizeRichText } from './rich-text.js';
import { articles } from './schema.js';

const SlugSchema = Type.Unsafe<ArticleSlug>({
  type: 'string',
  enum: articleSlugs,
  title: '页面标识',
  description: articleSlugs.map((slug) => `${slug} ${articlePageNames[slug]}`).join('；'),
});

const ArticleSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.Union([SlugSchema, Type.Null()], { description: '页面标识；帮助中心文章为 null' }),
  category: Type.Union([Type.String(), Type.Null()], { description: '帮助中心分类；页面为 null' }),
  title: Type.String(),
  summary: Type.String(),
  body: Type.String({ description: '富文本 HTML（保存时已过滤）' }),
  sort: Type.Integer(),
  updated_at: Type.String({ format: 'date-time' }),
});

const HelpCategorySchema = Type.Object({
  category: Type.String(),
  articles: Type.Array(
    Type.Object({ id: Type.Integer(), title: Type.String(), summary: Type.String() }),
  ),
});

const articleFields = {
  slug: Type.Union([SlugSchema, Type.Null()]),
  category: Type.Union([Type.String({ title: '分类', maxLength: 40 }), Type.Null()], {
    title: '分类',
  }),
  title: Type.String({ title: '标题', minLength: 1, maxLength: 200 }),
  summary: Type.String({ title: '摘要', maxLength: 500 }),
  body: Type.String({ title: '正文', maxLength: 500_000, description: '富文本 HTML' }),
  sort: Type.Integer({ title: '排序', minimum: -100000, maximum: 100000 }),
};
const CreateArticleBody = Type.Object({
  slug: Type.Optional(articleFields.slug),
  category: Type.Optional(articleFields.category),
  title: articleFields.title,
  summary: Type.Optional(articleFields.summary),
  body: articleFields.body,
  sort: Type.Optional(articleFields.sort),
});
const UpdateArticleBody = Type.Partial(Type.Object(articleFields));
const ArticleParams = Type.Object({ id: Type.Integer({ title: '文章 id', minimum: 1 }) });
const ArticleListQuery = Type.Object({
  kind: Type.Optional(
    Type.Union([Type.Literal('page'), Type.Literal('help')], {
      title: '类型',
      description: 'page 页面；help 帮助中心文章',
    }),
  ),
  category: Type.Optional(Type.String({ title: '分类', maxLength: 40 })),
  ...pageQueryFields({ maxPageSize: 100, defaultPageSize: 20 }),
});

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

const bearer = [{ bearer: [] }];

export const articleRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/frontend/article/:slug',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['content'],
        summary: '宣传页面内容（关于我们、入驻、退款政策、服务条款等）',
        params: Type.Object({ slug: Type.String({ title: '页面标识', maxLength: 40 }) }),
        response: { 200: envelopeOf(ArticleSchema) },
      },
    },
    async (request) => {
      const { slug } = request.params;
      const row = isArticleSlug(slug) ? await findPage(app.db, request.site.id, slug) : null;
      if (!row) throw notFound('页面');
      return ok(toArticle(row));
    },
  );

  app.get(
    '/frontend/helpCenter',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['content'],
        summary: '帮助中心：分类及其文章标题',
        response: { 200: envelopeOf(Type.Array(HelpCategorySchema)) },
      },
    },
    async (request) => ok(await helpCenter(app.db, request.site.id)),
  );

  app.get(
    '/frontend/helpCenter/:id',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['content'],
        summary: '帮助中心文章详情',
        params: ArticleParams,
        response: { 200: envelopeOf(ArticleSchema) },
      },
    },
    async (request) => {
      const row = await findHelpArticle(app.db, request.site.id, request.params.id);
      if (!row) throw notFound('文章');
      return ok(toArticle(row));
    },
  );

  app.get(
    '/admin/article',
    {
      config: { permission: 'operator' },
      schema: {
        tags: ['content'],
        summary: '页面与帮助中心文章列表（仅运营人员）',
        security: bearer,
        querystring: ArticleListQuery,
        response: { 200: envelopeOf(paginatorOf(ArticleSchema)) },
      },
    },
    async (request) => {
      const { kind, category, page, page_size: perPage } = request.query;
      const { rows, total } = await listArticles(app.db, {
        siteId: request.site.id,
        kind,
        category,
        page,
        perPage,
      });
      return ok(paginator(rows.map(toArticle), total, page, perPage));
    },
  );

  app.post(
    '/admin/article',
    {
      config: { permission: 'operator' },
      schema: {
        tags: ['content'],
        summary: '新增页面或帮助中心文章（正文保存时过滤不安全内容；仅运营人员）',
        description:
          '有 slug 的是页面（每站每个 slug 一篇）；没有 slug 的是帮助中心文章，需填写 category。',
        security: bearer,
        body: CreateArticleBody,
        response: { 200: envelopeOf(ArticleSchema) },
      },
    },
    async (request) => {
      const body = request.body;
      const siteId = request.site.id;
      const where = placement(body.slug ?? null, body.category ?? null);
      await assertSlugFree(app.db, siteId, where.slug);
      const [row] = await app.db
        .insert(articles)
        .values({
          siteId,
          ...where,
          title: cleanTitle(body.title),
          summary: body.summary?.trim() ?? '',
          body: sanitizeRichText(body.body),
          sort: body.sort ?? 0,
        })
        .returning();
      if (!row) throw new Error('article insert returned no row');
      return ok(toArticle(row), '文章已保存');
    },
  );

  app.put(
    '/admin/article/:id',
    {
      config: { permission: 'operator' },
      schema: {
        tags: ['content'],
        summary: '修改页面或帮助中心文章（仅运营人员）',
        security: bearer,
        params: ArticleParams,
        body: UpdateArticleBody,
        response: { 200: envelopeOf(ArticleSchema) },
      },
    },
    async (request) => {
      const body = request.body;
      const siteId = request.site.id;
      const id = request.params.id;
      const [current] = await app.db
        .select()
        .from(articles)
        .where(and(eq(articles.siteId, siteId), eq(articles.id, id)));
      if (!current) throw notFound('文章');
      const where = placement(
        body.slug === undefined ? current.slug : body.slug,
        body.category === undefined ? current.category : body.category,
      );
      await assertSlugFree(app.db, siteId, where.slug, id);
      const [row] = await app.db
        .update(articles)
        .set({
          ...where,
          ...(body.title !== undefined && { title: cleanTitle(body.title) }),
          ...(body.summary !== undefined && { summary: body.summary.trim() }),
          ...(body.body !== undefined && { body: sanitizeRichText(body.body) }),
          ...(body.sort !== undefined && { sort: body.sort }),
          updatedAt: new Date(),
        })
        .where(and(eq(articles.siteId, siteId), eq(articles.id, id)))
        .returning();
      if (!row) throw notFound('文章');
      return ok(toArticle(row), '文章已保存');
    },
  );

  app.delete(
    '/admin/article/:id',
    {
      config: { permission: 'operator' },
      schema: {
        tags: ['content'],
        summary: '删除页面或帮助中心文章（仅运营人员）',
        security: bearer,
        params: ArticleParams,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      const deleted = await app.db
        .delete(articles)
        .where(and(eq(articles.siteId, request.site.id), eq(articles.id, request.params.id)))
        .returning({ id: articles.id });
      if (deleted.length === 0) throw notFound('文章');
      return ok(null, '文章已删除');
    },
  );
};
