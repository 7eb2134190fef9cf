import { orderReturns, workOrders, type MenuEntry } from '@podkit/sdk-core';
import type { OrderAfterSale, OrderLink } from '@podkit/workbench-widgets';
import { client } from '../../sdk/client.js';
import { menuScreens } from '../../workbench/menu.js';
import { screenPath } from '../catalog/screen-path.js';

const shipped = new Set(['shipped', 'completed']);

const screensOf = (menu: MenuEntry[]) =>
  new Set(menuScreens(menu).map((screen) => screen.component));

/** 申请退货 / 重印 in an opened order that has shipped, when the role has 退货申请. */
export function returnLinks(menu: MenuEntry[], go: (path: string) => void): OrderLink[] {
  if (!screensOf(menu).has('orderReturnApply')) return [];
  return [
    {
      label: '申请退货 / 重印',
      when: (order) => shipped.has(order.status),
      onOpen: (order) => go(screenPath('orderReturnApply', { apply: 1, order_id: order.id }, menu)),
    },
  ];
}

/**
 * An opened order's returns and tickets, each opening on its own screen; only the screens the
 * role has are asked, quietly (a failure lists nothing).
 */
export function afterSalesOf(menu: MenuEntry[], go: (path: string) => void) {
  const screens = screensOf(menu);
  return async (order: { id: number }): Promise<OrderAfterSale[]> => {
    const [returns, tickets] = await Promise.all([
      screens.has('orderReturnApply')
        ? orderReturns.list(client, { order_id: order.id, page_size: 50 }, { silent: true })
        : null,
      screens.has('workOrderIndex')
        ? workOrders.list(client, { order_id: order.id, page_size: 50 }, { silent: true })
        : null,
    ]);
    return [
      ...(returns?.data ?? []).map((row) => ({
        key: `return-${row.id}`,
        kind: `退货申请（${row.resolution_label}）`,
        number: row.return_no,
        status: row.status_label,
        onOpen: () => go(screenPath('orderReturnApply', { id: row.id }, menu)),
      })),
      ...(tickets?.data ?? []).map((row) => ({
        key: `ticket-${row.id}`,
        kind: `工单（${row.type_label}）`,
        number: row.ticket_no,
        status: row.status_label,
        onOpen: () => go(screenPath('workOrderIndex', { id: row.id }, menu)),
      })),
    ];
  };
}
