import type { ArticleSlug } from '@podkit/sdk-core';

/** The marketing pages: each is a server article under /home/<slug>, named by its footer link. */
export const marketingPageLabels: Record<ArticleSlug, string> = {
  aboutUs: '关于我们',
  joinUs: '加入我们',
  factoryJoin: '工厂入驻',
  serveJoin: '服务商入驻',
  resellerJoin: '分销商入驻',
  refund: '退款政策',
  serviceClause: '服务条款',
  logisticsRelated: '物流说明',
  guide: '新手指南',
  videoTeaching: '视频教学',
  vipService: 'VIP 服务',
  college: '学院',
  canteenDesign: '食堂设计',
};

export function marketingPagePath(slug: ArticleSlug): string {
  return `/home/${slug}`;
}

/** The footer's link columns. */
export const footerLinkGroups: Array<{ title: string; slugs: ArticleSlug[] }> = [
  { title: '关于', slugs: ['aboutUs', 'joinUs'] },
  { title: '合作入驻', slugs: ['factoryJoin', 'serveJoin', 'resellerJoin'] },
  { title: '服务保障', slugs: ['refund', 'serviceClause', 'logisticsRelated', 'vipService'] },
  { title: '学习资源', slugs: ['guide', 'videoTeaching', 'college', 'canteenDesign'] },
];
