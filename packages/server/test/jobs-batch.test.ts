import { eq, inArray, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { claimJobs, enqueueJob } from '../src/modules/jobs/queue.js';
import { jobs, type Job } from '../src/modules/jobs/schema.js';
import {
  createJobWorker,
  PermanentJobError,
  RetryJobLater,
  type JobHandler,
  type JobOutcome,
} from '../src/modules/jobs/worker.js';
import { testDbKind } from './harness.js';
import { databaseForFile } from './support/file-database.js';

const database = databaseForFile();
beforeEach(async () => {
  await database.db.delete(jobs);
});

const rows = async (ids: number[]) =>
  (await database.db.select().from(jobs).where(inArray(jobs.id, ids))).sort((a, b) => a.id - b.id);

/** A handler of kind `each` that records the batches it is given and answers `outcome` per job. */
function batchHandler(max: number, outcome: (job: Job) => JobOutcome = () => ok('done')) {
  const batches: number[][] = [];
  const single = async (job: Job) => {
    batches.push([job.id]);
    const answer = outcome(job);
    if (!answer.ok) throw answer.error;
    return answer.result;
  };
  const handler: JobHandler = Object.assign(single, {
    batch: {
      max,
      run: async (claimed: Job[]) => {
        batches.push(claimed.map((job) => job.id));
        return claimed.map(outcome);
      },
    },
  });
  return { handler, batches };
}

const ok = (result: unknown): JobOutcome => ({ ok: true, result });

describe(`jobs run in batches on ${testDbKind}`, () => {
  it('claims the due jobs of a batch kind together, oldest first, at most `max`', async () => {
    const { handler, batches } = batchHandler(3, (job) =>
      ok({ n: (job.payload as { n: number }).n }),
    );
    const queued = [];
    for (let n = 0; n < 5; n++) queued.push(await enqueueJob(database.db, 'each', { n }));
    const other = await enqueueJob(database.db, 'other', null);
    const worker = createJobWorker({
      db: database.db,
      handlers: { each: handler, other: async () => 'alone' },
    });
    while (await worker.runOnce()) {
      /* drain */
    }
    const ids = queued.map((job) => job.id);
    expect(batches).toEqual([ids.slice(0, 3), ids.slice(3)]);
    expect((await rows(ids)).map((row) => [row.status, row.attempts, row.result])).toEqual(
      [0, 1, 2, 3, 4].map((n) => ['succeeded', 1, { n }]),
    );
    expect((await rows([other.id]))[0]).toMatchObject({ status: 'succeeded', result: 'alone' });
  });

  it('settles each job of a batch on its own: a retry, a permanent failure, successes', async () => {
    const { handler } = batchHandler(10, (job) => {
      const n = (job.payload as { n: number }).n;
      if (n === 1) return { ok: false, error: new RetryJobLater('限流', 30_000) };
      if (n === 2) return { ok: false, error: new PermanentJobError('订单不存在') };
      return ok(n);
    });
    const queued = [];
    for (let n = 0; n < 4; n++) queued.push(await enqueueJob(database.db, 'each', { n }));
    const worker = createJobWorker({ db: database.db, handlers: { each: handler } });
    expect(await worker.runOnce()).toBe(true);
    const [first, retried, failed, last] = await rows(queued.map((job) => job.id));
    expect(first).toMatchObject({ status: 'succeeded', result: 0, lockedBy: null });
    expect(retried).toMatchObject({ status: 'queued', lastError: '限流', attempts: 1 });
    expect(retried!.runAt.getTime() - Date.now()).toBeGreaterThan(25_000);
    expect(failed).toMatchObject({ status: 'failed', lastError: '订单不存在' });
    expect(last).toMatchObject({ status: 'succeeded', result: 3 });
    expect(await worker.runOnce()).toBe(false);
  });

  it('retries every job of a batch whose runner throws', async () => {
    const handler: JobHandler = Object.assign(async () => null, {
      batch: {
        max: 10,
        run: async (): Promise<JobOutcome[]> => {
          throw new Error('数据库断开');
        },
      },
    });
    const queued = [];
    for (let n = 0; n < 3; n++) queued.push(await enqueueJob(database.db, 'each', { n }));
    const worker = createJobWorker({ db: database.db, handlers: { each: handler } });
    await worker.runOnce();
    expect((await rows(queued.map((job) => job.id))).map((row) => row.status)).toEqual([
      'queued',
      'queued',
      'queued',
    ]);
    expect((await rows([queued[0]!.id]))[0]!.lastError).toBe('数据库断开');
  });

  it('takes over the whole batch of a worker that died, once its leases run out', async () => {
    const queued = [];
    for (let n = 0; n < 3; n++) queued.push(await enqueueJob(database.db, 'each', { n }));
    const held = await claimJobs(database.db, 'dead-worker', ['each'], 60_000, 10);
    expect(held.map((job) => job.id)).toEqual(queued.map((job) => job.id));
    const { handler, batches } = batchHandler(10);
    const survivor = createJobWorker({ db: database.db, handlers: { each: handler } });
    expect(await survivor.runOnce()).toBe(false); // the leases still hold
    await database.db
      .update(jobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.lockedBy, 'dead-worker'));
    expect(await survivor.runOnce()).toBe(true);
    expect(batches).toEqual([queued.map((job) => job.id)]);
    expect(
      (await rows(queued.map((job) => job.id))).map((row) => [row.status, row.attempts]),
    ).toEqual([1, 2, 3].map(() => ['succeeded', 2]));
  });

  it('gives every job to exactly one of two batch workers running at once', async () => {
    const runs = new Map<number, number>();
    const count = (job: Job) => {
      runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
      return ok(null);
    };
    for (let i = 0; i < 30; i += 1) await enqueueJob(database.db, 'each', { i });
    const workers = [1, 2].map((n) =>
      createJobWorker({
        db: database.db,
        handlers: { each: batchHandler(4, count).handler },
        workerId: `w${n}`,
      }),
    );
    const drain = async (worker: (typeof workers)[number]) => {
      while (await worker.runOnce()) {
        // keep going until the queue is empty
      }
    };
    await Promise.all(workers.map(drain));
    expect(runs.size).toBe(30);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    expect(await database.db.select().from(jobs).where(eq(jobs.status, 'queued'))).toEqual([]);
  });
});
