import { Navigate, type RouteObject } from 'react-router';
import { ARTICLE_SLUGS } from '@podkit/sdk-core';
import { Spin } from 'antd';
import { Suspense } from 'react';
import { lazyPage } from '../app/lazy-page.js';
import { HelpCenterPage } from './help-center/HelpCenterPage.js';
import { PublicLayout } from './layout/PublicLayout.js';
import { ArticlePage } from './pages/ArticlePage.js';
import { HomePage } from './pages/HomePage.js';
import { productPages } from './products/routes.js';

const DesignModePage = lazyPage(() => import('./design-mode/DesignModePage.js'));

/**
 * Every route of the public area (spec 2): /home with its children and /helpCenter?id=.
 * Each route's `handle.name` is the spec's page name, which the navigation guard reads.
 */
export const publicRoutes: RouteObject[] = [
  {
    path: '/home',
    element: <PublicLayout />,
    handle: { name: 'homePage' },
    children: [
      {
        index: true,
        element: <Navigate to="/home/homePage" replace />,
        handle: { name: 'homePage' },
      },
      { path: 'homePage', element: <HomePage />, handle: { name: 'homePage' } },
      ...Object.entries(productPages).map(([name, element]) => ({
        path: name,
        element,
        handle: { name },
      })),
      {
        path: 'designMode',
        element: (
          <Suspense fallback={<Spin className="page-spinner" />}>
            <DesignModePage />
          </Suspense>
        ),
        handle: { name: 'designMode' },
      },
      ...ARTICLE_SLUGS.map((slug) => ({
        path: slug,
        element: <ArticlePage slug={slug} />,
        handle: { name: slug },
      })),
      { path: 'helpCenter', element: <HelpCenterPage />, handle: { name: 'helpCenter' } },
    ],
  },
  {
    path: '/helpCenter',
    element: <PublicLayout />,
    handle: { name: 'helpCenter' },
    children: [{ index: true, element: <HelpCenterPage />, handle: { name: 'helpCenter' } }],
  },
];
