/**
 * What a route needs (ARCHITECTURE.md decision 7), declared on every route as
 * `config: { permission }`:
 * - 'public': anyone, signed in or not (a route may still read the user when a token is sent);
 * - 'user': any signed-in account of the site (the header's user info, messages, uploads);
 * - 'operator': a signed-in operator (the /admin console);
 * - '<component>' or '<component>.<operate>' from the server menu: the account's role must grant
 *   that screen (and that button on it); '*.<operate>' is the button on any screen;
 * - a list of menu permissions: any one of them will do.
 */
export type MenuPermission = string;
export type RoutePermission = 'public' | 'user' | 'operator' | MenuPermission | MenuPermission[];

/** The screens a role may open, each with the buttons it may use there. */
export type Grants = ReadonlyMap<string, ReadonlySet<string>>;

/** Whether `grants` allow one menu permission. */
export function grantsAllow(grants: Grants, permission: MenuPermission): boolean {
  const [component, operate] = permission.split('.', 2) as [string, string | undefined];
  if (component === '*') {
    if (!operate) return false;
    for (const operates of grants.values()) if (operates.has(operate)) return true;
    return false;
  }
  const operates = grants.get(component);
  if (!operates) return false;
  return operate === undefined || operates.has(operate);
}

/** The menu permissions of a route's declaration (none for 'public', 'user' and 'operator'). */
export function menuPermissions(permission: RoutePermission): MenuPermission[] {
  if (Array.isArray(permission)) return permission;
  return permission === 'public' || permission === 'user' || permission === 'operator'
    ? []
    : [permission];
}
