import { describe, expect, it } from 'vitest';
import { period } from './order-statistics.js';

describe('statistics period', () => {
  it("ends on the site's today at every hour of the UTC day", () => {
    for (let hour = 0; hour < 24; hour++) {
      const now = new Date(Date.UTC(2026, 10, 24, hour, 55));
      const chinaToday = hour >= 16 ? '2026-11-25' : '2026-11-24';
      const { start, end, from, to } = period({}, 'Asia/Shanghai', now);
      expect(end, `at ${hour}:55 UTC`).toBe(chinaToday);
      expect(from.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(to.getTime()).toBeGreaterThan(now.getTime());
      expect(start < end).toBe(true);
    }
  });

  it('refuses a reversed period, an over-long one and a day that does not exist', () => {
    const asked = (start_date: string, end_date: string) => () =>
      period({ start_date, end_date }, 'Asia/Shanghai');
    expect(asked('2026-02-01', '2026-01-01')).toThrow('开始日期不能晚于结束日期');
    expect(asked('2025-01-01', '2026-06-01')).toThrow('统计区间最长 366 天');
    expect(asked('2026-02-01', '2026-02-30')).toThrow('日期不存在：2026-02-30');
  });
});
