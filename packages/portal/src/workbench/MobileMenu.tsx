import { MenuOutlined } from '@ant-design/icons';
import { Button, Collapse, Drawer } from 'antd';
import type { MenuEntry } from '@podkit/sdk-core';
import { useState } from 'react';
import { Link } from 'react-router';
import { GroupLinks } from './GroupLinks.js';
import { MenuIcon } from './icons.js';

/** Phones: the groups in a drawer, each expanding to its screens. */
export function MobileMenu({
  groups,
  activeGroupId,
}: {
  groups: MenuEntry[];
  activeGroupId: number | null;
}) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button
        type="text"
        icon={<MenuOutlined />}
        aria-label="打开菜单"
        className="mobile-menu-button"
        onClick={() => setOpen(true)}
      />
      <Drawer open={open} onClose={close} placement="left" size={300} title="菜单">
        <Link to="/views/main" onClick={close} className="mobile-menu-home">
          首页
        </Link>
        <Collapse
          ghost
          defaultActiveKey={activeGroupId === null ? [] : [String(activeGroupId)]}
          items={groups.map((group) => ({
            key: String(group.id),
            label: (
              <span>
                <MenuIcon name={group.img_url} /> {group.name}
              </span>
            ),
            children: <GroupLinks group={group} onNavigate={close} inDrawer />,
          }))}
        />
      </Drawer>
    </>
  );
}
