export { mountWidget } from './mount-widget';
export type { MountOptions, MountedWidget } from './mount-widget';
export { PortalLayerContext, WidgetPortal, usePortalLayer } from './portal-layer';
export { BASE_CSS } from './base-styles';
export { adoptStyles, sharedStyleSheet, supportsAdoptedStyleSheets } from './stylesheets';
export type { StyleRoot } from './stylesheets';
export { DEFAULT_PRIMARY_COLOR, applyTheme, themeProperties } from './theme';
export type { WidgetTheme } from './theme';
export {
  DEFAULT_MESSAGE_SECONDS,
  NOTIFICATION_SECONDS,
  createToastNotifier,
} from './toast-notifier';
export type { ToastKind, ToastNotifier } from './toast-notifier';
export { isEventInside } from './event-path';

// Material gallery (issue 4)
export { Gallery, mountGallery, GALLERY_CSS } from './gallery';
export type { GalleryMode, GalleryProps, GalleryScope, MountGalleryOptions } from './gallery';

// Cart (issue 6)
export { Cart, mountCart, CART_CSS, MAX_CART_QUANTITY } from './cart';
export type { CartProps, MountCartOptions } from './cart';

// Order table (issue 6)
export {
  OrderTable,
  mountOrderTable,
  ORDER_TABLE_CSS,
  PLATFORMS,
  STATUS_TABS,
} from './order-table';
export type { OrderTableProps, MountOrderTableOptions, StatusTab } from './order-table';
