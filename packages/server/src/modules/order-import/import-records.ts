import { and, count, desc, eq } from 'drizzle-orm';
import type { OrderImport } from '@podkit/sdk-core';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/envelope.js';
import { pageOffset } from '../../http/paging.js';
import { enqueueJob, jobProgressByIds } from '../jobs/index.js';
import type { UrlOf } from '../materials/index.js';
import type { User } from '../users/index.js';
import type { ImportKind } from './columns.js';
import { ORDER_IMPORT_JOB, type OrderImportPayload, type OrderImportResult } from './import-job.js';
import { orderImports, type OrderImportRow } from './schema.js';

interface JobFacts {
  progress: OrderImport['progress'];
  errorRows: OrderImport['error_rows'];
}

const noJob: JobFacts = { progress: null, errorRows: [] };

export function toOrderImport(row: OrderImportRow, job: JobFacts, urlOf: UrlOf): OrderImport {
  return {
    id: row.id,
    kind: row.kind,
    file_name: row.fileName,
    status: row.status,
    job_id: row.jobId,
    total_rows: row.totalRows,
    imported_orders: row.importedOrders,
    imported_rows: row.importedRows,
    duplicate_orders: row.duplicateOrders,
    failed_rows: row.failedRows,
    error_file_url: row.errorFileKey ? urlOf(row.errorFileKey) : null,
    error: row.error,
    progress: job.progress,
    error_rows: job.errorRows,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

/** Records an uploaded sheet and queues its import job, in one transaction. */
export function recordImport(
  db: Db,
  user: User,
  upload: { kind: ImportKind; fileName: string; fileKey: string; totalRows: number },
): Promise<OrderImportRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(orderImports)
      .values({ siteId: user.siteId, userId: user.id, ...upload })
      .returning();
    const job = await enqueueJob(
      tx,
      ORDER_IMPORT_JOB,
      { importId: row!.id } satisfies OrderImportPayload,
      { siteId: user.siteId, userId: user.id, maxAttempts: 3 },
    );
    const [withJob] = await tx
      .update(orderImports)
      .set({ jobId: job.id })
      .where(eq(orderImports.id, row!.id))
      .returning();
    return withJob!;
  });
}

/** Each import's job progress and first error rows, read in one query. */
async function jobFactsOf(
  db: Db,
  rows: OrderImportRow[],
): Promise<(row: OrderImportRow) => JobFacts> {
  const byId = await jobProgressByIds(
    db,
    rows.flatMap((r) => (r.jobId ? [r.jobId] : [])),
  );
  return (row) => {
    const job = row.jobId ? byId.get(row.jobId) : undefined;
    if (!job) return noJob;
    return {
      progress: job.progress ?? null,
      errorRows: (job.result as OrderImportResult | null)?.errors ?? [],
    };
  };
}

/** One page of the account's imports, newest first, error files addressed by `urlOf`. */
export async function importRecordPage(
  db: Db,
  user: User,
  query: { kind?: ImportKind; page: number; perPage: number },
  urlOf: UrlOf,
): Promise<{ rows: OrderImport[]; total: number }> {
  const { kind, page, perPage } = query;
  const where = and(
    eq(orderImports.siteId, user.siteId),
    eq(orderImports.userId, user.id),
    kind ? eq(orderImports.kind, kind) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(orderImports)
      .where(where)
      .orderBy(desc(orderImports.createdAt), desc(orderImports.id))
      .limit(perPage)
      .offset(pageOffset(page, perPage)),
    db.select({ n: count() }).from(orderImports).where(where),
  ]);
  const factsOf = await jobFactsOf(db, rows);
  return {
    rows: rows.map((row) => toOrderImport(row, factsOf(row), urlOf)),
    total: counted?.n ?? 0,
  };
}

/** One of the account's imports with its progress. */
export async function findImportRecord(
  db: Db,
  user: User,
  id: number,
  urlOf: UrlOf,
): Promise<OrderImport> {
  const [row] = await db
    .select()
    .from(orderImports)
    .where(
      and(
        eq(orderImports.id, id),
        eq(orderImports.siteId, user.siteId),
        eq(orderImports.userId, user.id),
      ),
    );
  if (!row) throw notFound('导入记录');
  const factsOf = await jobFactsOf(db, [row]);
  return toOrderImport(row, factsOf(row), urlOf);
}
