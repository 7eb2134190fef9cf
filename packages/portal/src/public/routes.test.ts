import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { publicRoutes } from './routes.js';

/** The children of /home in spec section 2, in its order. */
const specHomeChildren = [
  'productDesign',
  'producUsLocal',
  'productDirect',
  'productCustom',
  'productDesignDetail',
  'generalGoods',
  'generalGoodsDetail',
  'designMode',
  'aboutUs',
  'joinUs',
  'factoryJoin',
  'serveJoin',
  'resellerJoin',
  'refund',
  'serviceClause',
  'logisticsRelated',
  'guide',
  'videoTeaching',
  'vipService',
  'helpCenter',
  'college',
  'canteenDesign',
];

function route(path: string): RouteObject {
  const found = publicRoutes.find((r) => r.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
}

function nameOf(r: RouteObject): unknown {
  return (r.handle as { name?: string } | undefined)?.name;
}

describe('publicRoutes', () => {
  it('holds /home and /helpCenter only', () => {
    expect(publicRoutes.map((r) => r.path)).toEqual(['/home', '/helpCenter']);
  });

  it('gives /home every child of the spec and homePage, each named by its path', () => {
    const children = route('/home').children ?? [];
    const paths = children.filter((c) => !c.index).map((c) => c.path);
    expect([...paths].sort()).toEqual(['homePage', ...specHomeChildren].sort());
    for (const child of children.filter((c) => !c.index)) {
      expect(nameOf(child)).toBe(child.path);
    }
  });

  it('names /home itself and its index homePage, so the guard lets visitors in', () => {
    const home = route('/home');
    expect(nameOf(home)).toBe('homePage');
    expect(nameOf(home.children!.find((c) => c.index)!)).toBe('homePage');
  });

  it('opens the help center at /helpCenter as well', () => {
    const help = route('/helpCenter');
    expect(nameOf(help)).toBe('helpCenter');
    expect(nameOf(help.children!.find((c) => c.index)!)).toBe('helpCenter');
  });
});
