import type { MenuEntry } from '@podkit/sdk-core';
import { describe, expect, it } from 'vitest';
import { menuEntry } from '../../workbench/menu-entry.test-support.js';
import { activeAdminKey, adminMenu, visibleAdminMenu } from './admin-menu.js';

const entry = (component: string, children: MenuEntry[] = []) =>
  menuEntry({ name: component, component, children });

describe('visibleAdminMenu', () => {
  it('shows the operator role the whole console', () => {
    const operator = [entry('', [entry('adminCatalog'), entry('adminSiteSettings')])];
    expect(visibleAdminMenu(operator)).toEqual(adminMenu);
  });

  it('shows a designer only the design queue it is granted', () => {
    const designer = [entry('', [entry('adminDesignService')])];
    expect(visibleAdminMenu(designer).map((item) => item.label)).toEqual(['设计服务']);
  });

  it('shows nothing to an account granted no console screen', () => {
    expect(visibleAdminMenu([])).toEqual([]);
    expect(visibleAdminMenu([entry('', [entry('designList')])])).toEqual([]);
  });
});

describe('activeAdminKey', () => {
  it('finds the area of a page among the entries shown', () => {
    expect(activeAdminKey('/admin/catalog/12')).toBe('catalog');
    const designerMenu = visibleAdminMenu([entry('', [entry('adminDesignService')])]);
    expect(activeAdminKey('/admin/goods/3', designerMenu)).toBeUndefined();
    expect(activeAdminKey('/admin/designService', designerMenu)).toBe('designService');
  });
});
