import { lastDays } from '@podkit/sdk-core';
import dayjs, { type Dayjs } from 'dayjs';

export type Period = [Dayjs, Dayjs];

/** The last 30 of the site's days up to the site's today, as the statistics calls default to. */
export function lastThirtyDays(timeZone: string, now: Date = new Date()): Period {
  const { start_date, end_date } = lastDays(30, timeZone, now);
  return [dayjs(start_date), dayjs(end_date)];
}

/** start_date / end_date of a period, as the server reads them (YYYY-MM-DD). */
export function periodQuery(period: Period): { start_date: string; end_date: string } {
  return { start_date: period[0].format('YYYY-MM-DD'), end_date: period[1].format('YYYY-MM-DD') };
}
