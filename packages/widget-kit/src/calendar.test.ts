import { describe, expect, it } from 'vitest';
import { addMonths, monthGrid, monthOf, monthTitle } from './calendar';

describe('the date field calendar', () => {
  it('shows a month in six weeks starting on Sunday', () => {
    const grid = monthGrid(2026, 11);
    expect(grid).toHaveLength(42);
    // 1 November 2026 is a Sunday: the grid starts on it.
    expect(grid[0]).toEqual({ day: '2026-11-01', date: 1, inMonth: true });
    expect(grid.filter((cell) => cell.inMonth)).toHaveLength(30);
    expect(grid.at(-1)).toMatchObject({ day: '2026-12-12', inMonth: false });
    // February 2028 starts on a Tuesday and has 29 days.
    const leap = monthGrid(2028, 2);
    expect(leap[0]).toMatchObject({ day: '2028-01-30', inMonth: false });
    expect(leap.filter((cell) => cell.inMonth)).toHaveLength(29);
  });

  it('moves between months across years and names them in Chinese', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(monthTitle(2026, 11)).toBe('2026年11月');
    expect(monthOf('2026-11-25')).toEqual({ year: 2026, month: 11 });
    expect(monthOf('bad')).toBeNull();
  });
});
