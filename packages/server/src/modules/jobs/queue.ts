import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { jobs, type Job, type JobProgress } from './schema.js';

export interface EnqueueOptions {
  siteId?: number | null;
  userId?: number | null;
  /** Not before this time (default: now). */
  runAt?: Date;
  maxAttempts?: number;
  /** One queued-or-running job per (kind, key): a second enqueue returns the first. */
  dedupeKey?: string;
}

/** Adds a job; inside a caller's transaction it becomes visible only when that commits. */
export async function enqueueJob(
  db: DbExecutor,
  kind: string,
  payload: unknown,
  options: EnqueueOptions = {},
): Promise<Job> {
  const values = {
    kind,
    payload,
    siteId: options.siteId ?? null,
    userId: options.userId ?? null,
    maxAttempts: options.maxAttempts ?? 5,
    dedupeKey: options.dedupeKey ?? null,
    ...(options.runAt ? { runAt: options.runAt } : {}),
  };
  if (!options.dedupeKey) {
    const [job] = await db.insert(jobs).values(values).returning();
    return job!;
  }
  const [inserted] = await db
    .insert(jobs)
    .values(values)
    .onConflictDoNothing({
      target: [jobs.kind, jobs.dedupeKey],
      where: sql`${jobs.status} in ('queued', 'running') and ${jobs.dedupeKey} is not null`,
    })
    .returning();
  if (inserted) return inserted;
  const [existing] = await db
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, kind),
        eq(jobs.dedupeKey, options.dedupeKey),
        sql`${jobs.status} in ('queued', 'running')`,
      ),
    )
    .limit(1);
  // The active job finished between the two statements: enqueue again.
  return existing ?? enqueueJob(db, kind, payload, options);
}

/**
 * Claims the next due job of these kinds for `workerId` for `leaseMs`: a queued job whose time
 * has come, or a running one whose lease ran out because its process died.
 */
export async function claimJob(
  db: DbExecutor,
  workerId: string,
  kinds: readonly string[],
  leaseMs: number,
): Promise<Job | null> {
  const [job] = await claimJobs(db, workerId, kinds, leaseMs, 1);
  return job ?? null;
}

/** Claims up to `limit` due jobs of these kinds at once (oldest first), as `claimJob` claims one. */
export async function claimJobs(
  db: DbExecutor,
  workerId: string,
  kinds: readonly string[],
  leaseMs: number,
  limit: number,
): Promise<Job[]> {
  if (kinds.length === 0 || limit < 1) return [];
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, [...kinds]),
        sql`((${jobs.status} = 'queued' and ${jobs.runAt} <= now())
          or (${jobs.status} = 'running' and ${jobs.lockedUntil} < now()))`,
      ),
    )
    .orderBy(jobs.runAt, jobs.id)
    .for('update', { skipLocked: true })
    .limit(limit);
  const claimed = await db
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedBy: workerId,
      lockedUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
      updatedAt: sql`now()`,
    })
    .where(inArray(jobs.id, due))
    .returning();
  return claimed.sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.id - b.id);
}

/** Writes progress and extends the lease: a long job that reports progress is not taken away. */
export async function reportProgress(
  db: DbExecutor,
  job: Pick<Job, 'id'> | Array<Pick<Job, 'id'>>,
  workerId: string,
  progress: JobProgress,
  leaseMs: number,
): Promise<void> {
  await db
    .update(jobs)
    .set({
      progress,
      lockedUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
      updatedAt: sql`now()`,
    })
    .where(and(inArray(jobs.id, idsOf(job)), eq(jobs.lockedBy, workerId)));
}

const idsOf = (job: Pick<Job, 'id'> | Array<Pick<Job, 'id'>>) =>
  (Array.isArray(job) ? job : [job]).map((one) => one.id);

export async function completeJob(
  db: DbExecutor,
  job: Pick<Job, 'id'>,
  workerId: string,
  result: unknown,
) {
  await db
    .update(jobs)
    .set({
      status: 'succeeded',
      result: result ?? null,
      lastError: null,
      lockedBy: null,
      lockedUntil: null,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId)));
}

/** Completes several jobs of this worker in one statement, each with its own result. */
export async function completeJobs(
  db: DbExecutor,
  done: Array<{ job: Pick<Job, 'id'>; result: unknown }>,
  workerId: string,
) {
  if (done.length === 0) return;
  if (done.length === 1) return completeJob(db, done[0]!.job, workerId, done[0]!.result);
  const rows = JSON.stringify(
    done.map(({ job, result }) => ({ id: job.id, result: result ?? null })),
  );
  await db.execute(sql`
    update ${jobs} set
      status = 'succeeded',
      result = done.result,
      last_error = null,
      locked_by = null,
      locked_until = null,
      finished_at = now(),
      updated_at = now()
    from jsonb_to_recordset(${rows}::jsonb) as done(id bigint, result jsonb)
    where ${jobs.id} = done.id and ${jobs.lockedBy} = ${workerId}`);
}

/**
 * Gives a claimed job back to the queue at once because its worker is stopping: queued again with
 * its place in line (run_at untouched) and the attempt not counted, so another process claims it
 * on its next poll instead of after the lease runs out. A job no longer ours is left alone.
 */
export async function releaseJob(db: DbExecutor, job: Pick<Job, 'id'>, workerId: string) {
  await db
    .update(jobs)
    .set({
      status: 'queued',
      attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
      lockedBy: null,
      lockedUntil: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running')));
}

/** Retry delay after the n-th failed attempt: 2, 4, 8 … seconds, at most 10 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(2 ** attempts * 1000, 600_000);
}

/** Records a failure: the job runs again later, or fails for good when out of attempts. */
export async function failJob(
  db: DbExecutor,
  job: Pick<Job, 'id' | 'attempts' | 'maxAttempts'>,
  workerId: string,
  error: string,
  options: { permanent?: boolean; retryInMs?: number } = {},
) {
  const finalFailure = options.permanent || job.attempts >= job.maxAttempts;
  const retryIn = options.retryInMs ?? retryDelayMs(job.attempts);
  await db
    .update(jobs)
    .set(
      finalFailure
        ? {
            status: 'failed',
            lastError: error,
            lockedBy: null,
            lockedUntil: null,
            finishedAt: sql`now()`,
            updatedAt: sql`now()`,
          }
        : {
            status: 'queued',
            lastError: error,
            lockedBy: null,
            lockedUntil: null,
            runAt: sql`now() + ${`${retryIn} milliseconds`}::interval`,
            updatedAt: sql`now()`,
          },
    )
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId)));
}
