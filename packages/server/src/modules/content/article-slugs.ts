import type { ArticleSlug } from '@podkit/sdk-core';

/** Each marketing page and its Chinese name (the server's copy of sdk-core's ARTICLE_SLUGS). */
export const articlePageNames = {
  aboutUs: '关于我们',
  joinUs: '加入我们',
  factoryJoin: '工厂入驻',
  serveJoin: '服务商入驻',
  resellerJoin: '分销商加盟',
  refund: '退款政策',
  serviceClause: '服务条款',
  logisticsRelated: '物流相关',
  guide: '新手指南',
  videoTeaching: '视频教学',
  vipService: 'VIP 服务',
  college: '商学院',
  canteenDesign: '食堂设计',
} as const satisfies Record<ArticleSlug, string>;

export const articleSlugs = Object.keys(articlePageNames) as ArticleSlug[];

export function isArticleSlug(value: string): value is ArticleSlug {
  return Object.hasOwn(articlePageNames, value);
}
