import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { lastThirtyDays, periodQuery } from './period.js';
import { shareOption } from './statistics-options.js';

describe('statistics period', () => {
  it('covers thirty days up to today, as the server defaults to', () => {
    const period = lastThirtyDays(dayjs('2026-03-01T10:00:00'));
    expect(periodQuery(period)).toEqual({ start_date: '2026-01-31', end_date: '2026-03-01' });
  });

  it('leaves empty slices out of a share chart', () => {
    const option = shareOption(
      [
        { name: '待付款', order_count: 2 },
        { name: '已取消', order_count: 0 },
      ],
      '订单状态',
    ) as { series: Array<{ data: unknown[] }> };
    expect(option.series[0]!.data).toEqual([{ name: '待付款', value: 2 }]);
  });
});
