import { describe, expect, it } from 'vitest';
import { orderNumber } from './order-number.js';

describe('order numbers', () => {
  it("are PK, the day in the site's time zone and the padded id", () => {
    expect(orderNumber(42, new Date('2026-11-21T03:00:00Z'), 'Asia/Shanghai')).toBe(
      'PK20261121000042',
    );
    // 20:00 UTC is already the next day in China, still the same day in Los Angeles.
    const evening = new Date('2026-11-21T20:00:00Z');
    expect(orderNumber(1_234_567, evening, 'Asia/Shanghai')).toBe('PK202611221234567');
    expect(orderNumber(7, evening, 'America/Los_Angeles')).toBe('PK20261121000007');
  });
});
