import { Spin } from 'antd';
import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router';
import type { UserRole } from '@podkit/sdk-core';
import { lazyPage } from '../app/lazy-page.js';
import { AdminLayout } from './layout/AdminLayout.js';

const BlankListPage = lazyPage(() => import('./catalog/BlankListPage.js'));
const BlankEditPage = lazyPage(() => import('./catalog/BlankEditPage.js'));
const GoodsListPage = lazyPage(() => import('./goods/GoodsListPage.js'));
const GoodsEditPage = lazyPage(() => import('./goods/GoodsEditPage.js'));
const SourcingRequestsPage = lazyPage(() => import('./requests/SourcingRequestsPage.js'));
const SiteSettingsPage = lazyPage(() => import('./site/SiteSettingsPage.js'));
const AdminOrdersPage = lazyPage(() => import('./orders/AdminOrdersPage.js'));
const RechargeApprovalsPage = lazyPage(() => import('./recharge/RechargeApprovalsPage.js'));
const VerificationsPage = lazyPage(() => import('./verifications/VerificationsPage.js'));
const CouponsPage = lazyPage(() => import('./coupons/CouponsPage.js'));
const LogisticsPage = lazyPage(() => import('./logistics/LogisticsPage.js'));
const TortBrandsPage = lazyPage(() => import('./tort-brands/TortBrandsPage.js'));
const MemberLevelsPage = lazyPage(() => import('./member-levels/MemberLevelsPage.js'));
const WorkOrdersPage = lazyPage(() => import('./work-orders/WorkOrdersPage.js'));
const OrderReturnsPage = lazyPage(() => import('./order-returns/OrderReturnsPage.js'));
const PackagingReviewPage = lazyPage(() => import('./packaging/PackagingReviewPage.js'));
const GalleryPacksPage = lazyPage(() => import('./value-added/GalleryPacksPage.js'));
const WarehousePage = lazyPage(() => import('./value-added/WarehousePage.js'));
const DesignQueuePage = lazyPage(() => import('./design-service/DesignQueuePage.js'));
const ServicePricesPage = lazyPage(() => import('./value-added/ServicePricesPage.js'));

const operatorOnly: UserRole[] = ['operator'];

function page(Page: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<Spin className="page-spinner" />}>
      <Page />
    </Suspense>
  );
}

/** The operator console under /admin; each route names its page and the roles that may open it. */
export const adminRoutes: RouteObject[] = [
  {
    path: '/admin',
    element: <AdminLayout />,
    handle: { name: 'admin', roles: operatorOnly },
    children: [
      // The layout sends /admin to the first area the account may open.
      { index: true, element: null, handle: { name: 'admin', roles: operatorOnly } },
      {
        path: 'catalog',
        element: page(BlankListPage),
        handle: { name: 'adminCatalog', roles: operatorOnly },
      },
      {
        path: 'catalog/new',
        element: page(BlankEditPage),
        handle: { name: 'adminBlankEdit', roles: operatorOnly },
      },
      {
        path: 'catalog/:id',
        element: page(BlankEditPage),
        handle: { name: 'adminBlankEdit', roles: operatorOnly },
      },
      {
        path: 'goods',
        element: page(GoodsListPage),
        handle: { name: 'adminGoods', roles: operatorOnly },
      },
      {
        path: 'goods/new',
        element: page(GoodsEditPage),
        handle: { name: 'adminGoodsEdit', roles: operatorOnly },
      },
      {
        path: 'goods/:id',
        element: page(GoodsEditPage),
        handle: { name: 'adminGoodsEdit', roles: operatorOnly },
      },
      {
        path: 'requests',
        element: page(SourcingRequestsPage),
        handle: { name: 'adminRequests', roles: operatorOnly },
      },
      {
        path: 'orders',
        element: page(AdminOrdersPage),
        handle: { name: 'adminOrders', roles: operatorOnly },
      },
      {
        path: 'recharge',
        element: page(RechargeApprovalsPage),
        handle: { name: 'adminRecharge', roles: operatorOnly },
      },
      {
        path: 'verifications',
        element: page(VerificationsPage),
        handle: { name: 'adminVerifications', roles: operatorOnly },
      },
      {
        path: 'coupons',
        element: page(CouponsPage),
        handle: { name: 'adminCoupons', roles: operatorOnly },
      },
      {
        path: 'logistics',
        element: page(LogisticsPage),
        handle: { name: 'adminLogistics', roles: operatorOnly },
      },
      {
        path: 'memberLevels',
        element: page(MemberLevelsPage),
        handle: { name: 'adminMemberLevels', roles: operatorOnly },
      },
      {
        path: 'tortBrand',
        element: page(TortBrandsPage),
        handle: { name: 'adminTortBrand', roles: operatorOnly },
      },
      {
        path: 'workOrders',
        element: page(WorkOrdersPage),
        handle: { name: 'adminWorkOrders', roles: operatorOnly },
      },
      {
        path: 'orderReturns',
        element: page(OrderReturnsPage),
        handle: { name: 'adminOrderReturns', roles: operatorOnly },
      },
      {
        path: 'packaging',
        element: page(PackagingReviewPage),
        handle: { name: 'adminPackaging', roles: operatorOnly },
      },
      {
        path: 'galleryPacks',
        element: page(GalleryPacksPage),
        handle: { name: 'adminGalleryPacks', roles: operatorOnly },
      },
      {
        path: 'warehouse',
        element: page(WarehousePage),
        handle: { name: 'adminWarehouse', roles: operatorOnly },
      },
      {
        path: 'designService',
        element: page(DesignQueuePage),
        handle: { name: 'adminDesignService', roles: operatorOnly },
      },
      {
        path: 'valueAddedServices',
        element: page(ServicePricesPage),
        handle: { name: 'adminValueAddedServices', roles: operatorOnly },
      },
      {
        path: 'site',
        element: page(SiteSettingsPage),
        handle: { name: 'adminSite', roles: operatorOnly },
      },
    ],
  },
];
