import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER_FORM, filterProblem, filtersOf } from './order-filters';

describe('order filters', () => {
  it('drops blanks and trims text', () => {
    expect(filtersOf(EMPTY_FILTER_FORM)).toEqual({});
    expect(
      filtersOf({
        ...EMPTY_FILTER_FORM,
        start_date: '2026-11-01',
        platform: '0',
        store_id: '7',
        sku: ' 白色 ',
        recipient: ' 张三',
        order_no: ' PK 2026 ',
      }),
    ).toEqual({
      start_date: '2026-11-01',
      platform: 0,
      store_id: 7,
      sku: '白色',
      recipient: '张三',
      order_no: 'PK2026',
    });
  });

  it('refuses a range that ends before it starts', () => {
    expect(
      filterProblem({ ...EMPTY_FILTER_FORM, start_date: '2026-11-02', end_date: '2026-11-01' }),
    ).toBe('开始日期不能晚于结束日期');
    expect(filterProblem({ ...EMPTY_FILTER_FORM, start_date: '2026-11-02' })).toBeNull();
  });
});
