// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import type { MenuEntry } from '@podkit/sdk-core';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Permission } from './permission.js';
import { $workbench } from './session.js';

const orderAdmin: MenuEntry = {
  id: 7,
  name: '订单管理',
  http_url: '/order/orderAdmin',
  web_name: 'orderAdmin',
  component: 'orderAdmin',
  children: [],
  is_menu: 1,
  operates: [{ name: 'pay' }, { name: 'export' }],
  img_url: '',
  parent_id: 3,
  is_blank: 0,
  authed: 0,
};

function signInWith(menu: MenuEntry[]) {
  $workbench.set({
    info: {
      id: 1,
      username: 'demo',
      avatar: '',
      phone: '',
      role: 'reseller',
      balance: '0.00',
      user_unread_messages: 0,
      level_name: '',
    },
    group: {
      level_name: '',
      next_group_level_name: '',
      next_group_level_balance: -1,
      recharge_balance: '0.00',
    },
    menu: [{ ...orderAdmin, id: 3, http_url: '/order', component: '', children: menu }],
  });
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Permission name="pay">
        <button>支付</button>
      </Permission>
      <Permission name="cancel">
        <button>取消</button>
      </Permission>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  $workbench.set(null);
});

describe('Permission', () => {
  it("shows only the buttons named in the page's operates", () => {
    signInWith([orderAdmin]);
    renderAt('/order/orderAdmin');
    expect(screen.queryByText('支付')).not.toBeNull();
    expect(screen.queryByText('取消')).toBeNull();
  });

  it('hides every named button on a page the menu does not list', () => {
    signInWith([orderAdmin]);
    renderAt('/order/elsewhere');
    expect(screen.queryByText('支付')).toBeNull();
  });

  it('hides them before the session is loaded', () => {
    renderAt('/order/orderAdmin');
    expect(screen.queryByText('支付')).toBeNull();
  });
});
