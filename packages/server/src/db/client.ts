import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { packageRoot } from '../package-root.js';
import { lockPgliteDir } from './pglite-lock.js';
import { openPgliteDir, PGLITE_START_PARAMS } from './pglite-memory.js';
import { oneStatementAtATime } from './pg-one-at-a-time.js';
import { usePreparedStatementsOnPool } from './pg-statements.js';
import { usePreparedStatements } from './pglite-statements.js';

/** The one database type every module codes against: PGlite and node-postgres share it. */
export type Db = PgDatabase<PgQueryResultHKT>;

/** A transaction of `Db`: pass it where a query must join the caller's transaction. */
export type DbTransaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What a query function can run on: the database or an open transaction. */
export type DbExecutor = Db | DbTransaction;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded database itself (backups dump its data directory); null on PostgreSQL. */
  pglite: PGlite | null;
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process starting on this database runs its own: on PostgreSQL
   * under a session advisory lock, so web processes and workers started together migrate and seed
   * one after another instead of racing (drizzle's migrator takes no lock). PGlite is one process.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The advisory lock key of start-up work (migrations, demo seed): any fixed 64-bit number. */
const STARTUP_LOCK_KEY = 7_351_602_226;

const migrationsFolder = path.join(packageRoot(), 'migrations');

export interface OpenDatabaseOptions {
  /** postgres:// URL. Without it, PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; omitted means in memory. */
  pgliteDir?: string | undefined;
  /** PGlite starts from this dump (`dumpDataDir`) instead of an empty cluster (a new directory). */
  pgliteDump?: Blob | undefined;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection that breaks (a restart, a failover) is dropped from the pool and
    // replaced on next use; without a listener the error would end the process.
    pool.on('error', (error) => console.warn(`PostgreSQL connection dropped: ${error.message}`));
    usePreparedStatementsOnPool(pool);
    oneStatementAtATime(pool);
    const db = drizzlePg(pool) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      pglite: null,
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
      async exclusively(work) {
        const holder = await pool.connect();
        try {
          await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
          return await work();
        } finally {
          // Released with the connection too, should the unlock itself fail.
          await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
          holder.release();
        }
      },
      close: () => pool.end(),
    };
  }
  if (options.pgliteDir) fs.mkdirSync(options.pgliteDir, { recursive: true });
  const unlock = options.pgliteDir ? lockPgliteDir(options.pgliteDir) : () => {};
  const fromDump = options.pgliteDump ? { loadDataDir: options.pgliteDump } : {};
  let client: PGlite;
  try {
    client = options.pgliteDir
      ? await openPgliteDir(options.pgliteDir, fromDump)
      : new PGlite({ ...fromDump, startParams: PGLITE_START_PARAMS });
    await client.waitReady;
    usePreparedStatements(client);
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    exclusively: (work) => work(),
    close: async () => {
      await client.close();
      unlock();
    },
  };
}
