import { describe, expect, it } from 'vitest';
import { menuEntry } from '../../workbench/menu-entry.test-support.js';
import { screenPath } from './screen-path.js';

const entry = menuEntry;

const menu = [
  entry({
    http_url: '/catalog',
    children: [entry({ http_url: '/catalog/goodsDetail', component: 'goodsDetail', is_menu: 0 })],
  }),
];

describe('screenPath', () => {
  it('uses the path the menu gives the screen, with the query', () => {
    expect(screenPath('goodsDetail', { id: 7 }, menu)).toBe('/catalog/goodsDetail?id=7');
  });

  it('falls back to /goods/<component> when the menu does not list it', () => {
    expect(screenPath('generalDetail', {}, menu)).toBe('/goods/generalDetail');
    expect(screenPath('userBasic', { id: 3 }, [])).toBe('/goods/userBasic?id=3');
  });
});
