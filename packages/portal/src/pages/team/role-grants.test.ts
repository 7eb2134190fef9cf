import type { GrantableEntry } from '@podkit/sdk-core';
import { describe, expect, it } from 'vitest';
import { checkedOfGrants, grantTree, grantsOfChecked, toggleGrant } from './role-grants.js';

const entry = (
  id: number,
  name: string,
  component: string,
  operates: string[],
  children: GrantableEntry[] = [],
): GrantableEntry => ({
  id,
  name,
  component,
  http_url: `/${component}`,
  is_menu: 1,
  parent_id: 0,
  operates: operates.map((op) => ({ name: op, label: op })),
  children,
});

const menu = [
  entry(
    1,
    '订单管理',
    '',
    [],
    [
      entry(2, '订单管理', 'orderAdmin', ['pay', 'export']),
      entry(3, '订单统计', 'orderStatistics', []),
    ],
  ),
];
const tree = grantTree(menu);

describe('the grant picker', () => {
  it('checks a group with its screens and buttons, and grants each screen', () => {
    const checked = toggleGrant(tree, new Set(), 'm:1', true);
    expect(grantsOfChecked(menu, checked)).toEqual([
      { menu_id: 2, operates: ['pay', 'export'] },
      { menu_id: 3, operates: [] },
    ]);
  });

  it('grants a screen without the buttons taken away from it', () => {
    let checked = toggleGrant(tree, new Set(), 'm:2', true);
    checked = toggleGrant(tree, checked, 'o:2:pay', false);
    expect(grantsOfChecked(menu, checked)).toEqual([{ menu_id: 2, operates: ['export'] }]);
    checked = toggleGrant(tree, checked, 'o:2:export', false);
    expect(grantsOfChecked(menu, checked)).toEqual([{ menu_id: 2, operates: [] }]);
  });

  it('checks the screen above a button, and reads a saved role back', () => {
    const checked = toggleGrant(tree, new Set(), 'o:2:export', true);
    expect(checked.has('m:2')).toBe(true);
    const grants = grantsOfChecked(menu, checked);
    expect(grants).toEqual([{ menu_id: 2, operates: ['export'] }]);
    expect(grantsOfChecked(menu, checkedOfGrants(grants))).toEqual(grants);
  });

  it('takes a whole screen away with its buttons', () => {
    const all = toggleGrant(tree, new Set(), 'm:1', true);
    const without = toggleGrant(tree, all, 'm:2', false);
    expect(grantsOfChecked(menu, without)).toEqual([{ menu_id: 3, operates: [] }]);
  });
});
