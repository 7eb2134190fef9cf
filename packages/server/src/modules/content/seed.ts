import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { formatCents } from '../../http/money.js';
import type { Site } from '../sites/index.js';
import { StorageKeyExistsError, type StorageDriver } from '../../storage/index.js';
import { groups } from '../users/index.js';
import { drawBannerSvg, type BannerArt } from './banner-svg.js';
import { sanitizeRichText } from './rich-text.js';
import { articles, banners } from './schema.js';
import { companyPages } from './seed/pages-company.js';
import { learningPages } from './seed/pages-learning.js';
import { policyPages } from './seed/pages-policy.js';
import { helpArticles } from './seed/help-articles.js';
import {
  myProductsHelpArticles,
  singleGalleryHelpArticles,
  thirdProductHelpArticles,
  tortBrandHelpArticles,
} from './seed/help-my-products.js';
import { wooCommerceHelpArticles } from './seed/help-woocommerce.js';
import type { SeedArticle } from './seed/seed-article.js';
import { escapeHtml, type SiteFacts } from './seed/site-facts.js';
import { seedOnce } from './seed-once.js';

const demoBanners: Array<BannerArt & { title: string; linkUrl: string }> = [
  {
    title: '一件代发 · 按需定制',
    linkUrl: '/home/productDesign',
    badge: '零库存 · 一件起做',
    headline: '一件代发 · 按需定制',
    subline: '上传图案即刻生成商品，工厂按单生产，直发全球买家',
    action: '开始设计',
    colors: ['#15803d', '#16a34a', '#0ea5e9'],
    motif: 'tshirt',
  },
  {
    title: '万款空白商品 · 设计即上架',
    linkUrl: '/home/productCustom',
    badge: '新品持续上架',
    headline: '万款空白商品 · 设计即上架',
    subline: 'T 恤、卫衣、帆布袋、马克杯……在线设计所见即所得',
    action: '浏览商品',
    colors: ['#c2410c', '#f97316', '#ec4899'],
    motif: 'mug',
  },
  {
    title: '店铺一键对接 · 订单自动同步',
    linkUrl: '/home/guide',
    badge: '多平台订单同步',
    headline: '店铺一键对接 · 订单自动同步',
    subline: 'Shopify、TikTok、Temu、Shein 订单自动导入，运单号自动回传',
    action: '查看指南',
    colors: ['#4338ca', '#6366f1', '#06b6d4'],
    motif: 'store',
  },
];

/** Storage key of a seeded banner image: under the site's own folder, apart from user uploads. */
export function bannerKey(siteId: number, index: number): string {
  return `s${siteId}/site/banner/home-banner-${index + 1}.svg`;
}

/** Writes the SVG unless the key already holds it (a database reset keeps the files). */
async function putOnce(storage: StorageDriver, key: string, svg: string): Promise<void> {
  try {
    await storage.put(key, Buffer.from(svg, 'utf8'), { contentType: 'image/svg+xml' });
  } catch (error) {
    if (!(error instanceof StorageKeyExistsError)) throw error;
  }
}

/** Three home-page banners drawn as SVG and stored through the storage driver; once per site. */
export function seedBanners(db: Db, storage: StorageDriver, siteId: number): Promise<boolean> {
  return seedOnce(db, siteId, 'banners', async (tx) => {
    const rows = [];
    for (const [index, art] of demoBanners.entries()) {
      const key = bannerKey(siteId, index);
      await putOnce(storage, key, drawBannerSvg(art));
      rows.push({
        siteId,
        title: art.title,
        imageUrl: storage.publicUrl(key),
        linkUrl: art.linkUrl,
        sort: (index + 1) * 10,
      });
    }
    await tx.insert(banners).values(rows);
  });
}

async function siteFacts(db: Db, site: Site): Promise<SiteFacts> {
  const levels = await db
    .select({ name: groups.levelName, thresholdCents: groups.thresholdCents })
    .from(groups)
    .where(eq(groups.siteId, site.id))
    .orderBy(asc(groups.thresholdCents), asc(groups.sort));
  return {
    plainName: site.name,
    name: escapeHtml(site.name),
    email: escapeHtml(site.customerEmail),
    phone: escapeHtml(site.customerPhone),
    address: escapeHtml(site.customerAddress),
    levels: (levels.length > 0 ? levels : [{ name: '普通会员', thresholdCents: 0 }]).map(
      (level) => ({
        name: escapeHtml(level.name),
        thresholdYuan: formatCents(level.thresholdCents),
      }),
    ),
  };
}

/** Every marketing page and the help-center articles, written in the site's name; once per site. */
export async function seedArticles(db: Db, site: Site): Promise<boolean> {
  const facts = await siteFacts(db, site);
  return seedOnce(db, site.id, 'articles', async (tx) => {
    const pages = [...companyPages(facts), ...policyPages(facts), ...learningPages(facts)];
    const help = helpArticles(facts);
    const rows = [...pages, ...help].map((article, index) => ({
      siteId: site.id,
      slug: article.slug ?? null,
      category: article.slug ? null : (article.category ?? null),
      title: article.title,
      summary: article.summary,
      body: sanitizeRichText(article.body),
      sort: (index + 1) * 10,
    }));
    // Pages an operator created before the first seed keep their text.
    await tx.insert(articles).values(rows).onConflictDoNothing();
  });
}

/** Help batches added after the first set: each seeded once per site, under its own key. */
const laterHelpBatches: Array<{ key: string; articles: () => SeedArticle[]; sort: number }> = [
  { key: 'help-my-products', articles: myProductsHelpArticles, sort: 1000 },
  {
    key: 'help-product-screens',
    articles: () => [
      ...tortBrandHelpArticles(),
      ...singleGalleryHelpArticles(),
      ...thirdProductHelpArticles(),
    ],
    sort: 1100,
  },
  { key: 'help-woocommerce', articles: wooCommerceHelpArticles, sort: 1200 },
];

/** The help batches added after the first set (我的商品 and the SKU screens; 侵权品牌查询, 单品图库 and 第三方商品; WooCommerce). */
export async function seedLaterHelp(db: Db, site: Site): Promise<boolean> {
  let seeded = false;
  for (const batch of laterHelpBatches) {
    const added = await seedOnce(db, site.id, batch.key, async (tx) => {
      const rows = batch.articles().map((article, index) => ({
        siteId: site.id,
        category: article.category ?? null,
        topic: article.topic ?? null,
        title: article.title,
        summary: article.summary,
        body: sanitizeRichText(article.body),
        sort: batch.sort + (index + 1) * 10,
      }));
      await tx.insert(articles).values(rows).onConflictDoNothing();
    });
    seeded ||= added;
  }
  return seeded;
}
