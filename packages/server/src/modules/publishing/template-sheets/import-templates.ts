import type { PublishPlatform } from '@podkit/sdk-core';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../http/envelope.js';
import type { SheetFormat } from '../../../sheets/sheet-file.js';
import { createListingTemplate } from '../listing-templates.js';
import type { Owner } from '../owner.js';
import { templateColumns } from './columns.js';
import { priceTemplateNames } from './price-template-names.js';
import { readTemplateSheet } from './read-sheet.js';
import { insertTemplateRecord } from './records.js';
import { rowInput } from './row-input.js';

export interface TemplateUpload {
  platform: PublishPlatform;
  bytes: Buffer;
  format: SheetFormat;
  fileName: string;
  /** Where the upload is already stored (private to the reseller). */
  fileKey: string;
  operator: string;
}

/**
 * Reads the sheet and saves every valid row as a product template of the marketplace, in one
 * transaction with the record of the import. A refused row is kept in the record with its row
 * number and reason; the others are imported all the same.
 */
export async function importTemplates(db: Db, owner: Owner, upload: TemplateUpload) {
  const columns = templateColumns(upload.platform);
  const rows = await readTemplateSheet(upload.bytes, upload.format, columns);
  const priceIds = new Map(
    [...(await priceTemplateNames(db, owner))].map(([id, name]) => [name, id]),
  );
  return db.transaction(async (tx) => {
    const errorRows: Array<{ row_number: number; reason: string }> = [];
    for (const row of rows) {
      const outcome = rowInput(row.values, upload.platform, columns, priceIds);
      if ('reason' in outcome) {
        errorRows.push({ row_number: row.rowNumber, reason: outcome.reason });
        continue;
      }
      try {
        await createListingTemplate(tx, owner, outcome.input);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        errorRows.push({ row_number: row.rowNumber, reason: error.message });
      }
    }
    return insertTemplateRecord(tx, owner, {
      kind: 'import',
      platform: upload.platform,
      fileName: upload.fileName,
      fileKey: upload.fileKey,
      operator: upload.operator,
      totalRows: rows.length,
      okRows: rows.length - errorRows.length,
      failedRows: errorRows.length,
      errorRows,
    });
  });
}
