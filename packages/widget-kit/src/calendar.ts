/** The calendar of the date field: pure day arithmetic on YYYY-MM-DD strings (no time zones). */

export const WEEKDAY_LABELS = ['日', '一', '二', '三', '四', '五', '六'] as const;

export interface CalendarDay {
  /** YYYY-MM-DD */
  day: string;
  /** 1–31 */
  date: number;
  /** Whether it belongs to the month shown (the grid starts and ends with neighbours' days). */
  inMonth: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function dayString(year: number, month: number, date: number): string {
  const at = new Date(Date.UTC(year, month - 1, date));
  return `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
}

/** The year and month (1–12) a YYYY-MM-DD day falls in; null when it is not one. */
export function monthOf(day: string): { year: number; month: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? { year: Number(match[1]), month: Number(match[2]) } : null;
}

/** A month moved by `count` months. */
export function addMonths(at: { year: number; month: number }, count: number) {
  const index = at.year * 12 + (at.month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Six weeks from the Sunday on or before the 1st: the grid a month is shown in. */
export function monthGrid(year: number, month: number): CalendarDay[] {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const start = 1 - first.getUTCDay();
  return Array.from({ length: 42 }, (_, index) => {
    const at = new Date(Date.UTC(year, month - 1, start + index));
    return {
      day: dayString(at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate()),
      date: at.getUTCDate(),
      inMonth: at.getUTCMonth() === month - 1,
    };
  });
}

/** '2026年11月' */
export function monthTitle(year: number, month: number): string {
  return `${year}年${month}月`;
}
