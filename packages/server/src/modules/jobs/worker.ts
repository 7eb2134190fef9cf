import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { claimJob, claimJobs, completeJobs, failJob, releaseJob, reportProgress } from './queue.js';
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

/** How one job of a batch ended: its result, or the error it fails (or is retried) with. */
export type JobOutcome = { ok: true; result: unknown } | { ok: false; error: unknown };

/**
 * Runs several due jobs of one kind together (one platform session, one transaction), answering
 * each job's outcome in the order given. Each job keeps its own lease, attempts and retries.
 */
export interface BatchJobRunner {
  /** The most jobs claimed together. */
  max: number;
  run(jobs: Job[], context: JobContext): Promise<JobOutcome[]>;
}

export type JobHandler = ((job: Job, context: JobContext) => Promise<unknown>) & {
  /** When set, the worker claims up to `batch.max` due jobs of the kind at once and runs them so. */
  batch?: BatchJobRunner;
};

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
  /** Claims and runs one due job (or a batch of one kind); false when there was none. */
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
  let current: Job[] | null = null;
  let sleeping: { timer: NodeJS.Timeout; resolve: () => void } | null = null;

  async function runOnce(): Promise<boolean> {
    const first = await claimJob(options.db, workerId, kinds, leaseMs);
    if (!first) return false;
    const handler = options.handlers[first.kind]!;
    const claimed =
      handler.batch && handler.batch.max > 1
        ? [
            first,
            ...(await claimJobs(
              options.db,
              workerId,
              [first.kind],
              leaseMs,
              handler.batch.max - 1,
            )),
          ]
        : [first];
    if (abort.signal.aborted) {
      // Claimed while stopping: give them straight back.
      for (const job of claimed) await releaseJob(options.db, job, workerId);
      return true;
    }
    current = claimed;
    const context: JobContext = {
      db: options.db,
      signal: abort.signal,
      progress: (done, total) =>
        reportProgress(
          options.db,
          claimed,
          workerId,
          { done, total } satisfies JobProgress,
          leaseMs,
        ),
    };
    try {
      const outcomes = await runHandler(handler, claimed, context);
      await completeJobs(
        options.db,
        claimed.flatMap((job, i) => {
          const outcome = outcomes[i]!;
          return outcome.ok ? [{ job, result: outcome.result }] : [];
        }),
        workerId,
      );
      for (const [i, job] of claimed.entries()) {
        const outcome = outcomes[i]!;
        if (!outcome.ok) await settleFailure(job, outcome.error);
      }
    } finally {
      current = null;
    }
    return true;
  }

  async function runHandler(
    handler: JobHandler,
    claimed: Job[],
    context: JobContext,
  ): Promise<JobOutcome[]> {
    try {
      if (handler.batch && claimed.length > 1) {
        const outcomes = await handler.batch.run(claimed, context);
        if (outcomes.length !== claimed.length) throw new Error('batch answered the wrong count');
        return outcomes;
      }
      return [{ ok: true, result: await handler(claimed[0]!, context) }];
    } catch (error) {
      return claimed.map(() => ({ ok: false, error }));
    }
  }

  async function settleFailure(job: Job, error: unknown): Promise<void> {
    if (abort.signal.aborted) {
      // Stopped under way, not failed: another process runs it again from the start.
      await releaseJob(options.db, job, workerId);
      return;
    }
    options.onError?.(error, job);
    const message = error instanceof Error ? error.message : String(error);
    await failJob(options.db, job, workerId, message, {
      permanent: error instanceof PermanentJobError,
      ...(error instanceof RetryJobLater ? { retryInMs: error.retryInMs } : {}),
    });
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
      if (late && current) for (const job of current) await releaseJob(options.db, job, workerId);
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
