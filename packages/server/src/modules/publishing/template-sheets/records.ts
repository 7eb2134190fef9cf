import { and, count, desc, eq } from 'drizzle-orm';
import type { PublishPlatform, TemplateRecord, TemplateRecordKind } from '@podkit/sdk-core';
import type { DbExecutor } from '../../../db/client.js';
import { notFound } from '../../../http/envelope.js';
import { pageOffset } from '../../../http/paging.js';
import type { UrlOf } from '../../materials/index.js';
import { ownedBy, type Owner } from '../owner.js';
import { templateRecords, type TemplateRecordRow } from '../schema.js';

export type NewTemplateRecord = Omit<
  typeof templateRecords.$inferInsert,
  'id' | 'siteId' | 'userId' | 'createdAt' | 'remark'
>;

export function toTemplateRecord(row: TemplateRecordRow, urlOf: UrlOf): TemplateRecord {
  return {
    id: row.id,
    kind: row.kind,
    platform: row.platform,
    file_name: row.fileName,
    file_url: urlOf(row.fileKey),
    operator: row.operator,
    total_rows: row.totalRows,
    ok_rows: row.okRows,
    failed_rows: row.failedRows,
    error_rows: row.errorRows ?? [],
    remark: row.remark,
    created_at: row.createdAt.toISOString(),
  };
}

export async function insertTemplateRecord(
  db: DbExecutor,
  owner: Owner,
  values: NewTemplateRecord,
): Promise<TemplateRecordRow> {
  const [row] = await db
    .insert(templateRecords)
    .values({ ...owner, ...values })
    .returning();
  return row!;
}

export async function listTemplateRecords(
  db: DbExecutor,
  owner: Owner,
  query: { kind?: TemplateRecordKind; platform?: PublishPlatform; page: number; page_size: number },
): Promise<{ rows: TemplateRecordRow[]; total: number }> {
  const where = and(
    ownedBy(templateRecords, owner),
    query.kind ? eq(templateRecords.kind, query.kind) : undefined,
    query.platform ? eq(templateRecords.platform, query.platform) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(templateRecords)
      .where(where)
      .orderBy(desc(templateRecords.id))
      .limit(query.page_size)
      .offset(pageOffset(query.page, query.page_size)),
    db.select({ n: count() }).from(templateRecords).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function updateTemplateRecordRemark(
  db: DbExecutor,
  owner: Owner,
  id: number,
  remark: string,
): Promise<TemplateRecordRow> {
  const [row] = await db
    .update(templateRecords)
    .set({ remark: remark.trim() })
    .where(and(ownedBy(templateRecords, owner), eq(templateRecords.id, id)))
    .returning();
  if (!row) throw notFound('模板记录');
  return row;
}

/** Deletes the record and answers its file's key, for the caller to remove from storage. */
export async function deleteTemplateRecord(
  db: DbExecutor,
  owner: Owner,
  id: number,
): Promise<string> {
  const [row] = await db
    .delete(templateRecords)
    .where(and(ownedBy(templateRecords, owner), eq(templateRecords.id, id)))
    .returning({ fileKey: templateRecords.fileKey });
  if (!row) throw notFound('模板记录');
  return row.fileKey;
}
