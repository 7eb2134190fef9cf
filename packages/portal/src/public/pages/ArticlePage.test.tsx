// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, content, type Article } from '@podkit/sdk-core';
import type * as SdkCore from '@podkit/sdk-core';
import { ArticlePage } from './ArticlePage.js';

vi.mock('@podkit/sdk-core', async (importOriginal) => {
  const actual = await importOriginal<typeof SdkCore>();
  return { ...actual, content: { ...actual.content, getArticle: vi.fn() } };
});

const getArticle = vi.mocked(content.getArticle);

const aboutUs: Article = {
  id: 1,
  slug: 'aboutUs',
  category: null,
  topic: null,
  title: '关于<我们>',
  summary: '十年定制经验',
  body: '<p>我们专注按需印刷。</p>',
  sort: 0,
  updated_at: '2026-03-05T08:00:00.000Z',
};

function renderPage() {
  const router = createMemoryRouter(
    [{ path: '/home/aboutUs', element: <ArticlePage slug="aboutUs" /> }],
    { initialEntries: ['/home/aboutUs'] },
  );
  return render(<RouterProvider router={router} />);
}

describe('ArticlePage', () => {
  afterEach(() => {
    cleanup();
    getArticle.mockReset();
  });

  // DOMPurify's own cleaning is not asserted here: happy-dom's DOM is not faithful enough for it.
  it('shows the article title as text, its date and its body', async () => {
    getArticle.mockResolvedValue(aboutUs);
    const { container } = renderPage();
    expect(await screen.findByRole('heading', { name: '关于<我们>' })).toBeTruthy();
    expect(getArticle).toHaveBeenCalledWith(expect.anything(), 'aboutUs', { silent: true });
    expect(screen.getByText('更新于 2026-03-05')).toBeTruthy();
    expect(container.querySelector('.article-body')!.textContent).toBe('我们专注按需印刷。');
    expect(screen.getByText('十年定制经验')).toBeTruthy();
  });

  it('shows the 404 text when the site has no such article', async () => {
    getArticle.mockRejectedValue(
      new ApiError({ kind: 'business', status: 200, status_code: 404, msg: '页面不存在' }),
    );
    renderPage();
    expect(await screen.findByText('抱歉，你访问的页面不存在或仍在开发中')).toBeTruthy();
  });

  it('offers a retry when the server cannot be reached', async () => {
    getArticle.mockRejectedValue(
      new ApiError({ kind: 'network', status: 0, status_code: null, msg: '网络错误' }),
    );
    renderPage();
    expect(await screen.findByRole('button', { name: /重\s*试/ })).toBeTruthy();
  });
});
