import { describe, expect, it } from 'vitest';
import { afterLoginTarget, guardNavigation, openPageNames, roleAllows } from './access.js';

describe('guardNavigation', () => {
  it('lets a visitor open each of the ten open pages', () => {
    for (const pageName of openPageNames) {
      expect(guardNavigation({ pageName, fullPath: `/x/${pageName}`, hasToken: false })).toEqual({
        action: 'allow',
      });
    }
  });

  it('sends a visitor on a closed page to login with the intended address', () => {
    expect(
      guardNavigation({ pageName: 'main', fullPath: '/views/main?tab=2', hasToken: false }),
    ).toEqual({ action: 'redirect', to: '/user/login?redirect=%2Fviews%2Fmain%3Ftab%3D2' });
  });

  it('sends a visitor on an unknown workbench path to login, since menu routes exist only after sign-in', () => {
    expect(
      guardNavigation({ pageName: 'notFound', fullPath: '/design/singleDesign', hasToken: false }),
    ).toEqual({
      action: 'redirect',
      to: '/user/login?redirect=%2Fdesign%2FsingleDesign',
    });
    expect(
      guardNavigation({ pageName: 'notFound', fullPath: '/setting?tab=1', hasToken: false }),
    ).toMatchObject({ action: 'redirect' });
  });

  it('shows a visitor the not-found page on any other unknown path', () => {
    for (const fullPath of ['/no-such-page', '/designer/x', '/mainland', '/home/nothing?x=1'])
      expect(guardNavigation({ pageName: 'notFound', fullPath, hasToken: false })).toEqual({
        action: 'allow',
      });
  });

  it('keeps the error pages and maintenance open to visitors', () => {
    for (const pageName of ['403', '404', '500', 'maintenance']) {
      expect(guardNavigation({ pageName, fullPath: '/x', hasToken: false })).toEqual({
        action: 'allow',
      });
    }
  });

  it('sends a signed-in user away from login to the workbench', () => {
    expect(guardNavigation({ pageName: 'login', fullPath: '/user/login', hasToken: true })).toEqual(
      {
        action: 'redirect',
        to: '/views/main',
      },
    );
  });

  it('lets a signed-in user open closed pages', () => {
    expect(guardNavigation({ pageName: 'cart', fullPath: '/main/cart', hasToken: true })).toEqual({
      action: 'allow',
    });
  });
});

describe('afterLoginTarget', () => {
  it('returns a same-site redirect and refuses other sites', () => {
    expect(afterLoginTarget('/main/cart?x=1')).toBe('/main/cart?x=1');
    expect(afterLoginTarget('//evil.example/x')).toBe('/views/main');
    expect(afterLoginTarget('https://evil.example/')).toBe('/views/main');
    expect(afterLoginTarget(null)).toBe('/views/main');
  });
});

describe('roleAllows', () => {
  it('opens routes without roles to everyone and role routes to those roles only', () => {
    expect(roleAllows([], undefined)).toBe(true);
    expect(roleAllows(['operator'], 'operator')).toBe(true);
    expect(roleAllows(['operator'], 'reseller')).toBe(false);
    expect(roleAllows(['operator'], undefined)).toBe(false);
  });
});
