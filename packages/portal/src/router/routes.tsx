import { Navigate, Outlet, type RouteObject } from 'react-router';
import { NotifierBridge } from '../app/NotifierBridge.js';
import { ScrollToTop } from '../app/ScrollToTop.js';
import { PublicLayout } from '../layouts/PublicLayout.js';
import { WorkbenchLayout } from '../layouts/WorkbenchLayout.js';
import { ExceptionPage } from '../pages/exception/ExceptionPage.js';
import { HomePage } from '../pages/home/HomePage.js';
import { LoginPage } from '../pages/login/LoginPage.js';
import { DashboardPage } from '../pages/workbench/DashboardPage.js';
import { GuardedOutlet } from './GuardedOutlet.js';

function Root() {
  return (
    <>
      <NotifierBridge />
      <ScrollToTop />
      <GuardedOutlet />
    </>
  );
}

/** Routes of spec section 2 built so far; every other path is the not-found page. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { path: '/', element: <Navigate to="/home" replace /> },
      { path: '/main', element: <Navigate to="/home/homePage" replace /> },
      { path: '/user', element: <Navigate to="/user/login" replace /> },
      { path: '/user/login', element: <LoginPage />, handle: { name: 'login' } },
      {
        path: '/home',
        element: <PublicLayout />,
        handle: { name: 'homePage' },
        children: [
          { index: true, element: <Navigate to="/home/homePage" replace /> },
          { path: 'homePage', element: <HomePage />, handle: { name: 'homePage' } },
        ],
      },
      {
        path: '/views',
        element: <WorkbenchLayout />,
        handle: { name: 'views' },
        children: [
          { index: true, element: <Navigate to="/views/main" replace /> },
          { path: 'main', element: <DashboardPage />, handle: { name: 'main' } },
        ],
      },
      {
        path: '/exception',
        element: <Outlet />,
        children: [
          { path: '403', element: <ExceptionPage code={403} />, handle: { name: '403' } },
          { path: '404', element: <ExceptionPage code={404} />, handle: { name: '404' } },
          { path: '500', element: <ExceptionPage code={500} />, handle: { name: '500' } },
        ],
      },
      { path: '*', element: <ExceptionPage code={404} />, handle: { name: 'notFound' } },
    ],
  },
];
