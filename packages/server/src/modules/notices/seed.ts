import type { Db } from '../../db/client.js';
import { sanitizeRichText } from '../content/index.js';
import { seedOnce } from '../content/index.js';
import { escapeHtml } from '../content/index.js';
import { systemNotices } from './schema.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A few published notices (one of them a login alert) for a site; once per site. */
export function seedNotices(db: Db, site: { id: number; name: string }, now = new Date()) {
  const name = escapeHtml(site.name);
  const notices = [
    {
      title: `欢迎使用${site.name}`,
      isLoginAlert: true,
      daysAgo: 0,
      desc: `<p>欢迎来到${name}！为了帮助你快速上手，请先阅读以下内容：</p>
<ol>
  <li>查看<a href="/home/guide">新手指南</a>，了解从设计到发货的完整流程；</li>
  <li>在工作台“充值”页面为账户充值，订单使用余额支付；</li>
  <li>授权你的店铺后，订单会自动同步到平台。</li>
</ol>
<p>使用中遇到任何问题，可以在<a href="/home/helpCenter">帮助中心</a>查找答案，或联系在线客服。</p>`,
    },
    {
      title: '物流渠道时效调整通知',
      isLoginAlert: false,
      daysAgo: 3,
      desc: `<p>受国际航班运力变化影响，自本通知发布之日起，<strong>欧洲专线小包</strong>参考时效调整为 8～14 个工作日，美国专线小包保持 7～12 个工作日不变。</p>
<p>对时效要求较高的订单，建议在下单时选择国际快递渠道。各渠道最新时效请查看<a href="/home/logisticsRelated">物流相关</a>页面。</p>`,
    },
    {
      title: '秋冬新品上架：加绒卫衣与针织帽',
      isLoginAlert: false,
      daysAgo: 7,
      desc: `<p>秋冬季新品现已上架，欢迎选款设计：</p>
<ul>
  <li><strong>加绒圆领卫衣</strong>：S～3XL，8 种颜色，正背面与袖子均可印花；</li>
  <li><strong>加绒连帽卫衣</strong>：支持口袋与帽子印花；</li>
  <li><strong>针织翻边帽</strong>：支持刺绣标志。</li>
</ul>
<p>新品生产时效为 3 个工作日，欢迎提前备货测款。</p>`,
    },
  ];
  return seedOnce(db, site.id, 'notices', async (tx) => {
    await tx.insert(systemNotices).values(
      notices.map((notice) => {
        const at = new Date(now.getTime() - notice.daysAgo * DAY_MS);
        return {
          siteId: site.id,
          title: notice.title,
          desc: sanitizeRichText(notice.desc),
          isLoginAlert: notice.isLoginAlert,
          published: true,
          createdAt: at,
          updatedAt: at,
        };
      }),
    );
  });
}
