import { Outlet } from 'react-router';
import { SiteFooter } from '../footer/SiteFooter.js';
import { PublicHeader } from '../header/PublicHeader.js';
import '../public.css';

/** Public layout at /home and /helpCenter (spec 2): header, page, footer. */
export function PublicLayout() {
  return (
    <div className="public-layout">
      <PublicHeader />
      <main className="public-main">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
