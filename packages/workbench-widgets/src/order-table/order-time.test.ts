import { describe, expect, it } from 'vitest';
import { orderTime } from './order-time';

describe('orderTime', () => {
  it('shows the time in China, across midnight UTC', () => {
    expect(orderTime('2026-11-21T17:30:00.000Z')).toBe('2026-11-22 01:30');
    expect(orderTime('bad')).toBe('bad');
  });
});
