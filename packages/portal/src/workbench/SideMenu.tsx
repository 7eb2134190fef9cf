import { HomeOutlined } from '@ant-design/icons';
import { Popover } from 'antd';
import type { MenuEntry } from '@podkit/sdk-core';
import { Link } from 'react-router';
import { GroupLinks } from './GroupLinks.js';
import { MenuIcon } from './icons.js';

/** The side bar: one row per group, the active one highlighted (home on /views/main). */
export function SideMenu({
  groups,
  activeGroupId,
}: {
  groups: MenuEntry[];
  activeGroupId: number | null;
}) {
  return (
    <aside className="side-menu" aria-label="功能分组">
      <Link
        to="/views/main"
        className={activeGroupId === null ? 'side-menu-item active' : 'side-menu-item'}
      >
        <HomeOutlined />
        <span>首页</span>
      </Link>
      {groups.map((group) => (
        <Popover
          key={group.id}
          content={<GroupLinks group={group} />}
          placement="rightTop"
          trigger="hover"
        >
          <button
            type="button"
            aria-current={group.id === activeGroupId ? 'true' : undefined}
            className={group.id === activeGroupId ? 'side-menu-item active' : 'side-menu-item'}
          >
            <MenuIcon name={group.img_url} />
            <span>{group.name}</span>
          </button>
        </Popover>
      ))}
    </aside>
  );
}
