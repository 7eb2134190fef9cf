import { Link, useLocation } from 'react-router';
import type { PublicTab } from './public-tabs.js';

function isCurrent(tab: PublicTab, pathname: string): boolean {
  return [tab.to, ...(tab.alsoCurrentOn ?? [])].some(
    (path) => pathname === path || pathname.startsWith(`${path}/`),
  );
}

/** The header's tabs; on a phone they scroll sideways. */
export function PublicTabs({ tabs }: { tabs: PublicTab[] }) {
  const { pathname } = useLocation();
  return (
    <nav className="public-tabs" aria-label="主导航">
      {tabs.map((tab) => {
        const current = isCurrent(tab, pathname);
        return (
          <Link
            key={tab.to}
            to={tab.to}
            className={current ? 'public-tab public-tab--active' : 'public-tab'}
            aria-current={current ? 'page' : undefined}
          >
            {tab.label}
          </Link>
        );
      })}
    </nav>
  );
}
