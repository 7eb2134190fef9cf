import type { CallOptions, Client } from '../client/client';
import { segment, type Id, type PageQuery, type Paginator } from './shared';

/** The public marketing pages whose content is an article stored per site (spec 1 and 2). */
export const ARTICLE_SLUGS = [
  'aboutUs',
  'joinUs',
  'factoryJoin',
  'serveJoin',
  'resellerJoin',
  'refund',
  'serviceClause',
  'logisticsRelated',
  'guide',
  'videoTeaching',
  'vipService',
  'college',
  'canteenDesign',
] as const;
export type ArticleSlug = (typeof ARTICLE_SLUGS)[number];

/** A page (with a slug) or a help-center article (slug null, with a category). */
export interface Article {
  id: number;
  slug: ArticleSlug | null;
  /** Help-center category, e.g. 新手入门; null for a page. */
  category: string | null;
  /** A help article other screens open by name ('woocommerce'); null for the others. */
  topic: string | null;
  title: string;
  summary: string;
  /** Rich text HTML, sanitised by the server when it is saved. */
  body: string;
  sort: number;
  /** ISO 8601. */
  updated_at: string;
}

export interface HelpArticleTitle {
  id: number;
  title: string;
  summary: string;
}

/** GET /frontend/helpCenter: categories in display order, each with its articles' titles. */
export interface HelpCategory {
  category: string;
  articles: HelpArticleTitle[];
}

/** Body of POST /admin/article; PUT takes any subset. */
export interface ArticleInput {
  slug?: ArticleSlug | null;
  category?: string | null;
  title: string;
  summary?: string;
  body: string;
  sort?: number;
}

export interface ArticleListQuery extends PageQuery {
  /** 'page' only pages with a slug, 'help' only help-center articles. */
  kind?: 'page' | 'help';
  category?: string;
}

/** GET /frontend/article/{slug}: a marketing page's content. */
export function getArticle(
  client: Client,
  slug: ArticleSlug,
  options?: CallOptions,
): Promise<Article> {
  return client.get(`/frontend/article/${segment(slug)}`, options);
}

/** GET /frontend/helpCenter */
export function getHelpCenter(client: Client, options?: CallOptions): Promise<HelpCategory[]> {
  return client.get('/frontend/helpCenter', options);
}

/** GET /frontend/helpCenter/{id}: one help-center article. */
export function getHelpArticle(client: Client, id: Id, options?: CallOptions): Promise<Article> {
  return client.get(`/frontend/helpCenter/${segment(id)}`, options);
}

/** GET /frontend/helpCenter/topic/{topic}: the help article another screen opens by name. */
export function getHelpTopic(
  client: Client,
  topic: string,
  options?: CallOptions,
): Promise<Article> {
  return client.get(`/frontend/helpCenter/topic/${segment(topic)}`, options);
}

/** GET /admin/article (operator): pages and help-center articles. */
export function adminList(
  client: Client,
  query: ArticleListQuery = {},
  options?: CallOptions,
): Promise<Paginator<Article>> {
  return client.get('/admin/article', { ...options, query: { ...query } });
}

/** POST /admin/article (operator) */
export function adminCreate(
  client: Client,
  body: ArticleInput,
  options?: CallOptions,
): Promise<Article> {
  return client.post('/admin/article', { ...body }, options);
}

/** PUT /admin/article/{id} (operator) */
export function adminUpdate(
  client: Client,
  id: Id,
  body: Partial<ArticleInput>,
  options?: CallOptions,
): Promise<Article> {
  return client.put(`/admin/article/${segment(id)}`, { ...body }, options);
}

/** DELETE /admin/article/{id} (operator) */
export function adminRemove(client: Client, id: Id, options?: CallOptions): Promise<null> {
  return client.delete(`/admin/article/${segment(id)}`, options);
}

/** A home-page banner (GET /frontend/systemConfig/getBannerImg). */
export interface Banner {
  id: number;
  /** Absolute, or root-relative such as /files/… */
  image_url: string;
  /** Where a click goes; empty for none. */
  link_url: string;
  title: string;
  /** Ascending. */
  sort: number;
}

/** Body of POST /admin/banner; PUT takes any subset. */
export interface BannerInput {
  image_url: string;
  link_url?: string;
  title?: string;
  sort?: number;
}

/** GET /admin/banner (operator): the site's banners in display order. */
export function adminListBanners(client: Client, options?: CallOptions): Promise<Banner[]> {
  return client.get('/admin/banner', options);
}

/** POST /admin/banner (operator) */
export function adminCreateBanner(
  client: Client,
  body: BannerInput,
  options?: CallOptions,
): Promise<Banner> {
  return client.post('/admin/banner', { ...body }, options);
}

/** PUT /admin/banner/{id} (operator) */
export function adminUpdateBanner(
  client: Client,
  id: Id,
  body: Partial<BannerInput>,
  options?: CallOptions,
): Promise<Banner> {
  return client.put(`/admin/banner/${segment(id)}`, { ...body }, options);
}

/** DELETE /admin/banner/{id} (operator) */
export function adminRemoveBanner(client: Client, id: Id, options?: CallOptions): Promise<null> {
  return client.delete(`/admin/banner/${segment(id)}`, options);
}
