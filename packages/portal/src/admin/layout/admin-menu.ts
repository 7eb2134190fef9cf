import type { MenuEntry } from '@podkit/sdk-core';

/** The console's side menu: one entry per area, matched by path prefix. */
export interface AdminMenuItem {
  key: string;
  label: string;
  to: string;
  /**
   * The menu screen (component) that grants this area to a role other than the operator's, as
   * the design queue is granted to 设计师; without it the area is the operator role's only.
   */
  grant?: string;
}

export const adminMenu: AdminMenuItem[] = [
  { key: 'catalog', label: '商品目录', to: '/admin/catalog' },
  { key: 'goods', label: '通用商品', to: '/admin/goods' },
  { key: 'requests', label: '采购需求', to: '/admin/requests' },
  { key: 'orders', label: '订单生产与发货', to: '/admin/orders' },
  { key: 'recharge', label: '充值审核', to: '/admin/recharge' },
  { key: 'verifications', label: '实名审核', to: '/admin/verifications' },
  { key: 'workOrders', label: '工单处理', to: '/admin/workOrders' },
  { key: 'orderReturns', label: '退货审核', to: '/admin/orderReturns' },
  { key: 'packaging', label: '包装审核', to: '/admin/packaging' },
  { key: 'galleryPacks', label: '图库管理', to: '/admin/galleryPacks' },
  { key: 'warehouse', label: '仓储入库', to: '/admin/warehouse' },
  {
    key: 'designService',
    label: '设计服务',
    to: '/admin/designService',
    grant: 'adminDesignService',
  },
  { key: 'valueAddedServices', label: '增值服务价目', to: '/admin/valueAddedServices' },
  { key: 'coupons', label: '优惠券', to: '/admin/coupons' },
  { key: 'memberLevels', label: '会员等级', to: '/admin/memberLevels' },
  { key: 'logistics', label: '物流方式', to: '/admin/logistics' },
  { key: 'tortBrand', label: '侵权品牌', to: '/admin/tortBrand' },
  { key: 'site', label: '站点设置', to: '/admin/site' },
];

/**
 * 站点设置 is the operator role's own screen: a role granted it holds the whole console (the
 * server's operator-only routes). Any other role (设计师) holds only the areas it is granted.
 */
const WHOLE_CONSOLE = 'adminSiteSettings';

function grantedComponents(entries: readonly MenuEntry[], into = new Set<string>()): Set<string> {
  for (const entry of entries) {
    if (entry.component) into.add(entry.component);
    grantedComponents(entry.children, into);
  }
  return into;
}

/** Whether the account's menu (getPermissions) holds the whole console: the operator role. */
export function holdsWholeConsole(menu: readonly MenuEntry[]): boolean {
  return grantedComponents(menu).has(WHOLE_CONSOLE);
}

/** The entries the signed-in account's menu (getPermissions) lets it open, in menu order. */
export function visibleAdminMenu(menu: readonly MenuEntry[]): AdminMenuItem[] {
  if (holdsWholeConsole(menu)) return adminMenu;
  const granted = grantedComponents(menu);
  return adminMenu.filter((item) => item.grant !== undefined && granted.has(item.grant));
}

/** The entry whose area holds `pathname` (a blank's edit page highlights 商品目录). */
export function activeAdminKey(
  pathname: string,
  items: readonly AdminMenuItem[] = adminMenu,
): string | undefined {
  return items.find((item) => pathname === item.to || pathname.startsWith(`${item.to}/`))?.key;
}
