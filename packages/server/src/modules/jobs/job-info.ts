import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/envelope.js';
import { jobs, type Job } from './schema.js';

/** A job of the account's, as its progress poll shows it. */
export async function ownJobInfo(db: Db, owner: { siteId: number; userId: number }, id: number) {
  const [job] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.siteId, owner.siteId), eq(jobs.userId, owner.userId)));
  if (!job) throw notFound('任务');
  return {
    id: job.id,
    kind: job.kind,
    status: job.status,
    progress: job.progress,
    result: job.result,
    last_error: job.lastError,
    attempts: job.attempts,
    created_at: job.createdAt.toISOString(),
    finished_at: job.finishedAt?.toISOString() ?? null,
  };
}

/** The progress and result of the given jobs, by id (a missing id is left out). */
export async function jobProgressByIds(
  db: Db,
  ids: number[],
): Promise<Map<number, { progress: Job['progress']; result: Job['result'] }>> {
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: jobs.id, progress: jobs.progress, result: jobs.result })
    .from(jobs)
    .where(inArray(jobs.id, ids));
  return new Map(found.map((job) => [job.id, { progress: job.progress, result: job.result }]));
}
