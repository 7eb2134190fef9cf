import type { MountedWidget } from '@podkit/widget-kit';
import { mountWidget } from '@podkit/widget-kit';
import type { WidgetTheme } from '@podkit/widget-kit';
import type { OrderTableProps } from './OrderTable';
import { OrderTable } from './OrderTable';
import { ORDER_TABLE_CSS } from './order-table-css';

export interface MountOrderTableOptions extends OrderTableProps {
  theme?: WidgetTheme;
}

/** The order table in an open shadow root of `element`, with its stylesheet adopted there. */
export function mountOrderTable(
  element: HTMLElement,
  { theme, ...props }: MountOrderTableOptions,
): MountedWidget<OrderTableProps> {
  return mountWidget(element, OrderTable, props, { css: ORDER_TABLE_CSS, theme });
}
