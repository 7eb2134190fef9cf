import { and, eq, gte, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { statement } from '../src/db/statement.js';
import { jobs, type Job } from '../src/modules/jobs/schema.js';
import { testDbKind } from './harness.js';
import { databaseForFile } from './support/file-database.js';

const database = databaseForFile();
beforeEach(async () => {
  await database.db.delete(jobs);
});

type NewJob = Partial<Pick<Job, 'siteId' | 'kind' | 'payload' | 'runAt' | 'lastError'>>;

let builds = 0;
const insertJob = statement((db, p: NewJob) => {
  builds += 1;
  return db
    .insert(jobs)
    .values({ kind: 'x', ...p })
    .returning();
});
const jobsOfSite = statement((db, p: { siteId: number; kind: string }) =>
  db
    .select()
    .from(jobs)
    .where(and(eq(jobs.siteId, p.siteId), eq(jobs.kind, p.kind)))
    .orderBy(jobs.id),
);
const retry = statement((db, p: { id: number; runAt: Date; progress: Job['progress'] }) =>
  db
    .update(jobs)
    .set({ runAt: p.runAt, progress: p.progress, attempts: sql`${jobs.attempts} + 1` })
    .where(eq(jobs.id, p.id))
    .returning(),
);
/** The variant decides the query's form: only 'capped' keeps a job under its attempt limit. */
const bump = statement((db, p: { id: number }, variant) =>
  db
    .update(jobs)
    .set({ attempts: sql`${jobs.attempts} + 1` })
    .where(
      and(
        eq(jobs.id, p.id),
        variant === 'capped' ? gte(jobs.maxAttempts, sql`${jobs.attempts} + 1`) : undefined,
      ),
    )
    .returning({ attempts: jobs.attempts }),
);

describe(`statements built once (${testDbKind})`, () => {
  it('inserts and reads the same rows, mapped the same way, as the query written directly', async () => {
    const at = new Date('2026-11-27T08:00:00.123Z');
    const values = { siteId: 7, kind: 'print', payload: { sizes: ['S', 'M'], n: 1 }, runAt: at };
    const [viaStatement] = await insertJob(database.db, values);
    const [direct] = await database.db.insert(jobs).values(values).returning();
    expect({ ...viaStatement, id: 0, createdAt: null, updatedAt: null }).toEqual({
      ...direct,
      id: 0,
      createdAt: null,
      updatedAt: null,
    });
    expect(viaStatement!.runAt).toEqual(at);
    expect(viaStatement!.payload).toEqual({ sizes: ['S', 'M'], n: 1 });

    const read = await jobsOfSite(database.db, { siteId: 7, kind: 'print' });
    const readDirect = await database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.siteId, 7), eq(jobs.kind, 'print')))
      .orderBy(jobs.id);
    expect(read).toEqual(readDirect);
    expect(read.map((job) => job.id)).toEqual([viaStatement!.id, direct!.id]);
  });

  it('builds each shape once: values left undefined take the column default', async () => {
    builds = 0;
    const [first] = await insertJob(database.db, { siteId: 1, kind: 'a' });
    const [second] = await insertJob(database.db, { siteId: 2, kind: 'b', lastError: undefined });
    const [third] = await insertJob(database.db, { siteId: 3, kind: 'c', lastError: 'boom' });
    const [fourth] = await insertJob(database.db, { siteId: 4, kind: 'd', lastError: 'again' });
    expect(builds).toBe(2);
    expect(
      [first, second, third, fourth].map((job) => [job!.siteId, job!.kind, job!.lastError]),
    ).toEqual([
      [1, 'a', null],
      [2, 'b', null],
      [3, 'c', 'boom'],
      [4, 'd', 'again'],
    ]);
    expect(first!.status).toBe('queued');
    expect(first!.maxAttempts).toBe(5);
  });

  it('encodes values written to columns as the column does (dates, JSON)', async () => {
    const [job] = await insertJob(database.db, { kind: 'r' });
    const runAt = new Date('2027-01-02T03:04:05.678Z');
    const [updated] = await retry(database.db, {
      id: job!.id,
      runAt,
      progress: { done: 3, total: null },
    });
    expect(updated!.runAt).toEqual(runAt);
    expect(updated!.progress).toEqual({ done: 3, total: null });
    expect(updated!.attempts).toBe(1);
    const [stored] = await database.db.select().from(jobs).where(eq(jobs.id, job!.id));
    expect(stored).toEqual(updated);
  });

  it('runs on a transaction: sees its rows, and a rollback leaves nothing', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await insertJob(tx, { siteId: 9, kind: 'tx' });
        const inside = await jobsOfSite(tx, { siteId: 9, kind: 'tx' });
        expect(inside).toHaveLength(1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await jobsOfSite(database.db, { siteId: 9, kind: 'tx' })).toEqual([]);
  });

  it('builds a variant of its own where the form depends on a value', async () => {
    const [job] = await insertJob(database.db, { kind: 'v' });
    await database.db.update(jobs).set({ attempts: 5 }).where(eq(jobs.id, job!.id));
    expect(await bump(database.db, { id: job!.id }, 'capped')).toEqual([]);
    expect(await bump(database.db, { id: job!.id })).toEqual([{ attempts: 6 }]);
    expect(await bump(database.db, { id: job!.id }, 'capped')).toEqual([]);
  });
});
