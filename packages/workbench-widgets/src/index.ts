// The widget kit, re-exported for hosts that mount widgets (portal, embeds).
export {
  BASE_CSS,
  DEFAULT_MESSAGE_SECONDS,
  DEFAULT_PRIMARY_COLOR,
  NOTIFICATION_SECONDS,
  PortalLayerContext,
  WidgetPortal,
  adoptStyles,
  applyTheme,
  createToastNotifier,
  isEventInside,
  mountWidget,
  sharedStyleSheet,
  supportsAdoptedStyleSheets,
  themeProperties,
  usePortalLayer,
} from '@podkit/widget-kit';
export type {
  MountOptions,
  MountedWidget,
  StyleRoot,
  ToastKind,
  ToastNotifier,
  WidgetTheme,
} from '@podkit/widget-kit';

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
export type {
  OrderAfterSale,
  OrderLink,
  OrderTableProps,
  MountOrderTableOptions,
  StatusTab,
} from './order-table';
