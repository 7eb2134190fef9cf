import pino from 'pino';
import { loadConfig } from './config.js';
import { keepHeapGrowthModest } from './heap-growth.js';
import { openDatabase } from './db/client.js';
import { exitOnStopSignals } from './graceful-shutdown.js';
import { jobHandlers } from './modules/index.js';
import { startJobWorker } from './modules/jobs/index.js';

/**
 * A job worker without the HTTP server, for running beside web processes started with JOBS=off.
 * Several processes share one queue only on PostgreSQL (DATABASE_URL); PGlite is one process.
 */
keepHeapGrowthModest();
const config = loadConfig();
if (!config.databaseUrl) {
  console.error('The worker process needs DATABASE_URL: the embedded database serves one process.');
  process.exit(1);
}
const log = pino({ level: config.logLevel });
const database = await openDatabase({ databaseUrl: config.databaseUrl });
await database.exclusively(() => database.migrate());
const worker = startJobWorker(database.db, config, jobHandlers({ config }), log);
log.info(worker ? `job worker ${worker.workerId} started` : 'no job kinds registered');

exitOnStopSignals({ worker, database, log, graceMs: config.shutdownGraceMs });
