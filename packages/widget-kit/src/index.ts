// Mounting a widget in its own shadow root, themed, with a layer for dialogs and popovers.
export { mountWidget } from './mount-widget';
export type { MountOptions, MountedWidget } from './mount-widget';
export { PortalLayerContext, WidgetPortal, usePortalLayer } from './portal-layer';
export { BASE_CSS } from './base-styles';
export { adoptStyles, sharedStyleSheet, supportsAdoptedStyleSheets } from './stylesheets';
export type { StyleRoot } from './stylesheets';
export { DEFAULT_PRIMARY_COLOR, applyTheme, themeProperties } from './theme';
export type { WidgetTheme } from './theme';
export { isEventInside } from './event-path';

// What people see inside a widget: toasts, dialogs, controls, icons, the date field.
export {
  DEFAULT_MESSAGE_SECONDS,
  NOTIFICATION_SECONDS,
  createToastNotifier,
} from './toast-notifier';
export type { ToastKind, ToastNotifier } from './toast-notifier';
export { Dialog } from './Dialog';
export type { DialogProps } from './Dialog';
export { ConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog';
export { CONTROLS_CSS } from './controls-css';
export { ICONS, Icon } from './icons';
export type { IconName } from './icons';
export { DateField } from './DateField';
export type { DateFieldProps } from './DateField';
