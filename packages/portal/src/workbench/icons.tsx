import {
  AccountBookOutlined,
  AppstoreOutlined,
  BellOutlined,
  BgColorsOutlined,
  CloudUploadOutlined,
  ControlOutlined,
  CrownOutlined,
  CustomerServiceOutlined,
  HomeOutlined,
  PictureOutlined,
  ProfileOutlined,
  SettingOutlined,
  ShopOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** Icons the server menu names in `img_url` (Ant Design icon names). */
const icons: Record<string, ReactNode> = {
  AccountBookOutlined: <AccountBookOutlined />,
  AppstoreOutlined: <AppstoreOutlined />,
  BellOutlined: <BellOutlined />,
  BgColorsOutlined: <BgColorsOutlined />,
  CloudUploadOutlined: <CloudUploadOutlined />,
  ControlOutlined: <ControlOutlined />,
  CrownOutlined: <CrownOutlined />,
  CustomerServiceOutlined: <CustomerServiceOutlined />,
  HomeOutlined: <HomeOutlined />,
  PictureOutlined: <PictureOutlined />,
  ProfileOutlined: <ProfileOutlined />,
  SettingOutlined: <SettingOutlined />,
  ShopOutlined: <ShopOutlined />,
};

export function MenuIcon({ name }: { name: string }) {
  return <>{icons[name] ?? <AppstoreOutlined />}</>;
}
