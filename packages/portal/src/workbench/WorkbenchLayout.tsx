import { QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useStore } from '../app/use-store.js';
import { SiteLogo } from '../layouts/SiteLogo.js';
import { $cartTotal, refreshCartTotal } from '../pages/cart/cart-total.js';
import { CartBadge } from './CartBadge.js';
import { FloatingQr } from './FloatingQr.js';
import { LoginNoticesDialog } from './LoginNoticesDialog.js';
import { findScreen, visibleGroups } from './menu.js';
import { MessageBell } from './MessageBell.js';
import { MobileMenu } from './MobileMenu.js';
import { $workbench } from './session.js';
import { WorkbenchEntry } from './WorkbenchEntry.js';
import { SideMenu } from './SideMenu.js';
import { TopMenu } from './TopMenu.js';
import { UserMenu } from './UserMenu.js';

/** Spec section 2: no floating QR on the single-design page. */
const PAGES_WITHOUT_QR = new Set(['singleDesign']);
const SETTINGS_GROUP_PATH = '/setting';

/** Workbench layout (spec section 2): menus, cart, messages, account; the page in the middle. */
export function WorkbenchLayout() {
  const session = useStore($workbench);
  const { pathname } = useLocation();
  const cartTotal = useStore($cartTotal);

  useEffect(() => {
    // The cart total is refreshed after load (spec section 4).
    void refreshCartTotal();
  }, []);

  if (!session) return <WorkbenchEntry />;

  const groups = visibleGroups(session.menu);
  const found = findScreen(session.menu, pathname);
  const activeGroupId = found?.group?.id ?? null;
  const settings = session.menu.find((group) => group.http_url === SETTINGS_GROUP_PATH);

  return (
    <div className="workbench-layout">
      <header className="workbench-header">
        <MobileMenu groups={groups} activeGroupId={activeGroupId} />
        <SiteLogo />
        <TopMenu groups={groups} activeGroupId={activeGroupId} />
        <div className="workbench-actions">
          <Tooltip title="帮助教程">
            <Link to="/home/helpCenter">
              <Button type="text" icon={<QuestionCircleOutlined />} aria-label="帮助教程" />
            </Link>
          </Tooltip>
          <CartBadge count={cartTotal} />
          <MessageBell unread={session.info.user_unread_messages} />
          <UserMenu session={session} settings={settings} />
        </div>
      </header>
      <div className="workbench-body">
        <SideMenu groups={groups} activeGroupId={activeGroupId} />
        <main className="workbench-main">
          <Outlet />
        </main>
      </div>
      {!PAGES_WITHOUT_QR.has(found?.screen.component ?? '') && <FloatingQr />}
      <LoginNoticesDialog />
    </div>
  );
}
