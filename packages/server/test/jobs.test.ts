import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { claimJob, enqueueJob, retryDelayMs } from '../src/modules/jobs/queue.js';
import { jobs } from '../src/modules/jobs/schema.js';
import { createJobWorker, PermanentJobError, RetryJobLater } from '../src/modules/jobs/worker.js';
import { testDbKind } from './harness.js';
import { databaseForFile } from './support/file-database.js';

const database = databaseForFile();
beforeEach(async () => {
  await database.db.delete(jobs);
});

const read = async (id: number) =>
  (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
/** Makes a job due now (the tests do not wait out retry delays). */
const makeDue = (id: number) =>
  database.db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(eq(jobs.id, id));

describe(`durable jobs on ${testDbKind}`, () => {
  it('runs a job once and keeps its result', async () => {
    const seen: unknown[] = [];
    const worker = createJobWorker({
      db: database.db,
      handlers: { echo: async (job) => (seen.push(job.payload), { ok: true }) },
    });
    const job = await enqueueJob(database.db, 'echo', { n: 1 });
    expect(await worker.runOnce()).toBe(true);
    expect(await worker.runOnce()).toBe(false);
    expect(seen).toEqual([{ n: 1 }]);
    expect(await read(job.id)).toMatchObject({
      status: 'succeeded',
      attempts: 1,
      result: { ok: true },
    });
  });

  it('retries a failing job later with its error, then succeeds', async () => {
    let calls = 0;
    const worker = createJobWorker({
      db: database.db,
      handlers: {
        flaky: async () => {
          calls += 1;
          if (calls < 3) throw new Error(`第 ${calls} 次失败`);
          return 'done';
        },
      },
    });
    const job = await enqueueJob(database.db, 'flaky', null);
    await worker.runOnce();
    const afterFirst = await read(job.id);
    expect(afterFirst).toMatchObject({ status: 'queued', lastError: '第 1 次失败' });
    expect(afterFirst.runAt.getTime()).toBeGreaterThan(Date.now() + retryDelayMs(1) - 1500);
    expect(await worker.runOnce()).toBe(false); // not due yet
    await makeDue(job.id);
    await worker.runOnce();
    await makeDue(job.id);
    await worker.runOnce();
    expect(await read(job.id)).toMatchObject({
      status: 'succeeded',
      attempts: 3,
      result: 'done',
      lastError: null,
    });
  });

  it('fails for good after its attempts, or at once on a permanent error', async () => {
    const worker = createJobWorker({
      db: database.db,
      handlers: {
        broken: async () => {
          throw new Error('总是失败');
        },
        invalid: async () => {
          throw new PermanentJobError('订单不存在');
        },
      },
    });
    const twice = await enqueueJob(database.db, 'broken', null, { maxAttempts: 2 });
    await worker.runOnce();
    await makeDue(twice.id);
    await worker.runOnce();
    expect(await read(twice.id)).toMatchObject({
      status: 'failed',
      attempts: 2,
      lastError: '总是失败',
    });

    const once = await enqueueJob(database.db, 'invalid', null);
    await worker.runOnce();
    expect(await read(once.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: '订单不存在',
    });
  });

  it("honours a handler's retry delay (a platform's Retry-After)", async () => {
    const worker = createJobWorker({
      db: database.db,
      handlers: {
        limited: async () => {
          throw new RetryJobLater('429 请求过多', 30_000);
        },
      },
    });
    const job = await enqueueJob(database.db, 'limited', null);
    await worker.runOnce();
    const row = await read(job.id);
    expect(row.status).toBe('queued');
    expect(row.runAt.getTime() - Date.now()).toBeGreaterThan(25_000);
  });

  it('takes over a job whose worker died, once its lease has run out', async () => {
    const job = await enqueueJob(database.db, 'render', { page: 1 });
    const claimedByDeadWorker = await claimJob(database.db, 'dead-worker', ['render'], 60_000);
    expect(claimedByDeadWorker?.id).toBe(job.id);

    const survivor = createJobWorker({
      db: database.db,
      handlers: { render: async () => 'rendered' },
    });
    expect(await survivor.runOnce()).toBe(false); // the lease still holds
    await database.db
      .update(jobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, job.id));
    expect(await survivor.runOnce()).toBe(true);
    expect(await read(job.id)).toMatchObject({
      status: 'succeeded',
      attempts: 2,
      result: 'rendered',
    });
  });

  it('keeps one active job per dedupe key', async () => {
    const first = await enqueueJob(database.db, 'sync', { store: 1 }, { dedupeKey: 'store:1' });
    const second = await enqueueJob(database.db, 'sync', { store: 1 }, { dedupeKey: 'store:1' });
    expect(second.id).toBe(first.id);
    const worker = createJobWorker({ db: database.db, handlers: { sync: async () => null } });
    await worker.runOnce();
    const third = await enqueueJob(database.db, 'sync', { store: 1 }, { dedupeKey: 'store:1' });
    expect(third.id).not.toBe(first.id);
  });

  it('records progress', async () => {
    const worker = createJobWorker({
      db: database.db,
      handlers: {
        long: async (_job, context) => {
          await context.progress(40, 100);
          return null;
        },
      },
    });
    const job = await enqueueJob(database.db, 'long', null);
    await worker.runOnce();
    expect((await read(job.id)).progress).toEqual({ done: 40, total: 100 });
  });

  it('gives every job to exactly one of two workers running at once', async () => {
    const runs = new Map<number, number>();
    const handler = async (job: { id: number }) => {
      runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 2));
      return null;
    };
    for (let i = 0; i < 20; i += 1) await enqueueJob(database.db, 'count', { i });
    const workers = [1, 2].map((n) =>
      createJobWorker({
        db: database.db,
        handlers: { count: handler },
        workerId: `w${n}`,
        pollMs: 10,
      }),
    );
    const drain = async (worker: (typeof workers)[number]) => {
      while (await worker.runOnce()) {
        // keep going until the queue is empty
      }
    };
    await Promise.all(workers.map(drain));
    expect(runs.size).toBe(20);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    const left = await database.db.select().from(jobs).where(eq(jobs.status, 'queued'));
    expect(left).toEqual([]);
  });

  it('runs jobs in the background once started, and stops cleanly', async () => {
    let done = 0;
    const worker = createJobWorker({
      db: database.db,
      handlers: { bg: async () => (done += 1) },
      pollMs: 20,
    });
    worker.start();
    await enqueueJob(database.db, 'bg', null);
    worker.wake();
    for (let i = 0; i < 100 && done === 0; i += 1) await new Promise((r) => setTimeout(r, 20));
    await worker.stop();
    expect(done).toBe(1);
  });
  describe('when its worker stops', () => {
    /** A handler that runs until `finish` is called, whatever the stop signal says. */
    function stubbornHandler() {
      let finish!: () => void;
      let started!: () => void;
      const running = new Promise<void>((resolve) => (started = resolve));
      const finished = new Promise<void>((resolve) => (finish = resolve));
      const handler = async () => {
        started();
        await finished;
        return 'finished late';
      };
      return { handler, running, finish };
    }

    it('hands a job that outlives the grace back to the queue at once, for another worker', async () => {
      const stubborn = stubbornHandler();
      const worker = createJobWorker({
        db: database.db,
        handlers: { slow: stubborn.handler },
        workerId: 'stopping-worker',
        pollMs: 20,
      });
      const job = await enqueueJob(database.db, 'slow', null);
      worker.start();
      await stubborn.running;
      expect(await read(job.id)).toMatchObject({ status: 'running', lockedBy: 'stopping-worker' });

      const stopping = Date.now();
      await worker.stop({ graceMs: 150 });
      expect(Date.now() - stopping).toBeLessThan(5_000);
      // Queued again, the interrupted attempt not counted, its lease gone: no waiting it out.
      expect(await read(job.id)).toMatchObject({
        status: 'queued',
        attempts: 0,
        lockedBy: null,
        lockedUntil: null,
        lastError: null,
      });
      const taken = await claimJob(database.db, 'other-process', ['slow'], 60_000);
      expect(taken?.id).toBe(job.id);

      // The old handler ending late does not touch a job that is no longer its own.
      stubborn.finish();
      await new Promise((r) => setTimeout(r, 50));
      expect(await read(job.id)).toMatchObject({
        status: 'running',
        lockedBy: 'other-process',
        attempts: 1,
        result: null,
      });
    });

    it('hands back a job whose handler stops on the abort signal, without counting a failure', async () => {
      let started!: () => void;
      const running = new Promise<void>((resolve) => (started = resolve));
      const worker = createJobWorker({
        db: database.db,
        handlers: {
          careful: async (_job, context) => {
            started();
            await new Promise((resolve) => context.signal.addEventListener('abort', resolve));
            throw new Error('stopped between steps');
          },
        },
        pollMs: 20,
      });
      const job = await enqueueJob(database.db, 'careful', null);
      worker.start();
      await running;
      await worker.stop({ graceMs: 10_000 });
      expect(await read(job.id)).toMatchObject({
        status: 'queued',
        attempts: 0,
        lockedBy: null,
        lastError: null,
      });
    });

    it('lets a job that ends within the grace finish', async () => {
      const stubborn = stubbornHandler();
      const worker = createJobWorker({
        db: database.db,
        handlers: { slow: stubborn.handler },
        pollMs: 20,
      });
      const job = await enqueueJob(database.db, 'slow', null);
      worker.start();
      await stubborn.running;
      const stopped = worker.stop({ graceMs: 10_000 });
      setTimeout(() => stubborn.finish(), 100);
      await stopped;
      expect(await read(job.id)).toMatchObject({ status: 'succeeded', result: 'finished late' });
    });
  });
});
