import { LogoutOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, Spin } from 'antd';
import { Outlet } from 'react-router';
import { auth } from '@podkit/sdk-core';
import { SessionProvider, useSession } from '../app/session.js';
import { client } from '../sdk/client.js';
import { LevelProgress } from '../pages/workbench/LevelProgress.js';
import { SiteLogo } from './SiteLogo.js';

function UserMenu() {
  const { info, group } = useSession();
  return (
    <Dropdown
      trigger={['click']}
      popupRender={() => (
        <div className="user-dropdown">
          <div className="user-dropdown-name">{info.username}</div>
          <div className="user-dropdown-level">{group.level_name}</div>
          <LevelProgress group={group} />
          <Button icon={<LogoutOutlined />} block onClick={() => auth.logout(client)}>
            退出登录
          </Button>
        </div>
      )}
    >
      <button type="button" className="user-trigger" aria-label="账户菜单">
        <Avatar src={info.avatar || undefined}>{info.username.slice(0, 1).toUpperCase()}</Avatar>
        <span className="user-trigger-name">{info.username}</span>
      </button>
    </Dropdown>
  );
}

/** Workbench layout at /views: header with the logo and the account menu. */
export function WorkbenchLayout() {
  return (
    <SessionProvider fallback={<Spin fullscreen tip="加载中..." />}>
      <div className="workbench-layout">
        <header className="workbench-header">
          <SiteLogo />
          <UserMenu />
        </header>
        <main className="workbench-main">
          <Outlet />
        </main>
      </div>
    </SessionProvider>
  );
}
