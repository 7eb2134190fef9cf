import { Navigate, Outlet, type RouteObject } from 'react-router';
import { lazyPage } from '../app/lazy-page.js';
import { GlobalSpinner } from '../app/GlobalSpinner.js';
import { NotifierBridge } from '../app/NotifierBridge.js';
import { ScrollToTop } from '../app/ScrollToTop.js';
import { ExceptionPage } from '../pages/exception/ExceptionPage.js';
import { UnknownPage } from './UnknownPage.js';
import { LoginPage } from '../pages/login/LoginPage.js';
import { publicRoutes } from '../public/routes.js';
import { adminRoutes } from '../admin/routes.js';
import { WORKBENCH_ROUTE_ID } from '../workbench/entry.js';
import { ScreenPage } from '../workbench/page-registry.js';
import { WorkbenchLayout } from '../workbench/WorkbenchLayout.js';
import { NOT_FOUND_PAGE } from './access.js';
import { GuardedOutlet } from './GuardedOutlet.js';

const MaintenancePage = lazyPage(() => import('../pages/bare/MaintenancePage.js'));
const ProducerInfoPage = lazyPage(() => import('../pages/bare/ProducerInfoPage.js'));
const FailPage = lazyPage(() => import('../pages/bare/FailPage.js'));

/** The workbench children spec section 2 names with their paths; the server menu adds the rest. */
export const workbenchPages: Array<{ path: string; component: string }> = [
  { path: '/views/main', component: 'main' },
  { path: '/main/valueAddedServices/design', component: 'serviceDesign' },
  { path: '/main/cart', component: 'cart' },
  { path: '/main/cartCheckout', component: 'cartCheckout' },
  { path: '/main/bulletin', component: 'bulletin' },
  { path: '/main/userExportRecord', component: 'userExportRecord' },
  { path: '/main/message', component: 'message' },
];

function Root() {
  return (
    <>
      <NotifierBridge />
      <ScrollToTop />
      <GlobalSpinner />
      <GuardedOutlet />
    </>
  );
}

/** Every route of spec section 2 (a redirect carries its target's page name for the guard) (server-menu screens are added after sign-in). */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { path: '/', element: <Navigate to="/home" replace />, handle: { name: 'homePage' } },
      {
        path: '/main',
        element: <Navigate to="/home/homePage" replace />,
        handle: { name: 'homePage' },
      },
      { path: '/user', element: <Navigate to="/user/login" replace />, handle: { name: 'login' } },
      {
        path: '/system',
        element: <Navigate to="/system/maintenance" replace />,
        handle: { name: 'maintenance' },
      },
      {
        path: '/shopify',
        element: <Navigate to="/shopify/auth" replace />,
        handle: { name: 'shopifyAuth' },
      },
      {
        path: '/other',
        element: <Navigate to="/other/producerInfo" replace />,
        handle: { name: 'producerInfo' },
      },
      { path: '/user/login', element: <LoginPage />, handle: { name: 'login' } },
      {
        path: '/system/maintenance',
        element: <MaintenancePage />,
        handle: { name: 'maintenance' },
      },
      {
        path: '/shopify/auth',
        element: <ScreenPage component="shopifyAuth" />,
        handle: { name: 'shopifyAuth' },
      },
      {
        path: '/other/producerInfo',
        element: <ProducerInfoPage />,
        handle: { name: 'producerInfo' },
      },
      { path: '/fail', element: <FailPage />, handle: { name: 'fail' } },
      ...publicRoutes,
      ...adminRoutes,
      {
        id: WORKBENCH_ROUTE_ID,
        element: <WorkbenchLayout />,
        children: [
          {
            path: '/views',
            element: <Navigate to="/views/main" replace />,
            handle: { name: 'main' },
          },
          ...workbenchPages.map(({ path, component }) => ({
            path,
            element: <ScreenPage component={component} />,
            handle: { name: component },
          })),
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
      { path: '*', element: <UnknownPage />, handle: { name: NOT_FOUND_PAGE } },
    ],
  },
];
