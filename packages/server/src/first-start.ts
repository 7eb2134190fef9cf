import path from 'node:path';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { FIRST_START_LINE, prepareDatabase } from './prepare-database.js';

/**
 * The child process main.ts forks on a first start on the embedded database
 * (prepare-database.ts): creates the cluster, migrates, seeds, closes, and tells its parent
 * whether it seeded.
 */
const config = loadConfig();
console.log(FIRST_START_LINE);
const database = await openDatabase({ pgliteDir: path.join(config.dataDir, 'db') });
try {
  const seeded = await prepareDatabase(database, config);
  process.send?.({ seeded });
} finally {
  await database.close();
}
