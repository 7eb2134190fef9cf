/** The console's side menu: one entry per area, matched by path prefix. */
export interface AdminMenuItem {
  key: string;
  label: string;
  to: string;
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
  { key: 'designService', label: '设计服务', to: '/admin/designService' },
  { key: 'valueAddedServices', label: '增值服务价目', to: '/admin/valueAddedServices' },
  { key: 'coupons', label: '优惠券', to: '/admin/coupons' },
  { key: 'memberLevels', label: '会员等级', to: '/admin/memberLevels' },
  { key: 'logistics', label: '物流方式', to: '/admin/logistics' },
  { key: 'tortBrand', label: '侵权品牌', to: '/admin/tortBrand' },
  { key: 'site', label: '站点设置', to: '/admin/site' },
];

/** The entry whose area holds `pathname` (a blank's edit page highlights 商品目录). */
export function activeAdminKey(pathname: string): string | undefined {
  return adminMenu.find((item) => pathname === item.to || pathname.startsWith(`${item.to}/`))?.key;
}
