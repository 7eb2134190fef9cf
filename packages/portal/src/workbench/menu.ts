import type { MenuEntry } from '@podkit/sdk-core';

/** Every entry below the top-level groups, depth first. */
export function menuScreens(menu: MenuEntry[]): MenuEntry[] {
  const out: MenuEntry[] = [];
  const walk = (entries: MenuEntry[]) => {
    for (const entry of entries) {
      if (entry.component && entry.http_url) out.push(entry);
      walk(entry.children);
    }
  };
  walk(menu);
  return out;
}

/** The screen whose path is `pathname`, with the group it belongs to. */
export function findScreen(
  menu: MenuEntry[],
  pathname: string,
): { screen: MenuEntry; group: MenuEntry | undefined } | null {
  for (const group of menu) {
    for (const screen of menuScreens([group])) {
      if (screen.http_url === pathname)
        return { screen, group: screen === group ? undefined : group };
    }
  }
  return null;
}

/** The top-level groups shown in the menu bar (is_menu 1). */
export function visibleGroups(menu: MenuEntry[]): MenuEntry[] {
  return menu.filter((group) => group.is_menu === 1);
}

/** A group's visible children split by icon: entries sharing an icon are shown together. */
export function childrenByIcon(group: MenuEntry): Array<{ icon: string; entries: MenuEntry[] }> {
  const sections = new Map<string, MenuEntry[]>();
  for (const child of group.children) {
    if (child.is_menu !== 1) continue;
    const list = sections.get(child.img_url) ?? [];
    list.push(child);
    sections.set(child.img_url, list);
  }
  return [...sections].map(([icon, entries]) => ({ icon, entries }));
}

/**
 * The words a section's entries all begin with ("Temu 本土" for "Temu 本土 商品库", "Temu 本土 刊登"),
 * shown once as the section's title so the links can say only what differs. Empty when they share
 * no whole word.
 */
export function sharedLeadingWords(names: string[]): string {
  if (names.length < 2) return '';
  const split = names.map((name) => name.split(' '));
  const shared: string[] = [];
  for (const [index, word] of split[0]!.entries()) {
    if (split.some((words) => words.length <= index + 1 || words[index] !== word)) break;
    shared.push(word);
  }
  return shared.join(' ');
}
