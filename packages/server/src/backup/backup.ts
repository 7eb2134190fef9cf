import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import type { ServerConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { packageRoot } from '../package-root.js';
import {
  countFiles,
  FILES,
  MANIFEST,
  PGLITE_DUMP,
  POSTGRES_DUMP,
  type BackupManifest,
} from './manifest.js';
import { runPgTool } from './postgres-tools.js';

type BackupConfig = Pick<ServerConfig, 'dataDir' | 'databaseUrl'>;

/**
 * Writes one `.tar.gz` holding the database and the stored files: PGlite's data directory as
 * PGlite dumps it (the server must be stopped: the embedded database takes one process), or
 * PostgreSQL through `pg_dump` (while it runs); plus `DATA_DIR/files` and a manifest.
 */
export async function createBackup(config: BackupConfig, archive: string): Promise<BackupManifest> {
  const pgliteDir = path.join(config.dataDir, 'db');
  if (!config.databaseUrl && !fs.existsSync(path.join(pgliteDir, 'PG_VERSION'))) {
    throw new Error(`No PodKit database in ${pgliteDir} (set DATA_DIR, or DATABASE_URL)`);
  }
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'podkit-backup-'));
  try {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir });
    let migration: string | null;
    try {
      migration = await lastMigration(database);
      if (database.pglite) {
        const dump = await database.pglite.dumpDataDir('gzip');
        fs.writeFileSync(path.join(staging, PGLITE_DUMP), Buffer.from(await dump.arrayBuffer()));
      } else {
        await runPgTool('pg_dump', [
          '--format=custom',
          '--no-owner',
          '--no-privileges',
          `--file=${path.join(staging, POSTGRES_DUMP)}`,
          config.databaseUrl!,
        ]);
      }
    } finally {
      await database.close();
    }

    const filesDir = path.join(config.dataDir, FILES);
    const manifest: BackupManifest = {
      format: 'podkit-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      database: database.kind,
      migration,
      files: countFiles(filesDir),
    };
    fs.writeFileSync(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 2));
    const entries = [MANIFEST, database.pglite ? PGLITE_DUMP : POSTGRES_DUMP];
    // The files go in as they are, through a link, instead of a copy of them all.
    if (fs.existsSync(filesDir)) {
      fs.symlinkSync(filesDir, path.join(staging, FILES), 'dir');
      entries.push(FILES);
    }
    fs.mkdirSync(path.dirname(path.resolve(archive)), { recursive: true });
    await tar.create(
      { gzip: true, file: archive, cwd: staging, follow: true, portable: true },
      entries,
    );
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** The tag of the last migration applied (drizzle records them in order, one row each). */
async function lastMigration(database: Database): Promise<string | null> {
  const applied = await database.db.execute(
    sql`select count(*) as count from drizzle.__drizzle_migrations`,
  );
  const rows = (applied as unknown as { rows: Array<{ count: string | number }> }).rows;
  const count = Number(rows[0]?.count ?? 0);
  const journal = JSON.parse(
    fs.readFileSync(path.join(packageRoot(), 'migrations', 'meta', '_journal.json'), 'utf8'),
  ) as { entries: Array<{ tag: string }> };
  return count > 0 ? (journal.entries[count - 1]?.tag ?? null) : null;
}
