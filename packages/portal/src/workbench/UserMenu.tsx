import { LogoutOutlined, WalletOutlined } from '@ant-design/icons';
import { Avatar, Button, Divider, Dropdown, Tooltip } from 'antd';
import { auth, type MenuEntry } from '@podkit/sdk-core';
import { Link } from 'react-router';
import { LevelProgress } from '../pages/workbench/LevelProgress.js';
import { client } from '../sdk/client.js';
import { ScreenIcon } from './icons.js';
import type { WorkbenchSession } from './session.js';

/** The user dropdown of spec section 2: who, level progress, recharge, settings, logout. */
export function UserMenu({
  session,
  settings,
}: {
  session: WorkbenchSession;
  settings: MenuEntry | undefined;
}) {
  const { info, group } = session;
  const quickLinks = settings?.children.filter((child) => child.is_menu === 1) ?? [];
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      popupRender={() => (
        <div className="user-dropdown">
          <div className="user-dropdown-head">
            <Avatar size={40} src={info.avatar || undefined}>
              {info.username.slice(0, 1).toUpperCase()}
            </Avatar>
            <div>
              <div className="user-dropdown-name">{info.username}</div>
              <div className="user-dropdown-level">{group.level_name}</div>
            </div>
            <Tooltip title="退出登录">
              <Button
                type="text"
                icon={<LogoutOutlined />}
                aria-label="退出登录"
                onClick={() => auth.logout(client)}
              />
            </Tooltip>
          </div>
          <LevelProgress group={group} />
          <Link to="/setting/recharge">
            <Button type="primary" icon={<WalletOutlined />} block>
              充值
            </Button>
          </Link>
          {quickLinks.length > 0 && (
            <>
              <Divider size="small" />
              <div className="user-dropdown-quick">
                {quickLinks.map((entry) => (
                  <Tooltip key={entry.id} title={entry.name}>
                    <Link to={entry.http_url} aria-label={entry.name}>
                      <ScreenIcon
                        component={entry.component}
                        fallback={entry.img_url || settings?.img_url || ''}
                      />
                      <span>{entry.name}</span>
                    </Link>
                  </Tooltip>
                ))}
              </div>
            </>
          )}
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
