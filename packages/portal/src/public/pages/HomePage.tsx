import {
  AppstoreOutlined,
  BgColorsOutlined,
  CarOutlined,
  QuestionCircleOutlined,
  SyncOutlined,
  UserAddOutlined,
  DesktopOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { frontend } from '@podkit/sdk-core';
import { useStore } from '../../app/use-store.js';
import { client, tokenStore } from '../../sdk/client.js';
import { useRemote } from '../../components/use-remote.js';
import { BannerCarousel } from './BannerCarousel.js';
import { LatestNotices } from './LatestNotices.js';

const strengths: Array<{ icon: ReactNode; title: string; text: string }> = [
  { icon: <BgColorsOutlined />, title: '在线设计', text: '在空白商品上放图、加字，所见即所得' },
  { icon: <AppstoreOutlined />, title: '按需生产', text: '一件起订，无需囤货，下单即排产' },
  { icon: <CarOutlined />, title: '一件代发', text: '工厂直接发货给您的买家' },
  { icon: <SyncOutlined />, title: '订单同步', text: '对接各大店铺平台，自动同步订单' },
];

interface EntryPoint {
  icon: ReactNode;
  title: string;
  text: string;
  to: string;
}

function entryPoints(signedIn: boolean): EntryPoint[] {
  return [
    {
      icon: <BgColorsOutlined />,
      title: '产品定制',
      text: '挑选空白商品，开始您的第一款设计',
      to: '/home/productCustom',
    },
    {
      icon: <QuestionCircleOutlined />,
      title: '帮助中心',
      text: '从注册到发货的操作指南与常见问题',
      to: '/home/helpCenter',
    },
    signedIn
      ? {
          icon: <DesktopOutlined />,
          title: '进入工作台',
          text: '管理设计、订单、店铺与余额',
          to: '/views/main',
        }
      : {
          icon: <UserAddOutlined />,
          title: '免费注册',
          text: '注册分销账户，几分钟即可开店',
          to: '/user/login?type=2',
        },
  ];
}

/** The public home (/home/homePage): banners, what the site offers, ways in, newest notices. */
export function HomePage() {
  const signedIn = Boolean(useStore(tokenStore.$token));
  const banners = useRemote(() => frontend.getBannerImages(client, { silent: true }));

  return (
    <div className="home-page public-container">
      {banners.state === 'loading' && <div className="home-banner home-banner--loading" />}
      {banners.state === 'done' && banners.data.length > 0 && (
        <BannerCarousel banners={banners.data} />
      )}

      <section className="home-value" aria-labelledby="home-value-title">
        <h1 id="home-value-title" className="home-value-title">
          按需印刷与定制商品一站式平台
        </h1>
        <p className="home-value-text">
          在空白商品上完成设计，下单即生产发货，并同步各大店铺平台的订单——不囤货，也能卖定制。
        </p>
        <ul className="home-strengths">
          {strengths.map((item) => (
            <li key={item.title} className="home-strength">
              <span className="home-strength-icon">{item.icon}</span>
              <span className="home-strength-title">{item.title}</span>
              <span className="home-strength-text">{item.text}</span>
            </li>
          ))}
        </ul>
      </section>

      <div className="home-columns">
        <nav className="home-entries" aria-label="快速入口">
          {entryPoints(signedIn).map((entry) => (
            <Link key={entry.to} to={entry.to} className="home-entry">
              <span className="home-entry-icon">{entry.icon}</span>
              <span className="home-entry-title">{entry.title}</span>
              <span className="home-entry-text">{entry.text}</span>
            </Link>
          ))}
        </nav>
        <LatestNotices />
      </div>
    </div>
  );
}
