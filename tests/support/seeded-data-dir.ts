import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../packages/server/src/db/client.js';
import { seedDemo } from '../../packages/server/src/seed/demo.js';
import { createStorage } from '../../packages/server/src/storage/index.js';

/**
 * A data directory holding the demo site as the server would seed it, plus what `prepare` adds,
 * made before a built server opens it (startBuiltServer's `dataDir`).
 */
export async function seededDataDir(
  prefix: string,
  prepare?: (database: Database) => Promise<void>,
): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `podkit-e2e-${prefix}-`));
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
  try {
    await database.migrate();
    await seedDemo(database.db, { storage: createStorage({ dataDir, publicUrl: '' }) });
    await prepare?.(database);
  } finally {
    await database.close();
  }
  return dataDir;
}
