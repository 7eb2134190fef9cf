import { LogoutOutlined, WalletOutlined } from '@ant-design/icons';
import { Avatar, Button, Divider, Dropdown, Tooltip } from 'antd';
import { auth, type MenuEntry, type UserInfo } from '@podkit/sdk-core';
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
              <div className="user-dropdown-name">{accountName(info)}</div>
              <div className="user-dropdown-level">
                {info.sub_account ? `${info.username} 的子账号` : group.level_name}
              </div>
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
        <span className="user-trigger-name">{accountName(info)}</span>
      </button>
    </Dropdown>
  );
}

/** The name of who signed in: a sub-account's own name, else the account's user name. */
export function accountName(info: UserInfo): string {
  const sub = info.sub_account;
  return sub ? sub.nickname || sub.username : info.username;
}
