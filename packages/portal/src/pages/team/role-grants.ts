import type { GrantableEntry, RoleGrant } from '@podkit/sdk-core';

/** A tree node of the grant picker: a menu entry (`m:<id>`) or one of its buttons (`o:<id>:<name>`). */
export interface GrantNode {
  key: string;
  title: string;
  children?: GrantNode[];
}

const entryKey = (id: number) => `m:${id}`;
const operateKey = (id: number, name: string) => `o:${id}:${name}`;

/** The picker's tree: groups, their screens, and each screen's buttons. */
export function grantTree(entries: GrantableEntry[]): GrantNode[] {
  return entries.map((entry) => {
    const children = [
      ...entry.operates.map((operate) => ({
        key: operateKey(entry.id, operate.name),
        title: operate.label,
      })),
      ...grantTree(entry.children),
    ];
    return {
      key: entryKey(entry.id),
      title: entry.name,
      ...(children.length > 0 ? { children } : {}),
    };
  });
}

/**
 * The grants for the checked keys: every screen checked, or with a checked button, with its
 * checked buttons. Groups are left out: the server adds a granted screen's group.
 */
export function grantsOfChecked(
  entries: GrantableEntry[],
  checked: ReadonlySet<string>,
): RoleGrant[] {
  const grants: RoleGrant[] = [];
  const visit = (entry: GrantableEntry) => {
    const operates = entry.operates
      .map((operate) => operate.name)
      .filter((name) => checked.has(operateKey(entry.id, name)));
    if (entry.component && (checked.has(entryKey(entry.id)) || operates.length > 0)) {
      grants.push({ menu_id: entry.id, operates });
    }
    entry.children.forEach(visit);
  };
  entries.forEach(visit);
  return grants;
}

/** The keys to check for a role's grants: each granted entry and each granted button. */
export function checkedOfGrants(grants: RoleGrant[]): Set<string> {
  return new Set(
    grants.flatMap((grant) => [
      entryKey(grant.menu_id),
      ...grant.operates.map((name) => operateKey(grant.menu_id, name)),
    ]),
  );
}

function descendants(node: GrantNode): string[] {
  return (node.children ?? []).flatMap((child) => [child.key, ...descendants(child)]);
}

function findPath(nodes: GrantNode[], key: string, path: GrantNode[] = []): GrantNode[] | null {
  for (const node of nodes) {
    if (node.key === key) return [...path, node];
    const found = findPath(node.children ?? [], key, [...path, node]);
    if (found) return found;
  }
  return null;
}

/**
 * The picker's checks after one click (the tree checks each node on its own, so a screen can be
 * granted without its buttons): checking gives the node everything under it and the entries above
 * it; unchecking takes away everything under it.
 */
export function toggleGrant(
  tree: GrantNode[],
  checked: ReadonlySet<string>,
  key: string,
  on: boolean,
): Set<string> {
  const path = findPath(tree, key);
  if (!path) return new Set(checked);
  const node = path[path.length - 1] as GrantNode;
  const next = new Set(checked);
  const below = [node.key, ...descendants(node)];
  if (on) {
    below.forEach((one) => next.add(one));
    path.forEach((above) => next.add(above.key));
  } else {
    below.forEach((one) => next.delete(one));
  }
  return next;
}
