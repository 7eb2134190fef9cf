import { ARTICLE_SLUGS } from '@podkit/sdk-core';

/** Pages open without a token (spec section 4); every other page sends a visitor to login. */
export const specOpenPageNames = [
  'homePage',
  'productDesign',
  'productDesignDetail',
  'login',
  'producUsLocal',
  'productDirect',
  'productCustom',
  'canteenDesign',
  'generalGoods',
  'generalGoodsDetail',
] as const;

/**
 * Also open, beyond spec section 4's list: the help center (section 1 gives visitors a help center),
 * the marketing pages (a visitor must read the service terms and refund policy the registration
 * form asks them to accept, and marketing pages behind a login reach nobody), designMode (it
 * explains the ways to design before anyone signs up) and fail (a failed handoff may leave the
 * visitor without a session).
 */
export const publicInfoPageNames = ['helpCenter', 'designMode', 'fail', ...ARTICLE_SLUGS] as const;

export const openPageNames: readonly string[] = [...specOpenPageNames, ...publicInfoPageNames];

export const LOGIN_PATH = '/user/login';
export const WORKBENCH_HOME = '/views/main';

export type GuardDecision = { action: 'allow' } | { action: 'redirect'; to: string };

/**
 * The navigation guard of spec section 4 as a pure rule: `pageName` is the route's name (the last
 * path segment for the spec's routes), `fullPath` the intended address with its query.
 */
export function guardNavigation(input: {
  pageName: string | undefined;
  fullPath: string;
  hasToken: boolean;
}): GuardDecision {
  const isLogin = input.pageName === 'login';
  if (input.hasToken) {
    return isLogin ? { action: 'redirect', to: WORKBENCH_HOME } : { action: 'allow' };
  }
  const open = openPageNames.includes(input.pageName ?? '');
  if (open || isExceptionPage(input.pageName)) return { action: 'allow' };
  if (input.pageName === NOT_FOUND_PAGE && !isWorkbenchPath(input.fullPath))
    return { action: 'allow' };
  return { action: 'redirect', to: `${LOGIN_PATH}?redirect=${encodeURIComponent(input.fullPath)}` };
}

/** The page name of the catch-all route (spec 2: any unknown path goes to a not-found page). */
export const NOT_FOUND_PAGE = 'notFound';

/**
 * Where the workbench's screens live. The server menu adds its routes only after sign-in, so a
 * visitor's unknown path under these may be a real screen: it goes to login with the path as the
 * return target (deep links keep working). Any other unknown path is simply not found.
 */
export const WORKBENCH_PATH_PREFIXES = [
  '/views',
  '/main',
  '/design',
  '/goods',
  '/order',
  '/myOrder',
  '/finance',
  '/material',
  '/valueAdded',
  '/afterSale',
  '/publish',
  '/setting',
] as const;

export function isWorkbenchPath(fullPath: string): boolean {
  const path = fullPath.split(/[?#]/)[0]!;
  return WORKBENCH_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** Error pages and the maintenance page are open too. */
function isExceptionPage(name: string | undefined): boolean {
  return name === '403' || name === '404' || name === '500' || name === 'maintenance';
}

/** Where to go after sign-in: the `redirect` query when it is a path on this site, else the workbench. */
export function afterLoginTarget(redirect: string | null): string {
  if (redirect && redirect.startsWith('/') && !redirect.startsWith('//')) return redirect;
  return WORKBENCH_HOME;
}

/** Route-meta permissions: a route listing roles opens only for an account of one of them. */
export function roleAllows(routeRoles: readonly string[], role: string | undefined): boolean {
  return routeRoles.length === 0 || (role !== undefined && routeRoles.includes(role));
}
