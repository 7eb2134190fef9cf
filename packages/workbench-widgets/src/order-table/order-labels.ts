import type { OrderStatus } from '@podkit/sdk-core';

export type StatusTab = OrderStatus | 'all';

/** The status tabs of orderAdmin, in the order an order moves through them. */
export const STATUS_TABS: ReadonlyArray<{ key: StatusTab; label: string }> = [
  { key: 'all', label: '全部' },
  { key: 'pending_payment', label: '待付款' },
  { key: 'paid', label: '已付款' },
  { key: 'in_production', label: '生产中' },
  { key: 'shipped', label: '已发货' },
  { key: 'completed', label: '已完成' },
  { key: 'on_hold', label: '已挂起' },
  { key: 'cancelled', label: '已取消' },
  { key: 'refunded', label: '已退款' },
];

/** Store platforms by code (spec section 2); 0 stands for orders placed on this site. */
export const PLATFORMS: ReadonlyArray<{ code: number; name: string }> = [
  { code: 0, name: '本站下单' },
  { code: 1, name: 'Amazon' },
  { code: 2, name: 'Aliexpress' },
  { code: 3, name: 'Wish' },
  { code: 4, name: 'Shopee' },
  { code: 5, name: 'Shopify' },
  { code: 7, name: 'Etsy' },
  { code: 8, name: 'Shoplazza' },
  { code: 9, name: 'Shopline' },
  { code: 10, name: 'Tiktok' },
  { code: 14, name: 'Ozon' },
  { code: 17, name: 'Temu' },
  { code: 18, name: 'Temu 本土' },
  { code: 19, name: 'Shein' },
  { code: 20, name: 'Temu 托管' },
  { code: 21, name: 'WooCommerce' },
  { code: 22, name: 'DJ' },
];

/** How a status tag is coloured. */
export function statusTone(status: OrderStatus): 'success' | 'warning' | 'danger' | undefined {
  if (status === 'pending_payment' || status === 'on_hold') return 'warning';
  if (status === 'cancelled' || status === 'refunded') return 'danger';
  if (status === 'shipped' || status === 'completed') return 'success';
  return undefined;
}
