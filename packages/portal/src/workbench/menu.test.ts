import { describe, expect, it } from 'vitest';
import { menuEntry } from './menu-entry.test-support.js';
import {
  childrenByIcon,
  findScreen,
  menuScreens,
  sharedLeadingWords,
  visibleGroups,
} from './menu.js';

const entry = menuEntry;

const menu = [
  entry({
    id: 1,
    name: '店铺管理',
    http_url: '/myOrder',
    authed: 2,
    children: [
      entry({ id: 2, name: '店铺授权', http_url: '/myOrder/storeAdmin', component: 'storeAdmin' }),
      entry({
        id: 3,
        name: 'Shopify 商品库',
        http_url: '/publish/shopifyLibrary',
        component: 'shopifyLibrary',
        img_url: 'platform-shopify',
      }),
      entry({
        id: 4,
        name: 'Shopify 刊登',
        http_url: '/publish/shopifyRelease',
        component: 'shopifyRelease',
        img_url: 'platform-shopify',
      }),
      entry({ id: 5, name: '详情', http_url: '/myOrder/detail', component: 'detail', is_menu: 0 }),
    ],
  }),
  entry({ id: 9, name: '隐藏', http_url: '/hidden', is_menu: 0 }),
];

describe('menu helpers', () => {
  it('lists every screen with a component and a path', () => {
    expect(menuScreens(menu).map((s) => s.component)).toEqual([
      'storeAdmin',
      'shopifyLibrary',
      'shopifyRelease',
      'detail',
    ]);
  });

  it('finds a screen and its group by path', () => {
    const found = findScreen(menu, '/publish/shopifyRelease');
    expect(found?.screen.id).toBe(4);
    expect(found?.group?.name).toBe('店铺管理');
    expect(findScreen(menu, '/nowhere')).toBeNull();
  });

  it('shows only is_menu groups and groups visible children by icon', () => {
    expect(visibleGroups(menu).map((g) => g.id)).toEqual([1]);
    expect(childrenByIcon(menu[0]!).map((s) => [s.icon, s.entries.map((e) => e.id)])).toEqual([
      ['', [2]],
      ['platform-shopify', [3, 4]],
    ]);
  });
});

describe('sharedLeadingWords', () => {
  it('finds the marketplace a section is about, keeping the words that differ', () => {
    expect(sharedLeadingWords(['Temu 本土 商品库', 'Temu 本土 产品模板', 'Temu 本土 刊登'])).toBe(
      'Temu 本土',
    );
    expect(sharedLeadingWords(['Shopify 商品库', 'Shopify 刊登'])).toBe('Shopify');
  });

  it('shares nothing when a name would be left empty or the first words differ', () => {
    expect(sharedLeadingWords(['Shopify', 'Shopify 刊登'])).toBe('');
    expect(sharedLeadingWords(['导入模板', '模板记录'])).toBe('');
    expect(sharedLeadingWords(['Shopify 刊登'])).toBe('');
  });
});
