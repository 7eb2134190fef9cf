import { describe, expect, it } from 'vitest';
import { readListParams, writeListParams } from './list-params.js';

const params = (text: string) => new URLSearchParams(text);

describe('list params', () => {
  it('reads page, keyword and category from the address', () => {
    expect(readListParams(params('?page=3&keyWord=%E5%8D%AB%E8%A1%A3&category=12'))).toEqual({
      page: 3,
      keyword: '卫衣',
      categoryId: 12,
    });
  });

  it('falls back to the first unfiltered page on malformed values', () => {
    expect(readListParams(params('?page=-2&category=abc&keyWord=%20'))).toEqual({
      page: 1,
      keyword: '',
      categoryId: null,
    });
    expect(readListParams(params('?page=0&category=1e3'))).toMatchObject({
      page: 1,
      categoryId: null,
    });
  });

  it('goes back to page 1 when the category changes and keeps the keyword', () => {
    const next = writeListParams(params('?keyWord=mug&page=4'), { categoryId: 7 });
    expect(next.toString()).toBe('keyWord=mug&category=7');
  });

  it('changes the page alone and drops page=1 from the address', () => {
    expect(writeListParams(params('?category=7'), { page: 2 }).toString()).toBe(
      'category=7&page=2',
    );
    expect(writeListParams(params('?category=7&page=2'), { page: 1 }).toString()).toBe(
      'category=7',
    );
  });

  it('removes a cleared keyword or category', () => {
    expect(
      writeListParams(params('?keyWord=mug&category=7&page=3'), {
        keyword: '',
        categoryId: null,
      }).toString(),
    ).toBe('');
  });
});
