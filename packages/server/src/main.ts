import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { keepHeapGrowthModest } from './heap-growth.js';
import { openDatabase } from './db/client.js';
import { exitOnStopSignals } from './graceful-shutdown.js';
import { jobHandlers } from './modules/index.js';
import { startJobWorker } from './modules/jobs/index.js';
import { isNewPgliteDir, prepareDatabase, prepareInChildProcess } from './prepare-database.js';

keepHeapGrowthModest();
const config = loadConfig();
const pgliteDir = path.join(config.dataDir, 'db');
// A new embedded database is created and seeded by a child process, whose memory leaves with it.
const seededByChild =
  !config.databaseUrl && isNewPgliteDir(pgliteDir) ? await prepareInChildProcess() : false;
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir });
const seeded = (await prepareDatabase(database, config)) || seededByChild;
const app = await buildApp({ db: database.db, config });
const worker = config.runJobs
  ? startJobWorker(database.db, config, jobHandlers({ config }), app.log)
  : null;

exitOnStopSignals({ app, worker, database, log: app.log, graceMs: config.shutdownGraceMs });

await app.listen({ port: config.port, host: config.host });
// PORT=0 asks the system for a free port (the tests do): name the one it gave.
const { port } = app.server.address() as AddressInfo;
const where = config.databaseUrl
  ? 'PostgreSQL (DATABASE_URL)'
  : `PGlite in ${path.join(config.dataDir, 'db')}`;
console.log(`\nPodKit is running on http://localhost:${port}  ·  database: ${where}`);
if (seeded) console.log('Demo data created.');
console.log('Demo reseller: demo / demo123456    Operator: operator / operator123456\n');
