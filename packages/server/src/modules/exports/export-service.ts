import { and, count, desc, eq } from 'drizzle-orm';
import type { ExportRecord, ExportStatus, OrderExportBody } from '@podkit/sdk-core';
import type { Db, DbExecutor } from '../../db/client.js';
import { notFound } from '../../http/envelope.js';
import { pageOffset } from '../../http/paging.js';
import { enqueueJob } from '../jobs/index.js';
import { jobs } from '../jobs/index.js';
import type { User } from '../users/index.js';
import { ORDER_EXPORT_JOB } from './order-export.js';
import { exportRecords } from './schema.js';

const statusLabels: Record<ExportStatus, string> = {
  queued: '排队中',
  running: '导出中',
  succeeded: '已完成',
  failed: '导出失败',
};

type UrlOf = (key: string) => string;

function owned(user: Pick<User, 'siteId' | 'id'>) {
  return and(eq(exportRecords.siteId, user.siteId), eq(exportRecords.userId, user.id));
}

function recordsQuery(db: DbExecutor) {
  return db
    .select({ record: exportRecords, job: jobs })
    .from(exportRecords)
    .leftJoin(jobs, eq(jobs.id, exportRecords.jobId));
}

type Joined = Awaited<ReturnType<ReturnType<typeof recordsQuery>['execute']>>[number];

function toExportRecord({ record, job }: Joined, urlOf: UrlOf): ExportRecord {
  const status: ExportStatus = job?.status ?? 'queued';
  const progress = job?.progress ?? null;
  return {
    id: record.id,
    kind: record.kind,
    name: record.name,
    status,
    status_label: statusLabels[status],
    progress: { done: progress?.done ?? 0, total: progress?.total ?? null },
    row_count: record.rowCount,
    url: status === 'succeeded' && record.fileKey ? urlOf(record.fileKey) : null,
    error: status === 'failed' ? (job?.lastError ?? '导出失败') : '',
    created_at: record.createdAt.toISOString(),
    finished_at: job?.finishedAt ? job.finishedAt.toISOString() : null,
  };
}

/** Asks for an order export: a record and its durable job, in one transaction. */
export async function requestOrderExport(
  db: Db,
  user: User,
  filters: OrderExportBody,
  urlOf: UrlOf,
): Promise<ExportRecord> {
  const id = await db.transaction(async (tx) => {
    const stamp = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
    const [record] = await tx
      .insert(exportRecords)
      .values({
        siteId: user.siteId,
        userId: user.id,
        kind: 'orders',
        name: `订单导出 ${stamp}`,
        filters: { ...filters },
      })
      .returning();
    const job = await enqueueJob(
      tx,
      ORDER_EXPORT_JOB,
      { exportId: record!.id },
      { siteId: user.siteId, userId: user.id, maxAttempts: 3 },
    );
    await tx.update(exportRecords).set({ jobId: job.id }).where(eq(exportRecords.id, record!.id));
    return record!.id;
  });
  return getExport(db, user, id, urlOf);
}

export async function getExport(
  db: DbExecutor,
  user: User,
  id: number,
  urlOf: UrlOf,
): Promise<ExportRecord> {
  const [row] = await recordsQuery(db).where(and(owned(user), eq(exportRecords.id, id)));
  if (!row) throw notFound('导出记录');
  return toExportRecord(row, urlOf);
}

export async function listExports(
  db: DbExecutor,
  user: User,
  page: number,
  pageSize: number,
  urlOf: UrlOf,
): Promise<{ rows: ExportRecord[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    recordsQuery(db)
      .where(owned(user))
      .orderBy(desc(exportRecords.createdAt), desc(exportRecords.id))
      .limit(pageSize)
      .offset(pageOffset(page, pageSize)),
    db.select({ n: count() }).from(exportRecords).where(owned(user)),
  ]);
  return { rows: rows.map((row) => toExportRecord(row, urlOf)), total: total?.n ?? 0 };
}
