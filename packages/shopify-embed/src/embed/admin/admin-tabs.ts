import type { MountEmbed } from '../runtime/host';

export interface AdminTab {
  key: string;
  label: string;
  attributes?: Record<string, string>;
  load: () => Promise<{ mount: MountEmbed }>;
}

/** The widgets the store-platform admin page shows, in tab order. */
export const ADMIN_TABS: AdminTab[] = [
  { key: 'orders', label: '订单', load: () => import('../widgets/orders') },
  { key: 'editor', label: '设计', load: () => import('../widgets/editor') },
  { key: 'cart', label: '购物车', load: () => import('../widgets/cart') },
  { key: 'gallery', label: '素材库', load: () => import('../widgets/gallery') },
];
