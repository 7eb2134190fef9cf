import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { createJobWorker, type JobHandler, type JobWorker } from './worker.js';

/**
 * Starts a worker for the given job kinds (every module's, `jobHandlers` of `src/modules/index.ts`);
 * null when there are none.
 */
export function startJobWorker(
  db: Db,
  config: ServerConfig,
  handlers: Record<string, JobHandler>,
  log: FastifyBaseLogger,
): JobWorker | null {
  if (Object.keys(handlers).length === 0) return null;
  const worker = createJobWorker({
    db,
    handlers,
    leaseMs: config.jobLeaseMs,
    onError: (error, job) =>
      log.warn({ err: error, jobId: job?.id, kind: job?.kind }, 'job failed'),
  });
  worker.start();
  return worker;
}
