import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article, Banner, HelpCategory, Paginator } from '@podkit/sdk-core';
import { articleSlugs } from '../src/modules/content/article-slugs.js';
import { articles, banners } from '../src/modules/content/schema.js';
import { checkSvgSafety } from '../src/modules/uploads/svg-safety.js';
import { seedDemo } from '../src/seed/demo.js';
import { createStorage } from '../src/storage/index.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { callApi } from './support/api.js';
import { createSite, createUser, defaultSiteId, signIn } from './support/accounts.js';

let server: TestServer;
let operator: string;
let reseller: string;

const db = () => server.database.db;
const api = <T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { token?: string; payload?: unknown; host?: string } = {},
) => callApi<T>(server.app, method, `/req${url}`, options);

beforeAll(async () => {
  server = await startTestServer();
  operator = await signIn(server.app, 'operator', 'operator123456');
  reseller = await signIn(server.app, 'demo', 'demo123456');
});
afterAll(async () => {
  await server?.close();
});

describe(`marketing pages and help center on ${testDbKind}`, () => {
  it.each(articleSlugs)('serves the seeded page %s with real content', async (slug) => {
    const page = await api<Article>('GET', `/frontend/article/${slug}`);
    expect(page.status_code, page.msg).toBe(200);
    expect(page.data).toMatchObject({ slug, category: null });
    expect(page.data.title.length).toBeGreaterThan(1);
    expect(page.data.summary.length).toBeGreaterThan(10);
    const text = page.data.body.replace(/<[^>]+>/g, '');
    expect(text.length).toBeGreaterThan(300);
    expect(page.data.body).toMatch(/<h2>/);
    expect(page.data.body).toMatch(/<(ul|ol|table)>/);
    expect(page.data.body).not.toMatch(/<script|onerror|javascript:/i);
  });

  it('writes the site’s own name and member levels into its pages', async () => {
    const about = await api<Article>('GET', '/frontend/article/aboutUs');
    expect(about.data.body).toContain('PodKit 演示站是一个面向卖家的按需定制');
    expect(about.data.body).toContain('service@podkit.local');
    const vip = await api<Article>('GET', '/frontend/article/vipService');
    expect(vip.data.body).toContain('<td>黄金会员</td><td>累计充值满 5000.00 元</td>');
  });

  it('answers not found for an unknown page', async () => {
    const res = await api('GET', '/frontend/article/notAPage');
    expect(res).toMatchObject({ http: 200, status_code: 404, msg: '页面不存在' });
  });

  it('lists help-center categories with their articles, and opens one', async () => {
    const help = await api<HelpCategory[]>('GET', '/frontend/helpCenter');
    expect(help.data.map((c) => c.category)).toEqual([
      '新手入门',
      '设计与素材',
      '订单与物流',
      '财务与充值',
      '店铺对接',
    ]);
    const all = help.data.flatMap((c) => c.articles);
    expect(all.length).toBeGreaterThanOrEqual(10);
    const first = all[0];
    expect(first?.title).toBe('如何注册和登录账号');
    const opened = await api<Article>('GET', `/frontend/helpCenter/${first?.id}`);
    expect(opened.data).toMatchObject({ id: first?.id, slug: null, category: '新手入门' });
    expect(opened.data.body).toContain('忘记密码');

    // A page is not a help-center article.
    const about = await api<Article>('GET', '/frontend/article/aboutUs');
    expect((await api('GET', `/frontend/helpCenter/${about.data.id}`)).status_code).toBe(404);
  });

  it('lets an operator write articles, sanitised, and checks where they go', async () => {
    const created = await api<Article>('POST', '/admin/article', {
      token: operator,
      payload: {
        category: '财务与充值',
        title: '发票开具说明',
        summary: '如何申请发票',
        body: '<p>联系客服<script>alert(1)</script><a href="javascript:void(0)">开票</a></p>',
        sort: 5,
      },
    });
    expect(created.status_code, created.msg).toBe(200);
    expect(created.data.body).toBe('<p>联系客服<a rel="noopener noreferrer">开票</a></p>');
    const help = await api<HelpCategory[]>('GET', '/frontend/helpCenter');
    // Sort 5 puts it ahead of every seeded article, so its category now comes first.
    expect(help.data[0]).toMatchObject({ category: '财务与充值' });
    expect(help.data[0]?.articles[0]?.title).toBe('发票开具说明');

    const noCategory = await api('POST', '/admin/article', {
      token: operator,
      payload: { title: '无分类', body: '<p>x</p>' },
    });
    expect(noCategory).toMatchObject({
      status_code: 422,
      msg: '帮助中心文章需要填写分类（category）',
    });
    const duplicate = await api('POST', '/admin/article', {
      token: operator,
      payload: { slug: 'refund', title: '另一个退款政策', body: '<p>x</p>' },
    });
    expect(duplicate).toMatchObject({ status_code: 409 });
    expect(duplicate.msg).toContain('退款政策');
    const badSlug = await api('POST', '/admin/article', {
      token: operator,
      payload: { slug: 'evil', title: '坏页面', body: '<p>x</p>' },
    });
    expect(badSlug.status_code).toBe(422);

    const refund = await api<Article>('GET', '/frontend/article/refund');
    const edited = await api<Article>('PUT', `/admin/article/${refund.data.id}`, {
      token: operator,
      payload: { body: '<h2>新的退款政策</h2><p onclick="x()">七天内可退。</p>' },
    });
    expect(edited.data).toMatchObject({ slug: 'refund', title: '退款政策' });
    expect(edited.data.body).toBe('<h2>新的退款政策</h2><p>七天内可退。</p>');
    expect((await api<Article>('GET', '/frontend/article/refund')).data.body).toBe(
      edited.data.body,
    );

    const listed = await api<Paginator<Article>>('GET', '/admin/article?kind=page&page_size=100', {
      token: operator,
    });
    expect(listed.data.total).toBe(articleSlugs.length);

    const removed = await api('DELETE', `/admin/article/${created.data.id}`, { token: operator });
    expect(removed.status_code).toBe(200);
    expect((await api('GET', `/frontend/helpCenter/${created.data.id}`)).status_code).toBe(404);
  });

  it('refuses article and banner administration to a reseller with HTTP 403', async () => {
    const calls = [
      ['GET', '/admin/article'],
      ['POST', '/admin/article'],
      ['PUT', '/admin/article/1'],
      ['DELETE', '/admin/article/1'],
      ['GET', '/admin/banner'],
      ['POST', '/admin/banner'],
      ['PUT', '/admin/banner/1'],
      ['DELETE', '/admin/banner/1'],
      ['POST', '/admin/userMessage'],
    ] as const;
    const before = await db().select({ n: count() }).from(articles);
    for (const [method, url] of calls) {
      const payload = method === 'POST' || method === 'PUT' ? {} : undefined;
      const res = await api(method, url, { token: reseller, payload });
      expect(res.http, `${method} ${url}`).toBe(403);
      expect(res.msg).toBe('仅平台运营人员可以访问');
    }
    expect(await db().select({ n: count() }).from(articles)).toEqual(before);
  });
});

