// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { KeywordSearch } from './KeywordSearch.js';

function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search}</output>;
}

/** Like the public layout: the search box stays mounted while the page below it changes. */
function Layout() {
  return (
    <>
      <KeywordSearch />
      <Address />
      <Outlet />
    </>
  );
}

function renderSearch() {
  const router = createMemoryRouter(
    [
      {
        path: '/home',
        element: <Layout />,
        children: [
          { path: 'homePage', element: <p>首页</p> },
          { path: 'productDesign', element: <p>产品列表</p> },
        ],
      },
    ],
    { initialEntries: ['/home/homePage'] },
  );
  render(<RouterProvider router={router} />);
  const box = screen.getByRole('searchbox', { name: '搜索商品' }) as HTMLInputElement;
  return { box, address: () => screen.getByLabelText('address').textContent };
}

function typeAndSubmit(box: HTMLInputElement, text: string) {
  fireEvent.change(box, { target: { value: text } });
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

describe('KeywordSearch', () => {
  afterEach(cleanup);

  it('does nothing when only whitespace was typed', () => {
    const { box, address } = renderSearch();
    typeAndSubmit(box, ' \u3000 \t');
    expect(address()).toBe('/home/homePage');
    expect(box.value).toBe(' \u3000 \t');
  });

  it('opens the product design list with the keyword, whitespace removed', () => {
    const { box, address } = renderSearch();
    typeAndSubmit(box, '  纯棉 T恤 ');
    expect(address()).toBe(`/home/productDesign?keyWord=${encodeURIComponent('纯棉T恤')}`);
  });

  it('clears the box after a search', () => {
    const { box } = renderSearch();
    typeAndSubmit(box, 'mug');
    expect(screen.getByText('产品列表')).toBeTruthy();
    expect(box.isConnected).toBe(true);
    expect(box.value).toBe('');
  });

  it('searches from the button too', () => {
    const { box, address } = renderSearch();
    fireEvent.change(box, { target: { value: 'hoodie 2024' } });
    fireEvent.click(screen.getByRole('button'));
    expect(address()).toBe('/home/productDesign?keyWord=hoodie2024');
  });
});
