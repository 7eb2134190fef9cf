import { describe, expect, it } from 'vitest';
import { orderTime } from './order-time';

describe('orderTime', () => {
  it('shows the local day and minute', () => {
    const local = new Date(2026, 10, 22, 1, 30, 45);
    expect(orderTime(local.toISOString())).toBe('2026-11-22 01:30');
  });

  it('leaves text that is not a time as it is', () => {
    expect(orderTime('bad')).toBe('bad');
  });
});
