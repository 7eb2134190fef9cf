import { describe, expect, it } from 'vitest';
import { lastThirtyDays, periodQuery } from './period.js';
import { shareOption } from './statistics-options.js';

describe('statistics period', () => {
  it("covers thirty days up to the site's today, as the server defaults to", () => {
    const period = lastThirtyDays('Asia/Shanghai', new Date('2026-03-01T10:00:00Z'));
    expect(periodQuery(period)).toEqual({ start_date: '2026-01-31', end_date: '2026-03-01' });
  });

  it("ends on the site's today even when the browser's clock is still on yesterday", () => {
    // 16:55 UTC: 24 November in London, already 25 November in China.
    const evening = new Date('2026-11-24T16:55:00Z');
    expect(periodQuery(lastThirtyDays('Asia/Shanghai', evening)).end_date).toBe('2026-11-25');
    expect(periodQuery(lastThirtyDays('Europe/London', evening)).end_date).toBe('2026-11-24');
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
