import { describe, expect, it } from 'vitest';
import { orderNumber } from './order-number.js';

describe('order numbers', () => {
  it('are PK, the day in China and the padded id', () => {
    expect(orderNumber(42, new Date('2026-11-21T03:00:00Z'))).toBe('PK20261121000042');
    // 20:00 UTC is already the next day in China.
    expect(orderNumber(1_234_567, new Date('2026-11-21T20:00:00Z'))).toBe('PK202611221234567');
  });
});
