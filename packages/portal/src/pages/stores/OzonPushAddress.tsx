import { Typography } from 'antd';
import type { Store } from '@podkit/sdk-core';

/**
 * Where the seller points Ozon's push notifications (seller centre → 设置 → API 密钥 → 推送通知):
 * each store has its own address, since Ozon signs no push. Optional: orders sync on schedule too.
 */
export function OzonPushAddress({ store }: { store: Store }) {
  const address = `${window.location.origin}/req/webhooks/ozon/${store.id}`;
  return (
    <div className="store-push">
      推送地址：
      <Typography.Text copyable={{ text: address, tooltips: ['复制', '已复制'] }}>
        {address}
      </Typography.Text>
    </div>
  );
}
