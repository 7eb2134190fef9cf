import type { Db } from '../../db/client.js';
import { seedOnce } from '../content/index.js';
import { sendUserMessage } from './message-service.js';

/** Platform messages that greet the demo reseller, so the bell has something to show; once per site. */
export function seedWelcomeMessages(db: Db, site: { id: number; name: string }, userId: number) {
  const texts = [
    '完善账户安全：建议在“账户安全”中确认绑定手机号，并定期修改登录密码。',
    '授权店铺后，店铺订单会自动同步到平台，发货后运单号自动回传。',
    `欢迎加入${site.name}！新手指南与帮助中心可以帮助你快速完成第一笔订单。`,
  ];
  return seedOnce(db, site.id, 'welcome-messages', async (tx) => {
    for (const description of texts)
      await sendUserMessage(tx, { siteId: site.id, userId, type: 1, description });
  });
}
