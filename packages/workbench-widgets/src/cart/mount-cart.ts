import type { MountedWidget } from '@podkit/widget-kit';
import { mountWidget } from '@podkit/widget-kit';
import type { WidgetTheme } from '@podkit/widget-kit';
import type { CartProps } from './Cart';
import { Cart } from './Cart';
import { CART_CSS } from './cart-css';

export interface MountCartOptions extends CartProps {
  theme?: WidgetTheme;
}

/** The cart in an open shadow root of `element`, with its stylesheet adopted there. */
export function mountCart(
  element: HTMLElement,
  { theme, ...props }: MountCartOptions,
): MountedWidget<CartProps> {
  return mountWidget(element, Cart, props, { css: CART_CSS, theme });
}
