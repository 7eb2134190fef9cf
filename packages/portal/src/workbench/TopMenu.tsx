import { Popover } from 'antd';
import type { MenuEntry } from '@podkit/sdk-core';
import { useState } from 'react';
import { Link } from 'react-router';
import { GroupLinks } from './GroupLinks.js';

/** Home plus the server's menu groups; each group opens a popover of its screens. */
export function TopMenu({
  groups,
  activeGroupId,
}: {
  groups: MenuEntry[];
  activeGroupId: number | null;
}) {
  // A link click closes its popover: the pointer still rests over it on the new page.
  const [openGroupId, setOpenGroupId] = useState<number | null>(null);
  return (
    <nav className="top-menu" aria-label="工作台菜单">
      <Link
        to="/views/main"
        className={activeGroupId === null ? 'top-menu-item active' : 'top-menu-item'}
      >
        首页
      </Link>
      {groups.map((group) => (
        <Popover
          key={group.id}
          content={<GroupLinks group={group} onNavigate={() => setOpenGroupId(null)} />}
          placement="bottom"
          trigger="hover"
          open={openGroupId === group.id}
          onOpenChange={(open) => setOpenGroupId(open ? group.id : null)}
        >
          <button
            type="button"
            className={group.id === activeGroupId ? 'top-menu-item active' : 'top-menu-item'}
          >
            {group.name}
          </button>
        </Popover>
      ))}
    </nav>
  );
}
