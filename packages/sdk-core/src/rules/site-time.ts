/**
 * Days in the site's time zone (ARCHITECTURE.md decision 10). Instants travel as UTC; a day
 * (YYYY-MM-DD), a default period and the date in an order number are counted in the site's zone,
 * by these same functions on the server and in the browser, whatever the machine's own zone is.
 */

/** The zone a site counts its days in unless an operator sets another. */
export const DEFAULT_SITE_TIME_ZONE = 'Asia/Shanghai';

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** Whether the runtime knows `timeZone` as an IANA zone name (e.g. Asia/Shanghai). */
export function isTimeZone(timeZone: string): boolean {
  if (!timeZone || !timeZone.includes('/')) return timeZone === 'UTC';
  try {
    wallClockFormat(timeZone);
    return true;
  } catch {
    return false;
  }
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(instant: number, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of wallClockFormat(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function toInstant(value: Date | string | number): number {
  return value instanceof Date ? value.getTime() : new Date(value).getTime();
}

/** The day (YYYY-MM-DD) an instant falls on in `timeZone`; '' for an invalid instant. */
export function dayOf(value: Date | string | number, timeZone: string): string {
  const instant = toInstant(value);
  if (Number.isNaN(instant)) return '';
  const c = wallClock(instant, timeZone);
  return `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)}`;
}

/** 'YYYY-MM-DD HH:mm' of an instant in `timeZone`; '' for an invalid instant. */
export function dateTimeOf(value: Date | string | number, timeZone: string): string {
  const instant = toInstant(value);
  if (Number.isNaN(instant)) return '';
  const c = wallClock(instant, timeZone);
  return `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)} ${pad(c.hour)}:${pad(c.minute)}`;
}

/** Whether `day` is a real calendar day written YYYY-MM-DD. */
export function isDay(day: string): boolean {
  const match = DAY_PATTERN.exec(day);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === day;
}

/** How far `timeZone`'s wall clock is ahead of UTC at an instant, in ms. */
function zoneOffset(instant: number, timeZone: string): number {
  const c = wallClock(instant, timeZone);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant `day` begins in `timeZone` (its first existing minute on a daylight-saving day). */
export function startOfDay(day: string, timeZone: string): Date {
  const match = DAY_PATTERN.exec(day);
  if (!match || !isDay(day)) throw new RangeError(`not a day: ${day}`);
  const midnightUtc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  // Two passes settle the offset, also when midnight itself falls in a daylight-saving gap.
  let instant = midnightUtc - zoneOffset(midnightUtc, timeZone);
  instant = midnightUtc - zoneOffset(instant, timeZone);
  if (dayOf(instant, timeZone) !== day) instant += 60 * MINUTE_MS;
  return new Date(instant);
}

/** The instant the day after `day` begins: the exclusive end of a period that ends on `day`. */
export function endOfDay(day: string, timeZone: string): Date {
  return startOfDay(addDays(day, 1), timeZone);
}

/** `day` moved by `count` calendar days (negative goes back). */
export function addDays(day: string, count: number): string {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new RangeError(`not a day: ${day}`);
  const utc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + count);
  return new Date(utc).toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The site's today. */
export function today(timeZone: string, now: Date = new Date()): string {
  return dayOf(now, timeZone);
}

/** The last `count` days up to and including today, as list filters and statistics default to. */
export function lastDays(
  count: number,
  timeZone: string,
  now: Date = new Date(),
): { start_date: string; end_date: string } {
  const end = today(timeZone, now);
  return { start_date: addDays(end, 1 - count), end_date: end };
}
