import type {
  Article,
  ArticleInput,
  ArticleListQuery,
  ArticleSlug,
  Banner,
  BannerInput,
  HelpCategory,
} from '@podkit/sdk-core';
import { Type } from 'typebox';
import { pageQueryFields } from '../../http/paging.js';
import { requestSchema, wireSchema } from '../../http/wire-schema.js';
import { articlePageNames, articleSlugs } from './article-slugs.js';

export const SlugSchema = Type.Unsafe<ArticleSlug>({
  type: 'string',
  enum: articleSlugs,
  title: '页面标识',
  description: articleSlugs.map((slug) => `${slug} ${articlePageNames[slug]}`).join('；'),
});

export const ArticleSchema = wireSchema<Article>()(
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

export const HelpCategorySchema = wireSchema<HelpCategory>()(
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
export const CreateArticleBody = requestSchema<ArticleInput>()(
  Type.Object({
    slug: Type.Optional(articleFields.slug),
    category: Type.Optional(articleFields.category),
    title: articleFields.title,
    summary: Type.Optional(articleFields.summary),
    body: articleFields.body,
    sort: Type.Optional(articleFields.sort),
  }),
);
export const UpdateArticleBody = requestSchema<Partial<ArticleInput>>()(
  Type.Partial(Type.Object(articleFields)),
);

export const ArticleListQuerySchema = requestSchema<ArticleListQuery>()(
  Type.Object({
    kind: Type.Optional(
      Type.Union([Type.Literal('page'), Type.Literal('help')], {
        title: '类型',
        description: 'page 页面；help 帮助中心文章',
      }),
    ),
    category: Type.Optional(Type.String({ title: '分类', maxLength: 40 })),
    ...pageQueryFields({ maxPageSize: 100, defaultPageSize: 20 }),
  }),
);

export const BannerSchema = wireSchema<Banner>()(
  Type.Object({
    id: Type.Integer(),
    image_url: Type.String({ description: '图片地址（绝对地址，或 /files/… 站内地址）' }),
    link_url: Type.String({ description: '点击跳转地址；空为不跳转' }),
    title: Type.String(),
    sort: Type.Integer({ description: '从小到大排列' }),
  }),
);

// http(s) or a root-relative path; never `//host` or a script scheme.
const WEB_ADDRESS = '^(https?://[^\\s]+|/(?!/)[^\\s]*)$';
const bannerFields = {
  image_url: Type.String({
    title: '图片地址',
    minLength: 1,
    maxLength: 1000,
    pattern: WEB_ADDRESS,
  }),
  link_url: Type.String({
    title: '跳转地址',
    maxLength: 1000,
    pattern: `^$|${WEB_ADDRESS}`,
    description: 'http(s) 地址或以 / 开头的站内路径；可为空',
  }),
  title: Type.String({ title: '标题', maxLength: 100 }),
  sort: Type.Integer({ title: '排序', minimum: -100000, maximum: 100000 }),
};
export const CreateBannerBody = requestSchema<BannerInput>()(
  Type.Object({
    image_url: bannerFields.image_url,
    link_url: Type.Optional(bannerFields.link_url),
    title: Type.Optional(bannerFields.title),
    sort: Type.Optional(bannerFields.sort),
  }),
);
export const UpdateBannerBody = requestSchema<Partial<BannerInput>>()(
  Type.Partial(Type.Object(bannerFields)),
);
