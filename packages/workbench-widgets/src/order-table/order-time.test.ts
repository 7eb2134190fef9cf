import { describe, expect, it } from 'vitest';
import { orderTime } from './order-time';

describe('orderTime', () => {
  it("shows the day and minute in the site's time zone, whatever the viewer's zone", () => {
    expect(orderTime('2026-11-21T17:30:45Z', 'Asia/Shanghai')).toBe('2026-11-22 01:30');
    expect(orderTime('2026-11-21T17:30:45Z', 'Europe/London')).toBe('2026-11-21 17:30');
  });

  it('leaves text that is not a time as it is', () => {
    expect(orderTime('bad', 'Asia/Shanghai')).toBe('bad');
  });
});
