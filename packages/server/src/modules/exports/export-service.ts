import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type {
  ExportKind,
  ExportRecord,
  ExportStatus,
  OrderExportBody,
  ProductFilesExportBody,
} from '@podkit/sdk-core';
import type { Db, DbExecutor } from '../../db/client.js';
import { notFound } from '../../http/envelope.js';
import { designedProducts } from '../products/index.js';
import { pageOffset } from '../../http/paging.js';
import { enqueueJob } from '../jobs/index.js';
import { jobs } from '../jobs/index.js';
import type { User } from '../users/index.js';
import { ORDER_EXPORT_JOB } from './order-export.js';
import { PRODUCT_FILES_EXPORT_JOB } from './product-files-export.js';
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
  // A file made at once (a bulk-upload file) has no job: it is done when it has its file.
  const status: ExportStatus =
    job?.status ?? (record.jobId === null && record.fileKey ? 'succeeded' : 'queued');
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
    finished_at: job?.finishedAt
      ? job.finishedAt.toISOString()
      : status === 'succeeded'
        ? record.createdAt.toISOString()
        : null,
  };
}

/** Beijing wall-clock minutes, for an export's name (2026-11-25 15:30). */
const nameStamp = () =>
  new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

/** Starts an export: its record and its durable job, in one transaction. */
async function requestExport(
  db: Db,
  user: User,
  request: { kind: ExportKind; name: string; job: string; filters: Record<string, unknown> },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [record] = await tx
      .insert(exportRecords)
      .values({
        siteId: user.siteId,
        userId: user.id,
        kind: request.kind,
        name: request.name,
        filters: request.filters,
      })
      .returning();
    const job = await enqueueJob(
      tx,
      request.job,
      { exportId: record!.id },
      { siteId: user.siteId, userId: user.id, maxAttempts: 3 },
    );
    await tx.update(exportRecords).set({ jobId: job.id }).where(eq(exportRecords.id, record!.id));
    return record!.id;
  });
}

/**
 * Records a file another module made at once and stored under the owner's private `export/`
 * folder, so it is listed in 导出记录 beside the exports made by jobs.
 */
export async function recordFinishedExport(
  db: DbExecutor,
  owner: { siteId: number; userId: number },
  file: {
    kind: ExportKind;
    name: string;
    fileKey: string;
    rowCount: number;
    filters: Record<string, unknown>;
  },
): Promise<number> {
  const [record] = await db
    .insert(exportRecords)
    .values({ ...owner, ...file })
    .returning({ id: exportRecords.id });
  return record!.id;
}

/** Asks for an order export (.xlsx). */
export async function requestOrderExport(
  db: Db,
  user: User,
  filters: OrderExportBody,
  urlOf: UrlOf,
): Promise<ExportRecord> {
  const id = await requestExport(db, user, {
    kind: 'orders',
    name: `订单导出 ${nameStamp()}`,
    job: ORDER_EXPORT_JOB,
    filters: { ...filters },
  });
  return getExport(db, user, id, urlOf);
}

/**
 * Asks for a zip of the mockups and print files of some of the caller's products. Every id must
 * be the caller's: one that is not refuses the whole request.
 */
export async function requestProductFilesExport(
  db: Db,
  user: User,
  body: ProductFilesExportBody,
  urlOf: UrlOf,
): Promise<ExportRecord> {
  const ids = [...new Set(body.product_ids)];
  const [owned] = await db
    .select({ n: count() })
    .from(designedProducts)
    .where(
      and(
        eq(designedProducts.siteId, user.siteId),
        eq(designedProducts.userId, user.id),
        inArray(designedProducts.id, ids),
      ),
    );
  if ((owned?.n ?? 0) !== ids.length) throw notFound('所选商品');
  const id = await requestExport(db, user, {
    kind: 'product_files',
    name: `商品图片打包 ${nameStamp()}`,
    job: PRODUCT_FILES_EXPORT_JOB,
    filters: { product_ids: ids, kinds: [...new Set(body.kinds)] },
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
