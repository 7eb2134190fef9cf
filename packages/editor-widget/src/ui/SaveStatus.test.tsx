// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { Client, DesignedProduct, JobInfo } from '@podkit/sdk-core';
import { mountWidget } from '@podkit/widget-kit';
import { EDITOR_CSS } from './editor-css';
import { SaveStatus } from './SaveStatus';

afterEach(() => {
  document.body.innerHTML = '';
});

const failedProduct = {
  id: 8,
  status: 'failed',
  print_files: [
    {
      view_id: 1,
      view_name: '正面',
      status: 'failed',
      url: '',
      width_px: null,
      height_px: null,
      dpi: 150,
      error: '字体未安装：Nope，无法生成印刷文件',
    },
  ],
  mockups: [{ view_id: 1, color_id: 3, status: 'ready', url: '/files/m.png', error: '' }],
} as unknown as DesignedProduct;

const failedJob: JobInfo = {
  id: 4,
  kind: 'product.render',
  status: 'failed',
  progress: { done: 1, total: 2 },
  result: null,
  last_error: '字体未安装：Nope，无法生成印刷文件',
  attempts: 1,
  created_at: '2026-01-01T00:00:00Z',
  finished_at: '2026-01-01T00:00:01Z',
};

/** A client answering the product and its job, as the server reports a failed render. */
function fakeClient(calls: string[]): Client {
  return {
    get: async (path: string) => {
      calls.push(path);
      return path.startsWith('/distribution/job/') ? failedJob : failedProduct;
    },
  } as unknown as Client;
}

describe('SaveStatus', () => {
  it('shows the server’s error of a failed print file and the job’s progress', async () => {
    const calls: string[] = [];
    const element = document.createElement('div');
    document.body.append(element);
    mountWidget(
      element,
      SaveStatus,
      {
        client: fakeClient(calls),
        productId: 8,
        jobId: 4,
        colorName: () => '白色',
        viewName: () => '正面',
        onClose: () => {},
      },
      { css: EDITOR_CSS },
    );
    const root = element.shadowRoot!;
    const status = () => root.querySelector('[data-testid="save-status"]')!;
    await expect.poll(() => status().getAttribute('data-status')).toBe('failed');
    expect(calls).toEqual(['/distribution/product/8', '/distribution/job/4']);
    expect(status().textContent).toContain('生成失败');
    expect(status().textContent).toContain('字体未安装：Nope，无法生成印刷文件');
    expect(root.querySelector('[role="progressbar"]')!.getAttribute('aria-valuenow')).toBe('50');
    expect(root.querySelector('img')!.getAttribute('src')).toBe('/files/m.png');
  });
});
