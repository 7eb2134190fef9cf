import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from '../router/routes.js';
import { messageConfig } from '../sdk/antd-notifier.js';
import { SiteConfigProvider, useSiteConfig } from './site-config.js';
import { themeFor } from './theme.js';

const router = createBrowserRouter(routes);

function Themed() {
  const config = useSiteConfig();
  return (
    <ConfigProvider locale={zhCN} theme={themeFor(config?.primary_color)}>
      <AntdApp message={messageConfig}>
        <RouterProvider router={router} />
      </AntdApp>
    </ConfigProvider>
  );
}

export function App() {
  return (
    <SiteConfigProvider>
      <Themed />
    </SiteConfigProvider>
  );
}
