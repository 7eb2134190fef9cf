/** Pages open without a token (spec section 4); every other page sends a visitor to login. */
export const openPageNames = [
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
  const open = (openPageNames as readonly string[]).includes(input.pageName ?? '');
  if (open || isExceptionPage(input.pageName)) return { action: 'allow' };
  return { action: 'redirect', to: `${LOGIN_PATH}?redirect=${encodeURIComponent(input.fullPath)}` };
}

function isExceptionPage(name: string | undefined): boolean {
  return name === '403' || name === '404' || name === '500' || name === 'notFound';
}

/** Where to go after sign-in: the `redirect` query when it is a path on this site, else the workbench. */
export function afterLoginTarget(redirect: string | null): string {
  if (redirect && redirect.startsWith('/') && !redirect.startsWith('//')) return redirect;
  return WORKBENCH_HOME;
}
