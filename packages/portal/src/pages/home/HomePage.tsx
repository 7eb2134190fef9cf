import { Button, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { useSiteConfig } from '../../app/site-config.js';

/** Public home: what the site offers and the way in. */
export function HomePage() {
  const config = useSiteConfig();
  return (
    <section className="home-hero">
      <Typography.Title level={1}>{config?.site_name ?? 'PodKit'}</Typography.Title>
      <Typography.Paragraph className="home-hero-text">
        按需印刷与定制商品一站式平台：在空白商品上设计，保存作品素材，下单即生产发货，并同步各大店铺平台的订单。
      </Typography.Paragraph>
      <Space size="middle">
        <Link to="/user/login?type=2">
          <Button type="primary" size="large">
            立即注册
          </Button>
        </Link>
        <Link to="/views/main">
          <Button size="large">进入工作台</Button>
        </Link>
      </Space>
    </section>
  );
}
