import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const jobStatuses = ['queued', 'running', 'succeeded', 'failed'] as const;
export type JobStatus = (typeof jobStatuses)[number];

export interface JobProgress {
  done: number;
  /** null while the total is not known yet. */
  total: number | null;
}

/**
 * Durable background work (ARCHITECTURE.md decision 6): any server or worker process claims a due
 * job with FOR UPDATE SKIP LOCKED and holds it for a lease; a job whose lease ran out (its process
 * died) is claimed again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id'),
    userId: integer('user_id'),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<unknown>(),
    status: text('status').$type<JobStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    progress: jsonb('progress').$type<JobProgress>(),
    result: jsonb('result').$type<unknown>(),
    lastError: text('last_error'),
    /** While a job with this key is queued or running, enqueueing the same key returns it. */
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due').on(t.status, t.runAt),
    index('jobs_owner').on(t.siteId, t.userId, t.createdAt),
    uniqueIndex('jobs_active_dedupe')
      .on(t.kind, t.dedupeKey)
      .where(sql`${t.status} in ('queued', 'running') and ${t.dedupeKey} is not null`),
  ],
);

export type Job = typeof jobs.$inferSelect;