describe(`banners on ${testDbKind}`, () => {
  let secondSiteId = 0;

  it('serves three seeded banners whose images are real SVG files', async () => {
    const list = await api<Banner[]>('GET', '/frontend/systemConfig/getBannerImg');
    expect(list.data).toHaveLength(3);
    expect(list.data.map((b) => b.sort)).toEqual([10, 20, 30]);
    expect(list.data[0]).toMatchObject({
      title: '一件代发 · 按需定制',
      link_url: '/home/productDesign',
    });
    for (const banner of list.data) {
      expect(banner.image_url).toMatch(/^\/files\/s\d+\/site\/banner\/home-banner-\d\.svg$/);
      const file = await server.app.inject({ method: 'GET', url: banner.image_url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/svg+xml');
      const svg = file.body;
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg).toContain('<linearGradient');
      expect(svg).toContain(banner.title);
      expect(checkSvgSafety(svg)).toEqual({ ok: true });
    }
  });

  it('writes the seed only once, and does not bring back what an operator deleted', async () => {
    const siteId = await defaultSiteId(db());
    const list = await api<Banner[]>('GET', '/frontend/systemConfig/getBannerImg');
    const removed = await api('DELETE', `/admin/banner/${list.data[2]?.id}`, { token: operator });
    expect(removed.status_code).toBe(200);
    const articleCount = await db()
      .select({ n: count() })
      .from(articles)
      .where(eq(articles.siteId, siteId));

    expect(await seedDemo(db(), { storage: createStorage(server.config) })).toBe(false);

    const after = await db().select().from(banners).where(eq(banners.siteId, siteId));
    expect(after).toHaveLength(2);
    expect(
      await db().select({ n: count() }).from(articles).where(eq(articles.siteId, siteId)),
    ).toEqual(articleCount);
  });

  it('seeds a new site’s pages in its own name on the next start', async () => {
    const host = 'second.test';
    const siteId = await createSite(db(), '第二站', host);
    secondSiteId = siteId;
    await seedDemo(db(), { storage: createStorage(server.config) });
    const about = await api<Article>('GET', '/frontend/article/aboutUs', { host });
    expect(about.data.body).toContain('第二站是一个面向卖家的按需定制');
    const bannersThere = await api<Banner[]>('GET', '/frontend/systemConfig/getBannerImg', {
      host,
    });
    expect(bannersThere.data.map((b) => b.image_url)).toEqual(
      [1, 2, 3].map((n) => `/files/s${siteId}/site/banner/home-banner-${n}.svg`),
    );
  });

  it('lets an operator manage banners and refuses unsafe links', async () => {
    const bad = await api('POST', '/admin/banner', {
      token: operator,
      payload: { image_url: '/files/x.svg', link_url: 'javascript:alert(1)' },
    });
    expect(bad.status_code).toBe(422);
    expect(bad.msg).toContain('跳转地址');
    const protocolRelative = await api('POST', '/admin/banner', {
      token: operator,
      payload: { image_url: '//evil.test/x.png' },
    });
    expect(protocolRelative.status_code).toBe(422);

    const created = await api<Banner>('POST', '/admin/banner', {
      token: operator,
      payload: { image_url: 'https://cdn.example.com/b.png', title: '双十一大促', sort: 1 },
    });
    expect(created.data).toMatchObject({ link_url: '', title: '双十一大促', sort: 1 });
    const updated = await api<Banner>('PUT', `/admin/banner/${created.data.id}`, {
      token: operator,
      payload: { link_url: '/home/productDesign?keyWord=卫衣' },
    });
    expect(updated.data.link_url).toBe('/home/productDesign?keyWord=卫衣');
    const list = await api<Banner[]>('GET', '/frontend/systemConfig/getBannerImg');
    expect(list.data[0]?.id).toBe(created.data.id);

    await createUser(db(), {
      siteId: secondSiteId,
      username: 'second_op',
      password: 'secret123',
      role: 'operator',
    });
    const elsewhere = await api('PUT', `/admin/banner/${created.data.id}`, {
      token: await signIn(server.app, 'second_op', 'secret123', 'second.test'),
      payload: { title: '改别人的' },
      host: 'second.test',
    });
    expect(elsewhere.status_code).toBe(404);
  });
});
