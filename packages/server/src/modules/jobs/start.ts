import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { jobHandlers } from './handlers.js';
import { createJobWorker, type JobWorker } from './worker.js';

/** Starts a worker for every registered job kind; null when there are none yet. */
export function startJobWorker(
  db: Db,
  config: ServerConfig,
  log: FastifyBaseLogger,
): JobWorker | null {
  const handlers = jobHandlers({ config });
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
