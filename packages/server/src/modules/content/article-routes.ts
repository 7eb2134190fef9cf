import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { notFound, ok } from '../../http/envelope.js';
import { emptyEnvelope, envelopeOf } from '../../http/envelope-schema.js';
import { paginator, paginatorOf } from '../../http/paging.js';
import {
  findHelpArticle,
  findHelpTopic,
  findPage,
  helpCenter,
  listArticles,
  toArticle,
} from './article-queries.js';
import { isArticleSlug } from './article-slugs.js';
import { createArticle, deleteArticle, updateArticle } from './article-write.js';
import {
  ArticleListQuerySchema,
  ArticleSchema,
  CreateArticleBody,
  HelpCategorySchema,
  UpdateArticleBody,
} from './schemas.js';

const ArticleParams = Type.Object({ id: Type.Integer({ title: '文章 id', minimum: 1 }) });

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
        querystring: ArticleListQuerySchema,
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
