import { Button, Space } from 'antd';
import { Link, Outlet } from 'react-router';
import { useStore } from '../app/use-store.js';
import { tokenStore } from '../sdk/client.js';
import { SiteFooter } from './SiteFooter.js';
import { SiteLogo } from './SiteLogo.js';

/** Public layout at /home: header with logo and account links, page, footer. */
export function PublicLayout() {
  const token = useStore(tokenStore.$token);
  return (
    <div className="public-layout">
      <header className="public-header">
        <SiteLogo />
        <nav className="public-tabs">
          <Link to="/home/homePage">首页</Link>
        </nav>
        <Space>
          {token ? (
            <Link to="/views/main">
              <Button type="primary">进入工作台</Button>
            </Link>
          ) : (
            <>
              <Link to="/user/login">登录</Link>
              <Link to="/user/login?type=2">
                <Button type="primary">免费注册</Button>
              </Link>
            </>
          )}
        </Space>
      </header>
      <main className="public-main">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
