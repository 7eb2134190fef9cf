import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { claimJob, completeJob, failJob, releaseJob, reportProgress } from './queue.js';
import type { Job, JobProgress } from './schema.js';

/** Thrown by a handler when trying again cannot help (bad payload, deleted record). */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

/** Thrown by a handler to be retried after a given delay (a platform's Retry-After). */
export class RetryJobLater extends Error {
  override name = 'RetryJobLater';
  constructor(
    message: string,
    readonly retryInMs: number,
  ) {
    super(message);
  }
}

export interface JobContext {
  db: Db;
  /** Records progress and keeps the lease alive. */
  progress(done: number, total: number | null): Promise<void>;
  /** Aborted when the worker stops; long handlers should check it between steps. */
  signal: AbortSignal;
}

export type JobHandler = (job: Job, context: JobContext) => Promise<unknown>;

export interface JobWorkerOptions {
  db: Db;
  handlers: Record<string, JobHandler>;
  workerId?: string;
  /** How long a claimed job stays ours without a progress report. */
  leaseMs?: number;
  /** Wait between polls when the queue is empty. */
  pollMs?: number;
  onError?: (error: unknown, job: Job | null) => void;
}

export interface JobWorker {
  readonly workerId: string;
  /** Claims and runs one due job; false when there was none. */
  runOnce(): Promise<boolean>;
  /** Runs jobs until stopped. */
  start(): void;
  /**
   * Stops polling, aborts the job under way's signal and waits for it at most `graceMs` (default:
   * as long as it takes); a job that does not finish in time, or that stops on the signal, is
   * handed back to the queue for another process.
   */
  stop(options?: { graceMs?: number }): Promise<void>;
  /** Polls at once (after an enqueue in this process). */
  wake(): void;
}

export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const workerId = options.workerId ?? `worker-${process.pid}-${randomBytes(4).toString('hex')}`;
  const leaseMs = options.leaseMs ?? 60_000;
  const pollMs = options.pollMs ?? 1000;
  const kinds = Object.keys(options.handlers);
  const abort = new AbortController();
  let running: Promise<void> | null = null;
  let current: Job | null = null;
  let sleeping: { timer: NodeJS.Timeout; resolve: () => void } | null = null;

  async function runOnce(): Promise<boolean> {
    const job = await claimJob(options.db, workerId, kinds, leaseMs);
    if (!job) return false;
    if (abort.signal.aborted) {
      // Claimed while stopping: give it straight back.
      await releaseJob(options.db, job, workerId);
      return true;
    }
    current = job;
    const handler = options.handlers[job.kind]!;
    const context: JobContext = {
      db: options.db,
      signal: abort.signal,
      progress: (done, total) =>
        reportProgress(options.db, job, workerId, { done, total } satisfies JobProgress, leaseMs),
    };
    try {
      const result = await handler(job, context);
      await completeJob(options.db, job, workerId, result);
    } catch (error) {
      if (abort.signal.aborted) {
        // Stopped under way, not failed: another process runs it again from the start.
        await releaseJob(options.db, job, workerId);
        return true;
      }
      options.onError?.(error, job);
      const message = error instanceof Error ? error.message : String(error);
      await failJob(options.db, job, workerId, message, {
        permanent: error instanceof PermanentJobError,
        ...(error instanceof RetryJobLater ? { retryInMs: error.retryInMs } : {}),
      });
    } finally {
      current = null;
    }
    return true;
  }

  function sleep(): Promise<void> {
    return new Promise((resolve) => {
      sleeping = { timer: setTimeout(resolve, pollMs), resolve };
    });
  }

  async function loop(): Promise<void> {
    while (!abort.signal.aborted) {
      let ran = false;
      try {
        ran = await runOnce();
      } catch (error) {
        options.onError?.(error, null);
      }
      if (!ran && !abort.signal.aborted) await sleep();
    }
  }

  return {
    workerId,
    runOnce,
    start() {
      running ??= loop();
    },
    async stop({ graceMs = Infinity } = {}) {
      abort.abort();
      if (sleeping) {
        clearTimeout(sleeping.timer);
        sleeping.resolve();
      }
      if (!running) return;
      let timer: NodeJS.Timeout | undefined;
      const late = await Promise.race([
        running.then(() => false),
        new Promise<boolean>((resolve) => {
          if (Number.isFinite(graceMs)) timer = setTimeout(() => resolve(true), graceMs);
        }),
      ]);
      clearTimeout(timer);
      // Its handler may still write when it ends: completeJob and failJob only touch our jobs.
      if (late && current) await releaseJob(options.db, current, workerId);
    },
    wake() {
      if (sleeping) {
        clearTimeout(sleeping.timer);
        sleeping.resolve();
        sleeping = null;
      }
    },
  };
}
