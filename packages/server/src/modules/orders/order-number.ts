import { sql, type SQL } from 'drizzle-orm';
import { dayOf } from '@podkit/sdk-core/rules';

/** The least digits of the id in an order number (more when the id is longer). */
const ID_DIGITS = 6;

/** PK + the site's day of `at` as YYYYMMDD: what every order number of that day starts with. */
export function orderNumberPrefix(at: Date, timeZone: string): string {
  return `PK${dayOf(at, timeZone).replaceAll('-', '')}`;
}

/**
 * PK + the day in the site's time zone + the order's id padded to 6 digits, e.g. PK20261121000042.
 * The id makes it unique for good, however many orders a day brings.
 */
export function orderNumber(id: number, at: Date, timeZone: string): string {
  return `${orderNumberPrefix(at, timeZone)}${String(id).padStart(ID_DIGITS, '0')}`;
}

/** `orderNumber` written by SQL, for a statement that draws the order's id itself. */
export function orderNumberSql(prefix: string, id: SQL): SQL {
  return sql`${prefix}::text || lpad(${id}::text, greatest(${ID_DIGITS}, length(${id}::text)), '0')`;
}
