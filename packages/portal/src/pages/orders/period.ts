import dayjs, { type Dayjs } from 'dayjs';

export type Period = [Dayjs, Dayjs];

/** The last 30 days up to today, as the statistics calls default to. */
export function lastThirtyDays(today: Dayjs = dayjs()): Period {
  return [today.subtract(29, 'day').startOf('day'), today.startOf('day')];
}

/** start_date / end_date of a period, as the server reads them (YYYY-MM-DD). */
export function periodQuery(period: Period): { start_date: string; end_date: string } {
  return { start_date: period[0].format('YYYY-MM-DD'), end_date: period[1].format('YYYY-MM-DD') };
}
