import type { MenuEntry } from '@podkit/sdk-core';

/** A menu entry for tests: visible, no buttons, at the top, with what `partial` gives. */
export function menuEntry(partial: Partial<MenuEntry>): MenuEntry {
  return {
    id: 0,
    name: '',
    http_url: '',
    web_name: '',
    component: '',
    children: [],
    is_menu: 1,
    operates: [],
    img_url: '',
    parent_id: 0,
    is_blank: 0,
    authed: 0,
    ...partial,
  };
}
