import { describe, expect, it } from 'vitest';
import { grantsAllow, menuPermissions } from './route-permission.js';

const grants = new Map([
  ['orderAdmin', new Set(['cancel', 'export'])],
  ['cart', new Set(['edit'])],
]);

describe('route permissions', () => {
  it('allow a screen, a button on it, or a button on any screen that the role grants', () => {
    expect(grantsAllow(grants, 'orderAdmin')).toBe(true);
    expect(grantsAllow(grants, 'orderAdmin.cancel')).toBe(true);
    expect(grantsAllow(grants, 'orderAdmin.pay')).toBe(false);
    expect(grantsAllow(grants, 'orderPay')).toBe(false);
    expect(grantsAllow(grants, '*.edit')).toBe(true);
    expect(grantsAllow(grants, '*.pay')).toBe(false);
    expect(grantsAllow(grants, '*')).toBe(false);
  });

  it('read the menu permissions of a declaration', () => {
    expect(menuPermissions('public')).toEqual([]);
    expect(menuPermissions('operator')).toEqual([]);
    expect(menuPermissions('orderAdmin.pay')).toEqual(['orderAdmin.pay']);
    expect(menuPermissions(['orderAdmin.pay', 'orderPay.pay'])).toEqual([
      'orderAdmin.pay',
      'orderPay.pay',
    ]);
  });
});
