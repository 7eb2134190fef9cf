import {
  AccountBookOutlined,
  ApiOutlined,
  DownloadOutlined,
  GlobalOutlined,
  IdcardOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  TeamOutlined,
  UserOutlined,
  WalletOutlined,
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

/** The account screens' own icons, so the user menu's quick links tell apart at a glance. */
const accountIcons: Record<string, ReactNode> = {
  acInfo: <IdcardOutlined />,
  myAc: <UserOutlined />,
  recharge: <WalletOutlined />,
  acSecurity: <SafetyOutlined />,
  acSetting: <ControlOutlined />,
  bindLogin: <ApiOutlined />,
  authentication: <SafetyCertificateOutlined />,
  createRole: <TeamOutlined />,
  domain: <GlobalOutlined />,
  userExportRecord: <DownloadOutlined />,
};

/** A screen's icon: its own for the account screens, else the menu's icon by name. */
export function ScreenIcon({ component, fallback }: { component: string; fallback: string }) {
  return <>{accountIcons[component] ?? <MenuIcon name={fallback} />}</>;
}
