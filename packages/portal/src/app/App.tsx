import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { RouterProvider } from 'react-router';
import type { createAppRouter } from '../router/router.js';
import { messageConfig } from '../sdk/antd-notifier.js';
import { SiteConfigProvider, useSiteConfig } from './site-config.js';
import { themeFor } from './theme.js';

type AppRouter = ReturnType<typeof createAppRouter>;

function Themed({ router }: { router: AppRouter }) {
  const config = useSiteConfig();
  return (
    <ConfigProvider
      locale={zhCN}
      theme={themeFor(config?.primary_color)}
      modal={{ mask: { closable: false } }}
    >
      <AntdApp message={messageConfig}>
        <RouterProvider router={router} />
      </AntdApp>
    </ConfigProvider>
  );
}

export function App({ router }: { router: AppRouter }) {
  return (
    <SiteConfigProvider>
      <Themed router={router} />
    </SiteConfigProvider>
  );
}
