import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Text as a search compares it: NFKC (full-width letters, digits and spaces become their usual
 * forms), no whitespace at all, lower case. "Ｔ 恤", "T恤" and "t 恤" are one search text.
 */
export function searchText(text: string): string {
  return text.normalize('NFKC').replace(/\s+/g, '').toLowerCase();
}

/** The same form of a column, computed by the database (every function used is immutable). */
export function searchTextSql(column: AnyColumn | SQL): SQL<string> {
  return sql<string>`lower(regexp_replace(normalize(${column}, NFKC), '\\s+', '', 'g'))`;
}

/**
 * `column` contains what a person typed, whatever spaces and full-width forms either side has;
 * undefined when nothing searchable was typed. `%` and `_` typed are literal characters.
 */
export function containsTyped(column: AnyColumn | SQL, typed: string | undefined): SQL | undefined {
  return searchFormContains(searchTextSql(column), typed);
}

/**
 * `containsTyped` on a column that already holds the search form of a text (a generated column
 * of `searchTextSql`), so the database compares without computing the form row by row.
 */
export function searchFormContains(
  searchForm: AnyColumn | SQL,
  typed: string | undefined,
): SQL | undefined {
  const pattern = searchPattern(typed);
  return pattern === undefined ? undefined : sql`${searchForm} like ${pattern}`;
}

/**
 * The LIKE pattern a search form is compared with (`searchForm like pattern`): what was typed,
 * in its search form, anywhere; undefined when nothing searchable was typed.
 */
export function searchPattern(typed: string | undefined): string | undefined {
  const wanted = searchText(typed ?? '');
  return wanted ? `%${wanted.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
}
