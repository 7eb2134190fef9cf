import { createContext, useContext } from 'react';
import { DEFAULT_SITE_TIME_ZONE, dateTimeOf } from '@podkit/sdk-core';

/** The site's time zone (site config `time_zone`), which every time in the table is shown in. */
export const TimeZoneContext = createContext<string>(DEFAULT_SITE_TIME_ZONE);

/** '2026-11-21 19:05' in the site's time zone, as the portal shows times. */
export function orderTime(iso: string, timeZone: string): string {
  return dateTimeOf(iso, timeZone) || iso;
}

/** orderTime in the time zone the table was given. */
export function useOrderTime(): (iso: string) => string {
  const timeZone = useContext(TimeZoneContext);
  return (iso) => orderTime(iso, timeZone);
}
