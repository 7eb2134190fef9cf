import type { MenuEntry } from '@podkit/sdk-core';
import type { OrderLink } from '@podkit/workbench-widgets';
import { menuScreens } from '../../workbench/menu.js';
import { screenPath } from '../catalog/screen-path.js';

/**
 * The after-sales links of an opened order in the order table: its tickets and a new one, each
 * only when the role has that screen.
 */
export function workOrderLinks(menu: MenuEntry[], go: (path: string) => void): OrderLink[] {
  const screens = new Set(menuScreens(menu).map((screen) => screen.component));
  const links: OrderLink[] = [];
  if (screens.has('workOrderCreate'))
    links.push({
      label: '提交售后工单',
      onOpen: (order) => go(screenPath('workOrderCreate', { order_id: order.id }, menu)),
    });
  if (screens.has('workOrderIndex'))
    links.push({
      label: '查看相关工单',
      onOpen: (order) => go(screenPath('workOrderIndex', { order_id: order.id }, menu)),
    });
  return links;
}
