import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateTimeOf,
  dayOf,
  daysBetween,
  endOfDay,
  isDay,
  isTimeZone,
  lastDays,
  startOfDay,
} from './site-time';

const SHANGHAI = 'Asia/Shanghai';

describe('site time', () => {
  it('counts the day in the site zone, not in UTC: 16:55 UTC is already tomorrow in China', () => {
    const evening = new Date('2026-11-24T16:55:00Z');
    expect(dayOf(evening, SHANGHAI)).toBe('2026-11-25');
    expect(dayOf(evening, 'UTC')).toBe('2026-11-24');
    expect(dayOf(evening, 'America/Los_Angeles')).toBe('2026-11-24');
    expect(dateTimeOf(evening, SHANGHAI)).toBe('2026-11-25 00:55');
  });

  it('gives the same answer at every hour of the UTC day', () => {
    for (let hour = 0; hour < 24; hour++) {
      const now = new Date(Date.UTC(2026, 10, 24, hour, 30));
      const period = lastDays(30, SHANGHAI, now);
      // The instant itself lies inside the period the site calls "the last 30 days".
      expect(startOfDay(period.start_date, SHANGHAI).getTime()).toBeLessThanOrEqual(now.getTime());
      expect(endOfDay(period.end_date, SHANGHAI).getTime()).toBeGreaterThan(now.getTime());
      expect(daysBetween(period.start_date, period.end_date)).toBe(29);
    }
  });

  it('finds the start of a day in zones ahead of and behind UTC', () => {
    expect(startOfDay('2026-11-25', SHANGHAI).toISOString()).toBe('2026-11-24T16:00:00.000Z');
    expect(startOfDay('2026-11-25', 'UTC').toISOString()).toBe('2026-11-25T00:00:00.000Z');
    expect(startOfDay('2026-11-25', 'America/New_York').toISOString()).toBe(
      '2026-11-25T05:00:00.000Z',
    );
    expect(endOfDay('2026-12-31', SHANGHAI).toISOString()).toBe('2026-12-31T16:00:00.000Z');
  });

  it('keeps days whole across daylight-saving changes', () => {
    // New York springs forward on 2026-03-08 and falls back on 2026-11-01.
    expect(startOfDay('2026-03-08', 'America/New_York').toISOString()).toBe(
      '2026-03-08T05:00:00.000Z',
    );
    expect(startOfDay('2026-03-09', 'America/New_York').toISOString()).toBe(
      '2026-03-09T04:00:00.000Z',
    );
    expect(startOfDay('2026-11-02', 'America/New_York').toISOString()).toBe(
      '2026-11-02T05:00:00.000Z',
    );
    // São Paulo once skipped midnight itself; the day starts at 01:00.
    expect(startOfDay('2018-11-04', 'America/Sao_Paulo').toISOString()).toBe(
      '2018-11-04T03:00:00.000Z',
    );
  });

  it('moves calendar days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('tells real days and zone names from anything else', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('2026-2-3')).toBe(false);
    expect(isTimeZone(SHANGHAI)).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('+08:00')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(dayOf('not a date', SHANGHAI)).toBe('');
  });
});
