import { and, asc, eq } from 'drizzle-orm';
import type { PublishPlatform } from '@podkit/sdk-core';
import type { DbExecutor } from '../../../db/client.js';
import { invalid } from '../../../http/envelope.js';
import { toListingTemplate } from '../listing-templates.js';
import { ownedBy, type Owner } from '../owner.js';
import { listingTemplates } from '../schema.js';
import { templateColumns } from './columns.js';
import { priceTemplateNames } from './price-template-names.js';
import { templateCells } from './row-input.js';
import { buildTemplateWorkbook } from './workbook.js';

/** Every product template of a marketplace as its sheet (the same columns the import reads). */
export async function exportTemplates(
  db: DbExecutor,
  owner: Owner,
  platform: PublishPlatform,
): Promise<{ bytes: Buffer; rows: number }> {
  const templates = await db
    .select()
    .from(listingTemplates)
    .where(and(ownedBy(listingTemplates, owner), eq(listingTemplates.platform, platform)))
    .orderBy(asc(listingTemplates.id));
  if (templates.length === 0) throw invalid('该平台还没有产品模板，无可导出的内容');
  const columns = templateColumns(platform);
  const names = await priceTemplateNames(db, owner);
  const rows = templates.map((row) => templateCells(toListingTemplate(row), columns, names));
  return { bytes: await buildTemplateWorkbook(platform, rows), rows: rows.length };
}
