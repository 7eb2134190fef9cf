import type { MenuEntry } from '@podkit/sdk-core';
import { menuScreens } from '../../workbench/menu.js';
import { $workbench } from '../../workbench/session.js';

/** The seeded menu puts the catalog screens under /goods (server modules/menu/catalog.ts). */
const DEFAULT_GROUP = '/goods';

/**
 * The address of a workbench screen by its component name: the path the server menu gives it,
 * or /goods/<component> when the menu does not list it; with a query when one is given.
 */
export function screenPath(
  component: string,
  query: Record<string, string | number> = {},
  menu: MenuEntry[] = $workbench.get()?.menu ?? [],
): string {
  const found = menuScreens(menu).find((screen) => screen.component === component);
  const path = found?.http_url ?? `${DEFAULT_GROUP}/${component}`;
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, String(value)]),
  ).toString();
  return search ? `${path}?${search}` : path;
}
