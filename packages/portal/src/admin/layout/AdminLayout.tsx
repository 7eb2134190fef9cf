import { DesktopOutlined, LogoutOutlined, MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Menu, Spin, Tooltip } from 'antd';
import { auth } from '@podkit/sdk-core';
import { useState } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { useStore } from '../../app/use-store.js';
import { SiteLogo } from '../../layouts/SiteLogo.js';
import { ExceptionPage } from '../../pages/exception/ExceptionPage.js';
import { client } from '../../sdk/client.js';
import { $workbench } from '../../workbench/session.js';
import { activeAdminKey, visibleAdminMenu, type AdminMenuItem } from './admin-menu.js';
import '../admin.css';

function AdminMenu({
  items,
  onNavigate,
}: {
  items: readonly AdminMenuItem[];
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const active = activeAdminKey(pathname, items);
  return (
    <Menu
      mode="inline"
      selectedKeys={active ? [active] : []}
      items={items.map((item) => ({
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

/**
 * The operator console at /admin: a header, the side menu and the page. Operators only, and each
 * sees the areas its role is granted (a 设计师 the design queue); another area answers 403 here
 * as the server does.
 */
export function AdminLayout() {
  const session = useStore($workbench);
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  if (!session) return <Spin fullscreen tip="加载中..." />;
  const items = visibleAdminMenu(session.menu);
  if (session.info.role !== 'operator' || items.length === 0) return <ExceptionPage code={403} />;
  if (pathname === '/admin' || pathname === '/admin/')
    return <Navigate to={items[0]!.to} replace />;
  const area = activeAdminKey(pathname);
  const allowed = area === undefined || items.some((item) => item.key === area);
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
          <AdminMenu items={items} />
        </nav>
        <main className="admin-main">{allowed ? <Outlet /> : <ExceptionPage code={403} />}</main>
      </div>
      <Drawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        placement="left"
        size={240}
        title="运营后台"
      >
        <AdminMenu items={items} onNavigate={() => setDrawerOpen(false)} />
      </Drawer>
    </div>
  );
}
