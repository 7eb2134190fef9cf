import { Spin } from 'antd';
import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { lazyPage } from '../app/lazy-page.js';
import { ExceptionPage } from '../pages/exception/ExceptionPage.js';

/**
 * Workbench screens by the component name the server menu gives (spec section 2's named screens).
 * A name missing here is built by a later issue and shows the not-found text until then.
 */
const screens: Record<string, LazyExoticComponent<ComponentType>> = {
  main: lazyPage(() => import('../pages/workbench/DashboardPage.js')),
  message: lazyPage(() => import('../pages/messages/MessagesPage.js')),
  bulletin: lazyPage(() => import('../pages/bulletin/BulletinPage.js')),
};

export function hasScreen(component: string): boolean {
  return component in screens;
}

export function ScreenPage({ component }: { component: string }) {
  const Screen = screens[component];
  if (!Screen) return <ExceptionPage code={404} />;
  return (
    <Suspense fallback={<Spin className="page-spinner" />}>
      <Screen />
    </Suspense>
  );
}
