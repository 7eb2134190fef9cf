import { sql, type SQL } from 'drizzle-orm';
import { endOfDay, isDay, startOfDay } from '@podkit/sdk-core/rules';
import { invalid } from './envelope.js';

/**
 * A period's bounds from the YYYY-MM-DD days a request names, counted in the site's time zone
 * (ARCHITECTURE.md decision 10): from the start of `start` up to the start of the day after `end`.
 * A day that does not exist (2026-02-30) is the client's mistake, answered in Chinese.
 */
export function dayBounds(timeZone: string, start?: string, end?: string) {
  for (const day of [start, end])
    if (day !== undefined && !isDay(day)) throw invalid(`日期不存在：${day}（应为 YYYY-MM-DD）`);
  return {
    from: start === undefined ? undefined : startOfDay(start, timeZone),
    to: end === undefined ? undefined : endOfDay(end, timeZone),
  };
}

/** SQL for the site's day (YYYY-MM-DD) of a timestamptz column. */
export function siteDaySql(column: SQL | SQL.Aliased | unknown, timeZone: string): SQL<string> {
  // A literal, not a parameter, so the same expression can be selected and grouped by.
  if (!/^[A-Za-z0-9_+\-/]+$/.test(timeZone)) throw new Error(`bad time zone: ${timeZone}`);
  return sql<string>`to_char(${column} at time zone '${sql.raw(timeZone)}', 'YYYY-MM-DD')`;
}
