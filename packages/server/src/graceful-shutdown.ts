import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { JobWorker } from './modules/jobs/index.js';

export interface RunningParts {
  /** The HTTP server, absent in the worker process. */
  app?: FastifyInstance;
  worker: JobWorker | null;
  database: { close(): Promise<void> };
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** How long running requests and the running job get before they are cut off / handed back. */
  graceMs: number;
}

/** Closes the HTTP server: no new connections, running requests finish, at most `graceMs`. */
async function closeHttp(app: FastifyInstance, graceMs: number, log: RunningParts['log']) {
  const closed = app.close();
  // A keep-alive connection whose request just finished would otherwise hold the close open until
  // its keep-alive timeout.
  const idle = setInterval(() => app.server.closeIdleConnections(), 100);
  let timer: NodeJS.Timeout | undefined;
  const late = await Promise.race([
    closed.then(() => false),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), graceMs))),
  ]);
  clearTimeout(timer);
  clearInterval(idle);
  if (late) {
    log.warn(`requests still running after ${graceMs} ms: closing their connections`);
    app.server.closeAllConnections();
    await closed;
  }
}

/**
 * Stops a PodKit process: stops accepting connections, lets running requests finish, hands the
 * running job back to the queue (so another process takes it at once, not after its lease), then
 * closes the database.
 */
export async function shutDown(parts: RunningParts): Promise<void> {
  await Promise.all([
    parts.app ? closeHttp(parts.app, parts.graceMs, parts.log) : undefined,
    parts.worker?.stop({ graceMs: parts.graceMs }),
  ]);
  await parts.database.close();
}

/**
 * SIGTERM and SIGINT shut the process down and exit 0 (1 when shutting down failed); a second
 * signal while it waits (Ctrl-C again) ends it at once.
 */
export function exitOnStopSignals(parts: RunningParts): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      parts.log.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    parts.log.info(`${signal}: shutting down`);
    shutDown(parts).then(
      () => process.exit(0),
      (error: unknown) => {
        parts.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
