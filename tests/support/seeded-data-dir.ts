import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../packages/server/src/db/client.js';
import { seedDemo } from '../../packages/server/src/seed/demo.js';
import { createStorage } from '../../packages/server/src/storage/index.js';

const pgliteDir = (dataDir: string) => path.join(dataDir, 'db');

/**
 * Writes a data directory holding the demo site as the server would seed it. The global setup makes
 * one per run; every server of the run starts from a copy of it instead of seeding its own.
 */
export async function writeSeededDataDir(prefix: string): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `podkit-e2e-${prefix}-`));
  const database = await openDatabase({ pgliteDir: pgliteDir(dataDir) });
  try {
    await database.migrate();
    await seedDemo(database.db, { storage: createStorage({ dataDir, publicUrl: '' }) });
  } finally {
    await database.close();
  }
  return dataDir;
}

/** A copy of the run's seeded data directory. */
export function copySeededDataDir(template: string, prefix: string): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `podkit-e2e-${prefix}-`));
  fs.cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

/**
 * A data directory holding the demo site, plus what `prepare` adds, made before a built server
 * opens it (startBuiltServer's `dataDir`).
 */
export async function seededDataDir(
  prefix: string,
  prepare?: (database: Database) => Promise<void>,
): Promise<string> {
  const dataDir = copySeededDataDir(inject('seededDataDir'), prefix);
  if (!prepare) return dataDir;
  const database = await openDatabase({ pgliteDir: pgliteDir(dataDir) });
  try {
    await prepare(database);
  } finally {
    await database.close();
  }
  return dataDir;
}
