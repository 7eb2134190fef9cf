import { sql } from 'drizzle-orm';
import type { TortBrandImportResult } from '@podkit/sdk-core';
import type { Db } from '../../db/client.js';
import { chunks } from '../../db/chunks.js';
import { AppError } from '../../http/envelope.js';
import { brandValues } from './brand-service.js';
import type { SheetBrand } from './brand-sheet.js';
import { tortBrands } from './schema.js';

/**
 * Writes the sheet's brands in one transaction: new words are added, listed words (in any case
 * or width) take the row's level, holder and remark. A word twice in the sheet keeps its last row.
 */
export async function importTortBrands(
  db: Db,
  siteId: number,
  sheet: SheetBrand[],
): Promise<TortBrandImportResult> {
  const refused: TortBrandImportResult['refused'] = [];
  const byKey = new Map<string, ReturnType<typeof brandValues>>();
  for (const entry of sheet) {
    if ('reason' in entry) {
      refused.push({ row: entry.row, word: entry.word, reason: entry.reason });
      continue;
    }
    try {
      const values = brandValues(entry.input);
      byKey.delete(values.matchKey);
      byKey.set(values.matchKey, values);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refused.push({ row: entry.row, word: entry.word, reason: error.message });
    }
  }
  let created = 0;
  let updated = 0;
  await db.transaction(async (tx) => {
    for (const batch of chunks([...byKey.values()], 500)) {
      const written = await tx
        .insert(tortBrands)
        .values(batch.map((values) => ({ siteId, ...values })))
        .onConflictDoUpdate({
          target: [tortBrands.siteId, tortBrands.matchKey],
          set: {
            word: sql`excluded.word`,
            level: sql`excluded.level`,
            holder: sql`excluded.holder`,
            remark: sql`excluded.remark`,
            updatedAt: sql`now()`,
          },
        })
        // xmax is 0 on a row this statement inserted, the updating transaction's id otherwise.
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      const inserted = written.filter((row) => row.inserted).length;
      created += inserted;
      updated += written.length - inserted;
    }
  });
  return { created, updated, refused };
}
