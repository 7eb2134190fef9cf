import { DesktopOutlined, LogoutOutlined, MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Menu, Spin, Tooltip } from 'antd';
import { auth } from '@podkit/sdk-core';
import { useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useStore } from '../../app/use-store.js';
import { SiteLogo } from '../../layouts/SiteLogo.js';
import { ExceptionPage } from '../../pages/exception/ExceptionPage.js';
import { client } from '../../sdk/client.js';
import { $workbench } from '../../workbench/session.js';
import { activeAdminKey, adminMenu } from './admin-menu.js';
import '../admin.css';

function AdminMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const active = activeAdminKey(pathname);
  return (
    <Menu
      mode="inline"
      selectedKeys={active ? [active] : []}
      items={adminMenu.map((item) => ({
        key: item.key,
        label: (
          <Link to={item.to} onClick={onNavigate}>
            {item.label}
          </Link>
        ),
      }))}
    />
  );
}

/** The operator console at /admin: a header, the side menu and the page. Operators only. */
export function AdminLayout() {
  const session = useStore($workbench);
  const [drawerOpen, setDrawerOpen] = useState(false);
  if (!session) return <Spin fullscreen tip="加载中..." />;
  if (session.info.role !== 'operator') return <ExceptionPage code={403} />;
  return (
    <div className="admin-layout">
      <header className="admin-header">
        <Button
          type="text"
          icon={<MenuOutlined />}
          aria-label="打开菜单"
          className="admin-menu-button"
          onClick={() => setDrawerOpen(true)}
        />
        <SiteLogo />
        <span className="admin-title">运营后台</span>
        <div className="admin-header-actions">
          <span className="admin-user">{session.info.username}</span>
          <Tooltip title="进入工作台">
            <Link to="/views/main" aria-label="进入工作台">
              <Button type="text" icon={<DesktopOutlined />} />
            </Link>
          </Tooltip>
          <Tooltip title="退出登录">
            <Button
              type="text"
              icon={<LogoutOutlined />}
              aria-label="退出登录"
              onClick={() => auth.logout(client)}
            />
          </Tooltip>
        </div>
      </header>
      <div className="admin-body">
        <nav className="admin-side" aria-label="运营菜单">
          <AdminMenu />
        </nav>
        <main className="admin-main">
          <Outlet />
        </main>
      </div>
      <Drawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        placement="left"
        size={240}
        title="运营后台"
      >
        <AdminMenu onNavigate={() => setDrawerOpen(false)} />
      </Drawer>
    </div>
  );
}
