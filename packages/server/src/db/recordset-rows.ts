import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Rows of `table` (by their Drizzle keys) as `(columns) select … from json_populate_recordset(…)`:
 * the whole batch travels as one JSON parameter. Drizzle's multi-row insert builds a placeholder
 * and a type check per cell (defaults included), which for a few hundred wide rows costs more than
 * PostgreSQL's insert itself (bench/README.md, store order sync). Keys absent from every row take
 * the column default (a key some rows lack is null there); JS-side `$defaultFn`s are not applied.
 */
export function recordsetRows(table: PgTable, rows: Array<Record<string, unknown>>): SQL {
  const columns = getTableColumns(table);
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter(
    (key) => key in columns,
  );
  const records = rows.map((values) => {
    const record: Record<string, unknown> = {};
    for (const key of keys) {
      const column = columns[key]!;
      const value = values[key];
      record[column.name] =
        value === null || value === undefined || column.dataType === 'json'
          ? (value ?? null)
          : column.mapToDriverValue(value);
    }
    return record;
  });
  const names = sql.join(
    keys.map((key) => sql.identifier(columns[key]!.name)),
    sql`, `,
  );
  return sql`(${names}) select ${names} from json_populate_recordset(null::${table}, ${JSON.stringify(records)}::json)`;
}

/** The rows a raw `db.execute` answered, on PGlite and node-postgres alike. */
export function executedRows<T>(answer: unknown): T[] {
  return (answer as { rows: T[] }).rows;
}
