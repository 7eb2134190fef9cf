import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import * as tar from 'tar';
import type { ServerConfig } from '../config.js';
import { lockPgliteDir } from '../db/pglite-lock.js';
import {
  FILES,
  PGLITE_DUMP,
  POSTGRES_DUMP,
  readManifest,
  type BackupManifest,
} from './manifest.js';
import { runPgTool } from './postgres-tools.js';

type RestoreConfig = Pick<ServerConfig, 'dataDir' | 'databaseUrl'>;

/**
 * Restores a backup of `createBackup` into an empty place: a new data directory (PGlite), or an
 * empty PostgreSQL database (DATABASE_URL) and a data directory without files. It never writes
 * over data: a target that holds any refuses, and the operator chooses where to restore.
 */
export async function restoreBackup(
  config: RestoreConfig,
  archive: string,
): Promise<BackupManifest> {
  if (!fs.existsSync(archive)) throw new Error(`No backup at ${archive}`);
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'podkit-restore-'));
  try {
    await tar.extract({ file: archive, cwd: staging });
    const manifest = readManifest(staging);
    const wanted = config.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database !== wanted) {
      throw new Error(
        `This backup is of a ${manifest.database} database; set DATABASE_URL for PostgreSQL, ` +
          'leave it unset for the embedded one',
      );
    }
    const filesDir = path.join(config.dataDir, FILES);
    assertEmptyDir(filesDir, 'the files directory');
    if (config.databaseUrl) {
      await assertEmptyPostgres(config.databaseUrl);
      await runPgTool('pg_restore', [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        `--dbname=${config.databaseUrl}`,
        path.join(staging, POSTGRES_DUMP),
      ]);
    } else {
      await restorePglite(path.join(config.dataDir, 'db'), path.join(staging, PGLITE_DUMP));
    }
    const savedFiles = path.join(staging, FILES);
    if (fs.existsSync(savedFiles)) fs.cpSync(savedFiles, filesDir, { recursive: true });
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

async function restorePglite(dir: string, dump: string) {
  assertEmptyDir(dir, 'the database directory');
  fs.mkdirSync(dir, { recursive: true });
  const unlock = lockPgliteDir(dir);
  try {
    const client = new PGlite(dir, { loadDataDir: new Blob([fs.readFileSync(dump)]) });
    await client.waitReady;
    await client.close();
  } finally {
    unlock();
  }
}

function assertEmptyDir(dir: string, what: string) {
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) {
    throw new Error(`Restore needs an empty place: ${what} ${dir} is not empty`);
  }
}

async function assertEmptyPostgres(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const found = await client.query<{ count: string }>(
      `select count(*) as count from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    if (Number(found.rows[0]?.count ?? 0) > 0) {
      throw new Error('Restore needs an empty database: the one at DATABASE_URL has tables');
    }
  } finally {
    await client.end();
  }
}
