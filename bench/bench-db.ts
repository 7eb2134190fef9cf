import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../packages/server/src/db/client.js';

/** One line of a benchmark's figures. */
export interface BenchRow {
  name: string;
  value: string;
}

/**
 * Runs `run` on a fresh PostgreSQL database when BENCH_DATABASE_URL names a server (created
 * there and dropped afterwards); answers no rows when it does not.
 */
export async function onBenchPostgres(
  run: (database: Database) => Promise<BenchRow[]>,
): Promise<BenchRow[]> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) return [];
  const name = `podkit_bench_${randomBytes(4).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: adminUrl });
  await admin.db.execute(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  try {
    return await run(database);
  } finally {
    await database.close();
    await admin.db.execute(`drop database if exists ${name} with (force)`);
    await admin.close();
  }
}

/** The figures as a Markdown table, for bench/README.md. */
export function printBenchTable(rows: BenchRow[]): void {
  const width = Math.max(...rows.map((row) => row.name.length));
  console.log(`| ${'measure'.padEnd(width)} | result |`);
  console.log(`| ${'-'.repeat(width)} | ------ |`);
  for (const row of rows) console.log(`| ${row.name.padEnd(width)} | ${row.value} |`);
}

/** Runs `run` on a fresh PGlite, then on PostgreSQL when BENCH_DATABASE_URL names one; prints all. */
export async function runOnBenchDatabases(
  run: (label: string, database: Database) => Promise<BenchRow[]>,
): Promise<void> {
  const pglite = await openDatabase({});
  const results = [...(await run('PGlite', pglite).finally(() => pglite.close()))];
  results.push(...(await onBenchPostgres((database) => run('PostgreSQL', database))));
  printBenchTable(results);
}
