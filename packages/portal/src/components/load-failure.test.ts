import { ApiError } from '@podkit/sdk-core';
import { describe, expect, it } from 'vitest';
import { loadFailure } from './load-failure.js';

describe('loadFailure', () => {
  it('treats a business error and an HTTP 404 as missing content', () => {
    const business = new ApiError({
      kind: 'business',
      status: 200,
      status_code: 404,
      msg: '文章不存在',
    });
    const http404 = new ApiError({
      kind: 'network',
      status: 404,
      status_code: null,
      msg: '网络错误',
    });
    expect(loadFailure(business)).toBe('missing');
    expect(loadFailure(http404)).toBe('missing');
  });

  it('treats no answer or a server failure as unreachable', () => {
    const offline = new ApiError({
      kind: 'network',
      status: 0,
      status_code: null,
      msg: '网络错误',
    });
    const crashed = new ApiError({
      kind: 'network',
      status: 500,
      status_code: null,
      msg: '网络错误',
    });
    expect(loadFailure(offline)).toBe('unreachable');
    expect(loadFailure(crashed)).toBe('unreachable');
    expect(loadFailure(new Error('boom'))).toBe('unreachable');
  });
});
