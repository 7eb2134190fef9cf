import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/envelope.js';
import { randomKeyName, StorageKeyExistsError, type StorageDriver } from '../../storage/index.js';
import { siteLogistics } from '../cart/index.js';
import type { Job } from '../jobs/index.js';
import { PermanentJobError, type JobContext, type JobHandler } from '../jobs/index.js';
import { sendUserMessage } from '../messages/index.js';
import { users } from '../users/index.js';
import { columnsOf, importKindTitles } from './columns.js';
import { planImport } from './import-plan.js';
import { writeOrders } from './import-write.js';
import { orderImports, type OrderImportRow } from './schema.js';
import { sniffSheetFormat } from '../../sheets/sheet-file.js';
import { readSheet } from './sheet-read.js';
import { buildErrorFile } from './workbooks.js';

export const ORDER_IMPORT_JOB = 'order-import';

export interface OrderImportPayload {
  importId: number;
}

/** The first refused rows, kept in the job's result so the screen can list them at once. */
export const ERROR_PREVIEW_ROWS = 50;

export interface OrderImportResult {
  importId: number;
  status: OrderImportRow['status'];
  errors: Array<{ row_number: number; reason: string }>;
}

async function readStored(storage: StorageDriver, key: string): Promise<Buffer> {
  const object = await storage.get(key);
  if (!object) throw new PermanentJobError('上传的文件已不存在，请重新上传');
  const chunks: Buffer[] = [];
  for await (const chunk of object.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function finish(db: Db, id: number, values: Partial<OrderImportRow>): Promise<void> {
  await db
    .update(orderImports)
    .set({ ...values, finishedAt: new Date() })
    .where(eq(orderImports.id, id));
}

/**
 * Reads the upload, checks every row, writes the good orders in batches (progress counts rows:
 * the checking half, then the writing half) and stores the refused rows as an error file. A
 * restarted run claims nothing twice, because each order number is claimed once per reseller.
 */
export async function runOrderImport(
  db: Db,
  storage: StorageDriver,
  importId: number,
  progress: JobContext['progress'],
): Promise<{ record: OrderImportRow; errors: OrderImportResult['errors'] }> {
  const [record] = await db.select().from(orderImports).where(eq(orderImports.id, importId));
  if (!record) throw new PermanentJobError(`导入记录 ${importId} 不存在`);
  if (record.status === 'done' || record.status === 'failed') return { record, errors: [] };
  const [user] = await db.select().from(users).where(eq(users.id, record.userId));
  if (!user) throw new PermanentJobError('导入的用户已不存在');
  await db.update(orderImports).set({ status: 'running' }).where(eq(orderImports.id, importId));

  const columns = columnsOf(record.kind);
  let sheet;
  try {
    const bytes = await readStored(storage, record.fileKey);
    sheet = await readSheet(
      bytes,
      sniffSheetFormat(bytes.subarray(0, 512), record.fileName),
      columns,
    );
  } catch (error) {
    if (!(error instanceof AppError) && !(error instanceof PermanentJobError)) throw error;
    await finish(db, importId, { status: 'failed', error: error.message });
    return { record: { ...record, status: 'failed', error: error.message }, errors: [] };
  }
  const total = sheet.rows.length;
  await db.update(orderImports).set({ totalRows: total }).where(eq(orderImports.id, importId));
  await progress(0, total * 2);

  const logistics = await siteLogistics(db, record.siteId);
  const plan = await planImport(db, user, record.kind, sheet, logistics);
  await progress(total, total * 2);
  let rowsWritten = 0;
  let ordersWritten = 0;
  const tally = await writeOrders(db, user, importId, record.kind, plan.orders, async (done) => {
    for (; ordersWritten < done; ordersWritten++)
      rowsWritten += plan.orders[ordersWritten]!.lines.length;
    await progress(total + plan.errors.length + rowsWritten, total * 2);
  });

  let errorFileKey: string | null = null;
  if (plan.errors.length > 0) {
    errorFileKey = `s${record.siteId}/u${record.userId}/order-import/errors-${importId}-${randomKeyName()}.xlsx`;
    try {
      await storage.put(errorFileKey, await buildErrorFile(sheet, plan.errors), {
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      });
    } catch (error) {
      if (!(error instanceof StorageKeyExistsError)) throw error;
    }
  }
  const summary = {
    status: 'done' as const,
    importedOrders: tally.created,
    importedRows: tally.createdRows,
    duplicateOrders: tally.duplicates,
    failedRows: plan.errors.length,
    errorFileKey,
  };
  await finish(db, importId, summary);
  await progress(total * 2, total * 2);
  await sendUserMessage(db, {
    siteId: record.siteId,
    userId: record.userId,
    type: 2,
    description:
      `${importKindTitles[record.kind]}「${record.fileName}」完成：导入 ${tally.created} 个订单（待付款）` +
      (tally.duplicates ? `，${tally.duplicates} 个订单号已导入过` : '') +
      (plan.errors.length ? `，${plan.errors.length} 行有错误，请下载错误文件修改后重新导入` : '') +
      '。',
  });
  return {
    record: { ...record, ...summary, totalRows: total },
    errors: plan.errors
      .slice(0, ERROR_PREVIEW_ROWS)
      .map((e) => ({ row_number: e.rowNumber, reason: e.reason })),
  };
}

export function orderImportHandler(storage: StorageDriver): JobHandler {
  return async (job: Job, context: JobContext) => {
    const payload = job.payload as OrderImportPayload | null;
    if (!payload || !Number.isInteger(payload.importId))
      throw new PermanentJobError('导入任务缺少导入记录编号');
    const { record, errors } = await runOrderImport(
      context.db,
      storage,
      payload.importId,
      context.progress,
    );
    return { importId: record.id, status: record.status, errors } satisfies OrderImportResult;
  };
}
