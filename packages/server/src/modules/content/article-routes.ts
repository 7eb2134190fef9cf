import { wireSchema } from '../../http/wire-schema.js';
import type { Article, ArticleSlug, HelpCategory } from '@podkit/sdk-core';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { notFound, ok } from '../../http/envelope.js';
import { emptyEnvelope, envelopeOf } from '../../http/envelope-schema.js';
import { pageQueryFields, paginator, paginatorOf } from '../../http/paging.js';
import {
  findHelpArticle,
  findHelpTopic,
  findPage,
  helpCenter,
  listArticles,
  toArticle,
} from './article-queries.js';
import { articlePageNames, articleSlugs, isArticleSlug } from './article-slugs.js';
import { createArticle, deleteArticle, updateArticle } from './article-write.js';

const SlugSchema = Type.Unsafe<ArticleSlug>({
  type: 'string',
  enum: articleSlugs,
  title: '页面标识',
  description: articleSlugs.map((slug) => `${slug} ${articlePageNames[slug]}`).join('；'),
});

const ArticleSchema = wireSchema<Article>()(
  Type.Object({
    id: Type.Integer(),
    slug: Type.Union([SlugSchema, Type.Null()], { description: '页面标识；帮助中心文章为 null' }),
    category: Type.Union([Type.String(), Type.Null()], {
      description: '帮助中心分类；页面为 null',
    }),
    topic: Type.Union([Type.String(), Type.Null()], {
      description: '其他页面按名称打开的帮助文章（如 woocommerce）；其他为 null',
    }),
    title: Type.String(),
    summary: Type.String(),
    body: Type.String({ description: '富文本 HTML（保存时已过滤）' }),
    sort: Type.Integer(),
    updated_at: Type.String({ format: 'date-time' }),
  }),
);

const HelpCategorySchema = wireSchema<HelpCategory>()(
  Type.Object({
    category: Type.String(),
    articles: Type.Array(
      Type.Object({ id: Type.Integer(), title: Type.String(), summary: Type.String() }),
    ),
  }),
);

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
    '/frontend/helpCenter/topic/:topic',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['content'],
        summary: '按名称打开的帮助文章（如店铺页 WooCommerce 标签打开的 woocommerce）',
        params: Type.Object({
          topic: Type.String({ title: '文章名称', pattern: '^[a-z0-9-]{1,40}$' }),
        }),
        response: { 200: envelopeOf(ArticleSchema) },
      },
    },
    async (request) => {
      const row = await findHelpTopic(app.db, request.site.id, request.params.topic);
      if (!row) throw notFound('帮助文章');
      return ok(toArticle(row));
    },
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
    async (request) =>
      ok(toArticle(await createArticle(app.db, request.site.id, request.body)), '文章已保存'),
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
    async (request) =>
      ok(
        toArticle(await updateArticle(app.db, request.site.id, request.params.id, request.body)),
        '文章已保存',
      ),
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
      await deleteArticle(app.db, request.site.id, request.params.id);
      return ok(null, '文章已删除');
    },
  );
};
