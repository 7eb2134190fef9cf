import type { MountEmbed } from '../runtime/host';

export interface AdminTab {
  key: string;
  label: string;
  attributes?: Record<string, string>;
  load: () => Promise<{ mount: MountEmbed }>;
}

/** The widgets the store-platform admin page shows, in tab order. */
export const ADMIN_TABS: AdminTab[] = [
  { key: 'gallery', label: '素材库', load: () => import('../widgets/gallery') },
];
