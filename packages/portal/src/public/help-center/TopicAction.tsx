import { ShopOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Link } from 'react-router';

/** Where each help topic's article sends the reader to act: the screen that does it. */
const topicActions: Record<string, { label: string; to: string }> = {
  // The store screen's WooCommerce tab, with its REST key dialog open.
  woocommerce: { label: '连接 WooCommerce 店铺', to: '/myOrder/storeAdmin?platform=21&connect=1' },
};

export function TopicAction({ topic }: { topic: string }) {
  const action = topicActions[topic];
  if (!action) return null;
  return (
    <div className="article-action">
      <Link to={action.to}>
        <Button type="primary" icon={<ShopOutlined />}>
          {action.label}
        </Button>
      </Link>
    </div>
  );
}
