import { dayOf } from '@podkit/sdk-core/rules';

/** PK + the site's day of `at` as YYYYMMDD: what every order number of that day starts with. */
export function orderNumberPrefix(at: Date, timeZone: string): string {
  return `PK${dayOf(at, timeZone).replaceAll('-', '')}`;
}

/**
 * PK + the day in the site's time zone + the order's id padded to 6 digits, e.g. PK20261121000042.
 * The id makes it unique for good, however many orders a day brings.
 */
export function orderNumber(id: number, at: Date, timeZone: string): string {
  return `${orderNumberPrefix(at, timeZone)}${String(id).padStart(6, '0')}`;
}
