// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, frontend, products } from '@podkit/sdk-core';
import type * as SdkCore from '@podkit/sdk-core';
import { PublicHeader } from './PublicHeader.js';

vi.mock('@podkit/sdk-core', async (importOriginal) => {
  const actual = await importOriginal<typeof SdkCore>();
  return {
    ...actual,
    products: { ...actual.products, listOrdinary: vi.fn() },
    frontend: { ...actual.frontend, listNotices: vi.fn() },
  };
});

const listOrdinary = vi.mocked(products.listOrdinary);

/** An empty page of general goods that reports `total` of them. */
function page(total: number) {
  return { data: [], total, current_page: 1, per_page: 1, last_page: Math.max(1, total) };
}

function renderHeader(path = '/home/homePage') {
  const router = createMemoryRouter([{ path: '*', element: <PublicHeader /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
}

/** Lets the answered call reach the component. */
async function settle() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

function tabNames(): string[] {
  const nav = screen.getByRole('navigation', { name: '主导航' });
  return [...nav.querySelectorAll('a')].map((a) => a.textContent ?? '');
}

describe('PublicHeader', () => {
  beforeEach(() => {
    vi.mocked(frontend.listNotices).mockResolvedValue({
      data: [],
      total: 0,
      current_page: 1,
      per_page: 10,
      last_page: 1,
    });
  });
  afterEach(() => {
    cleanup();
    listOrdinary.mockReset();
  });

  it('shows 通用商品 when the ordinary-product list holds anything, asking quietly for one row', async () => {
    listOrdinary.mockResolvedValue(page(3));
    renderHeader();
    await waitFor(() => expect(tabNames()).toEqual(['首页', '产品定制', '通用商品', '帮助中心']));
    expect(listOrdinary).toHaveBeenCalledWith(
      expect.anything(),
      { page: 1, page_size: 1 },
      { silent: true },
    );
  });

  it('hides 通用商品 when the list is empty', async () => {
    listOrdinary.mockResolvedValue(page(0));
    renderHeader();
    await waitFor(() => expect(listOrdinary).toHaveBeenCalled());
    await settle();
    expect(tabNames()).toEqual(['首页', '产品定制', '帮助中心']);
  });

  it('hides 通用商品 when the list cannot be read', async () => {
    listOrdinary.mockRejectedValue(
      new ApiError({ kind: 'network', status: 404, status_code: null, msg: '网络错误' }),
    );
    renderHeader();
    await waitFor(() => expect(listOrdinary).toHaveBeenCalled());
    await settle();
    expect(tabNames()).toEqual(['首页', '产品定制', '帮助中心']);
  });

  it('marks 帮助中心 as current on /helpCenter too', async () => {
    listOrdinary.mockResolvedValue(page(0));
    renderHeader('/helpCenter');
    const tab = await screen.findByRole('link', { name: '帮助中心' });
    expect(tab.getAttribute('aria-current')).toBe('page');
  });

  it('offers 登录 and 注册 to a visitor', () => {
    listOrdinary.mockResolvedValue(page(0));
    renderHeader();
    expect(screen.getByRole('link', { name: '登录' }).getAttribute('href')).toBe('/user/login');
    expect(screen.getByRole('link', { name: '注册' }).getAttribute('href')).toBe(
      '/user/login?type=2',
    );
  });
});
