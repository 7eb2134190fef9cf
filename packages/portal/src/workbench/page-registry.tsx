import { Spin } from 'antd';
import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { lazyPage } from '../app/lazy-page.js';
import { ExceptionPage } from '../pages/exception/ExceptionPage.js';
import type { MarketplaceScreen } from '../pages/publishing/marketplace-screens.js';
import { marketplaces } from '../pages/publishing/marketplaces.js';

/** Each marketplace's library, template and release screens: the same three pages for all. */
function marketplaceScreens(): Record<string, LazyExoticComponent<ComponentType>> {
  const screens = ['library', 'template', 'release'] as const satisfies MarketplaceScreen[];
  return Object.fromEntries(
    marketplaces.flatMap((marketplace) =>
      screens.map((screen) => [
        marketplace.components[screen],
        lazyPage(() =>
          import('../pages/publishing/marketplace-screens.js').then((m) => ({
            default: m.marketplaceScreen(marketplace, screen),
          })),
        ),
      ]),
    ),
  );
}

/**
 * Workbench screens by the component name the server menu gives (spec section 2's named screens).
 * A name missing here is built by a later issue and shows the not-found text until then.
 */
const screens: Record<string, LazyExoticComponent<ComponentType>> = {
  main: lazyPage(() => import('../pages/workbench/DashboardPage.js')),
  message: lazyPage(() => import('../pages/messages/MessagesPage.js')),
  bulletin: lazyPage(() => import('../pages/bulletin/BulletinPage.js')),
  myGallery: lazyPage(() => import('../pages/gallery/MyGalleryPage.js')),
  openGallery: lazyPage(() => import('../pages/gallery/OpenGalleryPage.js')),
  definitionTags: lazyPage(() => import('../pages/materials/DefinitionTagsPage.js')),
  myClass: lazyPage(() => import('../pages/materials/MyClassPage.js')),
  goodsLibrary: lazyPage(() => import('../pages/catalog/GoodsLibraryPage.js')),
  goodsDetail: lazyPage(() => import('../pages/catalog/GoodsDetailPage.js')),
  generalLibrary: lazyPage(() => import('../pages/catalog/GeneralLibraryPage.js')),
  generalDetail: lazyPage(() => import('../pages/catalog/GeneralDetailPage.js')),
  generalGoods: lazyPage(() => import('../pages/catalog/GeneralGoodsPage.js')),
  generalAdmin: lazyPage(() => import('../pages/catalog/GeneralAdminPage.js')),
  userBasicProduct: lazyPage(() => import('../pages/catalog/UserBasicProductPage.js')),
  userBasic: lazyPage(() => import('../pages/catalog/UserBasicPage.js')),
  privilegePrice: lazyPage(() => import('../pages/catalog/PrivilegePricePage.js')),
  domain: lazyPage(() => import('../pages/domain/DomainPage.js')),
  createRole: lazyPage(() => import('../pages/team/CreateRolePage.js')),
  acSecurity: lazyPage(() => import('../pages/account/AcSecurityPage.js')),
  acSetting: lazyPage(() => import('../pages/account/AcSettingPage.js')),
  bindLogin: lazyPage(() => import('../pages/account/BindLoginPage.js')),
  authentication: lazyPage(() => import('../pages/verification/AuthenticationPage.js')),
  acInfo: lazyPage(() => import('../pages/account/AcInfoPage.js')),
  myAc: lazyPage(() => import('../pages/account/MyAccountPage.js')),
  singleDesign: lazyPage(() => import('../pages/design/SingleDesignPage.js')),
  designRecord: lazyPage(() => import('../pages/design/DesignRecordPage.js')),
  productLibrary: lazyPage(() => import('../pages/products/ProductLibraryPage.js')),
  singleProduct: lazyPage(() => import('../pages/sku/SingleProductPage.js')),
  barcodeAdmin: lazyPage(() => import('../pages/sku/BarcodeAdminPage.js')),
  codeTransform: lazyPage(() => import('../pages/sku/CodeTransformPage.js')),
  tortBrand: lazyPage(() => import('../pages/tort/TortBrandPage.js')),
  singleGallery: lazyPage(() => import('../pages/products/SingleGalleryPage.js')),
  thirdProduct: lazyPage(() => import('../pages/stores/ThirdProductPage.js')),
  gruopDesign: lazyPage(() => import('../pages/design/GroupDesignPage.js')),
  mergeSKU: lazyPage(() => import('../pages/design/MergeSkuPage.js')),
  cart: lazyPage(() => import('../pages/cart/CartPage.js')),
  cartCheckout: lazyPage(() => import('../pages/cart/CartCheckoutPage.js')),
  orderAdmin: lazyPage(() => import('../pages/orders/OrderAdminPage.js')),
  orderAdminFBA: lazyPage(() => import('../pages/orders/OrderAdminFbaPage.js')),
  orderStatistics: lazyPage(() => import('../pages/orders/OrderStatisticsPage.js')),
  orderPay: lazyPage(() => import('../pages/orders/OrderPayPage.js')),
  orderPayInfos: lazyPage(() => import('../pages/orders/OrderPayInfosPage.js')),
  fees: lazyPage(() => import('../pages/orders/FeesPage.js')),
  addressAdmin: lazyPage(() => import('../pages/addresses/AddressAdminPage.js')),
  addressBlack: lazyPage(() => import('../pages/addresses/AddressBlackPage.js')),
  userExportRecord: lazyPage(() => import('../pages/wallet/UserExportRecordPage.js')),
  tradingRecord: lazyPage(() => import('../pages/wallet/TradingRecordPage.js')),
  recharge: lazyPage(() => import('../pages/wallet/RechargePage.js')),
  myCoupon: lazyPage(() => import('../pages/wallet/MyCouponPage.js')),
  vipLevel: lazyPage(() => import('../pages/levels/VipLevelPage.js')),
  payGroupLevel: lazyPage(() => import('../pages/levels/PayGroupLevelPage.js')),
  importOrder: lazyPage(() => import('../pages/order-import/ImportOrderPage.js')),
  importOrderFba: lazyPage(() => import('../pages/order-import/ImportOrderFbaPage.js')),
  storeAdmin: lazyPage(() => import('../pages/stores/StoreAdminPage.js')),
  storeTrade: lazyPage(() => import('../pages/stores/StoreTradePage.js')),
  shipping: lazyPage(() => import('../pages/shipping/ShippingPage.js')),
  shopifyAuth: lazyPage(() => import('../pages/stores/ShopifyAuthPage.js')),
  workOrderIndex: lazyPage(() => import('../pages/work-orders/WorkOrderIndexPage.js')),
  workOrderCreate: lazyPage(() => import('../pages/work-orders/WorkOrderCreatePage.js')),
  orderReturnApply: lazyPage(() => import('../pages/order-returns/OrderReturnPage.js')),
  bottomTemplateIndex: lazyPage(() => import('../pages/packaging/BottomTemplateIndexPage.js')),
  bottomTemplateCreate: lazyPage(() => import('../pages/packaging/BottomTemplateCreatePage.js')),
  payBottomTemplate: lazyPage(() => import('../pages/packaging/PayBottomTemplatePage.js')),
  valueAddedServicesGallery: lazyPage(() => import('../pages/value-added/GalleryServicePage.js')),
  valueAddedServicesHouse: lazyPage(() => import('../pages/value-added/HouseServicePage.js')),
  amountTemplate: lazyPage(() => import('../pages/publishing/AmountTemplatePage.js')),
  intoTemplate: lazyPage(() => import('../pages/publishing/IntoTemplatePage.js')),
  templateRecord: lazyPage(() => import('../pages/publishing/TemplateRecordPage.js')),
  valueAddedServices: lazyPage(() => import('../pages/value-added/ValueAddedServicesPage.js')),
  valueAddedServicesDesign: lazyPage(() => import('../pages/value-added/DesignServicePage.js')),
  serviceDesign: lazyPage(() => import('../pages/value-added/ServiceDesignPage.js')),
  temuPurchaseOrder: lazyPage(() => import('../pages/temu-hosted/TemuPurchaseOrderPage.js')),
  temuShipOrder: lazyPage(() => import('../pages/temu-hosted/TemuShipOrderPage.js')),
  temuBox: lazyPage(() => import('../pages/temu-hosted/TemuBoxPage.js')),
  ...marketplaceScreens(),
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
